// Messages are part of the contract's tests: one message per (rule, keyword), written out here, independently of
// the rule table (src/validator/ruleTable.ts). Every message the report tier's documents carry (their ajv-errors `errorMessage`
// maps, which other Ajv users of the bundles get too) must be the table's, and every pair must be in the table;
// then each pair that can reach a report (a date's `format` and length bounds, and the request integers' length
// bounds, never do: the `pattern` of the same node fails with them and is kept) is produced from a real input and its whole message checked.
import { describe, expect, it } from 'vitest';
import { reportDocuments } from 'user-summaries-build/codegen/engineDocuments';
import { validateRequest, validateResponse, validateSummary } from '../../src/precompiled/readingValidators.js';
import { loadSchemaDocuments, type SchemaNode } from '../../src/schemas/documents.js';
import { isSchemaNode, walkSchema } from '../../src/schemas/walk.js';
import { LOCATION_KEYWORD } from '../../src/validator/fromAjvErrors.js';
import { assertionRule, missingRule } from '../../src/validator/rules.js';
import type { ValidationResult, Violation } from '../../src/validator/types.js';
import { validDay } from '../__helpers__/fixtures.js';

/** The title of the node as written (the report documents keep its location, not its annotations). */
function titleOf(node: SchemaNode): string {
  const [id, pointer = ''] = String(node[LOCATION_KEYWORD]).split('#');
  const doc = loadSchemaDocuments().find((d) => d.schema.$id === id);
  const original = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((n, token) => (isSchemaNode(n) ? n[token] : undefined), doc?.schema);
  return isSchemaNode(original) ? String(original['title']) : 'the object';
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  object: 'an object',
  array: 'an array',
  null: 'null',
};
const typeOf = (node: SchemaNode): string =>
  (Array.isArray(node['type']) ? node['type'] : [node['type']]).map((t) => TYPE_NAMES[String(t)]).join(' or ');

/** The message of each (rule, keyword), from the node that fails (and the missing key, for `required`). */
const MESSAGES: Readonly<Record<string, (node: SchemaNode, key: string) => string>> = {
  'required required': () => 'is required',
  'required_with required': (node) => `is required when ${titleOf(node)} is present (required_with:${titleOf(node)})`,
  'present required': () => 'must be present (its value may be null)',
  'present_without anyOf': (node) => {
    const other = (node['anyOf'] as { required: string[] }[])[1]?.required[0];
    return `must be present when ${String(other)} is absent (send at least one spelling of the pair)`;
  },
  'filled not': () => 'must not be empty when it is sent',
  'type type': (node) => `must be ${typeOf(node)}`,
  'type minimum': (node) => `must be ${typeOf(node)} within the IEEE-754 safe range (the value would be rounded)`,
  'type maximum': (node) => `must be ${typeOf(node)} within the IEEE-754 safe range (the value would be rounded)`,
  'date_format pattern': (node) => `must match the format ${String(node['x-format'])}`,
  'date_format format': (node) => `must match the format ${String(node['x-format'])}`,
  'date_format minLength': (node) => `must match the format ${String(node['x-format'])}`,
  'date_format maxLength': (node) => `must match the format ${String(node['x-format'])}`,
  'in enum': (node) => `must be one of ${(node['enum'] as unknown[]).join(', ')}`,
  'min minimum': (node) => `must be at least ${String(node['minimum'])}`,
  'min pattern': (node) => `must be at least ${String(node['x-minimum'])}`,
  'min maxLength': (node) => `must be at least ${String(node['x-minimum'])}`,
  'integer pattern': () => 'must be an integer',
  'integer maxLength': () => 'must be an integer',
  'bearer pattern': () => 'must be "Bearer <ACCESS_TOKEN>" with a non-empty token',
  'bearer maxLength': () => 'must be "Bearer <ACCESS_TOKEN>" with a non-empty token',
  'content_type pattern': () => 'must be application/json',
  'content_type maxLength': () => 'must be application/json',
  'unknown_field additionalProperties': () => 'is not a field of the contract (strict profile)',
  'envelope anyOf': () => 'must be a Laravel paginator, a {data, links, meta} object or an array of summaries',
};

/** Every (rule, keyword) message of the report documents, with the node and key it is for. */
function documentMessages(): { pair: string; message: string; node: SchemaNode; key: string; at: string }[] {
  const out: { pair: string; message: string; node: SchemaNode; key: string; at: string }[] = [];
  for (const doc of reportDocuments({ includeSlots: true, strict: true })) {
    walkSchema(doc.schema, (node, pointer) => {
      const messages = node['errorMessage'];
      // Errors under `not` never reach a report (a `not` raises its own error only).
      if (!isSchemaNode(messages) || pointer.includes('/not')) return;
      for (const [keyword, message] of Object.entries(messages)) {
        if (keyword === 'required' && isSchemaNode(message)) {
          for (const [key, text] of Object.entries(message))
            out.push({
              pair: `${missingRule(node, key)} required`,
              message: String(text),
              node,
              key,
              at: `${doc.file}#${pointer}`,
            });
        } else {
          out.push({
            pair: `${assertionRule(node, keyword)} ${keyword}`,
            message: String(message),
            node,
            key: '',
            at: `${doc.file}#${pointer}`,
          });
        }
      }
    });
  }
  return out;
}

/** The one violation at `pointer` of a failed result. */
function at(result: ValidationResult<unknown>, pointer: string): Violation | undefined {
  return result.ok ? undefined : result.violations.find((v) => v.pointer === pointer);
}

const day = (edit: (d: Record<string, any>) => void): Record<string, any> => {
  const d = validDay();
  edit(d);
  return d;
};
const headers = { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' };
const query = { date_from: '2024-01-01', date_to: '2024-01-31' };

/** Each pair that can reach a report, produced from a real input: [pair, result, pointer, the whole message]. */
const REPORTED: readonly (readonly [string, () => ValidationResult<unknown>, string, string])[] = [
  ['required required', () => validateSummary({}), '/date', 'date is required'],
  [
    'required_with required',
    () => validateSummary(day((d) => delete d['heart_rate'].date)),
    '/heart_rate/date',
    'heart_rate.date is required when heart_rate is present (required_with:heart_rate)',
  ],
  [
    'present required',
    () => validateSummary(day((d) => delete d['heart_rate'].daily_percent)),
    '/heart_rate/daily_percent',
    'heart_rate.daily_percent must be present (its value may be null)',
  ],
  [
    'present_without anyOf',
    () => validateSummary(day((d) => delete d['heart_rate'].avg_daily_heart_rate)),
    '/heart_rate/avg_daily_heart_rate',
    'heart_rate.avg_daily_heart_rate must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)',
  ],
  [
    'filled not',
    () => validateSummary(day((d) => (d['sleep'] = {}))),
    '/sleep',
    'sleep must not be empty when it is sent',
  ],
  [
    'type type',
    () => validateSummary(day((d) => (d['heart_rate'].slots[0].timestamp = 'x'))),
    '/heart_rate/slots/0/timestamp',
    'heart_rate.slots[0].timestamp must be an integer',
  ],
  [
    'type maximum',
    () => validateSummary(day((d) => (d['heart_rate'].all_time = 2 ** 53))),
    '/heart_rate/all_time',
    'heart_rate.all_time must be an integer within the IEEE-754 safe range (the value would be rounded)',
  ],
  [
    'type minimum',
    () => validateSummary(day((d) => (d['heart_rate'].all_time = -(2 ** 53)))),
    '/heart_rate/all_time',
    'heart_rate.all_time must be an integer within the IEEE-754 safe range (the value would be rounded)',
  ],
  [
    'date_format pattern',
    () => validateSummary({ date: '2024-02-30' }),
    '/date',
    'date must match the format Y-m-d: not a calendar date',
  ],
  [
    'in enum',
    () => validateSummary(day((d) => (d['sleep'].slots[0].type = 9))),
    '/sleep/slots/0/type',
    'sleep.slots[0].type must be one of 0, 1, 2, 3, 4',
  ],
  [
    'min minimum',
    () => validateSummary(day((d) => (d['activity'].total_glasses = -1))),
    '/activity/total_glasses',
    'activity.total_glasses must be at least 0',
  ],
  [
    'min pattern',
    () => validateRequest({ query: { ...query, per_page: '0' }, headers }),
    '/query/per_page',
    'query.per_page must be at least 1',
  ],
  [
    'integer pattern',
    () => validateRequest({ query: { ...query, per_page: 'x' }, headers }),
    '/query/per_page',
    'query.per_page must be an integer',
  ],
  [
    'bearer pattern',
    () => validateRequest({ query, headers: { ...headers, Authorization: 'Basic abc' } }),
    '/headers/authorization',
    'headers.authorization must be "Bearer <ACCESS_TOKEN>" with a non-empty token',
  ],
  [
    'bearer maxLength',
    () => validateRequest({ query, headers: { ...headers, Authorization: `Bearer ${'t'.repeat(9000)}` } }),
    '/headers/authorization',
    'headers.authorization must be "Bearer <ACCESS_TOKEN>" with a non-empty token',
  ],
  [
    'content_type maxLength',
    () => validateRequest({ query, headers: { ...headers, 'Content-Type': `application/json;${' '.repeat(300)}` } }),
    '/headers/content-type',
    'headers.content-type must be application/json',
  ],
  [
    'content_type pattern',
    () => validateRequest({ query, headers: { ...headers, 'Content-Type': 'text/plain' } }),
    '/headers/content-type',
    'headers.content-type must be application/json',
  ],
  [
    'unknown_field additionalProperties',
    () =>
      validateSummary(
        day((d) => (d['extra'] = 1)),
        { strict: true },
      ),
    '/extra',
    'member "extra" is not a field of the contract (strict profile)',
  ],
  [
    'envelope anyOf',
    () => validateResponse(5),
    '',
    'document must be a Laravel paginator, a {data, links, meta} object or an array of summaries',
  ],
];

describe('messages: one per (rule, keyword)', () => {
  it("every message the report documents carry is the table's, and every pair is in the table", () => {
    const found = documentMessages();
    expect(found.length).toBeGreaterThan(100);
    for (const { pair, message, node, key, at: where } of found) {
      const expected = MESSAGES[pair];
      expect(expected, `${where}: (${pair}) has no row in the table`).toBeDefined();
      expect(message, `${where}: (${pair})`).toBe(expected?.(node, key));
    }
    // And no row of the table is left unused.
    expect([...new Set(found.map((f) => f.pair))].sort()).toStrictEqual(Object.keys(MESSAGES).sort());
  });

  for (const [pair, run, pointer, message] of REPORTED) {
    it(`${pair}: the whole message of a real violation`, () => {
      const violation = at(run(), pointer);
      expect(violation && `${violation.rule} ${violation.keyword}`).toBe(pair);
      expect(violation?.message).toBe(message);
    });
  }

  it('the rules beyond the schemas: the reversed range and a value that cannot be read', () => {
    const reversed = validateRequest({ query: { date_from: '2024-01-31', date_to: '2024-01-01' }, headers });
    expect(at(reversed, '/query/date_to')?.message).toBe(
      'query.date_to must be on or after query.date_from (a reversed range)',
    );
    const unreadable = validateSummary({
      get date(): string {
        throw new Error('no');
      },
    });
    expect(at(unreadable, '')?.message).toBe(
      'the document could not be read as a JSON value (a getter or proxy threw)',
    );
  });
});
