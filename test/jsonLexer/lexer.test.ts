// The one JSON lexer (src/jsonLexer/lexer.ts): on any JSON text, the tokens it finds are the text's tokens
// (strings parse back to themselves, brackets balance), and its consumers' depth check answers as the parsed
// value's depth says. The scanner and the pointer locations keep their own suites (packages/tools/test/jsonText/).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/guard/jsonDepth.js';
import {
  nextBracket,
  scalarEnd,
  skipWhitespace,
  stringEnd,
  tokenAt,
  type JsonToken,
} from '../../src/jsonLexer/lexer.js';

/** Every token of a text with its source, by the lexer's functions alone. */
function tokens(text: string): [JsonToken, string][] {
  const out: [JsonToken, string][] = [];
  for (let i = skipWhitespace(text, 0); i < text.length; i = skipWhitespace(text, i)) {
    const token = tokenAt(text, i);
    const end = token === 'string' ? stringEnd(text, i) : token === 'scalar' ? scalarEnd(text, i) : i + 1;
    out.push([token, text.slice(i, end)]);
    i = end;
  }
  return out;
}

/** The nesting depth of a parsed value (arrays and objects). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('the JSON lexer', () => {
  it('names each token of a text as RFC 8259 does', () => {
    expect(tokens(' {"a\\"b": [1.5e3, true, null], "c": "}"}\n')).toEqual([
      ['begin-object', '{'],
      ['string', '"a\\"b"'],
      ['name-separator', ':'],
      ['begin-array', '['],
      ['scalar', '1.5e3'],
      ['value-separator', ','],
      ['scalar', 'true'],
      ['value-separator', ','],
      ['scalar', 'null'],
      ['end-array', ']'],
      ['value-separator', ','],
      ['string', '"c"'],
      ['name-separator', ':'],
      ['string', '"}"'],
      ['end-object', '}'],
    ]);
    expect(tokenAt('[1]', 3)).toBe('end');
    expect(stringEnd('"open', 0)).toBe(5);
  });

  it('finds the tokens of any JSON text, indented or not: strings parse back, the rest is the text without whitespace', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const found = tokens(text);
        expect(found.map(([, source]) => source).join('')).toBe(JSON.stringify(value));
        for (const [token, source] of found) if (token === 'string') expect(typeof JSON.parse(source)).toBe('string');
      }),
    );
  });

  it('skips to the brackets outside strings, and the depth check agrees with the parsed depth', () => {
    expect(nextBracket('{"[": 1}', 1)).toBe(7);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
