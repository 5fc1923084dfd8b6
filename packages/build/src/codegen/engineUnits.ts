import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { SCHEMA_IDS, type SchemaEntry } from 'user-summaries-contract/internal/schemas/ids';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import type { ChildUnit, UnitPlan } from 'user-summaries-contract/internal/validator/precompiledReading';
import { documentId, isDocumentRef, isUnitBoundary } from './engineDocuments.js';

/**
 * The entry points a report starts from: every entry but `response`, whose root `anyOf` of the envelopes is
 * never reported as such (validateResponse resolves the envelope first: src/validator/envelope.ts).
 */
const REPORT_ENTRIES: readonly SchemaEntry[] = (Object.keys(SCHEMA_IDS) as SchemaEntry[]).filter(
  (entry) => entry !== 'response',
);

/** The name of a document's unit in generated code: `heart-rate-slot.schema.json` is `heartRateSlot`. */
function unitNameOf(file: string): string {
  return file.replace(/\.schema\.json$/, '').replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Keywords under which a unit boundary would make a branch's verdict depend on another unit's checks. */
const BRANCHES = ['anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'contains', 'dependentSchemas'];
/** Keywords whose instance locations the walk does not enumerate: no boundary may lie under them. */
const UNWALKED = [
  'prefixItems',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'dependentSchemas',
];

/** The node a `$ref` with a fragment names (`#/$defs/x` in `base`, or `common.schema.json#/$defs/date`). */
function resolveFragment(
  ref: string,
  base: SchemaDocument,
  byFile: ReadonlyMap<string, SchemaDocument>,
): { doc: SchemaDocument; node: SchemaNode } {
  const [file, fragment = ''] = ref.split('#');
  const doc = file === '' || file === undefined ? base : byFile.get(file);
  if (doc === undefined) throw new Error(`unresolved $ref ${ref} in ${base.file}`);
  let node: unknown = doc.schema;
  for (const token of fragment.split('/').slice(1))
    node = isSchemaNode(node) ? node[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  if (!isSchemaNode(node)) throw new Error(`unresolved $ref ${ref} in ${base.file}`);
  return { doc, node };
}

/**
 * The nested units of a unit: where, under its root, an array's `items` is a `$ref` to a whole document (a unit
 * boundary: {@link isUnitBoundary}), as an instance path (`*` for every item of the array). A whole document
 * reached otherwise (a group under its day) is part of the unit: its members are followed as the unit's own. Follows
 * `$ref`s with a fragment; throws when a boundary lies under a branch (`anyOf`, `not`, `if`, ...: a walk by units
 * could not decide that branch) or under a keyword whose instance locations the walk does not enumerate, so a schema
 * change the engine cannot report exactly fails the build.
 */
function childUnits(doc: SchemaDocument, root: SchemaNode, byFile: ReadonlyMap<string, SchemaDocument>): ChildUnit[] {
  const found: ChildUnit[] = [];
  const visit = (
    at: SchemaDocument,
    node: SchemaNode,
    path: readonly string[],
    where: string | undefined,
    seen: ReadonlySet<SchemaNode>,
  ): void => {
    if (seen.has(node)) return;
    const inside = new Set(seen).add(node);
    const ref = node['$ref'];
    if (isDocumentRef(ref, byFile)) {
      const target = byFile.get(ref) as SchemaDocument;
      visit(target, target.schema, path, where, inside);
    } else if (typeof ref === 'string') {
      const target = resolveFragment(ref, at, byFile);
      visit(target.doc, target.node, path, where, inside);
    }
    const properties = node['properties'];
    if (isSchemaNode(properties)) {
      for (const [key, child] of Object.entries(properties))
        if (isSchemaNode(child)) visit(at, child, [...path, key], where, inside);
    }
    const items = node['items'];
    if (isUnitBoundary(items, byFile)) {
      if (where !== undefined)
        throw new Error(`${doc.file}: the unit ${items.$ref} lies under ${where}; a report by units cannot decide it`);
      found.push({ path: [...path, '*'], unit: unitNameOf(items.$ref) });
    } else if (isSchemaNode(items)) visit(at, items, [...path, '*'], where, inside);
    if (Array.isArray(node['allOf']))
      for (const child of node['allOf'] as unknown[]) if (isSchemaNode(child)) visit(at, child, path, where, inside);
    for (const keyword of [...BRANCHES, ...UNWALKED]) {
      const value = node[keyword];
      const children = Array.isArray(value)
        ? value
        : isSchemaNode(value)
          ? keyword === 'dependentSchemas' || keyword === 'patternProperties'
            ? Object.values(value)
            : [value]
          : [];
      for (const child of children) if (isSchemaNode(child)) visit(at, child, path, where ?? keyword, inside);
    }
  };
  visit(doc, root, [], undefined, new Set());
  return found;
}

/**
 * The report units of a reading, by name: each entry point (`userSummary`, `paginator`, ...) and each document an
 * array's items are (a day of an envelope, the slots of a group), with its schema id and its nested units.
 */
export function unitPlan(
  documents: readonly SchemaDocument[],
): Readonly<Record<string, { readonly id: string; readonly children: readonly ChildUnit[] }>> {
  const byFile = new Map<string, SchemaDocument>(documents.map((doc) => [doc.file, doc]));
  const plan: Record<string, { id: string; children: readonly ChildUnit[] }> = {};
  const add = (name: string, id: string, doc: SchemaDocument, node: SchemaNode): void => {
    if (name in plan) return;
    const children = childUnits(doc, node, byFile);
    plan[name] = { id, children };
    for (const child of children) {
      const file = [...byFile.keys()].find((f) => unitNameOf(f) === child.unit) as string;
      const target = byFile.get(file) as SchemaDocument;
      add(child.unit, documentId(file), target, target.schema);
    }
  };
  for (const entry of REPORT_ENTRIES) {
    const id = SCHEMA_IDS[entry];
    const [base = '', fragment] = id.split('#');
    const file = base.slice(base.lastIndexOf('/') + 1);
    const doc = byFile.get(file);
    if (doc === undefined) throw new Error(`no document for ${id}`);
    const node = fragment === undefined ? doc.schema : resolveFragment(`#${fragment}`, doc, byFile).node;
    add(entry, id, doc, node);
  }
  return plan;
}

/** The unit plan of a reading as {@link UnitPlan}: children by unit name. */
export function childrenByUnit(plan: ReturnType<typeof unitPlan>): UnitPlan {
  return Object.fromEntries(Object.entries(plan).map(([name, unit]) => [name, unit.children]));
}
