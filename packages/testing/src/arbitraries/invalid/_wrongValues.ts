// Replacement values of the wrong JSON type for each field kind, and the breakers of each format.
import fc from 'fast-check';
import type { FieldKind } from './_fields.js';
import { brokenHi, brokenLocalDateTime, brokenYmd } from './_formats.js';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const container = fc.constantFrom<unknown>({}, [], [1], { value: 1 });

/**
 * @internal A value of the wrong JSON type for a field of `kind`: for integers a numeric string ("12"), a
 * boolean, a fraction (1.5) or a container; for numbers a string, a boolean or a container; for strings a
 * number, a boolean or a container; for arrays anything but an array.
 */
export function wrongType(kind: FieldKind, current: unknown): fc.Arbitrary<unknown> {
  const asString = typeof current === 'number' ? fc.constant(String(current)) : fc.integer().map(String);
  switch (kind) {
    case 'integer':
    case 'sleepType':
      return fc.oneof(
        asString,
        fc.boolean(),
        fc.integer({ min: -1000, max: 1000 }).map((n) => n + 0.5),
        container,
        fc.string(),
      );
    case 'number':
      return fc.oneof(asString, fc.boolean(), container, fc.string());
    case 'array':
      return fc.oneof(fc.string(), finite, fc.boolean(), fc.constant({}), fc.constant({ 0: {} }));
    default:
      return fc.oneof(fc.integer(), finite, fc.boolean(), container);
  }
}

/** @internal Integers outside the safe range (2^53 + 1 and beyond, either sign): a type error. */
export const unsafeInteger: fc.Arbitrary<number> = fc.constantFrom(
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  2 ** 53 + 2,
  1e16,
  -1e20,
);

/** @internal A broken string for a formatted field of `kind`, derived from its valid value. */
export function brokenFormat(kind: FieldKind, current: unknown): fc.Arbitrary<string> {
  const text = typeof current === 'string' ? current : '';
  if (kind === 'H:i') return brokenHi(text || '00:00');
  if (kind === 'Y-m-d\\TH:i:s') return brokenLocalDateTime(text || '2024-01-01T00:00:00');
  return brokenYmd(text || '2024-01-01');
}
