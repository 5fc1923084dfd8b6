import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode, mapSchema, walkSchema } from 'user-summaries-contract/internal/schemas/walk';
import { resourceName } from './resourceNames.js';

/** The absolute URI of a `$ref`, split into the resource URI and its fragment (without `#`). */
export function resolveRef(ref: string, baseId: string): { readonly uri: string; readonly fragment: string } {
  const url = new URL(ref, baseId);
  const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  return { uri: url.href, fragment };
}

/** The documents reachable by `$ref` from the entry document, the entry first, in a stable order. */
function reachableDocuments(documents: readonly SchemaDocument[], entry: SchemaDocument): SchemaDocument[] {
  const byId = new Map(documents.map((doc) => [doc.schema.$id, doc]));
  const seen = new Map<string, SchemaDocument>([[entry.schema.$id, entry]]);
  const queue = [entry];
  for (let doc = queue.shift(); doc !== undefined; doc = queue.shift()) {
    const baseId = doc.schema.$id;
    walkSchema(doc.schema, (node) => {
      if (typeof node['$ref'] !== 'string') return;
      const { uri } = resolveRef(node['$ref'], baseId);
      const target = byId.get(uri);
      if (target === undefined) throw new Error(`unresolvable $ref ${node['$ref']} in ${doc.file}`);
      if (!seen.has(uri)) {
        seen.set(uri, target);
        queue.push(target);
      }
    });
  }
  const [first, ...rest] = [...seen.values()];
  return [first as SchemaDocument, ...rest.sort((a, b) => a.file.localeCompare(b.file))];
}

/**
 * A copy of a document's schema with every `$ref` rewritten to a local pointer: `locate(uri)` names where the
 * resource `uri` sits in the output document (`#` for the root, `#/$defs/Common` for an embedded one).
 */
function rewriteRefs(schema: SchemaDocument['schema'], locate: (uri: string) => string): SchemaNode {
  const baseId = schema.$id;
  return mapSchema(schema, (node) => {
    const ref = node['$ref'];
    if (typeof ref !== 'string') return node;
    const { uri, fragment } = resolveRef(ref, baseId);
    const at = locate(uri);
    node['$ref'] = `${at}${fragment}`;
    return node;
  });
}

/** An embedded resource: the schema without the keywords only a resource root may carry. */
function embedded(schema: SchemaNode): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  return rest;
}

/** Options of {@link bundleSchema}. */
export interface BundleOptions {
  /** The `$id` of the bundle itself. */
  readonly id: string;
  /** The top-level `$comment`: the generated-file header. */
  readonly comment: string;
}

/**
 * One self-contained JSON Schema 2020-12 document for an entry point: the entry document at the root, every
 * document it references embedded under `$defs/<Name>` (without `$id`), and every `$ref` rewritten to a local
 * JSON pointer (`#/$defs/Common/$defs/date`). Needs no `$id` resolution at all, so every 2020-12 engine reads
 * it the same way.
 *
 * @example
 * const bundle = bundleSchema(loadSchemaDocuments(), 'user-summary.schema.json', { id, comment });
 */
export function bundleSchema(
  documents: readonly SchemaDocument[],
  entryFile: string,
  options: BundleOptions,
): SchemaNode {
  const entry = documents.find((doc) => doc.file === entryFile);
  if (entry === undefined) throw new Error(`no schema document ${entryFile}`);
  const resources = reachableDocuments(documents, entry);
  const names = new Map(resources.map((doc) => [doc.schema.$id, resourceName(doc.file)]));
  const locate = (uri: string): string => (uri === entry.schema.$id ? '#' : `#/$defs/${String(names.get(uri))}`);
  const root = rewriteRefs(entry.schema, locate);
  const ownDefs = isSchemaNode(root['$defs']) ? root['$defs'] : {};
  const defs: Record<string, unknown> = { ...ownDefs };
  for (const doc of resources.slice(1)) {
    const name = String(names.get(doc.schema.$id));
    if (name in defs) throw new Error(`$defs name ${name} of ${doc.file} collides in ${entryFile}`);
    defs[name] = embedded(rewriteRefs(doc.schema, locate));
  }
  const { $schema, $id: _id, $comment, $defs: _defs, ...body } = root;
  return {
    $schema,
    $id: options.id,
    $comment: typeof $comment === 'string' ? `${options.comment} ${$comment}` : options.comment,
    ...body,
    $defs: defs,
  };
}

/**
 * Every embedded resource of a set of documents as OpenAPI `components/schemas` entries, keyed by
 * {@link resourceName}, with every `$ref` rewritten to `#/components/schemas/<Name>...`.
 */
export function componentSchemas(
  documents: readonly SchemaDocument[],
  entries: readonly SchemaDocument[],
): Record<string, SchemaNode> {
  const resources = new Map<string, SchemaDocument>();
  for (const entry of entries)
    for (const doc of reachableDocuments(documents, entry)) resources.set(doc.schema.$id, doc);
  const sorted = [...resources.values()].sort((a, b) => a.file.localeCompare(b.file));
  const names = new Map(sorted.map((doc) => [doc.schema.$id, resourceName(doc.file)]));
  const locate = (uri: string): string => `#/components/schemas/${String(names.get(uri))}`;
  return Object.fromEntries(
    sorted.map((doc) => [String(names.get(doc.schema.$id)), embedded(rewriteRefs(doc.schema, locate))]),
  );
}
