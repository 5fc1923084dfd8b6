import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';
import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { toWireRequest, type RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import type { EnvelopeName, RuleWord } from 'user-summaries-contract/internal/validator/types';
import type { CoverageModel } from './deriveItems.js';
import { violationKey, type CoveragePlan, type ObjectPlan, type PagePosition, type ScopeIndex } from './plan.js';
import { addPartCounts, noParts, type CoverageKind, type PartCounts } from './types.js';

/**
 * The items one document (or a few) exercised, as sparse counts: `[item index, count]` pairs of the items seen,
 * and the documents by part. What crosses a thread, a process or the engine protocol instead of a whole count list.
 */
export interface SparseCoverage {
  readonly counts: readonly (readonly [number, number])[];
  readonly parts: Readonly<PartCounts>;
}

/** What the collector reads of a violation: where, and which rule. */
export interface ViolationLike {
  readonly pointer: string;
  readonly rule: RuleWord;
}

type Counts = Float64Array;

/** One more sighting of an item (a typed array's index is always in range here: the plan's indices are the model's). */
function bump(counts: Counts, item: number): void {
  counts[item] = (counts[item] as number) + 1;
}

/** Counts the valid side of an object: the members it has or lacks, their nulls and values, its pairs. */
function walkObject(value: Record<string, unknown>, plan: ObjectPlan, day: ObjectPlan, counts: Counts): void {
  for (const member of plan.members) {
    const v = value[member.key];
    if (v === undefined) {
      if (member.absent >= 0) bump(counts, member.absent);
      continue;
    }
    if (member.present >= 0) bump(counts, member.present);
    if (v === null) {
      if (member.null >= 0) bump(counts, member.null);
      continue;
    }
    if (member.values !== undefined) {
      const at = member.values.get(v);
      if (at !== undefined) bump(counts, at);
    }
    if (member.object !== undefined && isPlainObject(v)) walkObject(v, member.object, day, counts);
    else if (Array.isArray(v)) {
      const list = member.list;
      if (list !== undefined) {
        if (v.length === 0 && list.empty >= 0) bump(counts, list.empty);
        const record = list.record;
        if (record !== undefined) for (const item of v) if (isPlainObject(item)) walkObject(item, record, day, counts);
      } else if (member.days) {
        for (const item of v) if (isPlainObject(item)) walkObject(item, day, day, counts);
      }
    }
  }
  for (const pair of plan.pairs) {
    const first = value[pair.first] !== undefined;
    const second = value[pair.second] !== undefined;
    if (first && second) bump(counts, pair.both);
    else if (first) bump(counts, pair.onlyFirst);
    else if (second) bump(counts, pair.onlySecond);
  }
}

/** Where a page sits in its range, from the paginator's (or the collection's meta's) page numbers. */
function pagePosition(body: unknown, envelope: EnvelopeName): PagePosition | undefined {
  const days = envelope === 'bare' ? body : isPlainObject(body) ? body['data'] : undefined;
  if (!Array.isArray(days)) return undefined;
  if (days.length === 0) return 'empty';
  if (envelope === 'bare' || !isPlainObject(body)) return undefined;
  const numbers = envelope === 'paginator' ? body : body['meta'];
  if (!isPlainObject(numbers)) return undefined;
  const current = numbers['current_page'];
  const last = numbers['last_page'];
  if (typeof current !== 'number' || typeof last !== 'number') return undefined;
  if (current <= 1) return last <= 1 ? 'only' : 'first';
  return current >= last ? 'last' : 'middle';
}

/** The item of a violation in a scope: its pointer written as a pattern (`*` for an index), an unknown member at its object. */
function itemOf(scope: ScopeIndex, tokens: readonly string[], rule: RuleWord): number | undefined {
  const end = rule === 'unknown_field' ? tokens.length - 1 : tokens.length;
  let location = '';
  for (let i = 0; i < end; i++) location += scope.arrays.has(location) ? '/*' : `/${tokens[i] as string}`;
  return scope.violations.get(violationKey(location, rule));
}

/**
 * Accumulates the coverage of the documents it is given: the valid side read from each value (whatever its
 * verdict: the members a page holds count even when one of its days breaks a rule), the invalid side from the
 * violations its validator reported. Keeps counts only (one number per item), so its memory does not grow with
 * the documents. Never throws on a value.
 *
 * @example
 * const collector = new CoverageCollector(coverageModel({ includeSlots: true, strict: false }));
 * const result = validateResponse(body);
 * collector.add(body, 'response', result.ok ? [] : result.violations);
 */
export class CoverageCollector {
  /** How often each item of the model was seen, by index. */
  readonly counts: Float64Array;
  /**
   * Documents counted, by the part of the contract they belong to: every body the day part, a response the
   * envelope part too, a request the request part.
   */
  readonly parts: PartCounts = noParts();
  /** Reported violations that named no item (none, while the item list is complete; `not_json` is no item). */
  unmatched = 0;
  private readonly plan: CoveragePlan;

  constructor(readonly model: CoverageModel) {
    this.counts = new Float64Array(model.items.length);
    this.plan = model.plan;
  }

  /**
   * Counts one document of a kind (`summaries`: a bare list; `request`: what `validateRequest` was given) and
   * the violations its validator reported for it (pointers as the validator writes them: from the document's
   * root, `/query/page` for a request).
   *
   * @param envelope - the envelope the validator was told to expect (`auto`: detected from the shape)
   */
  add(
    value: unknown,
    kind: CoverageKind,
    violations: readonly ViolationLike[] = [],
    envelope: EnvelopeName | 'auto' = 'auto',
  ): void {
    const { plan, counts } = this;
    try {
      if (kind === 'request') {
        this.parts.request++;
        // Read as validateRequest reads it: a query of strings, headers by lower-case name.
        walkObject(toWireRequest(value as RequestInput), plan.request, plan.day, counts);
        for (const v of violations)
          this.count(
            v.rule === 'not_json' ? undefined : itemOf(plan.scopes.request, tokensOf(v.pointer), v.rule),
            v.rule,
          );
        return;
      }
      if (kind === 'summary') {
        this.parts.day++;
        if (isPlainObject(value)) walkObject(value, plan.day, plan.day, counts);
        for (const v of violations)
          this.count(v.rule === 'not_json' ? undefined : itemOf(plan.scopes.day, tokensOf(v.pointer), v.rule), v.rule);
        return;
      }
      this.parts.day++;
      this.parts.envelope++;
      const named = kind === 'summaries' ? 'bare' : envelope;
      const shape = named === 'auto' ? detectEnvelope(value) : named;
      if (shape !== undefined && (shape === 'bare' ? Array.isArray(value) : isPlainObject(value))) {
        bump(counts, plan.envelopeSeen[shape]);
        const position = pagePosition(value, shape);
        if (position !== undefined) bump(counts, plan.page[position]);
        if (shape === 'bare') {
          for (const day of value as unknown[]) if (isPlainObject(day)) walkObject(day, plan.day, plan.day, counts);
        } else walkObject(value as Record<string, unknown>, plan.envelopes[shape], plan.day, counts);
      }
      for (const v of violations) this.count(this.responseItem(v, shape), v.rule);
    } catch {
      // A value whose members cannot be read (a throwing getter, a revoked proxy): its validator reported it
      // unreadable, and what was counted before stays counted.
    }
  }

  /** Adds sparse counts of the same model (a body's, {@link documentCoverage}). */
  addSparse(sparse: SparseCoverage): void {
    for (const [item, n] of sparse.counts)
      if (item < this.counts.length) this.counts[item] = (this.counts[item] as number) + n;
    addPartCounts(this.parts, sparse.parts);
  }

  /** The counts so far, sparse. */
  sparse(): SparseCoverage {
    const counts: [number, number][] = [];
    this.counts.forEach((n, i) => {
      if (n > 0) counts.push([i, n]);
    });
    return { counts, parts: { ...this.parts } };
  }

  /** Adds another collector's counts (a worker's, a partial report's) of the same model. */
  addCounts(counts: ArrayLike<number>, parts: Readonly<Partial<PartCounts>>, unmatched = 0): void {
    for (let i = 0; i < this.counts.length; i++) this.counts[i] = (this.counts[i] ?? 0) + (counts[i] ?? 0);
    addPartCounts(this.parts, parts);
    this.unmatched += unmatched;
  }

  private count(item: number | undefined, rule: RuleWord): void {
    if (item !== undefined) bump(this.counts, item);
    else if (rule !== 'not_json') this.unmatched++;
  }

  private responseItem(v: ViolationLike, shape: EnvelopeName | undefined): number | undefined {
    if (v.rule === 'not_json') return undefined;
    // A body of another shape than the envelope named (`--envelope paginator` and a list) is the envelope broken.
    if (v.rule === 'envelope' || (v.rule === 'type' && v.pointer === '')) return this.plan.noEnvelope;
    if (shape === undefined) return undefined;
    const scope = this.plan.scopes[shape];
    const tokens = tokensOf(v.pointer);
    if (scope.days !== undefined) {
      // Below the envelope's list of days (`/data/3/...`, `/3/...` in a bare list): a day's own item.
      const list = tokensOf(scope.days);
      if (tokens.length > list.length && list.every((token, i) => tokens[i] === token))
        return itemOf(this.plan.scopes.day, tokens.slice(list.length + 1), v.rule);
    }
    return itemOf(scope, tokens, v.rule);
  }
}

/** A pointer's reference tokens, as written (the contract's own names need no unescaping). */
function tokensOf(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/');
}

/**
 * The items one document exercised under a model, sparse (see {@link CoverageCollector.add} for the arguments).
 *
 * @example
 * const body = documentCoverage(coverageModel(profile), page, 'response', result.ok ? [] : result.violations);
 */
export function documentCoverage(
  model: CoverageModel,
  value: unknown,
  kind: CoverageKind,
  violations: readonly ViolationLike[] = [],
  envelope: EnvelopeName | 'auto' = 'auto',
): SparseCoverage {
  const collector = new CoverageCollector(model);
  collector.add(value, kind, violations, envelope);
  return collector.sparse();
}
