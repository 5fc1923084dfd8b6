import { _, Name, type Code, type CodeKeywordDefinition, type KeywordCxt } from 'ajv/dist/2020.js';
import { strConcat } from 'ajv/dist/compile/codegen/index.js';

/** The keyword the tiers compile an integer node to; its value is the node's `type` (`integer`, or with `null`). */
const SAFE_INTEGER_KEYWORD = 'x-safe-integer';

const MAX = Number.MAX_SAFE_INTEGER;

/** Keys an integer node may carry besides its type and bounds: annotations and compiled messages. */
const ANNOTATIONS = new Set(['description', '$comment', 'title', 'errorMessage']);

function isNullableInteger(type: unknown): boolean {
  return Array.isArray(type) && type.length === 2 && type.includes('integer') && type.includes('null');
}

/**
 * A node that asserts exactly "an integer (or null) in the IEEE-754 safe range" (`type`, `minimum` and `maximum`
 * of common.schema.json's integer definitions, and annotations only) becomes one {@link SAFE_INTEGER_KEYWORD}:
 * a single `Number.isSafeInteger` test, where Ajv's integer test (`x % 1`) calls out to the C library for
 * every non-small number, such as a millisecond timestamp. Any other node is returned as it is.
 */
export function withSafeIntegerKeyword(node: Record<string, unknown>): Record<string, unknown> {
  const type = node['type'];
  if (type !== 'integer' && !isNullableInteger(type)) return node;
  if (node['minimum'] !== -MAX || node['maximum'] !== MAX) return node;
  for (const key of Object.keys(node)) {
    if (key !== 'type' && key !== 'minimum' && key !== 'maximum' && !key.startsWith('x-') && !ANNOTATIONS.has(key)) return node;
  }
  const { type: _type, minimum: _min, maximum: _max, ...rest } = node;
  return { ...rest, [SAFE_INTEGER_KEYWORD]: type };
}

const VERRORS = new Name('vErrors');
const ERRORS = new Name('errors');
const INSTANCE_PATH = new Name('instancePath');

/**
 * The {@link SAFE_INTEGER_KEYWORD} keyword. The fast tier fails on `!Number.isSafeInteger(x)` (null allowed for
 * the nullable node). The report tier, only for a value that is not a safe integer, then reports exactly what
 * Ajv's `type`, `maximum` and `minimum` of the original node would, in the same order (same keywords, schema
 * paths, params and messages), so reports do not change.
 */
export const safeIntegerKeyword: CodeKeywordDefinition = {
  keyword: SAFE_INTEGER_KEYWORD,
  schemaType: ['string', 'array'],
  code(cxt: KeywordCxt): void {
    const { gen, data, schema, schemaValue, it } = cxt;
    const nullable = Array.isArray(schema);
    const valid = nullable ? _`${data} === null || Number.isSafeInteger(${data})` : _`Number.isSafeInteger(${data})`;
    if (!it.allErrors || it.createErrors === false) {
      cxt.fail(_`!(${valid})`);
      return;
    }
    const instancePath = strConcat(INSTANCE_PATH, it.errorPath);
    const parentSchema: Code = _`${it.topSchemaRef}${it.schemaPath}`;
    const verbose = it.opts.verbose === true;
    const push = (keyword: string, params: Code, message: Code, schemaCode: Code): void => {
      const extra = verbose ? _`, schema: ${schemaCode}, parentSchema: ${parentSchema}, data: ${data}` : _``;
      const messagePart = it.opts.messages === false ? _`` : _`, message: ${message}`;
      const err = gen.const('err', _`{instancePath: ${instancePath}, schemaPath: ${`${it.errSchemaPath}/${keyword}`}, keyword: ${keyword}, params: ${params}${messagePart}${extra}}`);
      gen.if(_`${VERRORS} === null`, () => gen.assign(VERRORS, _`[${err}]`), () => gen.code(_`${VERRORS}.push(${err})`));
      gen.code(_`${ERRORS}++`);
    };
    // Ajv's integer test with strictNumbers, as it writes it for `type: integer` (or ["integer", "null"]).
    const ajvInteger = _`typeof ${data} == "number" && !(${data} % 1) && !isNaN(${data}) && isFinite(${data})`;
    const ajvType = nullable ? _`(${ajvInteger}) || ${data} === null` : ajvInteger;
    gen.if(_`!(${valid})`, () => {
      gen.if(_`!(${ajvType})`, () => push('type', _`{type: ${schemaValue}}`, _`${`must be ${nullable ? (schema as string[]).join(',') : 'integer'}`}`, _`${schemaValue}`));
      gen.if(_`typeof ${data} == "number" && isFinite(${data})`, () => {
        gen.if(_`${data} > ${MAX} || isNaN(${data})`, () =>
          push('maximum', _`{comparison: "<=", limit: ${MAX}}`, _`${`must be <= ${MAX}`}`, _`${MAX}`),
        );
        gen.if(_`${data} < ${-MAX} || isNaN(${data})`, () =>
          push('minimum', _`{comparison: ">=", limit: ${-MAX}}`, _`${`must be >= ${-MAX}`}`, _`${-MAX}`),
        );
      });
    });
  },
};

