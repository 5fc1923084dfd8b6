import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import { dateTimeFailure } from './dateTimeFailure.js';
import { looksSecret, maskName } from './mask.js';
import { escapePointerToken, fieldLabel } from './pointer.js';
import { assertionRule, missingRule } from './rules.js';
import type { RuleWord, Violation } from './types.js';

/**
 * The annotation every node of the report tier's documents carries (packages/build/src/codegen/engineDocuments.ts): the
 * absolute location (`<$id>#<pointer>`) of the node as written, read into `Violation.schemaPath`.
 */
export const LOCATION_KEYWORD = 'x-location';

/**
 * The annotation holding a report node's contract messages: ajv-errors' `errorMessage` map as published (a message
 * by keyword; for `required`, by missing key), read by this mapping rather than by ajv-errors in the generated code.
 */
export const MESSAGES_KEYWORD = 'errorMessage';

/**
 * The annotation numbering a report node where ajv-errors would place its errors (packages/build/src/codegen/engineDocuments.ts):
 * after those of every node evaluated inside it (a `$ref`'s target before the node that refers to it). Two errors
 * on one member with the same precedence keep the first in that order, as the reference setup does.
 */
export const ORDER_KEYWORD = 'x-order';

/**
 * An error as the report tier's validators raise it: Ajv's `UnitError` of a `verbose` instance (its node in
 * `parentSchema`), or an ajv-errors wrapper (keyword `errorMessage`, the originals in `params.errors`) as the plain
 * Ajv + ajv-errors setup raises it. Declared here, so that no type of Ajv reaches the run time: Ajv is a build-time
 * tool of this package.
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
  /**
   * Where ajv-errors would have placed this error among its unit's ({@link ORDER_KEYWORD}, then the keyword's
   * place in the node's messages); undefined for an error it leaves in place (no message, or no order given).
   * Read only to part two errors on one member with the same precedence.
   */
  order(): number | undefined;
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

/** The contract message of an error from its node's messages ({@link MESSAGES_KEYWORD}), as ajv-errors matches it. */
function nodeMessage(error: UnitError, node: SchemaNode): string | undefined {
  const messages = node[MESSAGES_KEYWORD];
  if (!isSchemaNode(messages)) return undefined;
  const entry = messages[error.keyword];
  if (typeof entry === 'string') return entry;
  if (error.keyword !== 'required' || !isSchemaNode(entry)) return undefined;
  const byKey = entry[String((error.params as Record<string, unknown>)['missingProperty'])];
  return typeof byKey === 'string' ? byKey : undefined;
}

/** The keyword's places a node's messages can give: ajv-errors reports a node's keyword maps before its key maps. */
const ORDER_SLOTS = 64;

/**
 * Where ajv-errors would have reported an error among its unit's: at the end of its node ({@link ORDER_KEYWORD}),
 * in the order of the node's messages (the keyword maps first, then the maps by key, `required`'s).
 */
function evaluationOrder(error: UnitError, node: SchemaNode): number | undefined {
  const at = node[ORDER_KEYWORD];
  const messages = node[MESSAGES_KEYWORD];
  if (typeof at !== 'number' || !isSchemaNode(messages)) return undefined;
  const place = Object.keys(messages).indexOf(error.keyword);
  if (place === -1) return undefined;
  return at * ORDER_SLOTS + (typeof messages[error.keyword] === 'string' ? place : ORDER_SLOTS / 2 + place);
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

  order(): number | undefined {
    return evaluationOrder(this.#error, this.#node);
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
      message: `${label(this.#error, this.instancePath, this.pointer, this.rule)} ${this.#message ?? nodeMessage(this.#error, this.#node) ?? `breaks the rule ${this.rule}`}${kind === undefined ? '' : `: ${kind}`}`,
      schemaPath: this.schemaPath(),
      // safeParams builds a fresh object: extend it rather than copy it.
      params: this.#extra === undefined ? safeParams(this.#error) : Object.assign(safeParams(this.#error), this.#extra),
    };
  }
}

/**
 * Turns the errors of a report-tier validator (verbose) of the unit at `base` into raw violations, their instance
 * paths read under `base` (no error is copied), each with its node's contract message. ajv-errors' wrappers are
 * unwrapped: the original keyword is kept, with the wrapper's contract message.
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
