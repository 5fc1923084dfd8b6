import { validateResponse, validateSummary } from '../../src/index.js';
import { openFastTier } from '../../src/precompiled/fastTiers.js';
import { detectEnvelope } from '../../src/validator/envelope.js';
import type { Peer } from './types.js';

/**
 * This library as a consumer calls it: `validateSummary` / `validateResponse` with default options. A valid
 * value costs the fast tier only (the guard path); a rejected one also pays for the collapsed, structured
 * report (the report path).
 */
export const library: Peer = {
  name: 'this library',
  setup:
    'validateSummary / validateResponse, default options (envelope auto-detected): fast tier, then the report tier only on failure',
  input: 'value',
  prepare: async (kind) => {
    const validate = kind === 'summary' ? (v: unknown) => validateSummary(v) : (v: unknown) => validateResponse(v);
    return { verdict: (v) => validate(v).ok, run: validate };
  },
};

/** The fast tier alone: the verdict a guard needs, with no report (what a rejected value costs to detect). */
export const libraryVerdict: Peer = {
  name: 'this library, verdict only',
  setup: 'the precompiled fast-tier validator alone (no allErrors, character-code formats): true/false, no report',
  input: 'value',
  prepare: async (kind) => {
    const fast = openFastTier(true);
    const check =
      kind === 'summary'
        ? (v: unknown) => fast.userSummary(v)
        : (v: unknown) => fast[detectEnvelope(v) ?? 'response'](v);
    return { verdict: check, run: check };
  },
};
