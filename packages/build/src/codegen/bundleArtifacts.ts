import { loadSchemaDocuments, type SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { SCHEMA_BASE_URI } from 'user-summaries-contract/internal/schemas/ids';
import {
  DEFAULT_READING,
  deriveReading,
  readingName,
  type Reading,
} from 'user-summaries-contract/internal/schemas/readings';
import { bundleSchema } from './bundle.js';
import { dispatchEnvelopes } from './envelopeDispatch.js';

/** One shipped bundle: an entry point in one reading. */
export interface BundleSpec {
  /** File name under schemas/bundles/. */
  readonly name: string;
  /** The entry document under schemas/. */
  readonly entry: 'user-summary.schema.json' | 'response.schema.json' | 'request.schema.json';
  readonly reading: Reading;
}

/** Folder of the bundles, from the package root. */
const BUNDLES_DIR = 'schemas/bundles';

const NO_SLOTS: Reading = { includeSlots: false, strict: false };
const STRICT: Reading = { includeSlots: true, strict: true };

function spec(entry: BundleSpec['entry'], reading: Reading): BundleSpec {
  const base = entry.replace('.schema.json', '');
  const suffix = readingName(reading) === 'default' ? '' : `.${readingName(reading)}`;
  return { name: `${base}${suffix}.bundle.json`, entry, reading };
}

/**
 * Every shipped bundle: each entry point in the default reading, and the include_slots=0 (`no-slots`) and
 * producers' `strict` readings of the summary and the response.
 */
export const BUNDLES: readonly BundleSpec[] = [
  spec('user-summary.schema.json', DEFAULT_READING),
  spec('user-summary.schema.json', NO_SLOTS),
  spec('user-summary.schema.json', STRICT),
  spec('response.schema.json', DEFAULT_READING),
  spec('response.schema.json', NO_SLOTS),
  spec('response.schema.json', STRICT),
  spec('request.schema.json', DEFAULT_READING),
];

/** The `$id` of a shipped bundle. */
export function bundleId(spec: BundleSpec): string {
  return `${SCHEMA_BASE_URI}bundles/${spec.name}`;
}

/** A reading in words, for headers and descriptions. */
function describeReading(reading: Reading): string {
  const slots = reading.includeSlots ? 'slots required (include_slots=1)' : 'slots optional (include_slots=0)';
  const unknown = reading.strict ? 'unknown fields rejected (strict reading)' : 'unknown fields allowed';
  return `${slots}, ${unknown}`;
}

/**
 * The bundle of a spec, built from the documents in schemas/; a response bundle picks its envelope by
 * `if`/`then` ({@link dispatchEnvelopes}).
 */
export function buildBundle(spec: BundleSpec): SchemaNode {
  const documents = deriveReading(loadSchemaDocuments(), spec.reading);
  const comment =
    `GENERATED from schemas/${spec.entry} and the documents it references (reading: ${describeReading(spec.reading)}) ` +
    'by `npm run generate`; do not edit. Every $ref is local; each referenced document sits under $defs/<Name>.';
  const bundle = bundleSchema(documents, spec.entry, { id: bundleId(spec), comment });
  return spec.entry === 'response.schema.json' ? dispatchEnvelopes(bundle) : bundle;
}

/** JSON text of a generated JSON file: two-space indent and a final newline. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The bundles as artifacts for the ARTIFACTS registry. */
export const BUNDLE_ARTIFACTS = BUNDLES.map((b) => ({
  path: `${BUNDLES_DIR}/${b.name}`,
  content: () => jsonText(buildBundle(b)),
}));
