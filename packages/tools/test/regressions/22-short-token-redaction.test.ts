// Regression (issue 22): with a short token (`tok`), `check` printed "without a [redacted]en": the redaction
// of a secret matched inside words. A secret shorter than 16 characters is now redacted as a whole word only;
// a longer one anywhere. The Authorization and JWT scans take unbounded text without a stack overflow (at 16 MiB
// in 22-short-token-redaction.deep.test.ts, full depth).
import { afterAll, describe, expect, it } from 'vitest';
import { redactSecrets } from 'user-summaries-contract/internal/guard/secretForms';
import { redact } from '../../src/secrets/secrets.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { runCliAsync } from '../../../../test/__helpers__/liveProcess.js';

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('a short secret', () => {
  it('is redacted as a word, never inside one', () => {
    expect(redact('a request without a token is refused', ['tok'])).toBe('a request without a token is refused');
    expect(redact('tok, ?token=tok&x=1 "tok" tok', ['tok'])).toBe(
      '[redacted], ?token=[redacted]&x=1 "[redacted]" [redacted]',
    );
    expect(redact('Authorization: Bearer tok', ['tok'])).toBe('Authorization: Bearer [redacted]');
    expect(redactSecrets('stokes tok_x xtok', ['tok'])).toBe('stokes [redacted]_x xtok');
  });

  it('a secret of 16 characters or more is redacted anywhere, glued to a word included', () => {
    expect(redact('abc0123456789abcdefXYZ', ['0123456789abcdef'])).toBe('abc[redacted]XYZ');
  });
});

describe('the Authorization and JWT scans', () => {
  it('redact what the patterns did', () => {
    expect(redact('Bearer  abc.def, basic\tdXNl and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig!', [])).toBe(
      'Bearer [redacted] basic [redacted] and [redacted]!',
    );
    expect(redact('eyJabc.x and eyJabcdefgh no dot, then Bearer ', [])).toBe(
      'eyJabc.x and eyJabcdefgh no dot, then Bearer ',
    );
  });

  // 16 MiB (a second of CPU) in 22-short-token-redaction.deep.test.ts.
  it('take 1 MiB of text after their start without throwing', () => {
    const long = 'a'.repeat(1024 * 1024);
    expect(redact(`Bearer ${long} x`, [])).toBe('Bearer [redacted] x');
    expect(redact(`eyJ${long}.${long}`, [])).toBe('[redacted]');
    expect(redact(`eyJ${long}`, [])).toHaveLength(long.length + 3);
  });
});

describe('check with a short token', () => {
  it('prints its report without redacting inside words', async () => {
    const server = await startServer({ token: 'tok', source: seedSource({ seed: 11, groups: ['activity'] }) });
    servers.push(server);
    const run = await runCliAsync(['check', '--base-url', server.url, '--from', '2024-03-01', '--to', '2024-03-01'], {
      USER_SUMMARIES_TOKEN: 'tok',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('without a token');
    expect(run.stdout).not.toContain('[redacted]en');
  });
});
