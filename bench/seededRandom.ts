/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1) on every run and
 * machine. The benchmark's payloads and fixtures, and the tests that reuse them, draw from it.
 *
 * @example
 * const next = seededRandom(7);
 * next(); // the same number on every run
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
