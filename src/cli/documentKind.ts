import { validateResponse } from '../validator/validateResponse.js';
import { validateSummary } from '../validator/validateSummary.js';
import type { EnvelopeName, ValidateOptions, ValidationResult } from '../validator/types.js';

/** How a document is read: one summary, an array of summaries, or a response body. */
export type DocumentKind = 'summary' | 'summaries' | 'response';

/**
 * The kind of a parsed document: an array is a list of summaries (a bare response); an object with `data`
 * (or `meta`/`current_page`) is a response; any other object is one summary.
 */
export function detectKind(value: unknown): DocumentKind {
  if (Array.isArray(value)) return 'summaries';
  if (typeof value === 'object' && value !== null) {
    for (const key of ['data', 'meta', 'current_page']) if (Object.hasOwn(value, key)) return 'response';
  }
  return 'summary';
}

/** Validates a document as the kind named (or detected). */
export function validateDocument(
  value: unknown,
  kind: DocumentKind | 'auto',
  options: ValidateOptions & { envelope?: EnvelopeName | 'auto' },
): ValidationResult<unknown> {
  const resolved = kind === 'auto' ? detectKind(value) : kind;
  if (resolved === 'summary') return validateSummary(value, options);
  if (resolved === 'summaries') return validateResponse(value, { ...options, envelope: 'bare' });
  return validateResponse(value, options);
}
