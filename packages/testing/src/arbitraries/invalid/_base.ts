// Valid bases for the mutations and the edits that break them, on a copy.
import fc from 'fast-check';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import type { GroupName } from '../_types.js';
import { summaryOn, type ResolvedSummary } from '../userSummary.js';
import { GROUP_FIELDS, SLOT_FIELDS, SUMMARY_FIELDS, type FieldSpec } from './_fields.js';
import { pointerOf, type InvalidCase } from './_types.js';

/** @internal What the mutations know of the caller's constraints. */
export interface MutationContext {
  readonly r: ResolvedSummary;
  /** The groups a base may carry. */
  readonly groups: readonly GroupName[];
  readonly includeSlots: boolean;
  readonly strict: boolean;
}

/** @internal Where a mutation strikes: the top level, a group's fields, or one slot item's fields. */
type Level = 'summary' | 'group' | 'slot';

/** @internal Marks an edit that deletes the key. */
export const DELETE: unique symbol = Symbol('delete');

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

/** @internal A copy of `base` with the member at `path` replaced (or deleted). */
export function edited(base: unknown, path: Path, value: unknown): Json {
  const copy = structuredClone(base) as Json;
  let parent: Record<string | number, unknown> = copy;
  for (const token of path.slice(0, -1)) parent = parent[token] as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? '';
  if (value === DELETE) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** @internal Counts with at least one slot in `group`, so a slot item exists to break. */
function withSlot(r: ResolvedSummary, group: GroupName): ResolvedSummary {
  const count = r.counts[group];
  return { ...r, counts: { ...r.counts, [group]: { min: Math.max(1, count.min), max: Math.max(1, count.max) } } };
}

/**
 * @internal A valid summary carrying one of `candidates` (and a slot in it when `needSlot`), or undefined
 * when the constraints allow none of them.
 */
export function baseWith(
  ctx: MutationContext,
  candidates: readonly GroupName[],
  needSlot: boolean,
): fc.Arbitrary<{ base: Json; group: GroupName }> | undefined {
  const groups = candidates.filter((g) => ctx.groups.includes(g));
  if (groups.length === 0 || (needSlot && !ctx.includeSlots)) return undefined;
  return fc.constantFrom(...groups).chain((group) => {
    const r = needSlot ? withSlot(ctx.r, group) : ctx.r;
    return r.dates
      .chain((date) => summaryOn(date, r, [group]))
      .map((base) => ({ base: base as unknown as Json, group }));
  });
}

/** @internal Options of {@link fieldMutation}. */
export interface FieldMutationOptions {
  readonly levels: readonly Level[];
  /** Groups the mutation may strike (group and slot levels). */
  readonly groups?: readonly GroupName[];
  /** Which fields (by spec and key) the mutation applies to. */
  readonly pick: (spec: FieldSpec, key: string, group: GroupName | undefined) => boolean;
  /** The replacement (or DELETE) for a field and its current value. */
  readonly value: (spec: FieldSpec, current: unknown) => fc.Arbitrary<unknown>;
}

/** @internal Keys of a table that a mutation picks. */
function picked(
  table: Readonly<Record<string, FieldSpec>>,
  o: FieldMutationOptions,
  group: GroupName | undefined,
): string[] {
  return Object.entries(table)
    .filter(([key, spec]) => o.pick(spec, key, group))
    .map(([key]) => key);
}

/**
 * @internal A mutation of one field: pick a level, a base that has it, a field, then its replacement.
 * The expected violation is built with the value, so shrinking keeps the label.
 */
export function fieldMutation(name: string, rule: RuleWord, o: FieldMutationOptions) {
  return (ctx: MutationContext): fc.Arbitrary<InvalidCase> | undefined => {
    const arms: fc.Arbitrary<InvalidCase>[] = [];
    const strike = (base: Json, path: Path, spec: FieldSpec): fc.Arbitrary<InvalidCase> => {
      let current: unknown = base;
      for (const token of path) current = (current as Record<string | number, unknown> | undefined)?.[token];
      return o.value(spec, current).map((value) => ({
        value: edited(base, path, value),
        expected: [{ pointer: pointerOf(...path), rule }],
        mutation: name,
      }));
    };
    if (o.levels.includes('summary') && picked(SUMMARY_FIELDS, o, undefined).length > 0) {
      const keys = picked(SUMMARY_FIELDS, o, undefined);
      arms.push(
        fc
          .tuple(
            ctx.r.dates.chain((d) => summaryOn(d, ctx.r)),
            fc.constantFrom(...keys),
          )
          .chain(([base, key]) => strike(base as unknown as Json, [key], SUMMARY_FIELDS[key] as FieldSpec)),
      );
    }
    const groups = (o.groups ?? ctx.groups).filter((g) => ctx.groups.includes(g));
    const forGroup = groups.filter((g) => picked(GROUP_FIELDS[g], o, g).length > 0);
    const group = o.levels.includes('group') ? baseWith(ctx, forGroup, false) : undefined;
    if (group !== undefined) {
      arms.push(
        group.chain(({ base, group: g }) =>
          fc
            .constantFrom(...picked(GROUP_FIELDS[g], o, g))
            .chain((key) => strike(base, [g, key], GROUP_FIELDS[g][key] as FieldSpec)),
        ),
      );
    }
    const forSlot = groups.filter((g) => picked(SLOT_FIELDS[g], o, g).length > 0);
    const slot = o.levels.includes('slot') ? baseWith(ctx, forSlot, true) : undefined;
    if (slot !== undefined) {
      arms.push(
        slot.chain(({ base, group: g }) => {
          const slots = (base[g] as Json)['slots'] as unknown[];
          return fc
            .tuple(fc.nat({ max: slots.length - 1 }), fc.constantFrom(...picked(SLOT_FIELDS[g], o, g)))
            .chain(([i, key]) => strike(base, [g, 'slots', i, key], SLOT_FIELDS[g][key] as FieldSpec));
        }),
      );
    }
    return arms.length === 0 ? undefined : fc.oneof(...arms);
  };
}
