// Document order of violations: comparePointers reads pointers in place; it must be a total order, 0 exactly on
// equal strings, that orders pointers as their parsed tokens do under RFC 6901 token order: array indices as
// written by RFC 6901 (`isIndexToken`) numerically and first, every other token as a string.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { comparePointers, escapePointerToken, parsePointer } from '../../src/validator/pointer.js';

/** A canonical array index, read independently of the library: `0`, or a non-zero digit then digits. */
const INDEX = /^(?:0|[1-9][0-9]*)$/;

/** The reference: parse both pointers, compare the first unequal tokens (BigInt for indices), else the shorter first. */
function byTokens(a: string, b: string): number {
  const left = parsePointer(a);
  const right = parsePointer(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const xi = INDEX.test(x);
    const yi = INDEX.test(y);
    if (xi && yi) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (xi !== yi) return xi ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

// Tokens that read as numbers to `Number()` without being indices, indices of every width, escapes, prefixes.
const token = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '01',
    '00',
    '001',
    '10',
    '2',
    '9',
    '1.0',
    '1e0',
    '1e3',
    '0x1',
    '-0',
    '-1',
    ' 1',
    '1 ',
    '+1',
    'a',
    'ab',
    'a~b',
    'a/b',
    '~',
    '/',
    'slots',
    'date',
    'heart_rate',
  ),
  fc.nat({ max: 300 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.string({ maxLength: 3 }),
);
const pointer = fc
  .array(token, { maxLength: 4 })
  .map((tokens) => tokens.map((t) => `/${escapePointerToken(t)}`).join(''));

describe('comparePointers', () => {
  it('orders pointers as their parsed tokens do (RFC 6901 token order, canonical indices numerically)', () => {
    fc.assert(
      fc.property(pointer, pointer, (a, b) => {
        expect(Math.sign(comparePointers(a, b))).toBe(Math.sign(byTokens(a, b)));
      }),
      { numRuns: atDepth(5000, 100) },
    );
  });

  it('is a total order: 0 exactly on equal strings, antisymmetric, transitive', () => {
    fc.assert(
      fc.property(pointer, pointer, pointer, (a, b, c) => {
        expect(comparePointers(a, b) === 0).toBe(a === b);
        expect(Math.sign(comparePointers(a, b)) + Math.sign(comparePointers(b, a))).toBe(0);
        const sorted = [a, b, c].sort(comparePointers);
        expect(comparePointers(sorted[0] as string, sorted[2] as string)).toBeLessThanOrEqual(0);
        expect(comparePointers(sorted[0] as string, sorted[1] as string)).toBeLessThanOrEqual(0);
        expect(comparePointers(sorted[1] as string, sorted[2] as string)).toBeLessThanOrEqual(0);
      }),
      { numRuns: atDepth(5000, 100) },
    );
  });

  it('tells apart every token that reads as 1 without being the index 1 (the issue: /01 against /1 was 0)', () => {
    for (const other of ['/01', '/1.0', '/0x1', '/1e0', '/ 1', '/+1', '/001']) {
      expect(comparePointers(other, '/1'), other).toBeGreaterThan(0);
      expect(comparePointers('/1', other), other).toBeLessThan(0);
    }
    expect(comparePointers('/-0', '/0')).toBeGreaterThan(0);
    expect(comparePointers('/00', '/0')).toBeGreaterThan(0);
  });

  it('shares a prefix, then decides: examples', () => {
    expect(comparePointers('', '/a')).toBeLessThan(0);
    expect(comparePointers('/sleep/slots/2', '/sleep/slots/10')).toBeLessThan(0);
    expect(comparePointers('/sleep/slots/1', '/sleep/slots/1/type')).toBeLessThan(0);
    expect(comparePointers('/a~1b', '/a/b')).toBeGreaterThan(0); // "a/b" > "a" at the first token
    expect(comparePointers('/heart_rate/date', '/heart_rate/date')).toBe(0);
    expect(comparePointers('/99', '/a')).toBeLessThan(0); // indices first, as Object.keys lists them
  });
});
