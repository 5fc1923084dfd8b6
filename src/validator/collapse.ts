import type { RawViolation } from './fromAjvErrors.js';
import { comparePointers } from './pointer.js';
import { RANK, SHADOWING } from './ruleTable.js';
import type { Violation } from './types.js';

/** A collapsed report: the first violations in document order, and how many there are in all. */
export interface CollapsedViolations {
  readonly violations: Violation[];
  /** How many violations the report found; a lower bound of the document's when `truncated`. */
  readonly total: number;
  /** Whether the report stopped once it knew its first violations (see unitWalk.ts). */
  readonly truncated: boolean;
}

/** Whether an error lies in a branch of a failed `anyOf` at its instance path (`#/…/anyOf/<i>/…`). */
function inFailedBranch(violation: RawViolation, failedAnyOf: ReadonlySet<string>): boolean {
  const path = violation.ajvSchemaPath;
  for (let at = path.indexOf('/anyOf/'); at !== -1; at = path.indexOf('/anyOf/', at + 1)) {
    if (failedAnyOf.has(`${violation.instancePath}|${path.slice(0, at + 6)}`)) return true;
  }
  return false;
}

/**
 * Whether a violation wins its member from the one held: a rule of higher precedence, or the same rule reported
 * first by the reference setup (ajv-errors reports a node's errors once the node is done: `order`); errors it leaves
 * in place keep the order they came in.
 */
function precedes(violation: RawViolation, held: RawViolation): boolean {
  const rank = RANK.get(violation.rule) ?? 99;
  const heldRank = RANK.get(held.rule) ?? 99;
  if (rank !== heldRank) return rank < heldRank;
  const order = violation.order();
  const heldOrder = held.order();
  return order !== undefined && heldOrder !== undefined && order < heldOrder;
}

/** Document order of violations. */
function byOrder(x: RawViolation, y: RawViolation): number {
  return comparePointers(x.pointer, y.pointer);
}

/**
 * The violations under no empty or mistyped member, in document order, at most `limit` of them, and how many
 * there are: a violation is moot when a proper ancestor of its member holds a shadowing violation. When there
 * are many more than `limit`, only the first `limit` are sorted (a bounded heap): n log(limit), not n log n.
 */
function firstUnshadowed(
  byPointer: ReadonlyMap<string, RawViolation>,
  limit: number,
): { kept: RawViolation[]; total: number } {
  let shadows: Set<string> | undefined;
  for (const [pointer, violation] of byPointer) if (SHADOWING.has(violation.rule)) (shadows ??= new Set()).add(pointer);
  const live: RawViolation[] = [];
  for (const [pointer, violation] of byPointer) {
    let moot = false;
    if (shadows !== undefined) {
      for (let at = pointer.lastIndexOf('/'); at > 0 && !moot; at = pointer.lastIndexOf('/', at - 1))
        moot = shadows.has(pointer.slice(0, at));
      moot ||= pointer !== '' && shadows.has('');
    }
    if (!moot) live.push(violation);
  }
  if (live.length <= limit * 4) return { kept: live.sort(byOrder).slice(0, limit), total: live.length };
  return { kept: smallest(live, limit, byOrder), total: live.length };
}

/** The `limit` smallest items in order, by a max-heap of `limit` items. */
function smallest<T>(items: readonly T[], limit: number, compare: (x: T, y: T) => number): T[] {
  const heap: T[] = [];
  const swap = (i: number, j: number): void => {
    const t = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < limit) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i] as T, heap[parent] as T) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let top = i;
        if (left < heap.length && compare(heap[left] as T, heap[top] as T) > 0) top = left;
        if (right < heap.length && compare(heap[right] as T, heap[top] as T) > 0) top = right;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}

/**
 * One violation per real problem: drops the branch errors of a failed `anyOf` (the pair is reported once),
 * keeps one violation per member (by the rule table's precedence: ruleTable.ts), and drops what lies under an empty or mistyped
 * member. Returns the first `limit` in document order (unbuilt: message, schema path and params are built by
 * the caller for what it keeps), and the count. Linear in the number of errors (but for the order of the kept ones).
 */
export function collapseRaw(
  raw: readonly RawViolation[],
  limit: number,
): { readonly kept: RawViolation[]; readonly total: number } {
  // One error is one violation (a slot's usual report): nothing to drop, merge or order.
  if (raw.length === 1 && limit >= 1) return { kept: [raw[0] as RawViolation], total: 1 };
  // Each failed anyOf as `instancePath|schemaPath`; its branches' errors share its instance path.
  const failedAnyOf = new Set<string>();
  for (const v of raw) if (v.keyword === 'anyOf') failedAnyOf.add(`${v.instancePath}|${v.ajvSchemaPath}`);
  const byPointer = new Map<string, RawViolation>();
  for (const violation of raw) {
    if (failedAnyOf.size > 0 && violation.keyword !== 'anyOf' && inFailedBranch(violation, failedAnyOf)) continue;
    const current = byPointer.get(violation.pointer);
    if (current === undefined || precedes(violation, current)) byPointer.set(violation.pointer, violation);
  }
  return firstUnshadowed(byPointer, limit);
}
