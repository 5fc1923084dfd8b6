import type { Validators } from '../documentCheck/documentKind.js';
import type { SchemaEntry } from 'user-summaries-contract/internal/schemas/ids';
import { resolveEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { failure, maxViolationsOf } from 'user-summaries-contract/internal/validator/result';
import type { ResponseOptions, ValidateOptions } from 'user-summaries-contract/internal/validator/types';
import { strictVariant, type PrecompiledVariant } from 'user-summaries-contract/internal/precompiled/modules';
import { validatePrecompiled } from 'user-summaries-contract/internal/precompiled/validateEntry';
import { validateResponse } from 'user-summaries-contract/internal/precompiled/validateResponse';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/validateSummary';

/** The open readings (include_slots=1 and =0): the standalone entry's precompiled validators. */
export const OPEN_VALIDATORS: Validators = { validateSummary, validateResponse };

/**
 * The producers' strict profile on the precompiled strict tiers (src/precompiled/modules.ts loads them on first
 * use; in the playground's bundle they are inline, so the promise settles at once). No schema is compiled
 * in the browser: the page runs under a CSP without `unsafe-eval`.
 */
export async function strictValidators(): Promise<Validators> {
  const [slots, noSlots] = await Promise.all([strictVariant(true), strictVariant(false)]);
  const variant = (options: ValidateOptions): PrecompiledVariant => ((options.includeSlots ?? true) ? slots : noSlots);
  return {
    validateSummary: (value, options) => validatePrecompiled(variant(options), 'userSummary', value, options),
    validateResponse: (body, options: ResponseOptions) => {
      const envelope = resolveEnvelope(body, options.envelope);
      if (typeof envelope !== 'string') return failure([envelope], maxViolationsOf(options));
      return validatePrecompiled(variant(options), envelope satisfies SchemaEntry, body, options);
    },
  };
}
