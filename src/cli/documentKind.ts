import { validateResponse } from '../validator/validateResponse.js';
import { validateSummary } from '../validator/validateSummary.js';
import type { EnvelopeName, ValidateOptions, ValidationResult } from '../validator/types.js';

/** How a document is read: one summary, an array of summaries, or a response body. */
export type DocumentKind = 'summary' | 'summaries' | 'response';

/** The kinds `--as` accepts. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['summary', 'summaries', 'response'];

/**
 * The kind of a parsed document: an array is a list of summaries (a bare response); an object with `data`
 * (or `meta`, `links`, `current_page`) is a response; any other object is one summary.
 *
 * @example
 * detectKind([{ date: '2024-01-01' }]); // 'summaries'
 * detectKind({ current_page: 1, data: [] }); // 'response'
 */
export function detectKind(value: unknown): DocumentKind {
  if (Array.isArray(value)) return 'summaries';
  if (typeof value === 'object' && value !== null) {
    for (const key of ['data', 'meta', 'links', 'current_page']) if (Object.hasOwn(value, key)) return 'response';
  }
  return 'summary';
}

/** The kind a document is validated as: the one named, or else a response when an envelope is named. */
export function resolveKind(value: unknown, kind: DocumentKind | 'auto', envelope: EnvelopeName | 'auto'): DocumentKind {
  if (kind !== 'auto') return kind;
  return envelope === 'auto' ? detectKind(value) : 'response';
}

/**
 * Validates a document as the kind named (or detected): a summary with `validateSummary`, an array of
 * summaries as a bare response, a response with its envelope (auto-detected or named).
 *
 * @example
 * const result = validateDocument(JSON.parse(text), 'auto', { includeSlots: false, envelope: 'auto' });
 */
export function validateDocument(
  value: unknown,
  kind: DocumentKind | 'auto',
  options: ValidateOptions & { readonly envelope?: EnvelopeName | 'auto' },
): ValidationResult<unknown> {
  const envelope = options.envelope ?? 'auto';
  const resolved = resolveKind(value, kind, envelope);
  const common: ValidateOptions = {
    ...(options.includeSlots === undefined ? {} : { includeSlots: options.includeSlots }),
    ...(options.strict === undefined ? {} : { strict: options.strict }),
    ...(options.maxViolations === undefined ? {} : { maxViolations: options.maxViolations }),
  };
  if (resolved === 'summary') return validateSummary(value, common);
  if (resolved === 'summaries') return validateResponse(value, { ...common, envelope: 'bare' });
  return validateResponse(value, { ...common, envelope });
}
