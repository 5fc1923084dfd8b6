import type { EnvelopeName, ResponseOptions, ValidateOptions, ValidationResult } from '../validator/types.js';

/** How a document is read: one summary, an array of summaries, or a response body. */
export type DocumentKind = 'summary' | 'summaries' | 'response';

/** The kinds `--as` accepts. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['summary', 'summaries', 'response'];

/** The two validators of the facade, as a pair a command can load once and pass around. */
export interface Validators {
  readonly validateSummary: (value: unknown, options: ValidateOptions) => ValidationResult<unknown>;
  readonly validateResponse: (value: unknown, options: ResponseOptions) => ValidationResult<unknown>;
  /** True for Ajv standalone code generated at build time; false for validators compiled at run time. */
  readonly precompiled: boolean;
}

const loads = new Map<boolean, Promise<Validators>>();

async function precompiled(): Promise<Validators> {
  const [summary, response] = await Promise.all([import('../standalone/validateSummary.js'), import('../standalone/validateResponse.js')]);
  // The precompiled validators apply the open reading only: `strict` never reaches them.
  const open = <T extends ValidateOptions>({ strict: _strict, ...rest }: T): Omit<T, 'strict'> => rest;
  return {
    validateSummary: (value, options) => summary.validateSummary(value, open(options)),
    validateResponse: (value, options) => response.validateResponse(value, open(options)),
    precompiled: true,
  };
}

async function compiled(): Promise<Validators> {
  const [summary, response] = await Promise.all([import('../validator/validateSummary.js'), import('../validator/validateResponse.js')]);
  return { validateSummary: summary.validateSummary, validateResponse: response.validateResponse, precompiled: false };
}

/**
 * The facade's validators for a run, loaded once. The open readings use the precompiled validators (the
 * `./standalone` entry: the same results, no schema compilation, so a command starts fast); the producers'
 * strict profile, and any build without precompiled code, use the validators compiled at run time.
 *
 * @example
 * const validators = await loadValidators(false);
 * validateDocument(validators, JSON.parse(text), 'auto', { includeSlots: true });
 */
export function loadValidators(strict: boolean): Promise<Validators> {
  let load = loads.get(strict);
  if (load === undefined) {
    load = strict ? compiled() : precompiled().catch(compiled);
    loads.set(strict, load);
  }
  return load;
}

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
 * const result = validateDocument(await loadValidators(false), JSON.parse(text), 'auto', { includeSlots: false });
 */
export function validateDocument(
  validators: Validators,
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
  if (resolved === 'summary') return validators.validateSummary(value, common);
  if (resolved === 'summaries') return validators.validateResponse(value, { ...common, envelope: 'bare' });
  return validators.validateResponse(value, { ...common, envelope });
}
