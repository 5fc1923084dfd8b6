import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import { loadSchemaDocuments, type SchemaDocument, type SchemaNode } from '../schemas/documents.js';
import { SCHEMA_IDS, type SchemaEntry } from '../schemas/ids.js';
import { deriveVariant, variantName, type SchemaVariant } from '../schemas/variants.js';
import { mapSchema, walkSchema } from '../schemas/walk.js';
import { withReportMessages } from './compileSchema.js';
import { FAST_FORMAT_NAMES, FAST_FORMATS } from './fastFormats.js';
import { CONTRACT_VOCABULARY } from './rules.js';

// ajv-formats and ajv-errors are CommonJS modules whose default export is the plugin.
const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const addErrors = ajvErrorsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * `fast` answers valid/invalid and stops at the first failure; `report` collects every failure with its
 * schema node (`verbose`) and its contract message (ajv-errors). Only an invalid document pays for `report`.
 */
export type Tier = 'fast' | 'report';

/** A compiled tier of one variant. */
export interface CompiledTier {
  readonly ajv: Ajv2020;
  /** Absolute location (`<$id>#<pointer>`) of every schema node the tier compiled. */
  readonly locations: WeakMap<SchemaNode, string>;
  readonly validators: Map<SchemaEntry, ValidateFunction>;
}

const tiers = new Map<string, CompiledTier>();

/**
 * A configured Ajv instance for a tier, with no schema added. Options shared by every tier; none of them
 * changes the data (no defaults, coercion or removal), and `$data` stays off.
 */
export function createAjv(tier: Tier): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: tier === 'report',
    verbose: tier === 'report',
    messages: tier === 'report',
    $data: false,
    useDefaults: false,
    coerceTypes: false,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addVocabulary([...CONTRACT_VOCABULARY]);
  if (tier === 'report') addErrors(ajv);
  if (tier === 'fast') for (const [name, check] of Object.entries(FAST_FORMATS)) ajv.addFormat(name, check);
  return ajv;
}

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
 * The documents a tier of a variant compiles: the variant's documents, with contract messages for `report`
 * and character-code format checks for `fast` (register them with {@link createAjv}`('fast')`).
 */
export function tierDocuments(variant: SchemaVariant, tier: Tier): SchemaDocument[] {
  const documents = deriveVariant(loadSchemaDocuments(), variant);
  if (tier === 'report') return withReportMessages(documents);
  return documents.map((doc) => ({ file: doc.file, schema: mapSchema(doc.schema, withFastFormats) as SchemaDocument['schema'] }));
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
  const key = `${variantName(variant)}/${tier}`;
  let compiled = tiers.get(key);
  if (compiled === undefined) {
    compiled = buildTier(variant, tier);
    tiers.set(key, compiled);
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
