import { validateDocument } from '../cli/documentKind.js';
import type { CheckConfig } from './config.js';

/** Compiles the validators a run will use, by validating a small document of each kind. */
export function warmUp(config: CheckConfig): void {
  const options = { includeSlots: config.includeSlots, strict: config.strict, maxViolations: 1, envelope: config.envelope };
  const day = { date: '2024-01-01' };
  validateDocument(day, config.kind === 'auto' ? 'summary' : config.kind, options);
  if (config.kind === 'auto') validateDocument({ current_page: 1, data: [day] }, 'response', options);
}
