import type { Validators } from '../documentCheck/documentKind.js';
import type { SchemaEntry } from '../schemas/ids.js';
import { resolveEnvelope } from '../validator/envelope.js';
import { failure, maxViolationsOf } from '../validator/result.js';
import type { ResponseOptions, ValidateOptions } from '../validator/types.js';
import { strictVariant, type PrecompiledVariant } from '../precompiled/modules.js';
import { validatePrecompiled } from '../precompiled/validateEntry.js';
import { validateResponse } from '../precompiled/validateResponse.js';
import { validateSummary } from '../precompiled/validateSummary.js';

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
