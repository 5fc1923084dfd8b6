// The catalogue of invalid-summary mutations: each breaks one rule and knows its exact violations.
import fc from 'fast-check';
import type { RuleWord } from '../../validator/types.js';
import { GROUP_NAMES, type GroupName } from '../_types.js';
import { summaryOn } from '../userSummary.js';
import { HEART_PAIRS } from '../heartRate.js';
import { baseWith, DELETE, edited, fieldMutation, type MutationContext } from './_base.js';
import { GROUP_FIELDS, NOT_EMPTY_GROUPS } from './_fields.js';
import { pointerOf, type ExpectedViolation, type InvalidCase } from './_types.js';
import { brokenFormat, unsafeInteger, wrongType } from './_wrongValues.js';

/** @internal One entry of the catalogue. */
export interface Mutation {
  readonly name: string;
  readonly rule: RuleWord;
  readonly build: (ctx: MutationContext) => fc.Arbitrary<InvalidCase> | undefined;
}

const remove = (): fc.Arbitrary<unknown> => fc.constant(DELETE);
const isFormat = (kind: string): boolean => kind === 'Y-m-d' || kind === 'H:i' || kind === 'Y-m-d\\TH:i:s';
const ALL = ['summary', 'group', 'slot'] as const;

/** A mutation that replaces a whole group and expects the given violations. */
function groupMutation(name: string, rule: RuleWord, groups: typeof GROUP_NAMES, replace: fc.Arbitrary<unknown>, expect?: (g: string, ctx: MutationContext) => ExpectedViolation[]): Mutation {
  return {
    name,
    rule,
    build: (ctx) =>
      baseWith(ctx, groups, false)?.chain(({ base, group }) =>
        replace.map((value) => ({ value: edited(base, [group], value), expected: expect?.(group, ctx) ?? [{ pointer: pointerOf(group), rule }], mutation: name })),
      ),
  };
}

/** `activity: {}`: one required_with violation per missing field (slots only when include_slots=1). */
function emptyActivity(_: string, ctx: MutationContext): ExpectedViolation[] {
  return Object.entries(GROUP_FIELDS.activity)
    .filter(([key, spec]) => spec.missing === 'required_with' && (key !== 'slots' || ctx.includeSlots))
    .map(([key]) => ({ pointer: pointerOf('activity', key), rule: 'required_with' }));
}

const nonObject = fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }));

/** @internal Every mutation, one or more per rule word. */
export const MUTATIONS: readonly Mutation[] = [
  { name: 'remove-required-with', rule: 'required_with', build: fieldMutation('remove-required-with', 'required_with', { levels: ['group'], pick: (s, k) => s.missing === 'required_with' && k !== 'slots', value: remove }) },
  { name: 'remove-slots', rule: 'required_with', build: (ctx) => (ctx.includeSlots ? fieldMutation('remove-slots', 'required_with', { levels: ['group'], pick: (_, k) => k === 'slots', value: remove })(ctx) : undefined) },
  { name: 'empty-activity', rule: 'required_with', build: groupMutation('empty-activity', 'required_with', ['activity'], fc.constant({}), emptyActivity).build },
  { name: 'remove-present', rule: 'present', build: fieldMutation('remove-present', 'present', { levels: ['group', 'slot'], pick: (s) => s.missing === 'present', value: remove }) },
  { name: 'remove-required', rule: 'required', build: fieldMutation('remove-required', 'required', { levels: ['summary', 'slot'], pick: (s) => s.missing === 'required', value: remove }) },
  {
    name: 'remove-heat-heart-pair',
    rule: 'present_without',
    build: (ctx) =>
      baseWith(ctx, ['heart_rate'], false)?.chain(({ base }) =>
        fc.constantFrom(...HEART_PAIRS).map((p) => {
          const value = edited(edited(base, ['heart_rate', `${p}_daily_heart_rate`], DELETE), ['heart_rate', `${p}_daily_heat_rate`], DELETE);
          return { value, expected: [{ pointer: pointerOf('heart_rate', `${p}_daily_heart_rate`), rule: 'present_without' as const }], mutation: 'remove-heat-heart-pair' };
        }),
      ),
  },
  groupMutation('empty-group', 'filled', NOT_EMPTY_GROUPS, fc.constantFrom<unknown>({}, null, [])),
  groupMutation('non-object-group', 'type', GROUP_NAMES, nonObject),
  groupMutation('null-or-empty-array-activity', 'type', ['activity'], fc.constantFrom<unknown>(null, [])),
  { name: 'null-non-nullable', rule: 'type', build: fieldMutation('null-non-nullable', 'type', { levels: ALL, pick: (s) => s.nullable === false, value: () => fc.constant(null) }) },
  { name: 'wrong-type', rule: 'type', build: fieldMutation('wrong-type', 'type', { levels: ALL, pick: () => true, value: (s, v) => wrongType(s.kind, v) }) },
  { name: 'unsafe-integer', rule: 'type', build: fieldMutation('unsafe-integer', 'type', { levels: ['group', 'slot'], pick: (s) => s.kind === 'integer', value: () => unsafeInteger }) },
  { name: 'non-object-slot', rule: 'type', build: nonObjectSlot },
  { name: 'broken-format', rule: 'date_format', build: fieldMutation('broken-format', 'date_format', { levels: ALL, pick: (s) => isFormat(s.kind), value: (s, v) => brokenFormat(s.kind, v) }) },
  {
    name: 'sleep-type-out-of-range',
    rule: 'in',
    build: fieldMutation('sleep-type-out-of-range', 'in', { levels: ['slot'], groups: ['sleep'], pick: (s) => s.kind === 'sleepType', value: () => fc.oneof(fc.integer({ min: 5, max: 1000 }), fc.integer({ min: -1000, max: -1 })) }),
  },
  {
    name: 'sleep-type-as-string',
    rule: 'type',
    build: fieldMutation('sleep-type-as-string', 'type', { levels: ['slot'], groups: ['sleep'], pick: (s) => s.kind === 'sleepType', value: (_, v) => fc.constant(String(v)) }),
  },
  {
    name: 'negative-total-glasses',
    rule: 'min',
    build: fieldMutation('negative-total-glasses', 'min', { levels: ['group'], groups: ['activity'], pick: (_, k) => k === 'total_glasses', value: () => fc.integer({ min: -10_000, max: -1 }) }),
  },
  {
    name: 'null-consistency',
    rule: 'filled',
    build: fieldMutation('null-consistency', 'filled', { levels: ['group'], groups: ['sleep'], pick: (s) => s.nullable === 'filled', value: () => fc.constant(null) }),
  },
  { name: 'unknown-field', rule: 'unknown_field', build: unknownField },
];

/** A slot item replaced by a non-object (null, a string, a number, an array): one type violation. */
function nonObjectSlot(ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined {
  return baseWith(ctx, GROUP_NAMES, true)?.chain(({ base, group }) => {
    const slots = (base[group] as Record<string, unknown>)['slots'] as unknown[];
    return fc.tuple(fc.nat({ max: slots.length - 1 }), fc.oneof(fc.constant(null), nonObject)).map(([i, v]) => ({
      value: edited(base, [group, 'slots', i], v),
      expected: [{ pointer: pointerOf(group, 'slots', i), rule: 'type' as const }],
      mutation: 'non-object-slot',
    }));
  });
}

const unknownKey = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_'), minLength: 1, maxLength: 12 }).map((s) => `x_${s}`);

/** Under the strict profile: an unknown key at the top level, in a group, or in a slot item. */
function unknownField(ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined {
  if (!ctx.strict) return undefined;
  const bases: fc.Arbitrary<{ base: Record<string, unknown>; group?: GroupName }> =
    baseWith(ctx, ctx.groups, ctx.includeSlots) ?? ctx.r.dates.chain((d) => summaryOn(d, ctx.r)).map((b) => ({ base: b as unknown as Record<string, unknown> }));
  return bases.chain(({ base, group }) => {
    const slots = group === undefined ? [] : (((base[group] as Record<string, unknown>)['slots'] as unknown[] | undefined) ?? []);
    const paths: (string | number)[][] = group === undefined ? [[]] : [[], [group], ...slots.map((_, i) => [group, 'slots', i])];
    return fc.tuple(fc.constantFrom(...paths), unknownKey, fc.jsonValue({ maxDepth: 2 })).map(([path, key, v]) => ({
      value: edited(base, [...path, key], v),
      expected: [{ pointer: pointerOf(...path, key), rule: 'unknown_field' as const }],
      mutation: 'unknown-field',
    }));
  });
}
