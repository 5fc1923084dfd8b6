import type { SchemaDocument, SchemaNode } from '../schemas/documents.js';
import { isSchemaNode, walkSchema } from '../schemas/walk.js';
import { comparePointers, escapePointerToken } from './pointer.js';

/**
 * A node whose `properties` are listed in document order (the order of reports: `comparePointers`), so that the
 * report tier checks an object's members in the order its report lists them. Verdicts and errors are
 * unchanged; only the order in which Ajv raises them moves, which a capped report needs (boundedReportCode.ts).
 */
export function withPropertiesInDocumentOrder(node: Record<string, unknown>): Record<string, unknown> {
  const properties = node['properties'];
  if (!isSchemaNode(properties)) return node;
  const names = Object.keys(properties).sort((a, b) => comparePointers(`/${escapePointerToken(a)}`, `/${escapePointerToken(b)}`));
  return { ...node, properties: Object.fromEntries(names.map((name) => [name, properties[name]])) };
}

/** Keywords under which a subschema's verdict decides whether errors of its own are kept. */
const BRANCHING = ['anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'contains', 'dependentSchemas'];

/** Whether a node asserts anything over array items (a loop a report may stop early). */
function loopsOverItems(node: SchemaNode): boolean {
  return 'items' in node || 'prefixItems' in node || 'contains' in node || 'unevaluatedItems' in node;
}

/**
 * Fails when a report tier's documents loop over array items inside a branch (`anyOf`, `not`, `if`, ...) or
 * through a `$ref` from one: a capped report stops such loops early, which is exact only when no branch's
 * verdict depends on them (boundedReportCode.ts). A schema change that breaks this fails the first compile.
 */
export function assertNoItemsUnderBranches(documents: readonly SchemaDocument[]): void {
  const byFile = new Map<string, SchemaNode>(documents.map((doc) => [doc.file, doc.schema]));
  const loops = new Map<SchemaNode, boolean>();
  // Whether a node or anything it reaches (by $ref to a document too) loops over items.
  const reachesLoop = (root: SchemaNode): boolean => {
    const known = loops.get(root);
    if (known !== undefined) return known;
    loops.set(root, false);
    let found = false;
    walkSchema(root, (node) => {
      if (loopsOverItems(node)) found = true;
      const ref = node['$ref'];
      const target = typeof ref === 'string' ? byFile.get(ref.split('#')[0] ?? '') : undefined;
      if (target !== undefined && target !== root && reachesLoop(target)) found = true;
    });
    loops.set(root, found);
    return found;
  };
  for (const doc of documents) {
    walkSchema(doc.schema, (node, pointer) => {
      for (const keyword of BRANCHING) {
        const value = node[keyword];
        const branches = Array.isArray(value) ? value : isSchemaNode(value) ? (keyword === 'dependentSchemas' ? Object.values(value) : [value]) : [];
        for (const branch of branches) {
          if (isSchemaNode(branch) && reachesLoop(branch)) {
            throw new Error(`${doc.file}#${pointer}/${keyword}: a branch loops over array items; a capped report cannot stop there exactly`);
          }
        }
      }
    });
  }
}
