// The diff's second random search, its own test: the records drawn over whole entries for breaks that no change
// found by comparing the documents explains (packages/tools/src/evolution/diff.ts, `unexplained`). A member whose
// allowed values sit behind a `$ref` inside an `anyOf` is read as written by the comparison (the same `$ref` in both
// versions), so only this search can tell the versions apart: each side, the day and an envelope, and its count.
import { describe, expect, it } from 'vitest';
import { diffVersions } from '../../src/evolution/diff.js';
import type { ContractVersion } from '../../src/evolution/readVersion.js';
import type { DiffReport } from '../../src/evolution/types.js';
import { cutVersion, edited } from './_versions.js';

// The contract cut to activity (its envelopes kept): every change here is activity's or the paginator's own.
const base = cutVersion();

/** A version whose `file` has a member `mood` at `properties` (a pointer to an object's `properties`), its values behind a $ref in an anyOf. */
function mood(file: string, at: (doc: Record<string, any>) => Record<string, any>, values: number[]): ContractVersion {
  return edited(base, file, (d) => {
    d['$defs'] = { ...(d['$defs'] ?? {}), mood: { type: 'integer', enum: values, 'x-rule': 'in' } };
    at(d)['mood'] = { anyOf: [{ $ref: '#/$defs/mood' }, { type: 'null' }], 'x-rule': 'type' };
  });
}

function report(before: ContractVersion, after: ContractVersion, records: number): DiffReport {
  const outcome = diffVersions(before, after, { records });
  if (!outcome.ok) throw new Error(outcome.problem.reason);
  return outcome.report;
}

const activity = (d: Record<string, any>) => d['properties'];
const paginator = (d: Record<string, any>) => d['$defs']['paginator']['properties'];

let narrowedReport: DiffReport | undefined;
/** The diff of activity's mood narrowed from [1, 2, 3] to [1, 2] (240 records), made once for the tests that read it. */
const narrowed = (): DiffReport =>
  (narrowedReport ??= report(
    mood('activity.schema.json', activity, [1, 2, 3]),
    mood('activity.schema.json', activity, [1, 2]),
    240,
  ));

describe('the search over whole entries for breaks no change explains', () => {
  it('finds a value the head no longer allows: schema_changed breaking producers, with the value as witness', () => {
    const found = narrowed();
    expect(found.changes.map((c) => [c.entry, c.location, c.change, c.breaks])).toEqual([
      ['summary', '/activity/mood', 'schema_changed', ['producers']],
    ]);
    const witness = found.changes[0]?.witness;
    expect(witness?.acceptedBy).toBe('base');
    expect((witness?.record as { activity?: { mood?: unknown } } | undefined)?.activity?.mood).toBe(3);
    expect(witness?.violation.pointer).toBe('/activity/mood');
  });

  it('finds a value the head newly allows: schema_changed breaking consumers', () => {
    const found = report(
      mood('activity.schema.json', activity, [1, 2]),
      mood('activity.schema.json', activity, [1, 2, 3]),
      240,
    );
    expect(found.changes.map((c) => [c.location, c.change, c.breaks])).toEqual([
      ['/activity/mood', 'schema_changed', ['consumers']],
    ]);
    const record = found.changes[0]?.witness?.record as { activity?: { mood?: unknown } } | undefined;
    expect(record?.activity?.mood).toBe(3);
  });

  it('finds it in an envelope’s own members too, at the envelope’s location', () => {
    const found = report(
      mood('response.schema.json', paginator, [1, 2, 3]),
      mood('response.schema.json', paginator, [1, 2]),
      240,
    );
    expect(found.changes.map((c) => [c.entry, c.location, c.change, c.breaks])).toEqual([
      ['paginator', '/mood', 'schema_changed', ['producers']],
    ]);
  });

  it('draws its share for every entry, reading and side: a change’s budget over 3 entries × 4 readings × 2 sides', () => {
    expect(narrowed().searched).toEqual({ records: 240, seed: 37 });
    const more = report(
      mood('activity.schema.json', activity, [1, 2, 3]),
      mood('activity.schema.json', activity, [1, 2]),
      500,
    );
    expect(more.searched).toEqual({ records: 20 * 24, seed: 37 });
  });

  it('draws nothing for identical documents', () => {
    expect(report(base, cutVersion(), 240).searched).toEqual({ records: 0, seed: 37 });
  });
});
