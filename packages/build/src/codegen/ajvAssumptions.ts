import type { Ajv2020 } from 'ajv/dist/2020.js';
import { VERDICT_KEYWORD } from './verdictKeyword.js';

// What the engine relies on in Ajv beyond its documentation, checked at every build: a new Ajv that changes either
// fails `npm run build` here, naming what changed, instead of changing verdicts or reports quietly.

/**
 * The data context every generated validator takes, as Ajv 8 writes it into each function's signature: the walk
 * calls validators with a context made once (`CallContext` in src/validator/precompiledReading.ts: `instancePath`
 * empty, no parent, `rootData` left to default to the data), which is right only for this signature.
 */
const GENERATED_SIGNATURE =
  '(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={})';

/**
 * Throws when a generated function of Ajv's standalone code takes another data context than
 * {@link GENERATED_SIGNATURE}.
 *
 * @example
 * checkCallContext(standaloneCode(ajv, exports), 'default.report');
 */
export function checkCallContext(code: string, module: string): void {
  const functions = [...code.matchAll(/function (validate\w*)(\([^)]*\))/g)];
  if (functions.length === 0) throw new Error(`${module}: Ajv's standalone code holds no validate function to check`);
  for (const [, name, signature] of functions) {
    if (signature !== GENERATED_SIGNATURE) {
      throw new Error(
        `${module}: Ajv generated ${String(name)}${String(signature)}, not ${GENERATED_SIGNATURE}: the walk calls every validator with the context of src/validator/precompiledReading.ts (CallContext), written for that signature; check it against this Ajv`,
      );
    }
  }
}

/**
 * Throws unless the fast tier's {@link VERDICT_KEYWORD} creates no error object for its subschema: it calls
 * `cxt.subschema` with `createErrors: false`, an option of Ajv's `SubschemaArgs` type that Ajv's own `not` uses
 * and its documentation does not list. Checked on a probe: a value failing the subschema may leave an empty
 * placeholder (Ajv's `[{}]` when it stops at the first failure) or the keyword's own error, never one of the
 * subschema's errors (`type`, `minLength`).
 *
 * @example
 * checkVerdictKeyword(createEngineAjv('fast'));
 */
export function checkVerdictKeyword(ajv: Ajv2020): void {
  const validate = ajv.compile({ [VERDICT_KEYWORD]: { type: 'string', minLength: 2 } });
  const failed = [1, 'a'].every((value) => !validate(value));
  const raised = (validate.errors ?? [])
    .map((error) => (error as { keyword?: string }).keyword)
    .filter((keyword) => keyword !== undefined && keyword !== VERDICT_KEYWORD);
  if (!failed || raised.length > 0) {
    throw new Error(
      `Ajv raised [${raised.join(', ')}] under ${VERDICT_KEYWORD}${failed ? '' : ' or passed a failing value'}: cxt.subschema's createErrors: false (packages/build/src/codegen/verdictKeyword.ts) no longer keeps the fast tier free of error objects; check it against this Ajv`,
    );
  }
}
