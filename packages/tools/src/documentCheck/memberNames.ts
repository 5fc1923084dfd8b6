import { loadSchemaDocuments, type SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { closest } from './suggest.js';

/** The member names a schema node lists: its `properties`, and those of its `allOf` branches. */
function listedNames(node: SchemaNode): string[] {
  const own = isSchemaNode(node['properties']) ? Object.keys(node['properties']) : [];
  const branches = Array.isArray(node['allOf']) ? node['allOf'].filter(isSchemaNode).flatMap(listedNames) : [];
  return [...new Set([...own, ...branches])];
}

/**
 * The member names the contract lists for the object an `unknown_field` violation was found in, read from the
 * schema documents of `schemas/` at the violation's `schemaPath` (`…/activity.schema.json#/additionalProperties`:
 * the node that owns the keyword). Empty when the path does not lead to a node of those documents.
 */
function contractMemberNames(schemaPath: string): readonly string[] {
  // The schema paths are the documents' own (a few dozen): each is read once.
  let names = namesByPath.get(schemaPath);
  if (names === undefined) namesByPath.set(schemaPath, (names = readMemberNames(schemaPath)));
  return names;
}
const namesByPath = new Map<string, readonly string[]>();

function readMemberNames(schemaPath: string): readonly string[] {
  const hash = schemaPath.indexOf('#');
  if (hash === -1) return [];
  const id = schemaPath.slice(0, hash);
  let node: unknown = loadSchemaDocuments().find((d) => d.schema.$id === id)?.schema;
  // The keyword itself (additionalProperties, unevaluatedProperties) is the last token: its owner lists the names.
  for (const token of parsePointer(schemaPath.slice(hash + 1)).slice(0, -1)) {
    node = isSchemaNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
  }
  return isSchemaNode(node) ? listedNames(node) : [];
}

/**
 * The contract member a mistyped one most likely meant (`heartRate`, `heart-rate` → `heart_rate`; `total_step`
 * → `total_steps`), from the names its object lists; undefined when none is close.
 *
 * @example
 * suggestMember('heartRate', 'https://schemas.user-summaries.example/v1/user-summary.schema.json#/additionalProperties'); // 'heart_rate'
 */
export function suggestMember(name: string, schemaPath: string): string | undefined {
  // A --strict run meets the same unknown members document after document (the live API's extra fields): each
  // (object, name) is worked out once, in a bounded memo.
  const key = `${schemaPath}\u0000${name}`;
  if (suggested.has(key)) return suggested.get(key);
  const names = contractMemberNames(schemaPath);
  // Same letters in another case or separator style first (camelCase, kebab-case), then the closest spelling.
  const fold = (text: string): string => text.toLowerCase().replace(/[-_\s]/g, '');
  const suggestion = names.find((n) => fold(n) === fold(name)) ?? closest(name, names);
  if (suggested.size >= MAX_SUGGESTED) suggested.clear();
  // Long names (up to --max-key-length) are worked out again rather than kept.
  if (name.length <= 64) suggested.set(key, suggestion);
  return suggestion;
}
const suggested = new Map<string, string | undefined>();
const MAX_SUGGESTED = 4096;
