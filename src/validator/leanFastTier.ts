/** The name of the one error a fast-tier function sets on failure, in place of Ajv's error objects. */
export const FAST_TIER_FAILURE = 'FAST_TIER_FAILED';

/**
 * Ajv's generated code of the fast tier, with its error objects replaced by one shared, frozen marker.
 *
 * The fast tier only answers true or false: src/validator/result.ts never reads its errors, and the report tier
 * finds them. Yet Ajv builds an error object (a pointer string, a schema path, params) wherever a check fails,
 * including the failing branches of an `anyOf` and the inside of a `not` on *valid* data (the heart-rate
 * alternatives, the not-empty test of every group), and that code is a large part of the generated source
 * (docs/benchmarks.md), which precompiled modules pay for in parse time at every start. Here, each failing
 * function still sets an array of one error (the functions that call it count errors, so an empty array would
 * read as valid), and each gathered branch error is the marker itself. Verdicts are unchanged
 * (test/validator/leanFastTier.test.ts compares the lean and Ajv's own code on generated values;
 * test/guard/parity.test.ts the precompiled modules).
 *
 * Needs code generated with `code.lines: true` (one statement a line); throws when an error object is left,
 * so that a change of Ajv's output fails the build instead of slowing it down silently.
 *
 * @example
 * new Ajv2020({ code: { lines: true, process: leanFastTierCode } });
 */
export function leanFastTierCode(code: string): string {
  const lean = code
    .split('\n')
    .map((line) =>
      line
        // A function's own failure: `validate12.errors = [{instancePath, schemaPath, keyword, params}];`
        .replace(/^(validate\d+\.errors = )\[\{.*\}\];$/, `$1[${FAST_TIER_FAILURE}];`)
        // An error gathered for an anyOf branch or a `not`, dropped when the keyword as a whole passes.
        .replace(/^(const err\d+ = )\{.*\};$/, `$1${FAST_TIER_FAILURE};`),
    )
    .join('\n');
  if (lean.includes('schemaPath:')) throw new Error('leanFastTierCode: an Ajv error object was left in fast-tier code');
  return `const ${FAST_TIER_FAILURE} = Object.freeze({ keyword: 'fast-tier' });\n${lean}`;
}
