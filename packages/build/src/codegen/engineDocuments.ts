import {
  loadSchemaDocuments,
  type SchemaDocument,
  type SchemaNode,
} from 'user-summaries-contract/internal/schemas/documents';
import { SCHEMA_BASE_URI } from 'user-summaries-contract/internal/schemas/ids';
import { deriveReading, type Reading } from 'user-summaries-contract/internal/schemas/readings';
import { isSchemaNode, mapSchema, subschemasOf, walkSchema } from 'user-summaries-contract/internal/schemas/walk';
import { FAST_FORMAT_NAMES } from 'user-summaries-contract/internal/validator/fastFormats';
import { LOCATION_KEYWORD, ORDER_KEYWORD } from 'user-summaries-contract/internal/validator/fromAjvErrors';
import { resolveRef } from './bundle.js';
import { withContractMessages } from './contractMessages.js';
import { withSafeIntegerKeyword } from './safeIntegerKeyword.js';
import { VERDICT_KEYWORD } from './verdictKeyword.js';

// The documents each tier of the engine compiles, derived at build time from schemas/ (never copies of them).

/** Whether a `$ref` names a whole document of the contract (`heart-rate.schema.json`). */
export function isDocumentRef(ref: unknown, files: { has(file: string): boolean }): ref is string {
  return typeof ref === 'string' && files.has(ref);
}

/**
 * Whether an array's `items` is a unit boundary of the report: a `$ref` to a whole document (the days of an
 * envelope, the slots of a group), whose instances the walk reports one at a time (src/validator/unitWalk.ts). A
 * whole document reached otherwise (a group of a day) is checked with the unit that reaches it.
 */
export function isUnitBoundary(
  items: unknown,
  files: { has(file: string): boolean },
): items is SchemaNode & { readonly $ref: string } {
  return isSchemaNode(items) && isDocumentRef(items['$ref'], files);
}

function mapped(
  documents: readonly SchemaDocument[],
  transform: (node: Record<string, unknown>) => Record<string, unknown>,
): SchemaDocument[] {
  return documents.map((doc) => ({
    file: doc.file,
    schema: mapSchema(doc.schema, transform) as SchemaDocument['schema'],
  }));
}

/**
 * The fast tier checks the fixed-width formats (`x-format`) by character codes: their `pattern`, length bounds
 * and `format` become one format of the same verdict (src/validator/fastFormats.ts).
 */
function withFastFormats(node: Record<string, unknown>): Record<string, unknown> {
  const xFormat = node['x-format'];
  if (typeof xFormat !== 'string' || !Object.hasOwn(FAST_FORMAT_NAMES, xFormat) || typeof node['pattern'] !== 'string')
    return node;
  const { pattern: _p, minLength: _min, maxLength: _max, format: _f, ...rest } = node;
  return { ...rest, format: FAST_FORMAT_NAMES[xFormat as keyof typeof FAST_FORMAT_NAMES] };
}

/**
 * Slot items compiled inline: a `$ref` to a whole document that refers to no other whole document (the slot
 * documents) becomes `allOf: [<its body>]`, so a group checks its slots in one loop rather than with a function
 * call per slot. Same verdicts: the documents share one base URI, so the inlined body's relative `$ref`s resolve
 * to the same nodes.
 */
function withLeafDocumentsInlined(documents: readonly SchemaDocument[]): SchemaDocument[] {
  const files = new Set<string>(documents.map((doc) => doc.file));
  const leaves = new Map<string, SchemaNode>();
  for (const doc of documents) {
    let refersToDocument = false;
    walkSchema(doc.schema, (node) => {
      if (isDocumentRef(node['$ref'], files)) refersToDocument = true;
    });
    if (refersToDocument) continue;
    const { $id: _id, $schema: _dialect, ...body } = doc.schema;
    leaves.set(doc.file, body);
  }
  return mapped(documents, (node) => {
    const leaf = isDocumentRef(node['$ref'], files) ? leaves.get(node['$ref']) : undefined;
    if (leaf === undefined) return node;
    const { $ref: _ref, ...rest } = node;
    return { ...rest, allOf: [...(Array.isArray(rest['allOf']) ? (rest['allOf'] as unknown[]) : []), leaf] };
  });
}

/**
 * The documents of a reading as the fast tier compiles them: fixed-width formats by character codes, safe
 * integers in one test, slot items inlined. Same verdicts as the documents as written (test/schemas/).
 *
 * @example
 * const ajv = createEngineAjv('fast');
 * for (const doc of fastDocuments(DEFAULT_READING)) ajv.addSchema(doc.schema);
 */
export function fastDocuments(reading: Reading): SchemaDocument[] {
  const documents = deriveReading(loadSchemaDocuments(), reading);
  const inlined = withLeafDocumentsInlined(
    mapped(documents, (node) => withoutAnnotations(withSafeIntegerKeyword(withFastFormats(node)))),
  );
  return inlined.map((doc) => ({ file: doc.file, schema: asVerdicts(doc.schema) as SchemaDocument['schema'] }));
}

/**
 * The documents of a reading as the fast tier compiles them, with every unit boundary ({@link isUnitBoundary})
 * cut to `items: true`: the verdict on a unit's own members, as its report validator reads them (a day and its
 * groups, not their slots). The walk asks it first and runs the report only when it fails: most days that fail
 * fail in their slots, and the verdict costs less than the report.
 *
 * @example
 * const ajv = createEngineAjv('fast');
 * for (const doc of ownDocuments(DEFAULT_READING)) ajv.addSchema(doc.schema);
 */
export function ownDocuments(reading: Reading): SchemaDocument[] {
  const documents = deriveReading(loadSchemaDocuments(), reading);
  const files = new Set<string>(documents.map((doc) => doc.file));
  const cut = mapped(documents, (node) => {
    if (isUnitBoundary(node['items'], files)) node['items'] = true;
    return withoutAnnotations(withSafeIntegerKeyword(withFastFormats(node)));
  });
  return cut.map((doc) => ({ file: doc.file, schema: asVerdicts(doc.schema) as SchemaDocument['schema'] }));
}

/**
 * A schema of an array of a leaf unit (a slot), checked item by item in one loop with the fast tier's documents,
 * whose first error names the first item that fails (its `instancePath` starts with its index): the walk checks a
 * group's slots with it, and reports only the items that fail. Its `$id` sits beside the documents, so the leaf's
 * relative `$ref`s resolve as in the leaf.
 *
 * @example
 * itemsSchema(DEFAULT_READING, 'heart-rate-slot.schema.json'); // { $id: '…/heart-rate-slot.items.json', type: 'array', items: {…} }
 */
export function itemsSchema(reading: Reading, file: string): SchemaNode & { readonly $id: string } {
  const leaf = deriveReading(loadSchemaDocuments(), reading).find((doc) => doc.file === file);
  if (leaf === undefined) throw new Error(`no document ${file}`);
  const {
    $id: _id,
    $schema: _dialect,
    ...body
  } = mapSchema(leaf.schema, (node) => withoutAnnotations(withSafeIntegerKeyword(withFastFormats(node))));
  return { $id: `${SCHEMA_BASE_URI}${file.replace(/\.schema\.json$/, '.items.json')}`, type: 'array', items: body };
}

/** Keys a document's root keeps outside its verdict: its identity and its definitions. */
const ROOT_KEYS = new Set(['$id', '$schema', '$defs']);

/**
 * Every schema a fast-tier function is compiled from (a document's root, and each of its `$defs` that Ajv compiles
 * as a function) moves its assertions under {@link VERDICT_KEYWORD}, whose code creates no error object.
 */
function asVerdicts(root: SchemaNode): SchemaNode {
  const wrap = (node: SchemaNode, keep: ReadonlySet<string>): Record<string, unknown> => {
    const kept = Object.fromEntries(Object.entries(node).filter(([key]) => keep.has(key)));
    const rest = Object.fromEntries(Object.entries(node).filter(([key]) => !keep.has(key)));
    return Object.keys(rest).length === 0 ? kept : { ...kept, [VERDICT_KEYWORD]: rest };
  };
  const wrapped = wrap(root, ROOT_KEYS);
  const defs = root['$defs'];
  // A definition with a `$ref` inside is a function of its own (Ajv inlines only those without); the others are
  // inlined into their callers' code, under the callers' verdict.
  const refers = (node: SchemaNode): boolean => {
    let found = false;
    walkSchema(node, (n) => {
      if (typeof n['$ref'] === 'string') found = true;
    });
    return found;
  };
  if (isSchemaNode(defs))
    wrapped['$defs'] = Object.fromEntries(
      Object.entries(defs).map(([name, def]) => [name, isSchemaNode(def) && refers(def) ? wrap(def, new Set()) : def]),
    );
  return wrapped;
}

/** Keys that only document a node: the tiers' code does not embed them (messages are resolved by then). */
const ANNOTATIONS = ['description', '$comment', 'title', 'examples'];

/** A node without the keys that only document it (its verdict does not change). */
function withoutAnnotations(node: Record<string, unknown>): Record<string, unknown> {
  for (const key of ANNOTATIONS) delete node[key];
  return node;
}

/**
 * The documents of a reading as the report tier compiles them: each node carries its own location
 * (`x-location`, read into `Violation.schemaPath`) and its contract messages (ajv-errors' `errorMessage`), and
 * every unit boundary ({@link isUnitBoundary}) is cut to `items: true`, so a unit's validator checks its own
 * members and those of the documents it reaches otherwise (a day checks its groups' members), never the items of a
 * nested unit: those (the days of an envelope, the slots of a group) are checked by their own validators, in
 * document order, by src/validator/unitWalk.ts (packages/build/src/codegen/engineUnits.ts finds them).
 *
 * @example
 * const ajv = createEngineAjv('report');
 * for (const doc of reportDocuments(DEFAULT_READING)) ajv.addSchema(doc.schema);
 */
export function reportDocuments(reading: Reading): SchemaDocument[] {
  const documents = deriveReading(loadSchemaDocuments(), reading);
  const files = new Set<string>(documents.map((doc) => doc.file));
  const located = documents.map((doc) => {
    // Locations first, on copies, from the documents as written: the transforms below keep every key.
    const located = mapSchema(doc.schema, (node) => node) as SchemaDocument['schema'];
    walkSchema(
      located,
      (node, pointer) => ((node as Record<string, unknown>)[LOCATION_KEYWORD] = `${doc.schema.$id}#${pointer}`),
    );
    const schema = mapSchema(located, (node) => {
      // An array whose items are a unit asserts nothing of them here: `items: true`, so no code loops over them.
      if (isUnitBoundary(node['items'], files)) node['items'] = true;
      return withoutAnnotations(withContractMessages(node, doc, documents));
    }) as SchemaDocument['schema'];
    return { file: doc.file, schema };
  });
  return withEvaluationOrder(located);
}

/**
 * Numbers every node of the documents ({@link ORDER_KEYWORD}) in the order an Ajv evaluation finishes them: a
 * `$ref`'s target and the node's subschemas before the node. ajv-errors reported a node's errors when the node was
 * done, after those of the nodes inside it; the mapping reads its contract messages without ajv-errors
 * (src/validator/fromAjvErrors.ts), and this number keeps ajv-errors' choice between two errors of one precedence
 * on one member (a property's own `type` and that of the definition it refers to).
 */
function withEvaluationOrder(documents: SchemaDocument[]): SchemaDocument[] {
  const byId = new Map<string, SchemaNode>(documents.map((doc) => [doc.schema.$id, doc.schema]));
  const numbered = new Set<SchemaNode>();
  let next = 0;
  const finish = (node: SchemaNode, base: string): void => {
    if (numbered.has(node)) return;
    numbered.add(node);
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      const { uri, fragment } = resolveRef(ref, base);
      let target: unknown = byId.get(uri);
      for (const token of fragment.split('/').slice(1))
        target = isSchemaNode(target) ? target[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
      if (!isSchemaNode(target)) throw new Error(`unresolved $ref ${ref} in ${base}`);
      finish(target, uri);
    }
    for (const [, child] of subschemasOf(node)) finish(child, base);
    (node as Record<string, unknown>)[ORDER_KEYWORD] = next++;
  };
  for (const doc of documents) finish(doc.schema, doc.schema.$id);
  return documents;
}

/** The `$id` of a schema document file. */
export function documentId(file: string): string {
  return `${SCHEMA_BASE_URI}${file}`;
}
