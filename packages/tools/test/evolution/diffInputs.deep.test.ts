// `user-summaries diff` on a break no change explains, at full depth (`npm run test:deep`): the command's report
// and its witness held to plain Ajv of both versions. Its quick sibling finds the same break through the library
// (unexplained.test.ts); diffInputs.test.ts has the command's other inputs.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { copySchemas, editDocument } from '../../../../test/__helpers__/contractEdits.js';
import { checkWitness, plainReadings } from './_witness.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the contract edited by `edit`. */
function head(edit: (folder: string) => void): string {
  const folder = copySchemas();
  folders.push(folder);
  edit(folder);
  return folder;
}

describe('a break no change explains', () => {
  it('is found by the records drawn over whole days, reported as schema_changed at its location, with its witness', async () => {
    // A member whose allowed values sit behind a $ref inside an anyOf: the comparison reads the anyOf as written
    // (the same $ref in both versions), so only the records drawn over whole days can tell the versions apart.
    const mood = (values: number[]) => (f: string) =>
      editDocument(f, 'activity.schema.json', (d) => {
        d['$defs'] = { mood: { type: 'integer', enum: values, 'x-rule': 'in' } };
        d['properties']['mood'] = { anyOf: [{ $ref: '#/$defs/mood' }, { type: 'null' }], 'x-rule': 'type' };
      });
    const before = head(mood([1, 2, 3]));
    const after = head(mood([1, 2]));
    const run = await runCliInProcess(['diff', before, after, '--format', 'json']);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as DiffReport;
    expect(report.changes.map((c) => [c.location, c.change, c.breaks])).toEqual([
      ['/activity/mood', 'schema_changed', ['producers']],
    ]);
    const plain = { base: plainReadings(before), head: plainReadings(after) };
    for (const witness of (report.changes[0] as DiffReport['changes'][number]).readings.flatMap((r) => r.witnesses))
      checkWitness(witness, plain);
    expect(run.code).toBe(1);
  });
});
