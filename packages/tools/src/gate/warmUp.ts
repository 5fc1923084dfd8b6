import { validateDocument } from '../documentCheck/documentKind.js';
import { validatorsFor } from './validatorsFor.js';
import type { CheckConfig } from '../documentCheck/config.js';

/** Loads the validators a run will use (the strict reading's modules too, when asked) and runs them on a small document of each kind. */
export async function warmUp(config: CheckConfig): Promise<void> {
  const validators = await validatorsFor(config);
  const options = {
    includeSlots: config.includeSlots,
    strict: config.strict,
    maxViolations: 1,
    envelope: config.envelope,
  };
  const day = { date: '2024-01-01' };
  validateDocument(validators, day, config.kind === 'auto' ? 'summary' : config.kind, options);
  if (config.kind === 'auto') validateDocument(validators, { current_page: 1, data: [day] }, 'response', options);
}
