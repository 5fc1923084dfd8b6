// The forms of a known secret (src/guard/secretForms.ts: the caller's token, which the checker, the proxy, the
// server and the guard's unknown-field reports redact: packages/tools/test/secrets/jsonSpellings.test.ts) include its JSON spellings: any character as `\uXXXX` (either
// case) and a slash as `\/`, as PHP's json_encode writes every slash (so every Laravel API that echoes a base64
// token), mixed character by character with the raw and percent-encoded forms. Issue 42.
import { describe, expect, it } from 'vitest';
import { holdsSecret, redactSecrets } from '../../src/guard/secretForms.js';

const TOKEN = 'x7Kq9+Zm3W/pL8vXr2t/Yh7nBc4d/Fg6jKl0s';

describe('a known secret in its JSON spellings', () => {
  for (const [name, spelled] of [
    ['slashes as \\/', TOKEN.replaceAll('/', '\\/')],
    ['slashes as \\u002f', TOKEN.replaceAll('/', '\\u002f')],
    ['slashes as \\u002F', TOKEN.replaceAll('/', '\\u002F')],
    ['every character escaped', [...TOKEN].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
    [
      'escapes and percent-escapes mixed',
      TOKEN.split('/')
        .map((piece, i) => (i === 0 ? piece.replace('+', '\\u002b') : `${i % 2 === 0 ? '\\/' : '%2F'}${piece}`))
        .join(''),
    ],
  ] as const) {
    it(`is redacted with ${name}`, () => {
      expect(redactSecrets(`{"echo":"${spelled}"}`, [TOKEN])).toBe('{"echo":"[redacted]"}');
      expect(holdsSecret(spelled, [TOKEN])).toBe(true);
    });
  }

  it('keeps the whole-word rule of a short secret in its escaped spelling', () => {
    expect(redactSecrets('a tok\\u0065n b', ['token'])).toBe('a [redacted] b');
    expect(redactSecrets('tokens and xtok\\u0065n', ['token'])).toBe('tokens and xtok\\u0065n');
  });
});
