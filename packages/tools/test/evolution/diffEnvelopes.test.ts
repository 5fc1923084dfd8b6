// The diff of an envelope's own members (the paginator, the resource collection): reported with the envelope's
// name, proven by a page that one version accepts and the other rejects (its days left empty: they are the day's
// changes), checked by plain Ajv of each version's envelope. Each envelope costs two whole diffs and plain Ajv builds:
// `npm test` takes one (the run's seed picks which), `npm run test:deep` both (docs/testing.md, "Two depths").
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { editDocument } from '../../../../test/__helpers__/contractEdits.js';
import { cutVersion, versionFolder } from './_versions.js';
import { asPattern, errorPointer, plainDayValidator, type PlainVerdict } from './_plainAjv.js';
import { VARIANTS } from './_witness.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';

// The contract cut to activity (_versions.ts), envelopes kept: each change here is an envelope's own.
const base = versionFolder(cutVersion());
const folders: string[] = [base];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The plain validator of an envelope of a folder in a reading, compiled once for all the witnesses that need it. */
const validators = new Map<string, PlainVerdict>();
function envelopeValidator(folder: string, reading: keyof typeof VARIANTS, entry: string): PlainVerdict {
  const key = JSON.stringify([folder, reading, entry]);
  let validator = validators.get(key);
  if (validator === undefined) {
    validator = plainDayValidator(folder, VARIANTS[reading], {
      file: 'response.schema.json',
      pointer: `/$defs/${entry}`,
    });
    validators.set(key, validator);
  }
  return validator;
}

describe('changes of an envelope', () => {
  const ENVELOPES = [
    [
      'paginator',
      '/next_page_url',
      'nullable_removed',
      'producers',
      'type',
      [],
      (d: Record<string, any>): void => {
        d['$defs']['paginator'].properties['next_page_url'].type = 'string';
      },
    ],
    // A required member added: a strict consumer also refuses it (unknown_field) where the head sends it.
    [
      'collection',
      '/meta/count',
      'field_added',
      'producers',
      'required',
      ['consumers'],
      (d: Record<string, any>): void => {
        d['$defs']['collection'].properties['meta'].required.push('count');
        d['$defs']['collection'].properties['meta'].properties['count'] = {
          $ref: 'common.schema.json#/$defs/integer',
          'x-missing': 'required',
        };
      },
    ],
  ] as const;
  const taken = casesAtDepth(ENVELOPES, 1);
  it.each(taken)('%s %s: %s breaks %s', async (entry, location, kind, side, rule, strictAlso, edit) => {
    const head = versionFolder(cutVersion());
    folders.push(head);
    editDocument(head, 'response.schema.json', edit);
    const run = await runCliInProcess(['diff', base, head, '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as DiffReport;
    expect(report.changes.map((c) => [c.entry, c.location, c.change])).toEqual([[entry, location, kind]]);
    const change = report.changes[0] as DiffReport['changes'][number];
    expect(change.readings.map((r) => r.breaks)).toEqual([
      [side],
      [side],
      [side, ...strictAlso],
      [side, ...strictAlso],
    ]);
    for (const witness of change.readings.flatMap((r) => r.witnesses)) {
      const [accepting, rejecting] = witness.acceptedBy === 'base' ? [base, head] : [head, base];
      expect(envelopeValidator(accepting, witness.reading, entry)(witness.record).ok).toBe(true);
      const rejected = envelopeValidator(rejecting, witness.reading, entry)(witness.record);
      expect(rejected.ok).toBe(false);
      expect(rejected.errors.map(errorPointer)).toContain(witness.violation.pointer);
      expect({ pointer: asPattern(witness.violation.pointer), rule: witness.violation.rule }).toEqual({
        pointer: location,
        rule: witness.breaks === side ? rule : 'unknown_field',
      });
      expect((witness.record as { data: unknown[] }).data).toEqual([]);
    }
    // The text names the change whatever the search draws: 8 records, the fewest.
    const text = await runCliInProcess(['diff', base, head, '--records', '8']);
    expect(text.stdout).toContain(`${entry} ${location}: ${kind.replace('_', ' ')}`);
  });
});
