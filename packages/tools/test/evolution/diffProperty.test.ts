// The diff as a property: for random single edits of the table's kinds on random fields of the contract, every
// witness holds by plain Ajv, whom the diff says the edit breaks is what the edit's kind says by hand, and an
// independent search finds no break the diff missed: days of the testing kit (built by hand for the contract as it
// is, not from its documents) with the edited member set to hand-picked values, judged by plain Ajv of both folders.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { userSummary, type GroupName } from 'user-summaries-testing';
import { diffContracts } from '../../src/evolution/diff.js';
import type { ReadingName, Side } from '../../src/evolution/types.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';
import {
  boundRaised,
  copySchemas,
  narrowedToInteger,
  newOptionalGroup,
  newRequiredField,
  nullableRemoved,
  pairSpellingDropped,
  relaxedToOptional,
  requiredRemoved,
  valueAdded,
  type ContractEdit,
} from '../../../../test/__helpers__/contractEdits.js';
import { checkReport, plainReadings, STRICT_OF, VARIANTS, type PlainReadings } from './_witness.js';

const GROUPS: readonly GroupName[] = [
  'activity',
  'heart_rate',
  'sleep',
  'stress',
  'respiration_rate',
  'temperature',
  'spo2',
];

/** A group-level member of the contract as its document writes it. */
interface Field {
  readonly group: GroupName;
  readonly field: string;
  readonly ref: string;
  readonly word: string | undefined;
  readonly node: Record<string, unknown>;
}

/** Every member of every group document but `slots` (read from schemas/, so the property follows the contract). */
const FIELDS: readonly Field[] = GROUPS.flatMap((group) => {
  const doc = JSON.parse(readFileSync(join(ROOT, 'schemas', `${group.replaceAll('_', '-')}.schema.json`), 'utf8'));
  const required = new Set<string>(doc.required);
  return Object.entries(doc.properties as Record<string, Record<string, unknown>>)
    .filter(([field]) => field !== 'slots')
    .map(([field, node]) => ({
      group,
      field,
      ref: String(node['$ref'] ?? ''),
      word: required.has(field) ? String(node['x-missing']) : undefined,
      node,
    }));
});
const pick = (fields: readonly Field[]): fc.Arbitrary<Field> => fc.constantFrom(...fields);
// A member whose null already fails `filled` (sleep.consistency) has no nullability to lose.
const nullable = FIELDS.filter((f) => /nullable/.test(f.ref) && f.node['not'] === undefined);
const required = FIELDS.filter((f) => f.word !== undefined);
const numbers = FIELDS.filter((f) => /\/(nullableNumber|number)$/.test(f.ref));
const bounded = FIELDS.filter(
  (f) =>
    /\/(nullableInteger|integer|nullableNumber|number)$/.test(f.ref) &&
    (f.node['x-rule'] === undefined || f.node['x-rule'] === 'min'),
);

/** One edit of a kind of the table, on a field drawn at random (shown by its name in a counterexample). */
const anEdit: fc.Arbitrary<ContractEdit> = fc
  .oneof(
    pick(nullable).map((f) => nullableRemoved(f.group, f.field)),
    pick(required).map((f) => requiredRemoved(f.group, f.field, f.word as string)),
    fc.integer({ min: 5, max: 9 }).map((value) => valueAdded('sleep', ['slots', '*', 'type'], value)),
    fc
      .tuple(fc.constantFrom(...GROUPS), fc.constantFrom('hydration_ml', 'battery', 'goal'))
      .map(([group, field]) => newRequiredField(group, field)),
    pick(numbers).map((f) => narrowedToInteger(f.group, f.field)),
    fc.constantFrom('hydration', 'mood', 'weight').map(newOptionalGroup),
    pick(required).map((f) => relaxedToOptional(f.group, f.field, f.word as string)),
    fc
      .tuple(
        fc.constantFrom('avg', 'max', 'rest') as fc.Arbitrary<'avg' | 'max' | 'rest'>,
        fc.constantFrom('heat', 'heart') as fc.Arbitrary<'heat' | 'heart'>,
      )
      .map(([pair, spelling]) => pairSpellingDropped(pair, spelling)),
    pick(bounded).map((f) => boundRaised(f.group, f.field, 'min')),
  )
  .map((edit) => Object.assign(edit, { [fc.toStringMethod]: () => edit.name }));

/** One or two slots in every group: a slot member is tried in each. */
const SLOTS = Object.fromEntries(GROUPS.map((group) => [group, { min: 1, max: 2 }]));

/** Values tried at the edited member beside the edit's own (`undefined`: the member left out). */
const TRIED: readonly unknown[] = [undefined, null, 0, 1, -1, 0.5, 'x', 5];

/** A copy of a day with the edited member set to `value` (in every slot for a slot member), or left out. */
function withMember(
  day: Record<string, any>,
  member: NonNullable<ContractEdit['member']>,
  value: unknown,
): Record<string, any> {
  const copy = structuredClone(day);
  const owners: Record<string, any>[] = [];
  const [head, ...rest] = member.path;
  const start = member.group === undefined ? copy : copy[member.group];
  if (typeof start !== 'object' || start === null) return copy;
  const walk = (at: any, tokens: readonly string[]): void => {
    if (tokens.length === 1) owners.push(at);
    else if (tokens[0] === '*') for (const item of Array.isArray(at) ? at : []) walk(item, tokens.slice(1));
    else if (typeof at?.[tokens[0] as string] === 'object') walk(at[tokens[0] as string], tokens.slice(1));
  };
  walk(start, [head as string, ...rest]);
  const key = member.path.at(-1) as string;
  for (const owner of owners) {
    if (value === undefined) delete owner[key];
    else owner[key] = value;
  }
  return copy;
}

/**
 * The independent search: testing-kit days (with the edited group, slots or not, either pair spelling), each with
 * the edited member set to every value tried, judged by plain Ajv of both versions in every reading. A day counts
 * for a version when that version accepts it in the reading and in the strict one (it lists only members the
 * version knows: the diff's definition of a record that conformed).
 */
function independentSearch(
  edit: ContractEdit,
  base: PlainReadings,
  head: PlainReadings,
): Record<ReadingName, Set<Side>> {
  const member = edit.member;
  const found = Object.fromEntries(Object.keys(VARIANTS).map((r) => [r, new Set<Side>()])) as Record<
    ReadingName,
    Set<Side>
  >;
  if (member === undefined) return found;
  const groups = member.group === undefined ? 'any' : [member.group as GroupName];
  const days = [true, false].flatMap((includeSlots) =>
    fc.sample(userSummary({ groups, includeSlots, slots: SLOTS, nulls: true }), { seed: FC_SEED, numRuns: 6 }),
  ) as Record<string, any>[];
  const tries = days.flatMap((day) => [
    day,
    ...[...member.values, ...TRIED].map((value) => withMember(day, member, value)),
  ]);
  for (const reading of Object.keys(VARIANTS) as ReadingName[]) {
    for (const record of tries) {
      const b = base[reading](record).ok;
      const h = head[reading](record).ok;
      if (b && !h && base[STRICT_OF[reading]](record).ok) found[reading].add('producers');
      if (h && !b && head[STRICT_OF[reading]](record).ok) found[reading].add('consumers');
    }
  }
  return found;
}

const base = copySchemas();
const folders: string[] = [base];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the diff on random single edits', () => {
  it("every witness holds, the verdict is the edit kind's, and an independent search finds no break it missed", async () => {
    const basePlain = plainReadings(base);
    await fc.assert(
      fc.asyncProperty(anEdit, async (edit) => {
        const head = copySchemas();
        folders.push(head);
        edit.apply(head);
        const outcome = await diffContracts(base, head);
        if (!outcome.ok) throw new Error(`${edit.name}: ${outcome.problem.file}: ${outcome.problem.reason}`);
        const headPlain = plainReadings(head);
        checkReport(outcome.report, edit, { base: basePlain, head: headPlain });
        const found = independentSearch(edit, basePlain, headPlain);
        for (const reading of outcome.report.changes[0]?.readings ?? []) {
          const said = new Set(
            outcome.report.changes.flatMap((c) => c.readings.find((r) => r.reading === reading.reading)?.breaks ?? []),
          );
          for (const side of found[reading.reading])
            expect(said.has(side), `${edit.name}: the independent search breaks ${side} in ${reading.reading}`).toBe(
              true,
            );
        }
        rmSync(head, { recursive: true, force: true });
      }),
      // Each run is a whole diff (the head's validators compiled in four readings, and every search): seconds. Two
      // in `npm test` (a new seed each run; a tenth of thirty would be three), thirty in `npm run test:deep`
      // (docs/testing.md, "Two depths").
      { numRuns: atDepth(30) >= 30 ? 30 : 2 },
    );
  }, 600_000);
});
