// Regression (issue 22) at its size, run at full depth (`npm run test:deep`; the same scans on 1 MiB and the short
// token's cases are in 22-short-token-redaction.test.ts): the Authorization and JWT scans take unbounded text
// without a stack overflow.
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/secrets/secrets.js';

describe('the Authorization and JWT scans', () => {
  it('take 16 MiB of text after their start without throwing', () => {
    const long = 'a'.repeat(16 * 1024 * 1024);
    expect(redact(`Bearer ${long} x`, [])).toBe('Bearer [redacted] x');
    expect(redact(`eyJ${long}.${long}`, [])).toBe('[redacted]');
    expect(redact(`eyJ${long}`, [])).toHaveLength(long.length + 3);
  });
});
