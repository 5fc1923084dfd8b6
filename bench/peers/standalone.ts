import { validateResponse, validateSummary } from '../../src/index.js';
import type { Peer } from './types.js';

/**
 * This library's precompiled guard (`user-summaries-contract`): the same two tiers as Ajv standalone
 * code generated at build time, no compilation at run time.
 */
export const standalone: Peer = {
  name: 'this library, precompiled (standalone)',
  setup: "validateSummary / validateResponse of 'user-summaries-contract', default options: precompiled fast tier, report tier on failure",
  input: 'value',
  prepare: async (kind) => {
    const validate = kind === 'summary' ? (v: unknown) => validateSummary(v) : (v: unknown) => validateResponse(v);
    return { verdict: (v) => validate(v).ok, run: validate };
  },
};
