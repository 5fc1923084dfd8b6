// Small value builders shared by the group arbitraries.
import fc from 'fast-check';

/** @internal An integer in [min, max]. */
export const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });

/** @internal A finite number in [min, max] with at most `digits` decimals (never -0, never NaN). */
export function decimal(min: number, max: number, digits = 1): fc.Arbitrary<number> {
  const scale = 10 ** digits;
  return fc.integer({ min: Math.round(min * scale), max: Math.round(max * scale) }).map((n) => n / scale);
}

/** @internal The value, or sometimes null when nulls are allowed. */
export function orNull<T>(arb: fc.Arbitrary<T>, nulls: boolean): fc.Arbitrary<T | null> {
  return nulls ? fc.option(arb, { nil: null, freq: 5 }) : arb;
}
