// Strings of any code points, lone surrogates included: fast-check's `fc.string({ unit: 'binary' })`, without the cost
// of its first use in a process. That unit is a `mapToConstant` over every code point, and the first `fc.string`
// over it builds the unit's reverse mapping (a Map with an entry per code point) to find its "dangerous strings"
// slices, in each vitest worker (what it cost: docs/testing.md, "Measured"). The same unit as an integer mapped to
// its code point, with an unmapper, draws the same values (index = code point, as in fast-check's unit) and finds
// the same slices without the table.
import fc from 'fast-check';

/** The code point a one-code-point string is made of (fast-check's unmapper: throws on anything else). */
function codePointOf(value: unknown): number {
  if (typeof value !== 'string') throw new Error('not a string');
  const codePoint = value.codePointAt(0);
  if (codePoint === undefined || String.fromCodePoint(codePoint) !== value) throw new Error('not one code point');
  return codePoint;
}

/** One code point of the whole range, as fast-check's `'binary'` unit draws it. */
const binaryUnit: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint), codePointOf);

/** `fc.string({ unit: 'binary', ...constraints })`, drawn over {@link binaryUnit}. */
export function binaryString(constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: binaryUnit });
}
