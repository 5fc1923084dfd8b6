// The diff's bounds at the sizes that once crashed it (issue #42), full depth only: their quick siblings are in
// diffBounds.test.ts. Run as the command runs: the built CLI on folders.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { contractVersion, edited } from './_versions.js';
import type { ContractVersion } from '../../src/evolution/readVersion.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A version written to a temporary folder. */
function folderOf(version: ContractVersion): string {
  const folder = mkdtempSync(join(tmpdir(), 'contract-deep-'));
  folders.push(folder);
  for (const doc of version.documents) writeFileSync(join(folder, doc.file), JSON.stringify(doc.schema));
  return folder;
}

const base = contractVersion();

describe('the sizes that once crashed the diff', () => {
  it('arrays of 16 items nested 8 levels (the heap was exhausted): the change is not decided, named', async () => {
    let grid: Record<string, unknown> = { type: 'integer' };
    for (let i = 0; i < 8; i++) grid = { type: 'array', minItems: 16, maxItems: 16, items: grid };
    const before = edited(base, 'activity.schema.json', (d) => {
      d['properties']['grid'] = grid;
      d['required'].push('grid');
    });
    const after = edited(before, 'activity.schema.json', (d) => (d['properties']['extra'] = { type: 'integer' }));
    const run = await runCliInProcess(['diff', folderOf(before), folderOf(after), '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as DiffReport;
    expect(report.verdict).toBe('undecided');
    expect(report.changes.map((c) => [c.location, c.undecided])).toEqual([
      ['/activity/extra', 'a record reaching it holds more than 20000 values'],
    ]);
  });

  it('an enum of 130,000 numbers (a RangeError escaped the diff): the added value is the witness', async () => {
    const codes = { type: 'integer', enum: Array.from({ length: 130_000 }, (_, i) => i), 'x-rule': 'in' };
    const before = edited(base, 'activity.schema.json', (d) => (d['properties']['code'] = codes));
    const after = edited(before, 'activity.schema.json', (d) => d['properties']['code'].enum.push(-5));
    const run = await runCliInProcess(['diff', folderOf(before), folderOf(after), '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const change = (JSON.parse(run.stdout) as DiffReport).changes[0];
    expect([change?.location, change?.change, change?.breaks]).toEqual([
      '/activity/code',
      'values_added',
      ['consumers'],
    ]);
    expect(change?.witness?.violation).toEqual({ pointer: '/activity/code', rule: 'in' });
  });

  it('64 documents of 4 MiB each (the heap was exhausted while parsing): refused before any is parsed', async () => {
    const folder = folderOf(base);
    for (let i = 0; i < 64 - base.documents.length; i++)
      writeFileSync(
        join(folder, `filler${i}.schema.json`),
        `{"$id": "https://x.example/f${i}", "description": "${'x'.repeat(4 * 1024 * 1024 - 64)}"}`,
      );
    const run = await runCliInProcess(['diff', folderOf(base), folder]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^user-summaries diff: head .*: holds documents of [0-9.]+ MiB together, more than 16 MiB \(the contract's are under 1 MiB\)\n$/,
    );
  });
});
