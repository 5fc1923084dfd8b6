// The coverage of an archive as the Dask integration counts it, the gate's side, in-process: partitions framed as
// the workers' gate reads them (`validate --frames --coverage -`), each frame's coverage report after its archive
// report, merged with `merge-reports` into the single-process gate's `validate --coverage`, byte for byte, whether a
// file is one partition or several. The Python tasks that do this on a worker run in coverage.deep.test.ts
// (`npm run test:deep`); the command's refusal runs here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullDay } from '../../../../bench/gateFixtures.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { findDaskPython, ODD_RECORDS, run, suiteRuns, userSummariesDask } from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

/** A frame of the gate's `--frames` input: its header, then its bytes in chunks, then the end. */
function frame(name: string, continues: boolean, bytes: Uint8Array): Buffer {
  const header = Buffer.from(`${JSON.stringify({ name, continues })}\n`);
  const body = bytes.length === 0 ? [] : [Buffer.from(`${bytes.length}\n`), Buffer.from(bytes)];
  return Buffer.concat([header, ...body, Buffer.from('0\n')]);
}

/** The length-prefixed blocks of the gate's `--frames` output. */
function blocks(output: Buffer): string[] {
  const found: string[] = [];
  let at = 0;
  while (at < output.length) {
    const newline = output.indexOf(10, at);
    const length = Number(output.subarray(at, newline).toString('utf8'));
    found.push(output.subarray(newline + 1, newline + 1 + length).toString('utf8'));
    at = newline + 1 + length;
  }
  return found;
}

describe('Dask integration: the coverage of an archive, the gate side in-process', () => {
  let files: string[];

  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'us-dask-coverage-'));
    // Three files of four days (their slots cut to 12 a group: the merge is the point, not the size), one
    // gzipped, one day without its date; and the odd records.
    const days = (from: number): string =>
      `${Array.from({ length: 4 }, (_, k) => {
        const day = fullDay(from + k);
        for (const group of Object.values(day))
          if (typeof group === 'object' && group !== null && Array.isArray((group as { slots?: unknown }).slots))
            (group as { slots: unknown[] }).slots.length = 12;
        if (from + k === 5) delete day['date'];
        return JSON.stringify(day);
      }).join('\n')}\n`;
    writeFileSync(join(dir, 'days-00.ndjson'), days(0));
    writeFileSync(join(dir, 'days-01.ndjson'), days(4));
    writeFileSync(join(dir, 'days-02.ndjson.gz'), gzipSync(days(8)));
    writeFileSync(join(dir, 'extra.ndjson'), ODD_RECORDS);
    files = ['days-00.ndjson', 'days-01.ndjson', 'days-02.ndjson.gz', 'extra.ndjson'];
  });
  afterAll(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it("merges the partitions' coverage, whole files or cut at a line, into the single-process gate's report byte for byte", async () => {
    await runCliInProcess(['validate', '--quiet', '--coverage', 'single.json', ...files], { cwd: dir });
    const whole = readFileSync(join(dir, 'single.json'), 'utf8');
    const bytes = files.map((f) => readFileSync(join(dir, f)));
    // The first file cut at the start of its third line, as the partitions of a byte range are.
    const first = bytes[0] as Buffer;
    let cut = 0;
    for (let n = 0; n < 2; n++) cut = first.indexOf(10, cut) + 1;
    for (const frames of [
      files.map((f, i) => frame(f, false, bytes[i] as Buffer)),
      [
        frame(files[0] as string, false, first.subarray(0, cut)),
        frame(files[0] as string, true, first.subarray(cut)),
        ...files.slice(1).map((f, i) => frame(f, false, bytes[i + 1] as Buffer)),
      ],
    ]) {
      const gate = await runCliInProcess(['validate', '--format', 'summary', '--frames', '--coverage', '-'], {
        cwd: dir,
        input: Buffer.concat(frames),
      });
      const out = blocks(Buffer.from(gate.stdout));
      // An archive report, then its coverage report, for each frame.
      expect(out).toHaveLength(2 * frames.length);
      const parts = out.filter((_, i) => i % 2 === 1);
      for (const [i, part] of parts.entries()) writeFileSync(join(dir, `part-${i}.json`), part);
      const merged = await runCliInProcess(['merge-reports', ...parts.map((_, i) => `part-${i}.json`)], {
        cwd: dir,
      });
      expect(merged.stdout).toBe(whole);
    }
    const report = JSON.parse(whole) as { documents: number; items: { aspect: string; seen: number }[] };
    // The odd records: one day read; a duplicate member name and a cut record are unreadable, and count nothing.
    expect(report.documents).toBe(12 + 1);
    expect(report.items.some((i) => i.aspect.startsWith('violated:') && i.seen > 0)).toBe(true);
  });
});

describe.runIf(suiteRuns('the Dask coverage command suite', python))('user-summaries-dask --coverage', () => {
  it('refuses --coverage with the jsonschema engine (the gate counts coverage), before any cluster starts', () => {
    const out = run(userSummariesDask(python), ['--engine', 'jsonschema', '--coverage', 'c.json', 'days.ndjson'], ROOT);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--coverage needs a file name and the node engine');
  });
});
