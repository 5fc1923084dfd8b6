import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaEnv } from 'ajv/dist/compile/index.js';
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types/index.js';
import ajvFormatsModule from 'ajv-formats';
import { loadSchemaDocuments, type SchemaDocument, type SchemaNode } from '../schemas/documents.js';
import { SCHEMA_BASE_URI, SCHEMA_IDS, type SchemaEntry } from '../schemas/ids.js';
import { deriveVariant, keysOmittedWithoutSlots, type SchemaVariant } from '../schemas/variants.js';
import { isSchemaNode, mapSchema, walkSchema } from '../schemas/walk.js';
import { withReportMessages } from './compileSchema.js';
import { contractMessagesKeyword, MESSAGES_START_KEYWORD, messagesStartKeyword } from './errorMessages.js';
import { LOCATION_KEYWORD, MESSAGES_ANNOTATION } from './fromAjvErrors.js';
import { FAST_FORMAT_NAMES, FAST_FORMATS } from './fastFormats.js';
import { leanFastTierCode } from './leanFastTier.js';
import { CONTRACT_VOCABULARY } from './rules.js';
import { safeIntegerKeyword, withSafeIntegerKeyword } from './safeInteger.js';
import { boundedReportCode, REPORT_BUDGET_PRELUDE, REPORT_BUDGET_PROPERTY } from './boundedReportCode.js';
import { REPORT_BUDGET } from './reportBudget.js';
import { assertNoItemsUnderBranches, withPropertiesInDocumentOrder } from './reportOrder.js';

// ajv-formats is a CommonJS module whose default export is the plugin.
const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * `fast` answers valid/invalid and stops at the first failure; `report` collects every failure with its
 * schema node (`verbose`) and its contract message (`errorMessage`). Only an invalid document pays for `report`.
 */
export type Tier = 'fast' | 'report';

/** A compiled tier of one variant. */
export interface CompiledTier {
  readonly ajv: Ajv2020;
  /** Absolute location (`<$id>#<pointer>`) of every schema node the tier compiled. */
  readonly locations: WeakMap<SchemaNode, string>;
  readonly validators: Map<SchemaEntry, ValidateFunction>;
}

/** The compiled tiers, by {@link tierIndex}: looked up on every call, so without building a key string. */
const tiers: (CompiledTier | undefined)[] = [];

function tierIndex(variant: SchemaVariant, tier: Tier): number {
  return (variant.includeSlots ? 0 : 1) + (variant.strict ? 2 : 0) + (tier === 'report' ? 4 : 0);
}

/**
 * The report tier's code of the contract's documents made bounded (boundedReportCode.ts); the meta-schema Ajv
 * compiles to check them is left as it is (it only ever sees the contract's own documents).
 */
function reportTierCode(code: string, schema?: SchemaEnv): string {
  return schema?.baseId.startsWith(SCHEMA_BASE_URI) === true ? REPORT_BUDGET_PRELUDE + boundedReportCode(code, keysOmittedWithoutSlots(loadSchemaDocuments())) : code;
}

/**
 * A configured Ajv instance for a tier, with no schema added. Options shared by every tier; none of them
 * changes the data (no defaults, coercion or removal), and `$data` stays off.
 */
export function createAjv(tier: Tier): Ajv2020 {
  const ajv = new Ajv2020({
    // The report tier tests the exported patterns of the fixed-width formats by character codes (same verdict),
    // and its code costs what the input costs (boundedReportCode.ts); the fast tier's code builds no error
    // objects (leanFastTier.ts), one statement a line so it can be edited.
    code:
      tier === 'report'
        ? { regExp: contractRegExp, process: reportTierCode }
        : { lines: true, process: leanFastTierCode },
    strict: true,
    allErrors: tier === 'report',
    // The report tier inlines definitions of up to 12 keywords (the slot members' time, integer, ...): a call per
    // slot, with its argument object and path string, was most of a report of many broken slots; larger ones (the
    // groups) stay functions, which keeps the precompiled report modules smaller (figures: docs/benchmarks.md).
    inlineRefs: tier === 'report' ? 12 : true,
    verbose: tier === 'report',
    messages: tier === 'report',
    $data: false,
    useDefaults: false,
    coerceTypes: false,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addVocabulary([...CONTRACT_VOCABULARY, LOCATION_KEYWORD, MESSAGES_ANNOTATION]);
  // Safe integers in one test, with Ajv's own errors in the report tier (see safeInteger.ts).
  ajv.addKeyword(safeIntegerKeyword);
  // ajv-errors' result for the contract messages, without its cost per node (see errorMessages.ts).
  if (tier === 'report') ajv.addKeyword(messagesStartKeyword).addKeyword(contractMessagesKeyword);
  // The report tier's code reads its budget from the instance (Ajv passes it to the code as `self`).
  if (tier === 'report') Object.defineProperty(ajv, REPORT_BUDGET_PROPERTY, { value: REPORT_BUDGET });
  if (tier === 'fast') for (const [name, check] of Object.entries(FAST_FORMATS)) ajv.addFormat(name, check);
  return ajv;
}

/** The name of a character-code check of FAST_FORMATS. */
export type FastFormatName = keyof typeof FAST_FORMATS;

let formatPatterns: ReadonlyMap<string, FastFormatName> | undefined;

/**
 * The exported `pattern` of each fixed-width format (a node with an `x-format` of FAST_FORMAT_NAMES), with the
 * name of the character-code check that gives its verdict. The report tier's pattern engine reads it, and so
 * does the generator of precompiled report modules (src/codegen/standalone.ts).
 */
export function fixedWidthPatterns(): ReadonlyMap<string, FastFormatName> {
  formatPatterns ??= new Map(
    loadSchemaDocuments().flatMap((doc) => {
      const found: [string, FastFormatName][] = [];
      walkSchema(doc.schema, (node) => {
        const xFormat = node['x-format'];
        if (typeof xFormat === 'string' && Object.hasOwn(FAST_FORMAT_NAMES, xFormat) && typeof node['pattern'] === 'string') {
          found.push([node['pattern'], FAST_FORMAT_NAMES[xFormat as keyof typeof FAST_FORMAT_NAMES]]);
        }
      });
      return found;
    }),
  );
  return formatPatterns;
}

/**
 * Ajv's pattern engine for the report tier: the exported `pattern` of each fixed-width format is tested by its
 * character-code check (fastFormats.ts, proven to give the same verdict), any other by `RegExp`. Errors are
 * unchanged (keyword `pattern`, same params). Precompiled report modules get the same engine in generated code
 * (src/codegen/standalone.ts).
 */
export const contractRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    const name = fixedWidthPatterns().get(pattern);
    if (name === undefined) return new RegExp(pattern, flags);
    // Ajv keys compiled patterns by their string form: keep the one the RegExp would have.
    return Object.assign({ test: FAST_FORMATS[name] }, { toString: () => `/${pattern}/${flags}` });
  },
  { code: 'new RegExp' },
);

/**
 * The fast tier checks the fixed-width formats (`x-format`) by character codes: their `pattern`, length
 * bounds and `format` become one custom format of the same verdict (see fastFormats.ts).
 */
function withFastFormats(node: Record<string, unknown>): Record<string, unknown> {
  const xFormat = node['x-format'];
  if (typeof xFormat !== 'string' || !Object.hasOwn(FAST_FORMAT_NAMES, xFormat) || typeof node['pattern'] !== 'string') return node;
  const { pattern: _p, minLength: _min, maxLength: _max, format: _f, ...rest } = node;
  return { ...rest, format: FAST_FORMAT_NAMES[xFormat as keyof typeof FAST_FORMAT_NAMES] };
}

/**
 * The report tier leaves out the length bounds of the fixed-width formats: a string of the wrong length also
 * fails the node's `pattern` (which fixes the width), and that violation, same member and rule, comes first
 * and is the one kept, so the bounds never reach a report; counting them cost two passes over each string.
 */
function withoutFormatLengths(node: Record<string, unknown>): Record<string, unknown> {
  if (typeof node['x-format'] !== 'string' || typeof node['pattern'] !== 'string') return node;
  const { minLength: _min, maxLength: _max, ...rest } = node;
  return rest;
}

/** Keywords whose value holds subschemas. */
const SUBSCHEMA_KEYWORDS = new Set([
  'not', 'items', 'if', 'then', 'else', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties',
  'allOf', 'anyOf', 'oneOf', 'prefixItems', 'properties', '$defs', 'patternProperties', 'dependentSchemas',
]);

/** Keys of a node that assert nothing. */
const ANNOTATION_KEYS = new Set(['description', '$comment', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'errorMessage']);

/** Keyword sets whose errors ajv-errors leaves in Ajv's own order (they never fail together, or keep this order). */
const ORDER_FREE = [new Set(['type', 'pattern', 'format']), new Set(['type', 'minimum', 'maximum'])];

/**
 * Where the report tier resolves a node's messages. ajv-errors' only effect at a node besides the message is to
 * move the node's own errors after those of its subschemas, grouped by keyword: at a node whose subschemas
 * raise nothing before its own errors and whose assertions all have messages and never fail in another order,
 * that changes nothing, so the messages
 * become an annotation read with the error ({@link MESSAGES_ANNOTATION}) and the node costs nothing at run
 * time. Every other node keeps its `errorMessage`, with a start mark that makes it cheap when it raised nothing.
 */
function withMessagesPlaced(node: Record<string, unknown>): Record<string, unknown> {
  const messages = node['errorMessage'];
  if (!isSchemaNode(messages)) return node;
  const keywords = Object.keys(messages);
  const orderFree =
    keywords.every((k) => typeof messages[k] === 'string') &&
    Object.keys(node).every((k) => ANNOTATION_KEYS.has(k) || k.startsWith('x-') || keywords.includes(k)) &&
    // No subschema but `not` (which raises no error inside) and `anyOf` (whose own error follows its branches').
    !Object.keys(node).some((k) => k === '$ref' || k === 'required' || (SUBSCHEMA_KEYWORDS.has(k) && k !== 'not' && k !== 'anyOf')) &&
    (keywords.length <= 1 || ORDER_FREE.some((set) => keywords.every((k) => set.has(k))));
  if (!orderFree) return { ...node, [MESSAGES_START_KEYWORD]: true };
  const { errorMessage: _messages, ...rest } = node;
  return { ...rest, [MESSAGES_ANNOTATION]: messages };
}

/**
 * Slot items compiled inline: a `$ref` to a whole document that refers to no other whole document (the slot
 * documents) becomes `allOf: [<its body>]`, so a group checks its slots in one loop rather than with a function
 * call (and an argument object) per slot. Same verdicts: the documents share one base URI, so the inlined
 * body's relative `$ref`s resolve to the same nodes. With `located`, every node of those documents carries its
 * own location ({@link LOCATION_KEYWORD}), so a report names the slot document's node, as before, even where
 * the node is an inlined copy (as in standalone code).
 */
function withLeafDocumentsInlined(documents: readonly SchemaDocument[], located: boolean): SchemaDocument[] {
  const files = new Set<string>(documents.map((doc) => doc.file));
  const refersToDocument = (schema: SchemaNode): boolean => {
    let found = false;
    walkSchema(schema, (node) => {
      if (typeof node['$ref'] === 'string' && files.has(node['$ref'])) found = true;
    });
    return found;
  };
  const leaves = new Map<string, SchemaNode>();
  const out = documents.map((doc) => {
    if (refersToDocument(doc.schema)) return doc;
    const schema = located ? (mapSchema(doc.schema, (node) => node) as SchemaDocument['schema']) : doc.schema;
    if (located) walkSchema(schema, (node, pointer) => ((node as Record<string, unknown>)[LOCATION_KEYWORD] = `${schema.$id}#${pointer}`));
    const { $id: _id, $schema: _dialect, ...body } = schema;
    leaves.set(doc.file, body);
    return { file: doc.file, schema };
  });
  const inline = (node: Record<string, unknown>): Record<string, unknown> => {
    const ref = node['$ref'];
    const leaf = typeof ref === 'string' ? leaves.get(ref) : undefined;
    if (leaf === undefined) return node;
    const { $ref: _ref, ...rest } = node;
    return { ...rest, allOf: [...(Array.isArray(rest['allOf']) ? (rest['allOf'] as unknown[]) : []), leaf] };
  };
  return out.map((doc) => (leaves.has(doc.file) ? doc : { file: doc.file, schema: mapSchema(doc.schema, inline) as SchemaDocument['schema'] }));
}

/**
 * The documents a tier of a variant compiles: the variant's documents, with contract messages for `report` and
 * character-code format checks for `fast`; in both, safe integers as one keyword and slot items inlined
 * (register them with {@link createAjv} of the same tier).
 */
export function tierDocuments(variant: SchemaVariant, tier: Tier): SchemaDocument[] {
  const documents = deriveVariant(loadSchemaDocuments(), variant);
  const mapped = (docs: readonly SchemaDocument[], transform: (node: Record<string, unknown>) => Record<string, unknown>): SchemaDocument[] =>
    docs.map((doc) => ({ file: doc.file, schema: mapSchema(doc.schema, transform) as SchemaDocument['schema'] }));
  if (tier === 'report') {
    // A capped report stops loops early, which needs members checked in document order (boundedReportCode.ts).
    assertNoItemsUnderBranches(documents);
    const withMessages = withReportMessages(mapped(documents, (node) => withPropertiesInDocumentOrder(withoutFormatLengths(node))));
    return withLeafDocumentsInlined(mapped(withMessages, (node) => withMessagesPlaced(withSafeIntegerKeyword(node))), true);
  }
  return withLeafDocumentsInlined(mapped(documents, (node) => withSafeIntegerKeyword(withFastFormats(node))), false);
}

function buildTier(variant: SchemaVariant, tier: Tier): CompiledTier {
  const documents = tierDocuments(variant, tier);
  const ajv = createAjv(tier);
  const locations = new WeakMap<SchemaNode, string>();
  for (const doc of documents) {
    walkSchema(doc.schema, (node, pointer) => locations.set(node, `${doc.schema.$id}#${pointer}`));
    ajv.addSchema(doc.schema);
  }
  return { ajv, locations, validators: new Map() };
}

/** The compiled tier of a variant, built on first use and kept for the life of the process. */
export function getTier(variant: SchemaVariant, tier: Tier): CompiledTier {
  const index = tierIndex(variant, tier);
  let compiled = tiers[index];
  if (compiled === undefined) {
    compiled = buildTier(variant, tier);
    tiers[index] = compiled;
  }
  return compiled;
}

/**
 * The compiled validator of an entry point, compiled once per process on first use.
 *
 * @example
 * const isValid = getValidator('userSummary', DEFAULT_VARIANT, 'fast');
 * isValid({ date: '2024-01-01' }); // true
 */
export function getValidator(entry: SchemaEntry, variant: SchemaVariant, tier: Tier): ValidateFunction {
  const compiled = getTier(variant, tier);
  let validate = compiled.validators.get(entry);
  if (validate === undefined) {
    const found = compiled.ajv.getSchema(SCHEMA_IDS[entry]);
    if (found === undefined) throw new Error(`schema ${SCHEMA_IDS[entry]} is not registered`);
    validate = found;
    compiled.validators.set(entry, validate);
  }
  return validate;
}
