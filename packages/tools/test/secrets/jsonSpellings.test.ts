// The tools' redaction of the caller's token (`redact`: the checker's reports, the server's and the proxy's
// outputs) finds it in its JSON spellings too, which a server echoing it writes: a slash as `\/` (PHP's
// json_encode, so every Laravel API), any character as `\uXXXX`, mixed with percent-escapes (issue 42; the forms
// are the core's, src/guard/secretForms.ts).
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/secrets/secrets.js';

const TOKEN = 'x7Kq9+Zm3W/pL8vXr2t/Yh7nBc4d/Fg6jKl0s';

describe('redact: the token in its JSON spellings', () => {
  for (const spelled of [
    TOKEN.replaceAll('/', '\\/'),
    TOKEN.replaceAll('/', '\\u002F'),
    TOKEN.replace('+', '\\u002b').replaceAll('/', '%2F'),
  ]) {
    it(spelled, () => {
      expect(redact(`echoed: ${spelled} (end)`, [TOKEN])).toBe('echoed: [redacted] (end)');
      expect(redact(`{"debug":"${spelled}"}`, [TOKEN])).toBe('{"debug":"[redacted]"}');
    });
  }
});
