// The coverage of an archive through the Dask integration's own work, without a cluster (packages/tools/test/dask/coverage_run.py):
// each partition's gate writes its coverage report after its archive report (`validate --frames --coverage -`),
// and the client merges them with `merge-reports`: the single-process gate's `validate --coverage`, byte for byte,
// at any partition size, unreadable partitions included. A scale suite (`npm run test:deep`): Python's tasks start a
// gate a partition; coverage.test.ts runs the gate's side of it (framed partitions, `--coverage -`, merge-reports)
// in-process, and tasks.test.ts the Python tasks.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import {
  findDaskPython,
  ODD_RECORDS,
  run,
  suiteRuns,
  UNREADABLE_FILES,
  writeArchive,
  writeUnreadable,
  type Archive,
} from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();
const KIB = 1024;

describe.runIf(suiteRuns('the Dask coverage suite', python))(
  'Dask integration: the coverage of an archive, in one process',
  () => {
    let archive: Archive;
    let files: string[];
    let merged: (string | null)[];

    /** The single-process gate's coverage report of files. */
    function single(of: readonly string[]): string {
      const out = run(
        process.execPath,
        [`${ROOT}packages/tools/dist/cli/main.js`, 'validate', '--quiet', '--coverage', 'single.json', ...of],
        archive.dir,
      );
      expect(out.code, out.stderr).not.toBeNull();
      return readFileSync(join(archive.dir, 'single.json'), 'utf8');
    }

    beforeAll(() => {
      if (!python.ok) throw new Error(python.reason);
      archive = writeArchive(3, 4, 'us-dask-coverage-');
      writeFileSync(join(archive.dir, 'extra.ndjson'), ODD_RECORDS);
      writeUnreadable(archive.dir);
      files = [...archive.files, 'extra.ndjson'];
      const runs = [
        { files, partition_size: 512 * KIB },
        { files, partition_size: 64 * KIB * KIB },
        { files: UNREADABLE_FILES, partition_size: 512 * KIB },
        { files: ['missing.ndjson'], partition_size: 512 * KIB },
      ];
      const out = run(
        python.ok ? python.command : 'python3',
        [`${ROOT}packages/tools/test/dask/coverage_run.py`],
        archive.dir,
        JSON.stringify(runs),
      );
      if (out.code !== 0) throw new Error(out.stderr.slice(-2000));
      merged = JSON.parse(out.stdout) as (string | null)[];
    }, 120_000);

    afterAll(() => {
      if (archive !== undefined) rmSync(archive.dir, { recursive: true, force: true });
    });

    it("merges the partitions' coverage, at any size, into the single-process gate's report byte for byte", () => {
      const whole = single(files);
      expect(merged[0]).toBe(whole);
      expect(merged[1]).toBe(whole);
      // The archive's planted violations reach the invalid side.
      const report = JSON.parse(whole) as { documents: number; items: { aspect: string; seen: number }[] };
      // The odd records: one day read; a duplicate member name and a cut record are unreadable, and count nothing.
      expect(report.documents).toBe(archive.days + 1);
      expect(report.items.some((i) => i.aspect.startsWith('violated:') && i.seen > 0)).toBe(true);
    });

    it('counts what was read of unreadable partitions as the gate does, and nothing of a missing file', () => {
      expect(merged[2]).toBe(single(UNREADABLE_FILES));
      expect(merged[3]).toBeNull();
    });
  },
);
