// The catalogue of invalid-summary mutations: each breaks one rule and knows its exact violations.
import fc from 'fast-check';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import { GROUP_NAMES, type GroupName } from '../_types.js';
import { HEART_PAIRS } from '../heartRate.js';
import { summaryOn } from '../userSummary.js';
import { baseWith, DELETE, edited, fieldMutation, type FieldMutationOptions, type MutationContext } from './_base.js';
import { GROUP_FIELDS, NOT_EMPTY_GROUPS } from './_fields.js';
import { pointerOf, type ExpectedViolation, type InvalidCase } from './_types.js';
import { brokenFormat, unsafeInteger, wrongType } from './_wrongValues.js';

/** @internal One entry of the catalogue. */
export interface Mutation {
  readonly name: string;
  readonly rule: RuleWord;
  readonly build: (ctx: MutationContext) => fc.Arbitrary<InvalidCase> | undefined;
}

type Json = Record<string, unknown>;

/** A mutation of one field (see {@link fieldMutation}). */
const field = (name: string, rule: RuleWord, o: FieldMutationOptions): Mutation => ({
  name,
  rule,
  build: fieldMutation(name, rule, o),
});

/** A mutation that replaces a whole group; by default one violation at the group. */
function group(
  name: string,
  rule: RuleWord,
  groups: readonly GroupName[],
  replacement: fc.Arbitrary<unknown>,
  expect: (g: GroupName, ctx: MutationContext) => ExpectedViolation[] = (g) => [{ pointer: pointerOf(g), rule }],
): Mutation {
  const build = (ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined =>
    baseWith(ctx, groups, false)?.chain(({ base, group: g }) =>
      replacement.map((value) => ({ value: edited(base, [g], value), expected: expect(g, ctx), mutation: name })),
    );
  return { name, rule, build };
}

/** `activity: {}`: one required_with violation per missing field (slots only when include_slots=1). */
function emptyActivity(_: GroupName, ctx: MutationContext): ExpectedViolation[] {
  return Object.entries(GROUP_FIELDS.activity)
    .filter(([key, spec]) => spec.missing === 'required_with' && (key !== 'slots' || ctx.includeSlots))
    .map(([key]) => ({ pointer: pointerOf('activity', key), rule: 'required_with' }));
}

/** Both keys of a heat/heart pair removed: one present_without at the heart_rate spelling. */
function removePair(ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined {
  return baseWith(ctx, ['heart_rate'], false)?.chain(({ base }) =>
    fc.constantFrom(...HEART_PAIRS).map((p) => {
      const heart = `${p}_daily_heart_rate`;
      const value = edited(edited(base, ['heart_rate', heart], DELETE), ['heart_rate', `${p}_daily_heat_rate`], DELETE);
      return {
        value,
        expected: [{ pointer: pointerOf('heart_rate', heart), rule: 'present_without' as const }],
        mutation: 'remove-heat-heart-pair',
      };
    }),
  );
}

const nonObject = fc.oneof(
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
);

/** A slot item replaced by a non-object (null, a string, a number, an array): one type violation. */
function nonObjectSlot(ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined {
  return baseWith(ctx, GROUP_NAMES, true)?.chain(({ base, group: g }) => {
    const slots = (base[g] as Json)['slots'] as unknown[];
    return fc.tuple(fc.nat({ max: slots.length - 1 }), fc.oneof(fc.constant(null), nonObject)).map(([i, v]) => ({
      value: edited(base, [g, 'slots', i], v),
      expected: [{ pointer: pointerOf(g, 'slots', i), rule: 'type' as const }],
      mutation: 'non-object-slot',
    }));
  });
}

const unknownKey = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_'), minLength: 1, maxLength: 12 })
  .map((s) => `x_${s}`);

/** Under the strict reading: an unknown key at the top level, in a group, or in a slot item. */
function unknownField(ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined {
  if (!ctx.strict) return undefined;
  const bases: fc.Arbitrary<{ base: Json; group?: GroupName }> =
    baseWith(ctx, ctx.groups, ctx.includeSlots) ??
    ctx.r.dates.chain((d) => summaryOn(d, ctx.r)).map((b) => ({ base: b as unknown as Json }));
  return bases.chain(({ base, group: g }) => {
    const slots = g === undefined ? [] : (((base[g] as Json)['slots'] as unknown[] | undefined) ?? []);
    const paths: (string | number)[][] = g === undefined ? [[]] : [[], [g], ...slots.map((_, i) => [g, 'slots', i])];
    return fc.tuple(fc.constantFrom(...paths), unknownKey, fc.jsonValue({ maxDepth: 2 })).map(([path, key, v]) => ({
      value: edited(base, [...path, key], v),
      expected: [{ pointer: pointerOf(...path, key), rule: 'unknown_field' as const }],
      mutation: 'unknown-field',
    }));
  });
}

const remove = (): fc.Arbitrary<unknown> => fc.constant(DELETE);
const isFormat = (kind: string): boolean => kind === 'Y-m-d' || kind === 'H:i' || kind === 'Y-m-d\\TH:i:s';
const ALL = ['summary', 'group', 'slot'] as const;
const outOfRange = fc.oneof(fc.integer({ min: 5, max: 1000 }), fc.integer({ min: -1000, max: -1 }));
const removeSlots = field('remove-slots', 'required_with', {
  levels: ['group'],
  pick: (_, k) => k === 'slots',
  value: remove,
});

/** @internal Every mutation, one or more per rule word. */
export const MUTATIONS: readonly Mutation[] = [
  field('remove-required-with', 'required_with', {
    levels: ['group'],
    pick: (s, k) => s.missing === 'required_with' && k !== 'slots',
    value: remove,
  }),
  { ...removeSlots, build: (ctx) => (ctx.includeSlots ? removeSlots.build(ctx) : undefined) },
  group('empty-activity', 'required_with', ['activity'], fc.constant({}), emptyActivity),
  field('remove-present', 'present', {
    levels: ['group', 'slot'],
    pick: (s) => s.missing === 'present',
    value: remove,
  }),
  field('remove-required', 'required', {
    levels: ['summary', 'slot'],
    pick: (s) => s.missing === 'required',
    value: remove,
  }),
  { name: 'remove-heat-heart-pair', rule: 'present_without', build: removePair },
  group('empty-group', 'filled', NOT_EMPTY_GROUPS, fc.constantFrom<unknown>({}, null, [])),
  field('null-consistency', 'filled', {
    levels: ['group'],
    groups: ['sleep'],
    pick: (s) => s.nullable === 'filled',
    value: () => fc.constant(null),
  }),
  group('non-object-group', 'type', GROUP_NAMES, nonObject),
  group('null-or-empty-array-activity', 'type', ['activity'], fc.constantFrom<unknown>(null, [])),
  field('null-non-nullable', 'type', {
    levels: ALL,
    pick: (s) => s.nullable === false,
    value: () => fc.constant(null),
  }),
  field('wrong-type', 'type', { levels: ALL, pick: () => true, value: (s, v) => wrongType(s.kind, v) }),
  field('unsafe-integer', 'type', {
    levels: ['group', 'slot'],
    pick: (s) => s.kind === 'integer',
    value: () => unsafeInteger,
  }),
  { name: 'non-object-slot', rule: 'type', build: nonObjectSlot },
  field('sleep-type-as-string', 'type', {
    levels: ['slot'],
    groups: ['sleep'],
    pick: (s) => s.kind === 'sleepType',
    value: (_, v) => fc.constant(String(v)),
  }),
  field('broken-format', 'date_format', {
    levels: ALL,
    pick: (s) => isFormat(s.kind),
    value: (s, v) => brokenFormat(s.kind, v),
  }),
  field('sleep-type-out-of-range', 'in', {
    levels: ['slot'],
    groups: ['sleep'],
    pick: (s) => s.kind === 'sleepType',
    value: () => outOfRange,
  }),
  field('negative-total-glasses', 'min', {
    levels: ['group'],
    groups: ['activity'],
    pick: (_, k) => k === 'total_glasses',
    value: () => fc.integer({ min: -10_000, max: -1 }),
  }),
  { name: 'unknown-field', rule: 'unknown_field', build: unknownField },
];
