import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import { maskName } from './mask.js';
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

/** A violation before the one-per-problem collapse, with the instance path Ajv reported it at. */
export interface RawViolation extends Violation {
  readonly instancePath: string;
  /** Ajv's own (document-relative) schema path, used to drop the branch errors of a failed anyOf. */
  readonly ajvSchemaPath: string;
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

/**
 * Turns the errors of a report-tier validator (verbose, with ajv-errors) into raw violations. ajv-errors
 * wrappers are unwrapped: the original keyword is kept and the wrapper's contract message carried over.
 */
export function fromAjvErrors(errors: readonly ErrorObject[], locations: WeakMap<SchemaNode, string>): RawViolation[] {
  const out: RawViolation[] = [];
  const add = (error: ErrorObject, message: string | undefined): void => {
    const node = isSchemaNode(error.parentSchema) ? error.parentSchema : {};
    const { pointer, rule, extra } = locate(error, node);
    const annotated = node[LOCATION_KEYWORD];
    const location = (typeof annotated === 'string' ? annotated : locations.get(node)) ?? error.schemaPath.replace(/\/[^/]*$/, '');
    out.push({
      pointer,
      keyword: error.keyword,
      rule,
      message: `${label(error, pointer, rule)} ${message ?? `breaks the rule ${rule}`}`,
      schemaPath: `${location}/${error.keyword}`,
      // safeParams builds a fresh object: extend it rather than copy it.
      params: extra === undefined ? safeParams(error) : Object.assign(safeParams(error), extra),
      instancePath: error.instancePath,
      ajvSchemaPath: error.schemaPath,
    });
  };
  for (const error of errors) {
    if (error.keyword === 'errorMessage') {
      for (const original of (error.params as { errors: ErrorObject[] }).errors) add(original, error.message);
    } else {
      add(error, isSchemaNode(error.parentSchema) ? annotatedMessage(error, error.parentSchema) : undefined);
    }
  }
  return out;
}
