import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { carriesRule, referencedSchema } from 'user-summaries-contract/internal/schemas/propertyShape';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { resolveRef } from './bundle.js';
import { withValue, without, type Json } from './jsonEdit.js';
import { at, vector, type ExpectedViolation, type VectorTest } from './vectorTypes.js';

/** An object of the base record and the schema document that describes it. */
interface Location {
  readonly pointer: string;
  readonly doc: SchemaDocument;
}

function label(pointer: string): string {
  return pointer.slice(1).replaceAll('/0/', '[0].').replaceAll('/', '.').replace(/\/0$/, '[0]');
}

/** The document a `$ref` of `doc` points at, when it is a whole document (not a `$defs` entry). */
function refDocument(
  documents: readonly SchemaDocument[],
  doc: SchemaDocument,
  ref: unknown,
): SchemaDocument | undefined {
  if (typeof ref !== 'string') return undefined;
  const { uri, fragment } = resolveRef(ref, doc.schema.$id);
  return fragment === '' ? documents.find((d) => d.schema.$id === uri) : undefined;
}

/** The `$defs` node of common.schema.json a property references, if any. */
function commonDef(documents: readonly SchemaDocument[], doc: SchemaDocument, ref: unknown): SchemaNode | undefined {
  if (typeof ref !== 'string') return undefined;
  const { uri, fragment } = resolveRef(ref, doc.schema.$id);
  const target = documents.find((d) => d.schema.$id === uri)?.schema;
  const defs = target?.['$defs'];
  const name = fragment.replace('/$defs/', '');
  return isSchemaNode(defs) && isSchemaNode(defs[name]) ? defs[name] : undefined;
}

function types(node: SchemaNode | undefined): unknown[] {
  const type = node?.['type'];
  return Array.isArray(type) ? type : type === undefined ? [] : [type];
}

/** Every object of the base record with its document: the summary, its groups and their first slots. */
function locations(documents: readonly SchemaDocument[], root: SchemaDocument, base: Json): Location[] {
  const out: Location[] = [];
  const visit = (pointer: string, doc: SchemaDocument, value: Json | undefined): void => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    out.push({ pointer, doc });
    const properties = isSchemaNode(doc.schema['properties']) ? doc.schema['properties'] : {};
    for (const [key, property] of Object.entries(properties)) {
      if (!isSchemaNode(property)) continue;
      const child = refDocument(documents, doc, referencedSchema(property));
      if (child !== undefined) visit(`${pointer}/${key}`, child, value[key]);
      const items = isSchemaNode(property['items'])
        ? refDocument(documents, doc, property['items']['$ref'])
        : undefined;
      const list = value[key];
      if (items !== undefined && Array.isArray(list)) visit(`${pointer}/${key}/0`, items, list[0]);
    }
  };
  visit('', root, base);
  return out;
}

/** The heat/heart pairs of a document: each spelling with the pointer-key a missing pair is reported at. */
function pairs(schema: SchemaNode): { readonly keys: readonly string[]; readonly reportedAt: string }[] {
  const allOf = Array.isArray(schema['allOf']) ? schema['allOf'] : [];
  return allOf
    .filter(
      (item): item is SchemaNode =>
        isSchemaNode(item) && item['x-rule'] === 'present_without' && Array.isArray(item['anyOf']),
    )
    .map((item) => {
      const keys = (item['anyOf'] as SchemaNode[]).map((branch) => String((branch['required'] as string[])[0]));
      return { keys, reportedAt: String(keys[0]) };
    });
}

/** What removing `key` from the object at `location` breaks. */
function missing(location: Location, key: string, base: { [key: string]: Json }): ExpectedViolation[] {
  const schema = location.doc.schema;
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  const properties = schema['properties'] as Record<string, SchemaNode>;
  if (required.includes(key))
    return [at(`${location.pointer}/${key}`, String(properties[key]?.['x-missing'] ?? 'required'))];
  const pair = pairs(schema).find((p) => p.keys.includes(key));
  if (pair?.keys.every((k) => k === key || !(k in base)))
    return [at(`${location.pointer}/${pair.reportedAt}`, 'present_without')];
  return [];
}

/** What setting `key` to null breaks. */
function nulled(
  documents: readonly SchemaDocument[],
  location: Location,
  key: string,
  property: SchemaNode,
): ExpectedViolation[] {
  const pointer = `${location.pointer}/${key}`;
  if (carriesRule(property, 'filled')) return [at(pointer, 'filled')];
  const own = types(property);
  const nullable =
    own.length > 0
      ? own.includes('null')
      : types(commonDef(documents, location.doc, property['$ref'])).includes('null');
  return nullable ? [] : [at(pointer, 'type')];
}

/**
 * The rule sweep: for every field of every object of `record` (a complete valid record), three cases derived
 * from the schemas: the key missing, the value null, and a value of the wrong JSON type, each with the
 * one violation it must produce (or none). Each case carries the top-level `date` and the one member it
 * edits, so the vectors stay small.
 */
export function fieldSweep(
  documents: readonly SchemaDocument[],
  rootFile: string,
  record: { [key: string]: Json },
): VectorTest[] {
  const root = documents.find((doc) => doc.file === rootFile);
  if (root === undefined) throw new Error(`no ${rootFile}`);
  const tests: VectorTest[] = [];
  for (const location of locations(documents, root, record)) {
    const properties = location.doc.schema['properties'] as Record<string, SchemaNode>;
    const object = location.pointer === '' ? record : (resolveIn(record, location.pointer) as { [key: string]: Json });
    for (const [key, property] of Object.entries(properties)) {
      const pointer = `${location.pointer}/${key}`;
      const name = label(pointer);
      const base = scoped(record, pointer);
      if (key in object) {
        const expected = missing(location, key, object);
        tests.push(vector(`rule sweep: ${name} missing: ${outcome(expected)}`, without(base, pointer), expected));
      }
      const wasNull = nulled(documents, location, key, property);
      tests.push(vector(`rule sweep: ${name} null: ${outcome(wasNull)}`, withValue(base, pointer, null), wasNull));
      const stringLike =
        types(commonDef(documents, location.doc, property['$ref'])).includes('string') ||
        types(property).includes('string');
      const wrong: Json = stringLike ? 12 : 'x';
      tests.push(
        vector(`rule sweep: ${name} ${JSON.stringify(wrong)}: one type violation`, withValue(base, pointer, wrong), [
          at(pointer, 'type'),
        ]),
      );
    }
  }
  return tests;
}

/** The record cut down to what a case needs: the top-level `date` and the member the pointer lies in. */
function scoped(record: { [key: string]: Json }, pointer: string): { [key: string]: Json } {
  const top = pointer.split('/')[1] ?? '';
  const out: { [key: string]: Json } = {};
  for (const key of ['date', top]) if (key in record) out[key] = record[key] as Json;
  return out;
}

function outcome(expected: readonly ExpectedViolation[]): string {
  return expected.length === 0 ? 'valid' : `one ${String(expected[0]?.rule)} violation`;
}

function resolveIn(root: Json, pointer: string): Json | undefined {
  let current: Json | undefined = root;
  for (const token of pointer.slice(1).split('/')) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (typeof current === 'object' && current !== null) current = current[token];
    else return undefined;
  }
  return current;
}
