// What the diff's tests hold a report to, by plain Ajv of both folders (packages/tools/test/evolution/_plainAjv.ts) and the edit
// table's hand-written expectations (test/__helpers__/contractEdits.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ContractChange, DiffReport, ReadingName, Side, Witness } from '../../src/evolution/types.js';
import type { Reading as SchemaVariant } from 'user-summaries-contract/internal/schemas/readings';
import type { ContractEdit } from '../../../../test/__helpers__/contractEdits.js';
import { asPattern, errorPointer, plainDayValidator, type PlainVerdict } from './_plainAjv.js';

/** The four readings, as the tests name them. */
export const VARIANTS: Readonly<Record<ReadingName, SchemaVariant>> = {
  default: { includeSlots: true, strict: false },
  'no-slots': { includeSlots: false, strict: false },
  strict: { includeSlots: true, strict: true },
  'no-slots.strict': { includeSlots: false, strict: true },
};
/** The strict reading of each reading: a record it accepts lists only members the version knows. */
export const STRICT_OF: Readonly<Record<ReadingName, ReadingName>> = {
  default: 'strict',
  'no-slots': 'no-slots.strict',
  strict: 'strict',
  'no-slots.strict': 'no-slots.strict',
};

/** A version's plain validators, one per reading. */
export type PlainReadings = Readonly<Record<ReadingName, PlainVerdict>>;

/**
 * The validators compiled for each folder's documents, by their content: the unedited contract, which every diff
 * suite compares with (a copy of its own in each), is compiled once per worker rather than once per suite and case.
 */
const compiled = new Map<string, PlainReadings>();

/** A hash of a folder's documents: their names and bytes. */
function contentsOf(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.json')) continue;
    hash
      .update(`${name}\0`)
      .update(readFileSync(join(folder, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The plain validators of a version's folder, one per reading. */
export function plainReadings(folder: string): PlainReadings {
  const key = contentsOf(folder);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const readings = Object.fromEntries(
    Object.entries(VARIANTS).map(([name, variant]) => [name, plainDayValidator(folder, variant)]),
  ) as Record<ReadingName, PlainVerdict>;
  compiled.set(key, readings);
  return readings;
}

/**
 * Holds a witness to its verdict by plain Ajv: the accepting version accepts it, in its reading and in the strict
 * one (it lists only members that version knows), and the rejecting version rejects it with an error at the
 * violation the diff names.
 */
export function checkWitness(
  witness: Witness,
  plain: { readonly base: PlainReadings; readonly head: PlainReadings },
): void {
  const accepting = plain[witness.acceptedBy];
  const rejecting = plain[witness.acceptedBy === 'base' ? 'head' : 'base'];
  expect(witness.breaks).toBe(witness.acceptedBy === 'base' ? 'producers' : 'consumers');
  expect(accepting[witness.reading](witness.record).ok).toBe(true);
  expect(accepting[STRICT_OF[witness.reading]](witness.record).ok).toBe(true);
  const rejected = rejecting[witness.reading](witness.record);
  expect(rejected.ok).toBe(false);
  expect(rejected.errors.map(errorPointer)).toContain(witness.violation.pointer);
}

/**
 * Holds a report to an edit: the edit's change is reported, breaking whom the edit says in each reading with the
 * (pointer, rule) it says; every witness of every change holds by plain Ajv; nothing else is said to break.
 */
export function checkReport(
  report: DiffReport,
  edit: ContractEdit,
  plain: { readonly base: PlainReadings; readonly head: PlainReadings },
): void {
  const breaking = [...edit.open.breaks, ...edit.strict.breaks].length > 0;
  expect(report.verdict).toBe(edit.change === undefined ? 'identical' : breaking ? 'breaking' : 'compatible');
  if (edit.change === undefined) {
    expect(report.changes).toEqual([]);
    return;
  }
  const change = report.changes.find(
    (c) => c.location === edit.change?.location && c.change === edit.change.kind,
  ) as ContractChange;
  expect(change, JSON.stringify(report.changes.map((c) => [c.location, c.change]))).toBeDefined();
  for (const reading of change.readings) {
    const expected = reading.reading.includes('strict') ? edit.strict : edit.open;
    expect([...reading.breaks].sort(), reading.reading).toEqual([...expected.breaks].sort());
    for (const witness of reading.witnesses) {
      const want = expected.violations[witness.breaks as Side];
      expect(
        { pointer: asPattern(witness.violation.pointer), rule: witness.violation.rule },
        `${reading.reading} ${witness.breaks}`,
      ).toEqual(want);
    }
  }
  expect(change.witness).toEqual(change.readings.flatMap((r) => r.witnesses)[0] ?? null);
  for (const reported of report.changes) {
    expect(reported.breaks.length > 0).toBe(reported.witness !== null);
    for (const witness of reported.readings.flatMap((r) => r.witnesses)) checkWitness(witness, plain);
    for (const reading of reported.readings) {
      // The three verdicts name both sides, once each; no witness of the search refutes a proof of the decision.
      const named = [...reading.breaks, ...reading.proven.map((p) => p.side), ...reading.unknown.map((u) => u.side)];
      expect(named.sort(), `${reported.location} ${reading.reading}`).toEqual(['consumers', 'producers']);
      expect(reading.refuted ?? [], `${reported.location} ${reading.reading}`).toEqual([]);
    }
  }
  for (const [reading, expected] of Object.entries({
    default: edit.open,
    'no-slots': edit.open,
    strict: edit.strict,
    'no-slots.strict': edit.strict,
  })) {
    const said = new Set(report.changes.flatMap((c) => c.readings.find((r) => r.reading === reading)?.breaks ?? []));
    expect([...said].sort(), `whom the diff says the edit breaks in ${reading}`).toEqual([...expected.breaks].sort());
  }
}
