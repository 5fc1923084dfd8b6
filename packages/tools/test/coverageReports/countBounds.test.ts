// Counts past 2^53 - 1 (Number.MAX_SAFE_INTEGER) are refused at the sum, where they would stop being exact:
// merge-reports writes a merge whose counts reach 2^53 - 1 exactly (and reads it back), and refuses, exit 2 and
// naming what overflows, one whose counts or documents would pass it; the engine's coverage-report the same
// (docs/coverage.md, "Merging reports"). Reports are written by the real gate, then their counts set by hand.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { startEngine } from '../engine/_engine.js';

const MAX = Number.MAX_SAFE_INTEGER;
const dir = mkdtempSync(join(tmpdir(), 'us-count-bounds-'));
const run = (args: readonly string[]) => runCliInProcess(args, { cwd: dir });

interface Report {
  documents: number;
  items: { location: string; aspect: string; seen: number }[];
}
const read = (name: string): Report => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Report;
/** A copy of the gate's report with the first item seen `seen` times and `documents` documents. */
function forged(name: string, seen: number, documents = 1): string {
  const report = read('base.json');
  (report.items[0] as { seen: number }).seen = seen;
  report.documents = documents;
  writeFileSync(join(dir, name), JSON.stringify(report));
  return name;
}

beforeAll(async () => {
  writeFileSync(join(dir, 'day.json'), JSON.stringify({ date: '2024-03-01' }));
  const made = await run(['validate', 'day.json', '--quiet', '--coverage', 'base.json']);
  expect(made.code, made.stderr).toBe(0);
});

describe('merge-reports at 2^53 - 1', () => {
  it('writes a sum of exactly 2^53 - 1, which merges again', async () => {
    const merged = await run(['merge-reports', forged('a.json', MAX - 1), forged('b.json', 1)]);
    expect(merged.code, merged.stderr).toBe(0);
    writeFileSync(join(dir, 'merged.json'), merged.stdout);
    expect(read('merged.json').items[0]?.seen).toBe(MAX);
    expect((await run(['merge-reports', 'merged.json'])).code).toBe(0);
  });

  it('refuses a sum one past it, naming the item (exit 2, nothing written)', async () => {
    const item = read('base.json').items[0] as { location: string; aspect: string };
    const over = await run(['merge-reports', forged('c.json', MAX), forged('d.json', 1)]);
    expect(over.code).toBe(2);
    expect(over.stdout).toBe('');
    expect(over.stderr).toBe(
      `user-summaries merge-reports: the counts of ${item.location || '/'} ${item.aspect} add up past ${MAX} (2^53 - 1), more than a report holds exactly: the reports are forged, or one was merged into itself too often\n`,
    );
  });

  it('refuses documents that add up past it', async () => {
    const over = await run(['merge-reports', forged('e.json', 1, MAX), forged('f.json', 1, 1)]);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('the documents counted add up past 9007199254740991 (2^53 - 1)');
  });
});

describe("the engine's coverage-report at 2^53 - 1", () => {
  const engine = startEngine();
  afterAll(() => {
    engine.child.stdin.end();
  });
  const ask = (counts: [number, number][]) =>
    engine.ask(JSON.stringify({ id: 1, check: 'coverage-report', counts, parts: { day: 1, envelope: 0 } }));

  it('writes a sum of exactly 2^53 - 1 and refuses one past it', async () => {
    const at = await ask([
      [0, MAX - 1],
      [0, 1],
    ]);
    expect(at['ok']).toBe(true);
    expect((JSON.parse(at['report'] as string) as Report).items[0]?.seen).toBe(MAX);
    expect(
      await ask([
        [0, MAX],
        [0, 1],
      ]),
    ).toEqual({ id: 1, error: 'the counts of item 0 add up past 2^53 - 1, more than a report holds exactly' });
  });
});
