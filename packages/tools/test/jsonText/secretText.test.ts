// The one masking of shown values (jsonText/secretText.ts): credentials found on the decoded text and masked where
// the source spells them. Exact spans on hand-written spellings, then a property: a base64 secret spelled with any
// mix of JSON escapes (`\/`, `\uXXXX`) and percent-escapes (once or twice), inside other text, leaves no piece of
// itself once masked, read back through every decoding. The seed is printed by the run (test/__helpers__/seed.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskSecrets, secretSpans } from '../../src/jsonText/secretText.js';

const SECRET = 'x7Kq9+Zm3W/pL8vXr2t/Yh7nBc4d/Fg6jKl0s/Tu5wAe1i==';

describe('secretSpans', () => {
  it('maps a credential found on the decoded text back to the source that spells it', () => {
    const escaped = SECRET.replaceAll('/', '\\u002f');
    expect(secretSpans(`a ${escaped} b`)).toEqual([2, 2 + escaped.length]);
    expect(secretSpans('Bearer\\nabc')).toEqual([8, 11]);
    expect(secretSpans('Bearer\\u00a0abc def')).toEqual([12, 15]);
    expect(secretSpans('Bearer%C2%A0abc')).toEqual([12, 15]);
    expect(secretSpans('BEARER:abc')).toEqual([7, 10]);
    expect(secretSpans('bearer+abc')).toEqual([7, 10]);
    expect(secretSpans(`?t=${encodeURIComponent(SECRET)}&x=1`)).toEqual([1, 3 + encodeURIComponent(SECRET).length]);
    // A range of the text only: offsets stay the text's.
    expect(secretSpans('"Bearer\\nabc"', 1, 12)).toEqual([9, 12]);
  });

  it('leaves alone what is no credential: words, short runs, Bearer before a word that is not its token', () => {
    for (const text of ['a plain sentence', 'token: none', 'Bearer, then', '100%', 'C:\\new\\path', 'x%zz%2', '\\u12'])
      expect(secretSpans(text), text).toEqual([]);
    expect(maskSecrets('the token is Bearer\u00a0abc, then')).toBe('the token is Bearer\u00a0[masked], then');
  });
});

/** A character of the secret as a JSON string may spell it. */
const spelled = (char: string): fc.Arbitrary<string> => {
  const code = char.charCodeAt(0);
  const hex = code.toString(16).padStart(2, '0').toUpperCase();
  return fc.constantFrom(
    char,
    `\\u${code.toString(16).padStart(4, '0')}`,
    `%${hex}`,
    `%25${hex.toLowerCase()}`,
    `\\u0025${hex}`,
    ...(char === '/' ? ['\\/'] : []),
  );
};

/** Reads a spelled text back: JSON escapes, then percent-escapes twice (what the spellings above use). */
function decoded(text: string): string {
  const json = text.replace(/\\u([0-9a-fA-F]{4})|\\(.)/g, (_, u: string | undefined, c: string) =>
    u !== undefined ? String.fromCharCode(Number.parseInt(u, 16)) : c === 'n' ? '\n' : c,
  );
  const once = json.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return once.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

describe('maskSecrets on any spelling', () => {
  it('leaves no 6 characters of a base64 secret, however each of its characters is spelled', () => {
    const base64 = fc
      .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), {
        minLength: 40,
        maxLength: 64,
      })
      .map((chars) => chars.join(''));
    const spelling = base64.chain((secret) =>
      fc.tuple(
        fc.constant(secret),
        fc.tuple(...[...secret].map(spelled)).map((parts) => parts.join('')),
      ),
    );
    fc.assert(
      fc.property(spelling, fc.constantFrom('', 'see ', 'https://a.example/cb?token='), ([secret, text], before) => {
        const masked = maskSecrets(`${before}${text} and more`);
        const readBack = decoded(masked);
        for (let k = 0; k + 6 <= secret.length; k++)
          expect(readBack, `${masked} ${secret}`).not.toContain(secret.slice(k, k + 6));
        expect(masked.endsWith(' and more')).toBe(true);
      }),
    );
  });

  it('masks the token after Bearer and any mix of white space, colons and zero-width characters', () => {
    const separator = fc
      .array(
        fc.constantFrom(
          ' ',
          '\t',
          '\n',
          '\r',
          '\u00a0',
          '\u2028',
          '\u3000',
          ':',
          '\u200b',
          '\\n',
          '\\u00a0',
          '%20',
          '%C2%A0',
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.constantFrom('Bearer', 'bearer', 'BASIC', 'Basic'), separator, (scheme, sep) => {
        expect(maskSecrets(`${scheme}${sep}tok_12345 end`)).toBe(`${scheme}${sep}[masked] end`);
      }),
    );
  });
});
