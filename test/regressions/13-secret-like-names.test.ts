// Regression (found by a random seed of packages/testing/test/arbitraries/totality.test.ts, FC_SEED=680466711): the secret-name
// check read its JWT prefix case-insensitively, so an unknown member named "eYj" (or "Eyjafjallajokull") was
// written `[masked]` in the strict reading's report. A JWT starts with exactly `eyJ` (the base64url of `{"`)
// followed by more of its header; only such names, Authorization values and long opaque tokens are masked.
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/precompiled/readingValidators.js';
import { looksSecret } from '../../src/validator/mask.js';

const unknownPointers = (value: Record<string, unknown>): string[] => {
  const result = validateSummary({ date: '2024-01-01', ...value }, { strict: true });
  return result.ok ? [] : result.violations.filter((v) => v.rule === 'unknown_field').map((v) => v.pointer);
};

describe('which member names look like secrets', () => {
  it('names that only share a JWT prefix in another case stay exact', () => {
    expect(unknownPointers({ eYj: '' })).toEqual(['/eYj']);
    expect(unknownPointers({ Eyjafjallajokull: 1 })).toEqual(['/Eyjafjallajokull']);
    expect(unknownPointers({ eyJ: 1 })).toEqual(['/eyJ']);
  });

  it('JWTs, Authorization values in any case and long opaque tokens are masked', () => {
    expect(['eyJhbGciOiJIUzI1NiJ9', 'bearer abc', 'BASIC dXNlcjpwYXNz', 'A'.repeat(40)].map(looksSecret)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['eYjhbGciOiJIUzI1NiJ9', 'bearer', 'basically', 'A'.repeat(39), 'heart_rate'].map(looksSecret)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(unknownPointers({ eyJhbGciOiJIUzI1NiJ9: 1 })).toEqual(['/[masked]']);
  });
});
