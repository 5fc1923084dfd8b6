import type { CodeKeywordDefinition, KeywordCxt } from 'ajv/dist/2020.js';

/** The keyword that holds a fast-tier validator's whole schema (src/codegen/engineDocuments.ts). */
export const VERDICT_KEYWORD = 'x-verdict';

/**
 * The fast tier's {@link VERDICT_KEYWORD}: its value, a schema, is checked as a subschema that creates no error
 * objects (Ajv's public keyword API, `cxt.subschema` with `createErrors: false`, as Ajv's own `not` compiles its
 * subschema). The fast tier only answers true or false (src/validator/result.ts never reads its errors; the report
 * tier finds them), so its code carries no error object: about a third of its size, which a consumer's bundle and
 * every start pay for. Verdicts are those of the subschema (test/validator/reportEquivalence.test.ts holds the engine to plain Ajv).
 */
export const verdictKeyword: CodeKeywordDefinition = {
  keyword: VERDICT_KEYWORD,
  schemaType: 'object',
  code(cxt: KeywordCxt): void {
    const valid = cxt.gen.name('valid');
    cxt.subschema({ keyword: VERDICT_KEYWORD, createErrors: false }, valid);
    cxt.pass(valid);
  },
};
