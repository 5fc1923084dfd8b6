import type { CodeKeywordDefinition, KeywordCxt } from 'ajv/dist/2020.js';

/** The keyword that holds a fast-tier validator's whole schema (packages/build/src/codegen/engineDocuments.ts). */
export const VERDICT_KEYWORD = 'x-verdict';

/**
 * The fast tier's {@link VERDICT_KEYWORD}, written with Ajv's custom-keyword API: its value, a schema, is checked as
 * a subschema that creates no error objects. That takes `cxt.subschema` with `createErrors: false`: an option of
 * Ajv's `SubschemaArgs` type, used by Ajv's own `not`, which Ajv's documentation does not list; the build checks it
 * on a probe (`checkVerdictKeyword`, packages/build/src/codegen/ajvAssumptions.ts) and fails if an Ajv stops honouring it. The fast
 * tier only answers true or false (src/validator/result.ts never reads its errors; the report tier finds them), so
 * its code carries no error object: less for a consumer's bundle and every start to parse. Verdicts are those of the subschema (test/validator/reportEquivalence.test.ts holds the
 * engine to plain Ajv).
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
