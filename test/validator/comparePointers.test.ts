// Document order of violations: comparePointers reads pointers in place; it must order them exactly as the
// token-by-token comparison of their parsed tokens (numeric tokens numerically, an ancestor first) does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { comparePointers, escapePointerToken, parsePointer } from '../../src/validator/pointer.js';

/** The reference: parse both pointers, compare the first unequal tokens, else the shorter first. */
function byTokens(a: string, b: string): number {
  const left = parsePointer(a);
  const right = parsePointer(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isInteger(nx) && Number.isInteger(ny) && x !== '' && y !== '') return nx - ny;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

// Tokens that stress the comparison: indexes, leading zeros, exponents, signs, escapes, prefixes of each other.
const token = fc.oneof(
  fc.constantFrom('', '0', '1', '01', '10', '2', '9', '1e3', '-1', ' 1', 'a', 'ab', 'a~b', 'a/b', '~', '/', 'slots', 'date', 'heart_rate'),
  fc.nat({ max: 300 }).map(String),
  fc.string({ maxLength: 3 }),
);
const pointer = fc.array(token, { maxLength: 4 }).map((tokens) => tokens.map((t) => `/${escapePointerToken(t)}`).join(''));

describe('comparePointers', () => {
  it('orders pointers as their parsed tokens do', () => {
    fc.assert(
      fc.property(pointer, pointer, (a, b) => {
        expect(Math.sign(comparePointers(a, b))).toBe(Math.sign(byTokens(a, b)));
      }),
      { numRuns: atDepth(5000, 100) },
    );
  });

  it('shares a prefix, then decides: examples', () => {
    expect(comparePointers('', '/a')).toBeLessThan(0);
    expect(comparePointers('/sleep/slots/2', '/sleep/slots/10')).toBeLessThan(0);
    expect(comparePointers('/sleep/slots/1', '/sleep/slots/1/type')).toBeLessThan(0);
    expect(comparePointers('/a~1b', '/a/b')).toBeGreaterThan(0); // "a/b" > "a" at the first token
    expect(comparePointers('/heart_rate/date', '/heart_rate/date')).toBe(0);
  });
});
