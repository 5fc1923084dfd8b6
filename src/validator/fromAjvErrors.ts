import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import { dateTimeFailure } from './dateTimeFailure.js';
import { looksSecret, maskName } from './mask.js';
import { escapePointerToken, fieldLabel } from './pointer.js';
import { assertionRule, missingRule } from './rules.js';
import type { RuleWord, Violation } from './types.js';

/**
 * The annotation every node of the report tier's documents carries (src/codegen/engineDocuments.ts): the
 * absolute location (`<$id>#<pointer>`) of the node as written, read into `Violation.schemaPath`.
 */
export const LOCATION_KEYWORD = 'x-location';

/**
 * An error as the report tier's validators raise it: Ajv's `UnitError` of a `verbose` instance, with
 * ajv-errors' wrappers (keyword `errorMessage`, the originals in `params.errors`). Declared here, so that no
 * type of Ajv reaches the run time: Ajv is a build-time tool of this package.
 */
export interface UnitError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
  readonly parentSchema?: unknown;
  readonly data?: unknown;
}

/**
 * A violation before the one-per-problem collapse: what the collapse reads (pointer, rule, Ajv's paths), and
 * the full violation built on demand, so that a report capped at 100 builds 100 messages, not one per error.
 */
export interface RawViolation {
  readonly pointer: string;
  readonly keyword: string;
  readonly rule: RuleWord;
  /** The instance path Ajv reported the error at. */
  readonly instancePath: string;
  /** Ajv's own (document-relative) schema path, used to drop the branch errors of a failed anyOf. */
  readonly ajvSchemaPath: string;
  /** The missing key of a `required` error (the rest of the params are built with the violation). */
  readonly missingProperty: string | undefined;
  /** Where the rule lives: the failing node's absolute location and the keyword (`Violation.schemaPath`). */
  schemaPath(): string;
  /** The violation as reports carry it. */
  violation(): Violation;
}

/** Ajv params worth keeping: machine details of the rule, never payload values. */
function safeParams(error: UnitError): Record<string, unknown> {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { missingProperty: params['missingProperty'] };
    case 'additionalProperties':
      return { additionalProperty: maskName(String(params['additionalProperty'])) };
    case 'type':
      return { type: params['type'] };
    case 'enum':
      return { allowedValues: params['allowedValues'] };
    case 'pattern':
    case 'format':
      return { [error.keyword]: params[error.keyword] };
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return { comparison: params['comparison'] ?? error.keyword, limit: params['limit'] };
    default:
      return {};
  }
}

/** Pointer, rule and extra params of one Ajv error, read from the schema node that failed. */
function locate(
  error: UnitError,
  instancePath: string,
  node: SchemaNode,
): { pointer: string; rule: RuleWord; extra?: Record<string, unknown> } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const key = String(params['missingProperty']);
    return { pointer: `${instancePath}/${escapePointerToken(key)}`, rule: missingRule(node, key) };
  }
  if (error.keyword === 'additionalProperties') {
    const key = String(params['additionalProperty']);
    return { pointer: `${instancePath}/${escapePointerToken(key)}`, rule: 'unknown_field' };
  }
  const rule = assertionRule(node, error.keyword);
  if (rule === 'present_without' && Array.isArray(node['anyOf'])) {
    // The pair's branches are [{required: [heart]}, {required: [heat]}]: point at the heart spelling.
    const [heart, heat] = (node['anyOf'] as unknown[]).map((branch) =>
      isSchemaNode(branch) && Array.isArray(branch['required']) ? String(branch['required'][0]) : '',
    );
    return {
      pointer: `${instancePath}/${escapePointerToken(heart ?? '')}`,
      rule,
      extra: { missingProperty: heart, alternative: heat },
    };
  }
  return { pointer: instancePath, rule };
}

/** The field named in a message; an unknown key's name is masked when it looks like a secret. */
function label(error: UnitError, instancePath: string, pointer: string, rule: RuleWord): string {
  if (rule !== 'unknown_field') return fieldLabel(pointer);
  const key = maskName(String((error.params as Record<string, unknown>)['additionalProperty']));
  return instancePath === '' ? `member "${key}"` : `${fieldLabel(instancePath)} member "${key}"`;
}

/** One Ajv error read as a raw violation; message, location and params are read when first asked for. */
class AjvViolation implements RawViolation {
  readonly pointer: string;
  readonly keyword: string;
  readonly rule: RuleWord;
  readonly instancePath: string;
  readonly ajvSchemaPath: string;
  readonly missingProperty: string | undefined;
  readonly #error: UnitError;
  readonly #node: SchemaNode;
  readonly #message: string | undefined;
  readonly #extra: Record<string, unknown> | undefined;

  /** `base`: the pointer of the unit that raised the error (its `instancePath` is relative to the unit's root). */
  constructor(error: UnitError, message: string | undefined, base: string) {
    const node = isSchemaNode(error.parentSchema) ? error.parentSchema : {};
    const instancePath = base + error.instancePath;
    const { pointer, rule, extra } = locate(error, instancePath, node);
    this.pointer = pointer;
    this.keyword = error.keyword;
    this.rule = rule;
    this.instancePath = instancePath;
    this.ajvSchemaPath = error.schemaPath;
    this.missingProperty =
      error.keyword === 'required' ? String((error.params as Record<string, unknown>)['missingProperty']) : undefined;
    this.#error = error;
    this.#node = node;
    this.#message = message;
    this.#extra = extra;
  }

  /**
   * The pointer as reports carry it: an unknown member whose name looks like a secret is written `[masked]`,
   * as in the message and params (the raw pointer, exact, only serves the collapse).
   */
  maskedPointer(): string {
    if (this.rule !== 'unknown_field') return this.pointer;
    const key = String((this.#error.params as Record<string, unknown>)['additionalProperty']);
    return looksSecret(key) ? `${this.instancePath}/[masked]` : this.pointer;
  }

  schemaPath(): string {
    const annotated = this.#node[LOCATION_KEYWORD];
    const location = typeof annotated === 'string' ? annotated : this.ajvSchemaPath.replace(/\/[^/]*$/, '');
    return `${location}/${this.keyword}`;
  }

  violation(): Violation {
    // A date or time says what kind of failure it is, read from the value (Ajv's verbose `data`) and never
    // copied from it: the message stays value-free.
    const kind = this.rule === 'date_format' ? dateTimeFailure(this.#error.data, this.#node['x-format']) : undefined;
    return {
      pointer: this.maskedPointer(),
      keyword: this.keyword,
      rule: this.rule,
      message: `${label(this.#error, this.instancePath, this.pointer, this.rule)} ${this.#message ?? `breaks the rule ${this.rule}`}${kind === undefined ? '' : `: ${kind}`}`,
      schemaPath: this.schemaPath(),
      // safeParams builds a fresh object: extend it rather than copy it.
      params: this.#extra === undefined ? safeParams(this.#error) : Object.assign(safeParams(this.#error), this.#extra),
    };
  }
}

/**
 * Turns the errors of a report-tier validator (verbose, with ajv-errors) of the unit at `base` into raw
 * violations, their instance paths read under `base` (no error is copied). ajv-errors' wrappers are unwrapped: the original keyword is kept, with the wrapper's contract
 * message.
 */
export function fromAjvErrors(errors: readonly UnitError[], base = ''): RawViolation[] {
  const out: RawViolation[] = [];
  for (const error of errors) {
    if (error.keyword === 'errorMessage') {
      for (const original of (error.params as { errors: UnitError[] }).errors)
        out.push(new AjvViolation(original, error.message, base));
    } else {
      out.push(new AjvViolation(error, undefined, base));
    }
  }
  return out;
}
