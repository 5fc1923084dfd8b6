// The engine's shown value (showValues): the start of a member's JSON text, held to JSON.stringify's own text of
// the same value, cut where the engine cuts; and written without recursing, for members JSON.stringify cannot
// write at all.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownValue } from '../../src/engine/shownValue.js';
import { binaryString } from '../../../../test/__helpers__/binaryString.js';

/** The cut the engine documents: at most `max` characters, the last one `…` when the text is longer. */
const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** JSON values as JSON.parse makes them: any code point in strings and names (lone surrogates included), -0, big and tiny numbers. */
const { value: jsonValue } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      binaryString(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      tie('array'),
      tie('object'),
    ),
    array: fc.array(tie('value'), { maxLength: 6 }),
    object: fc.dictionary(binaryString({ maxLength: 8 }), tie('value'), { maxKeys: 6 }),
  }),
);

describe('shownValue', () => {
  it("is JSON.stringify's text of the value, cut at the limit", () => {
    fc.assert(
      fc.property(jsonValue, fc.integer({ min: 1, max: 120 }), (value, max) => {
        expect(shownValue(value, max)).toBe(cut(JSON.stringify(value), max));
      }),
    );
  });

  it("keeps a surrogate pair whole at the cut, as JSON.stringify's text has it", () => {
    for (let max = 1; max <= 8; max += 1)
      expect(shownValue('ab😀😀😀😀', max)).toBe(cut(JSON.stringify('ab😀😀😀😀'), max));
    expect(shownValue(['\uD800x', '\uDC00'], 80)).toBe(JSON.stringify(['\uD800x', '\uDC00']));
  });

  it('writes a member 100,000 levels deep, and one of megabytes, as far as it is shown', () => {
    let deepArray: unknown = 1;
    let deepObject: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) {
      deepArray = [deepArray];
      deepObject = { a: deepObject };
    }
    expect(() => JSON.stringify(deepArray)).toThrow(RangeError);
    expect(shownValue(deepArray, 80)).toBe(`${'['.repeat(79)}…`);
    expect(shownValue(deepObject, 80)).toBe(`${'{"a":'.repeat(16).slice(0, 79)}…`);
    const big = { [`${'k'.repeat(1_000_000)}`]: 'v'.repeat(10_000_000) };
    expect(shownValue(big, 80)).toBe(`{"${'k'.repeat(77)}…`);
    expect(shownValue(['v'.repeat(10_000_000)], 80)).toBe(`["${'v'.repeat(77)}…`);
  });
});
