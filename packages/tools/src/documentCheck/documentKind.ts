import { documentKindOf, type DocumentKind } from 'user-summaries-contract/internal/validator/documentKindOf';
import type {
  EnvelopeName,
  ResponseOptions,
  ValidateOptions,
  ValidationResult,
} from 'user-summaries-contract/internal/validator/types';

export type { DocumentKind };

/** The kinds `--as` accepts. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['summary', 'summaries', 'response'];

/** The two validators of the facade, as a pair a command can load once and pass around. */
export interface Validators {
  readonly validateSummary: (value: unknown, options: ValidateOptions) => ValidationResult<unknown>;
  readonly validateResponse: (value: unknown, options: ResponseOptions) => ValidationResult<unknown>;
}

const loads = new Map<boolean, Promise<Validators>>();

async function open(): Promise<Validators> {
  const [summary, response] = await Promise.all([
    import('user-summaries-contract/internal/precompiled/validateSummary'),
    import('user-summaries-contract/internal/precompiled/validateResponse'),
  ]);
  // The default entry's validators apply the open reading only: callers never pass `strict: true` to them.
  return { validateSummary: summary.validateSummary, validateResponse: response.validateResponse };
}

async function withStrict(): Promise<Validators> {
  const { validateSummary, validateResponse } = await import(
    'user-summaries-contract/internal/precompiled/readingValidators'
  );
  return { validateSummary, validateResponse };
}

/**
 * The facade's validators for a run, loaded once: the precompiled validators (no schema compilation, so a command
 * starts fast). The open readings load only their modules (the default entry's validators); the producers' strict
 * reading loads the validators that take `strict` (src/precompiled/readingValidators.ts), which carry it too.
 *
 * @example
 * const validators = await loadValidators(false);
 * validateDocument(validators, JSON.parse(text), 'auto', { includeSlots: true });
 */
export function loadValidators(strict: boolean): Promise<Validators> {
  let load = loads.get(strict);
  if (load === undefined) {
    load = strict ? withStrict() : open();
    loads.set(strict, load);
  }
  return load;
}

/**
 * The kind a document is validated as: the one named, else a response when an envelope is named, else the
 * reading of its shape every part of the project shares (`documentKindOf`).
 */
export function resolveKind(
  value: unknown,
  kind: DocumentKind | 'auto',
  envelope: EnvelopeName | 'auto',
): DocumentKind {
  if (kind !== 'auto') return kind;
  return envelope === 'auto' ? documentKindOf(value) : 'response';
}

/** Options of a document validator: the request context, and the kind and envelope to expect. */
export interface DocumentOptions {
  readonly includeSlots: boolean;
  readonly strict: boolean;
  readonly maxViolations: number;
  readonly envelope: EnvelopeName | 'auto';
}

/**
 * A validator of documents of any kind for one set of options: a summary with `validateSummary`, an array
 * of summaries as a bare response, a response with its envelope (auto-detected or named). The option
 * objects are built once, so validating many small documents allocates little.
 *
 * @example
 * const validate = documentValidator(await loadValidators(false), { includeSlots: true, strict: false, maxViolations: 100, envelope: 'auto' });
 * validate(JSON.parse(text), 'auto');
 */
export function documentValidator(
  validators: Validators,
  options: DocumentOptions,
): (value: unknown, kind: DocumentKind) => ValidationResult<unknown> {
  const common: ValidateOptions = options.strict
    ? { includeSlots: options.includeSlots, strict: true, maxViolations: options.maxViolations }
    : { includeSlots: options.includeSlots, maxViolations: options.maxViolations };
  const bare: ResponseOptions = { ...common, envelope: 'bare' };
  const response: ResponseOptions = { ...common, envelope: options.envelope };
  return (value, kind) => {
    if (kind === 'summary') return validators.validateSummary(value, common);
    return validators.validateResponse(value, kind === 'summaries' ? bare : response);
  };
}

/**
 * Validates one document as the kind named (or detected); see {@link documentValidator} for many.
 *
 * @example
 * const result = validateDocument(await loadValidators(false), JSON.parse(text), 'auto', { includeSlots: false });
 */
export function validateDocument(
  validators: Validators,
  value: unknown,
  kind: DocumentKind | 'auto',
  options: Partial<DocumentOptions> = {},
): ValidationResult<unknown> {
  const envelope = options.envelope ?? 'auto';
  const validate = documentValidator(validators, {
    includeSlots: options.includeSlots ?? true,
    strict: options.strict ?? false,
    maxViolations: options.maxViolations ?? 100,
    envelope,
  });
  return validate(value, resolveKind(value, kind, envelope));
}
