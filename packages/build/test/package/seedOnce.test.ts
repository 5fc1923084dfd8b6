// Every test file uses the seed the global setup provides. That the seed line is printed once per run, not once
// per file, takes a vitest run of its own: seedOnce.deep.test.ts (a costly start-up, `npm run test:deep` only).
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';

describe('fast-check seed', () => {
  it('this file runs with the seed the global setup provided', () => {
    expect(fc.readConfigureGlobal().seed).toBe(inject('fcSeed'));
  });
});
