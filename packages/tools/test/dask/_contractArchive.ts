// The archive and the head of the `--contract` suites (contract.test.ts in one process, contract.deep.test.ts on a
// cluster): 40 full days in an NDJSON file and a gzipped one, every fifth with total_glasses null, which the head no
// longer allows (6 of the first 30, 2 of the last 10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll } from 'vitest';
import { fullDay } from '../../../../bench/gateFixtures.js';
import { copyVersion, edit, nullableRemoved } from '../evolution/_folders.js';

/** Days from..from+count-1 as NDJSON, each group's slots cut to `slotsKept` when given. */
function days(from: number, count: number, slotsKept: number | undefined): string {
  return `${Array.from({ length: count }, (_, k) => {
    const day = fullDay(from + k) as { activity: { total_glasses: number | null } };
    if (slotsKept !== undefined)
      for (const group of Object.values(day as Record<string, unknown>))
        if (typeof group === 'object' && group !== null && Array.isArray((group as { slots?: unknown }).slots))
          (group as { slots: unknown[] }).slots.length = slotsKept;
    if ((from + k) % 5 === 0) day.activity.total_glasses = null;
    return JSON.stringify(day);
  }).join('\n')}\n`;
}

/**
 * The archive's folder (month.ndjson, more.ndjson.gz) and the head's, written now and removed after the calling
 * file's suite.
 */
export function contractArchive(slotsKept?: number): { readonly dir: string; readonly head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'us-dask-contract-'));
  const head = edit(copyVersion(), 'activity.schema.json', nullableRemoved);
  writeFileSync(join(dir, 'month.ndjson'), days(0, 30, slotsKept));
  writeFileSync(join(dir, 'more.ndjson.gz'), gzipSync(days(30, 10, slotsKept)));
  afterAll(() => {
    for (const folder of [dir, head]) rmSync(folder, { recursive: true, force: true });
  });
  return { dir, head };
}
