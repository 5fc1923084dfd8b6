import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { referencedSchema } from 'user-summaries-contract/internal/schemas/propertyShape';
import { isSchemaNode, walkSchema } from 'user-summaries-contract/internal/schemas/walk';
import { PRECEDENCE, RULES, type RuleDefinition } from 'user-summaries-contract/internal/validator/ruleTable';
import { generatedBanner } from './banner.js';

/** Where each document's fields sit in a summary, for the table's field column. */
const FIELD_PREFIX: Readonly<Record<string, string>> = {
  'user-summary.schema.json': '',
  'activity.schema.json': 'activity.',
  'activity-slot.schema.json': 'activity.slots[].',
  'heart-rate.schema.json': 'heart_rate.',
  'heart-rate-slot.schema.json': 'heart_rate.slots[].',
  'sleep.schema.json': 'sleep.',
  'sleep-slot.schema.json': 'sleep.slots[].',
  'stress.schema.json': 'stress.',
  'stress-slot.schema.json': 'stress.slots[].',
  'respiration-rate.schema.json': 'respiration_rate.',
  'respiration-rate-slot.schema.json': 'respiration_rate.slots[].',
  'temperature.schema.json': 'temperature.',
  'temperature-slot.schema.json': 'temperature.slots[].',
  'spo2.schema.json': 'spo2.',
  'spo2-slot.schema.json': 'spo2.slots[].',
  'request.schema.json': 'request ',
};

function ruleWords(property: SchemaNode, required: boolean, documents: readonly SchemaDocument[]): string[] {
  const words = new Set<string>();
  if (required) words.add(String(property['x-missing'] ?? 'required'));
  const ref = referencedSchema(property);
  const common =
    typeof ref === 'string' && ref.startsWith('common.schema.json#/$defs/')
      ? (
          documents.find((d) => d.file === 'common.schema.json')?.schema['$defs'] as
            | Record<string, SchemaNode>
            | undefined
        )?.[ref.slice(26)]
      : undefined;
  if (property['type'] !== undefined || ref !== undefined) words.add('type');
  if (common?.['x-rule'] === 'date_format') words.add('date_format');
  if (typeof property['x-rule'] === 'string') words.add(property['x-rule']);
  if (Array.isArray(property['allOf']))
    for (const item of property['allOf'] as SchemaNode[]) if (item['x-rule']) words.add(String(item['x-rule']));
  if (property['x-after-or-equal']) words.add('after_or_equal');
  return [...words];
}

/** A placeholder node for a message template: each annotation a message reads, written as `<what>`. */
const TEMPLATE_NODE: SchemaNode = {
  type: '<type>',
  'x-format': '<format>',
  enum: ['<values>'],
  minimum: '<minimum>',
  anyOf: [{ required: ['<spelling>'] }, { required: ['<other spelling>'] }],
};

/** Where a rule word comes from, in words. */
function sourceOf(definition: RuleDefinition): string {
  const parts = [
    ...(definition.keywords ?? []).map((keyword) => `keyword \`${keyword}\``),
    ...(definition.annotation === undefined
      ? []
      : [`\`${definition.annotation}\`${definition.fallback === true ? ' (and its absence)' : ''}`]),
    ...(definition.check === undefined ? [] : [definition.check]),
  ];
  return parts.join('; ');
}

/** The rule words, one row each, in precedence order, read from the rule table (src/validator/ruleTable.ts). */
function ruleWordRows(): string[] {
  return PRECEDENCE.map((rule, i) => {
    const definition: RuleDefinition = RULES[rule];
    const message = definition.message?.({ node: TEMPLATE_NODE, keyword: 'type', parent: '<group>', nullable: false });
    return `| ${i + 1} | \`${rule}\` | ${definition.meaning} | ${sourceOf(definition)} | ${definition.shadows ? 'yes' : ''} | ${message === undefined ? 'written by the check' : `\`<label> ${message}\``} |`;
  });
}

/**
 * docs/rules.md: one row per field of the contract with its rule as the contract writes it, the schema
 * location that encodes it and the rule words a violation can carry.
 */
export function rulesTable(documents: readonly SchemaDocument[]): string {
  const rows: string[] = [];
  for (const { file, schema } of documents) {
    const prefix = FIELD_PREFIX[file];
    if (prefix === undefined) continue;
    walkSchema(schema, (node, pointer) => {
      if (!isSchemaNode(node['properties']) || pointer.includes('anyOf')) return;
      const required = new Set(Array.isArray(node['required']) ? (node['required'] as string[]) : []);
      const scope = pointer === '' ? prefix : `${prefix}${pointer.split('/').pop()}.`;
      for (const [key, property] of Object.entries(node['properties'] as Record<string, SchemaNode>)) {
        if (!isSchemaNode(property)) continue;
        const words = ruleWords(property, required.has(key), documents)
          .map((w) => `\`${w}\``)
          .join(', ');
        rows.push(
          `| \`${scope}${key}\` | ${String(property['description'] ?? '')} | \`${file}#${pointer}/properties/${key}\` | ${words} |`,
        );
      }
      if (Array.isArray(node['allOf'])) {
        for (const [i, item] of (node['allOf'] as SchemaNode[]).entries()) {
          if (item['x-rule'] === 'present_without') {
            rows.push(
              `| \`${scope}${String(((item['anyOf'] as SchemaNode[])[0]?.['required'] as string[] | undefined)?.[0])}\` pair | ${String(item['$comment'] ?? '')} | \`${file}#${pointer}/allOf/${i}\` | \`present_without\` |`,
            );
          }
        }
      }
    });
  }
  return [
    `${generatedBanner('schemas/*.schema.json', '<!--').replaceAll('\n<!--', ' -->\n<!--')} -->`,
    '',
    '# How each rule of the contract is encoded',
    '',
    'One row per field: the rule as the contract writes it, the schema location that encodes it, and the rule',
    'words a violation of that field can carry. Groups that must not be empty carry `filled` at their property',
    'in user-summary.schema.json. See docs/decisions.md for how each open point is read.',
    '',
    '| field | contract rule | schema location | rule words |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## The rule words',
    '',
    'One row per rule word, from the rule table the engine reads (`src/validator/ruleTable.ts`). When several',
    'violations name the same member, the word that comes first wins (precedence); a word that shadows makes',
    "everything under its member moot. A message is the field's label followed by the text shown (`<…>` stands for",
    'what the schema node says); `present` adds "(its value may be null)" when the key\'s type admits null.',
    '',
    '| precedence | word | meaning | comes from | shadows | message |',
    '|---|---|---|---|---|---|',
    ...ruleWordRows(),
    '',
  ].join('\n');
}
