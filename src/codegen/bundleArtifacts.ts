import { loadSchemaDocuments, type SchemaNode } from '../schemas/documents.js';
import { SCHEMA_BASE_URI } from '../schemas/ids.js';
import { DEFAULT_VARIANT, deriveVariant, variantName, type SchemaVariant } from '../schemas/variants.js';
import { bundleSchema } from './bundle.js';
import { dispatchEnvelopes } from './envelopeDispatch.js';

/** One shipped bundle: an entry point read by one variant. */
export interface BundleSpec {
  /** File name under schemas/bundles/. */
  readonly name: string;
  /** The entry document under schemas/. */
  readonly entry: 'user-summary.schema.json' | 'response.schema.json' | 'request.schema.json';
  readonly variant: SchemaVariant;
}

/** Folder of the bundles, from the package root. */
const BUNDLES_DIR = 'schemas/bundles';

const NO_SLOTS: SchemaVariant = { includeSlots: false, strict: false };
const STRICT: SchemaVariant = { includeSlots: true, strict: true };

function spec(entry: BundleSpec['entry'], variant: SchemaVariant): BundleSpec {
  const base = entry.replace('.schema.json', '');
  const suffix = variantName(variant) === 'default' ? '' : `.${variantName(variant)}`;
  return { name: `${base}${suffix}.bundle.json`, entry, variant };
}

/**
 * Every shipped bundle: each entry point in the default variant, and the include_slots=0 (`no-slots`) and
 * producers' `strict` variants of the summary and the response.
 */
export const BUNDLES: readonly BundleSpec[] = [
  spec('user-summary.schema.json', DEFAULT_VARIANT),
  spec('user-summary.schema.json', NO_SLOTS),
  spec('user-summary.schema.json', STRICT),
  spec('response.schema.json', DEFAULT_VARIANT),
  spec('response.schema.json', NO_SLOTS),
  spec('response.schema.json', STRICT),
  spec('request.schema.json', DEFAULT_VARIANT),
];

/** The `$id` of a shipped bundle. */
export function bundleId(spec: BundleSpec): string {
  return `${SCHEMA_BASE_URI}bundles/${spec.name}`;
}

/** A variant in words, for headers and descriptions. */
function describeVariant(variant: SchemaVariant): string {
  const slots = variant.includeSlots ? 'slots required (include_slots=1)' : 'slots optional (include_slots=0)';
  const unknown = variant.strict ? 'unknown fields rejected (strict profile)' : 'unknown fields allowed';
  return `${slots}, ${unknown}`;
}

/**
 * The bundle of a spec, built from the documents in schemas/; a response bundle picks its envelope by
 * `if`/`then` ({@link dispatchEnvelopes}).
 */
export function buildBundle(spec: BundleSpec): SchemaNode {
  const documents = deriveVariant(loadSchemaDocuments(), spec.variant);
  const comment =
    `GENERATED from schemas/${spec.entry} and the documents it references (variant: ${describeVariant(spec.variant)}) ` +
    'by `npm run generate`; do not edit. Every $ref is local; each referenced document sits under $defs/<Name>.';
  const bundle = bundleSchema(documents, spec.entry, { id: bundleId(spec), comment });
  return spec.entry === 'response.schema.json' ? dispatchEnvelopes(bundle) : bundle;
}

/** JSON text of a generated JSON file: two-space indent and a final newline. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The bundles as artifacts for the ARTIFACTS registry. */
export const BUNDLE_ARTIFACTS = BUNDLES.map((b) => ({ path: `${BUNDLES_DIR}/${b.name}`, content: () => jsonText(buildBundle(b)) }));
