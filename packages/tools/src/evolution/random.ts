/**
 * A seeded source of numbers (mulberry32): the same seed gives the same records on every machine, so a diff's
 * witnesses and counts are reproducible.
 */
export class Rng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Where the numbers are: `new Rng(rng.state)` goes on with the same numbers as `rng`. */
  get state(): number {
    return this.#state;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One of the items (which must not be empty). */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/**
 * A seed for one search, from the diff's seed and the search's names (FNV-1a): a search's records depend on what
 * it looks for, not on which other changes the diff found.
 *
 * @example
 * new Rng(seedFor(37, 'summary', '/activity/distance', 'type_narrowed', 'strict', 'producers'));
 */
export function seedFor(seed: number, ...names: readonly string[]): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const name of names) {
    for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ 0x1f, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
