import type { Validators } from '../documentCheck/documentKind.js';
import type { SchemaEntry } from 'user-summaries-contract/internal/schemas/ids';
import { resolveEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { failure, maxViolationsOf } from 'user-summaries-contract/internal/validator/result';
import type { ResponseOptions, ValidateOptions } from 'user-summaries-contract/internal/validator/types';
import { loadStrictReading } from 'user-summaries-contract/internal/precompiled/modules';
import type { PrecompiledReading } from 'user-summaries-contract/internal/validator/precompiledReading';
import { validateWithReading } from 'user-summaries-contract/internal/validator/validate';
import { validateResponse } from 'user-summaries-contract/internal/precompiled/validateResponse';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/validateSummary';

/** The open readings (include_slots=1 and =0): the default entry's validators. */
export const OPEN_VALIDATORS: Validators = { validateSummary, validateResponse };

/**
 * The producers' strict reading, precompiled (src/precompiled/modules.ts loads its modules on first use; in the
 * playground's bundle they are inline, so the promise settles at once). No schema is compiled in the browser: the
 * page runs under a CSP without `unsafe-eval`.
 */
export async function strictValidators(): Promise<Validators> {
  const [slots, noSlots] = await Promise.all([loadStrictReading(true), loadStrictReading(false)]);
  const reading = (options: ValidateOptions): PrecompiledReading => ((options.includeSlots ?? true) ? slots : noSlots);
  return {
    validateSummary: (value, options) => validateWithReading(reading(options), 'userSummary', value, options),
    validateResponse: (body, options: ResponseOptions) => {
      const envelope = resolveEnvelope(body, options.envelope);
      if (typeof envelope !== 'string') return failure([envelope], maxViolationsOf(options));
      return validateWithReading(reading(options), envelope satisfies SchemaEntry, body, options);
    },
  };
}
