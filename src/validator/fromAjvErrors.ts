import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import { dateTimeFailure } from './dateTimeFailure.js';
import { looksSecret, maskName } from './mask.js';
import { escapePointerToken, fieldLabel } from './pointer.js';
import { assertionRule, missingRule } from './rules.js';
import type { RuleWord, Violation } from './types.js';

/**
 * The annotation a tier may put on a schema node whose location its object identity cannot tell (a node of a
 * document compiled inline into another): the absolute location (`<$id>#<pointer>`) of the node it copies.
 */
export const LOCATION_KEYWORD = 'x-location';

/**
 * The annotation a tier may put on a node instead of an `errorMessage` whose regrouping of errors would change
 * nothing: the same map of messages, read here for the node's own errors.
 */
export const MESSAGES_ANNOTATION = 'x-messages';

/** The message an `errorMessage` map on the node would have given this error of the node, if any. */
function annotatedMessage(error: ErrorObject, node: SchemaNode): string | undefined {
  const messages = node[MESSAGES_ANNOTATION];
  if (!isSchemaNode(messages)) return undefined;
  const byKeyword = messages[error.keyword];
  if (typeof byKeyword === 'string') return byKeyword;
  if (error.keyword === 'required' && isSchemaNode(byKeyword)) {
    const message = byKeyword[String((error.params as Record<string, unknown>)['missingProperty'])];
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
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
function safeParams(error: ErrorObject): Record<string, unknown> {
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
function locate(error: ErrorObject, node: SchemaNode): { pointer: string; rule: RuleWord; extra?: Record<string, unknown> } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const key = String(params['missingProperty']);
    return { pointer: `${error.instancePath}/${escapePointerToken(key)}`, rule: missingRule(node, key) };
  }
  if (error.keyword === 'additionalProperties') {
    const key = String(params['additionalProperty']);
    return { pointer: `${error.instancePath}/${escapePointerToken(key)}`, rule: 'unknown_field' };
  }
  const rule = assertionRule(node, error.keyword);
  if (rule === 'present_without' && Array.isArray(node['anyOf'])) {
    // The pair's branches are [{required: [heart]}, {required: [heat]}]: point at the heart spelling.
    const [heart, heat] = (node['anyOf'] as unknown[]).map((branch) =>
      isSchemaNode(branch) && Array.isArray(branch['required']) ? String(branch['required'][0]) : '',
    );
    return {
      pointer: `${error.instancePath}/${escapePointerToken(heart ?? '')}`,
      rule,
      extra: { missingProperty: heart, alternative: heat },
    };
  }
  return { pointer: error.instancePath, rule };
}

/** The field named in a message; an unknown key's name is masked when it looks like a secret. */
function label(error: ErrorObject, pointer: string, rule: RuleWord): string {
  if (rule !== 'unknown_field') return fieldLabel(pointer);
  const key = maskName(String((error.params as Record<string, unknown>)['additionalProperty']));
  return error.instancePath === '' ? `member "${key}"` : `${fieldLabel(error.instancePath)} member "${key}"`;
}

/** One Ajv error read as a raw violation; message, location and params are read when first asked for. */
class AjvViolation implements RawViolation {
  readonly pointer: string;
  readonly keyword: string;
  readonly rule: RuleWord;
  readonly instancePath: string;
  readonly ajvSchemaPath: string;
  readonly missingProperty: string | undefined;
  readonly #error: ErrorObject;
  readonly #node: SchemaNode;
  readonly #message: string | undefined;
  readonly #extra: Record<string, unknown> | undefined;
  readonly #locations: WeakMap<SchemaNode, string>;

  constructor(error: ErrorObject, message: string | undefined, locations: WeakMap<SchemaNode, string>) {
    const node = isSchemaNode(error.parentSchema) ? error.parentSchema : {};
    const { pointer, rule, extra } = locate(error, node);
    this.pointer = pointer;
    this.keyword = error.keyword;
    this.rule = rule;
    this.instancePath = error.instancePath;
    this.ajvSchemaPath = error.schemaPath;
    this.missingProperty = error.keyword === 'required' ? String((error.params as Record<string, unknown>)['missingProperty']) : undefined;
    this.#error = error;
    this.#node = node;
    this.#message = message;
    this.#extra = extra;
    this.#locations = locations;
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
    const location = (typeof annotated === 'string' ? annotated : this.#locations.get(this.#node)) ?? this.ajvSchemaPath.replace(/\/[^/]*$/, '');
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
      message: `${label(this.#error, this.pointer, this.rule)} ${this.#message ?? `breaks the rule ${this.rule}`}${kind === undefined ? '' : `: ${kind}`}`,
      schemaPath: this.schemaPath(),
      // safeParams builds a fresh object: extend it rather than copy it.
      params: this.#extra === undefined ? safeParams(this.#error) : Object.assign(safeParams(this.#error), this.#extra),
    };
  }
}

/**
 * Turns the errors of a report-tier validator (verbose, with ajv-errors) into raw violations. ajv-errors
 * wrappers are unwrapped: the original keyword is kept and the wrapper's contract message carried over.
 */
export function fromAjvErrors(errors: readonly ErrorObject[], locations: WeakMap<SchemaNode, string>): RawViolation[] {
  const out: RawViolation[] = [];
  for (const error of errors) {
    if (error.keyword === 'errorMessage') {
      for (const original of (error.params as { errors: ErrorObject[] }).errors) out.push(new AjvViolation(original, error.message, locations));
    } else {
      const message = isSchemaNode(error.parentSchema) ? annotatedMessage(error, error.parentSchema) : undefined;
      out.push(new AjvViolation(error, message, locations));
    }
  }
  return out;
}
