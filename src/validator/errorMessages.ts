import { _, Name, stringify, type CodeKeywordDefinition, type ErrorObject, type KeywordCxt } from 'ajv/dist/2020.js';
import { _Code } from 'ajv/dist/compile/codegen/code.js';
import { strConcat } from 'ajv/dist/compile/codegen/index.js';
import { schemaHasRulesForType } from 'ajv/dist/compile/validate/applicability.js';
import { getSchemaTypes } from 'ajv/dist/compile/validate/dataType.js';

/** An Ajv error as the report tier builds it (verbose), with ajv-errors' mark of a wrapped error. */
type TierError = ErrorObject & { emUsed?: boolean };

/** The signature of {@link contractMessages}. */
type ContractMessages = (
  vErrors: TierError[],
  instancePath: string,
  errSchemaPath: string,
  messages: Readonly<Record<string, unknown>>,
  parentSchema: unknown,
  data: unknown,
  keywords: readonly string[],
  requiredKeys: readonly string[],
  knownStart: number,
) => TierError[] | null;

/**
 * What ajv-errors does at a node whose `errorMessage` maps keywords (and `required` keys) to fixed messages,
 * run at the end of the node: the node's own errors (same instance; schema path = the node's plus one
 * segment) are taken out of `vErrors` and appended, grouped by keyword in the map's order (then `required`
 * errors by key in the map's order), each group wrapped in one `errorMessage` error that carries the message
 * and the originals in `params.errors`. Returns the list, or `null` when the node has no error of its own
 * (ajv-errors then rebuilds an equal list).
 *
 * Every error raised while the node was evaluated lies after all older errors, so the node's own errors lie in
 * the run of errors raised since its start: `knownStart`, the error count when its evaluation began, where the
 * generated code knows it, or else (-1) the run at the end of the list that stays in its instance subtree. Only
 * that run is searched and regrouped (in place), not the whole list at every node, which made a report of many
 * violations quadratic; with a known start, finding that a node has no error of its own while its subtree has
 * many (a group over hundreds of broken slots) costs one string comparison per error, not a prefix test.
 *
 * Written as source text, once: standalone code embeds this text as it is (a function's own `toString()`
 * differs between compilers), and the compiled tier builds the function from the same text.
 */
const CONTRACT_MESSAGES_SOURCE = `function contractMessages(vErrors, instancePath, errSchemaPath, messages, parentSchema, data, keywords, requiredKeys, knownStart) {
  const at = errSchemaPath.length;
  const depth = instancePath.length;
  let start = knownStart;
  if (start < 0) {
    start = vErrors.length;
    while (start > 0) {
      const path = vErrors[start - 1].instancePath;
      if (path !== instancePath && (path.charCodeAt(depth) !== 47 || !path.startsWith(instancePath))) break;
      start--;
    }
  }
  let any = false;
  for (let i = start; i < vErrors.length; i++) {
    const e = vErrors[i];
    if (e.instancePath === instancePath && e.keyword !== "errorMessage" && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1 && (keywords.includes(e.keyword) || (e.keyword === "required" && requiredKeys.includes(e.params.missingProperty)))) {
      any = true;
      break;
    }
  }
  if (!any) return null;
  const end = vErrors.length;
  const wrappers = [];
  for (let k = 0; k < keywords.length; k++) {
    let errors = null;
    for (let i = start; i < end; i++) {
      const e = vErrors[i];
      if (e.keyword === keywords[k] && e.instancePath === instancePath && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1) {
        (errors ??= []).push(e);
        e.emUsed = true;
      }
    }
    if (errors !== null) wrappers.push({ instancePath, schemaPath: errSchemaPath + "/errorMessage", keyword: "errorMessage", params: { errors }, message: messages[keywords[k]], schema: messages, parentSchema, data });
  }
  for (let k = 0; k < requiredKeys.length; k++) {
    let errors = null;
    for (let i = start; i < end; i++) {
      const e = vErrors[i];
      if (e.keyword === "required" && e.params.missingProperty === requiredKeys[k] && e.instancePath === instancePath && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1) {
        (errors ??= []).push(e);
        e.emUsed = true;
      }
    }
    if (errors !== null) wrappers.push({ instancePath, schemaPath: errSchemaPath + "/errorMessage", keyword: "errorMessage", params: { errors }, message: messages.required[requiredKeys[k]], schema: messages, parentSchema, data });
  }
  let kept = start;
  for (let i = start; i < end; i++) if (vErrors[i].emUsed !== true) vErrors[kept++] = vErrors[i];
  vErrors.length = kept;
  for (const w of wrappers) vErrors.push(w);
  return vErrors;
}`;

// The compiled tier already builds its validators with `new Function` (Ajv); the helper joins them.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const contractMessages = new Function(`return ${CONTRACT_MESSAGES_SOURCE}`)() as ContractMessages;

const VERRORS = new Name('vErrors');
const ERRORS = new Name('errors');
const INSTANCE_PATH = new Name('instancePath');

/** Checks that a node's `errorMessage` is of the shape the report tier writes (fixed strings, no templates). */
function checkedMessages(schema: unknown, at: string): { keywords: string[]; requiredKeys: string[] } {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error(`errorMessage at ${at} must be an object`);
  const keywords: string[] = [];
  let requiredKeys: string[] = [];
  for (const [key, message] of Object.entries(schema)) {
    if (typeof message === 'string') {
      if (message.includes('${')) throw new Error(`errorMessage at ${at}: templates are not supported`);
      keywords.push(key);
    } else if (key === 'required' && typeof message === 'object' && message !== null && Object.values(message).every((m) => typeof m === 'string')) {
      requiredKeys = Object.keys(message);
    } else {
      throw new Error(`errorMessage at ${at}: only fixed messages per keyword, and per key of required, are supported`);
    }
  }
  return { keywords, requiredKeys };
}

/** The keyword that marks where a node's evaluation starts (its value: `true`), for {@link contractMessagesKeyword}. */
export const MESSAGES_START_KEYWORD = 'x-messages-start';

/** The variable holding the error count at the start of each node's evaluation, by the node's compile context. */
const starts = new WeakMap<object, Name>();

/**
 * Evaluated first among a node's keywords (`before: '$ref'`, the first rule of the untyped group): records the
 * error count, so that {@link contractMessagesKeyword} can tell at once whether the node raised any error.
 */
export const messagesStartKeyword: CodeKeywordDefinition = {
  keyword: MESSAGES_START_KEYWORD,
  schemaType: 'boolean',
  before: '$ref',
  code(cxt: KeywordCxt): void {
    const { gen, it } = cxt;
    if (it.createErrors === false) return;
    // `var`: the post keywords run in another block of the same function.
    starts.set(it, gen.var('emStart', ERRORS));
  },
};

/**
 * The report tier's `errorMessage` keyword: the subset of ajv-errors the contract messages use (a fixed message
 * per keyword, and per missing key of `required`), with ajv-errors' exact result (the same wrapper errors, in
 * the same order), resolved once at compile time. Unlike ajv-errors it leaves `vErrors` as it is when the node
 * has no error of its own, instead of scanning and copying it at every node once any error occurred, which made
 * reports of many violations quadratic.
 */
export const contractMessagesKeyword: CodeKeywordDefinition = {
  keyword: 'errorMessage',
  schemaType: 'object',
  post: true,
  code(cxt: KeywordCxt): void {
    const { gen, data, schema, schemaValue, it } = cxt;
    if (it.createErrors === false) return;
    const { keywords, requiredKeys } = checkedMessages(schema, it.errSchemaPath);
    const helper = gen.scopeValue('func', { ref: contractMessages, code: new _Code(CONTRACT_MESSAGES_SOURCE) });
    const keywordList = gen.scopeValue('obj', { ref: keywords, code: stringify(keywords) });
    const requiredList = gen.scopeValue('obj', { ref: requiredKeys, code: stringify(requiredKeys) });
    const instancePath = strConcat(INSTANCE_PATH, it.errorPath);
    // The node raised an error if the count grew since its start; Ajv checks the type of some nodes (several
    // types, or no keyword of the type) before any keyword, and for those any error so far may be its own.
    const start = starts.get(it);
    const types = getSchemaTypes(it.schema);
    const typeFirst = types.length > 0 && !(types.length === 1 && schemaHasRulesForType(it, types[0] as (typeof types)[number]) === true);
    // Where the node's start is known, its errors are exactly those from there on (each one raised while the
    // node was evaluated); otherwise the helper finds the run of errors in its instance subtree.
    const known = start === undefined || typeFirst ? undefined : start;
    const raised = known === undefined ? _`${ERRORS} > 0` : _`${ERRORS} > ${known}`;
    gen.if(raised, () => {
      const out = gen.const(
        'emOut',
        _`${helper}(${VERRORS}, ${instancePath}, ${it.errSchemaPath}, ${schemaValue}, ${it.topSchemaRef}${it.schemaPath}, ${data}, ${keywordList}, ${requiredList}, ${known ?? -1})`,
      );
      gen.if(_`${out} !== null`, () => gen.assign(VERRORS, out).assign(ERRORS, _`${out}.length`));
    });
  },
};
