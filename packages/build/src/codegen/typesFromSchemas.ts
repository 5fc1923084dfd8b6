import { summaryGroups } from 'user-summaries-contract/internal/schemas/groups';
import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { referencedSchema } from 'user-summaries-contract/internal/schemas/propertyShape';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';

/** Type names of the documents and `$defs` that become named TypeScript types. */
const NAMES: Readonly<Record<string, string>> = {
  'user-summary.schema.json': 'UserSummary',
  'activity.schema.json': 'Activity',
  'activity-slot.schema.json': 'ActivitySlot',
  'heart-rate.schema.json': 'HeartRate',
  'heart-rate-slot.schema.json': 'HeartRateSlot',
  'sleep.schema.json': 'Sleep',
  'sleep-slot.schema.json': 'SleepSlot',
  'stress.schema.json': 'Stress',
  'stress-slot.schema.json': 'StressSlot',
  'respiration-rate.schema.json': 'RespirationRate',
  'respiration-rate-slot.schema.json': 'RespirationRateSlot',
  'temperature.schema.json': 'Temperature',
  'temperature-slot.schema.json': 'TemperatureSlot',
  'spo2.schema.json': 'Spo2',
  'spo2-slot.schema.json': 'Spo2Slot',
  'request.schema.json': 'UserSummariesRequest',
  'response.schema.json#/$defs/paginator': 'UserSummariesPaginator',
  'response.schema.json#/$defs/collection': 'UserSummariesCollection',
  'response.schema.json': 'UserSummariesResponse',
};

/** TypeScript for the scalar `$defs` of common.schema.json. */
const COMMON: Readonly<Record<string, string>> = {
  date: 'string',
  time: 'string',
  localDateTime: 'string',
  integer: 'number',
  nullableInteger: 'number | null',
  number: 'number',
  nullableNumber: 'number | null',
};

const PRIMITIVE: Readonly<Record<string, string>> = {
  integer: 'number',
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  null: 'null',
  array: 'unknown[]',
  object: 'Record<string, unknown>',
};

function refType(ref: string, file: string): string {
  const [target = '', fragment] = ref.split('#');
  const targetFile = target === '' ? file : target;
  if (targetFile === 'common.schema.json' && fragment) return COMMON[fragment.replace('/$defs/', '')] ?? 'unknown';
  const named = NAMES[fragment ? `${targetFile}#${fragment}` : targetFile];
  if (named) return named;
  if (fragment === '/$defs/summaries' || fragment === '/$defs/bare') return 'UserSummary[]';
  return 'unknown';
}

function indent(text: string, by: string): string {
  return text.replaceAll('\n', `\n${by}`);
}

function doc(description: unknown): string {
  return typeof description === 'string' ? `/** ${description.replaceAll('*/', '*\\/')} */\n` : '';
}

/** The TypeScript type of a schema node, with nested objects written inline. */
function typeOf(node: SchemaNode, file: string): string {
  // An enum narrows whatever the node references (sleep slot type: an integer, one of 0-4).
  if (Array.isArray(node['enum'])) return node['enum'].map((v) => JSON.stringify(v)).join(' | ');
  // Its own $ref, or that of an allOf branch beside its checks (the not-empty groups).
  const referenced = isSchemaNode(node['properties']) ? undefined : referencedSchema(node);
  if (referenced !== undefined) return refType(referenced, file);
  if (node['type'] === 'object' && isSchemaNode(node['properties'])) return objectType(node, file);
  if (node['type'] === 'array' && isSchemaNode(node['items'])) {
    const item = typeOf(node['items'], file);
    return item.includes(' ') ? `Array<${item}>` : `${item}[]`;
  }
  const types = Array.isArray(node['type']) ? node['type'] : [node['type']];
  return types.map((t) => PRIMITIVE[String(t)] ?? 'unknown').join(' | ');
}

/** A key as written in a type literal: quoted when it is not an identifier. */
function propertyKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key);
}

/** An object literal type: required keys plain, the rest optional; heat/heart-style pairs as unions. */
function objectType(node: SchemaNode, file: string): string {
  const properties = node['properties'] as Record<string, SchemaNode>;
  const required = new Set(Array.isArray(node['required']) ? (node['required'] as string[]) : []);
  const lines = Object.entries(properties).map(
    ([key, property]) =>
      `${doc(property['description'])}${propertyKey(key)}${required.has(key) ? '' : '?'}: ${typeOf(property, file)};`,
  );
  let type = `{\n  ${indent(lines.join('\n'), '  ')}\n}`;
  const pairs = Array.isArray(node['allOf'])
    ? (node['allOf'] as SchemaNode[]).filter((item) => Array.isArray(item['anyOf']))
    : [];
  for (const pair of pairs) {
    const branches = (pair['anyOf'] as SchemaNode[]).map((branch) => {
      const key = (branch['required'] as string[])[0] as string;
      return `{ ${key}: ${typeOf(properties[key] as SchemaNode, file)} }`;
    });
    type += ` & (${branches.join(' | ')})`;
  }
  return type;
}

function named(name: string, node: SchemaNode, file: string): string {
  const body = typeOf(node, file);
  const title = node['description'] ?? node['title'];
  return body.startsWith('{') && !body.includes('} & (')
    ? `${doc(title)}export interface ${name} ${body}\n`
    : `${doc(title)}export type ${name} = ${body};\n`;
}

/**
 * The group lists every layer reads, from user-summary.schema.json once: the groups (members whose schema is a
 * document of their own), in the contract's order, and those that must not be empty (an `allOf` branch with
 * `x-rule: filled`).
 */
function groupLists(documents: readonly SchemaDocument[]): string {
  const { groups, notEmpty } = summaryGroups(documents);
  const list = (names: readonly string[]): string => names.map((name) => JSON.stringify(name)).join(', ');
  return [
    "/** The groups of a user summary, in the contract's order (the members with a schema document of their own). */",
    `export const SUMMARY_GROUPS = [${list(groups)}] as const;`,
    '',
    '/** The name of a group. */',
    'export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];',
    '',
    '/** The groups that must not be empty when sent (`filled`). */',
    `export const NOT_EMPTY_GROUPS: readonly SummaryGroup[] = [${list(notEmpty)}];`,
    '',
  ].join('\n');
}

/**
 * TypeScript declarations for the summary, its groups and slots, the request and the response envelopes,
 * generated from the schema documents, and the lists of group names.
 */
export function typesFromSchemas(documents: readonly SchemaDocument[]): string {
  const out: string[] = [groupLists(documents)];
  for (const { file, schema } of documents) {
    if (file === 'common.schema.json') continue;
    if (file === 'response.schema.json') {
      const defs = schema['$defs'] as Record<string, SchemaNode>;
      out.push(named('UserSummariesPaginator', defs['paginator'] as SchemaNode, file));
      out.push(named('UserSummariesCollection', defs['collection'] as SchemaNode, file));
      out.push(
        `${doc(schema['description'])}export type UserSummariesResponse = UserSummariesPaginator | UserSummariesCollection | UserSummary[];\n`,
      );
      continue;
    }
    const name = NAMES[file];
    if (name) out.push(named(name, schema, file));
  }
  return out.join('\n');
}
