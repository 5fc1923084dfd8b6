import { DIFF_WORK_BUDGET } from './budget.js';

/** A search stopped because a budget ran out: the change it served is not decided within the budget. */
export class OutOfBudget extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The size of a value as the diff's work counts it: one per value (member, item, scalar), one more per 64
 * characters of a string or member name. Counted without recursion, and only up to `cap` (a larger value is `cap`).
 *
 * @example
 * recordSize({ a: [1, 2], b: 'x' }); // 5
 */
export function recordSize(value: unknown, cap = Number.POSITIVE_INFINITY): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && size < cap) {
    const next = stack.pop();
    size += 1;
    if (typeof next === 'string') size += Math.floor(next.length / 64);
    else if (Array.isArray(next)) for (const item of next) stack.push(item);
    else if (typeof next === 'object' && next !== null) {
      for (const [key, member] of Object.entries(next)) {
        size += Math.floor(key.length / 64);
        stack.push(member);
      }
    }
  }
  return Math.min(size, cap);
}

/**
 * The work a diff may still do, spent by every record judged: deterministic (the same versions and seed spend the
 * same), so a report that says "not decided within the budget" says it on every machine.
 */
export class WorkMeter {
  #spent = 0;

  constructor(readonly limit: number = DIFF_WORK_BUDGET) {}

  /** The work done so far. */
  get spent(): number {
    return this.#spent;
  }

  /** Spends the size of a record about to be judged, or throws {@link OutOfBudget} when it does not fit. */
  spend(record: unknown): void {
    this.spendSize(recordSize(record, this.limit - this.#spent + 1));
  }

  /** Spends the work of a record whose {@link recordSize} is known, as {@link spend} would spend the record. */
  spendSize(size: number): void {
    const left = this.limit - this.#spent;
    if (size > left) {
      this.#spent = this.limit;
      throw new OutOfBudget(`the diff's work budget (${this.limit} record values judged) was spent`);
    }
    this.#spent += size;
  }
}
