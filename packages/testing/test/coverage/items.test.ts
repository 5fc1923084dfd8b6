// The coverage items are complete: every field docs/rules.md lists (a table written by another derivation,
// packages/build/src/codegen/rulesTable.ts), the request's included, has its items, and the invalid side of a day and of a
// request is exactly the rules of that table plus the objects' own (a day, a slot, each unknown member of the
// strict profile).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveCoverageModel } from '../../src/coverage/deriveItems.js';
import { coverageModel } from '../../src/coverage/model.js';
import type { CoverageItem } from '../../src/coverage/types.js';
import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';

interface Row {
  readonly field: string;
  readonly rule: string;
  readonly schema: string;
  readonly words: readonly string[];
  readonly pair: boolean;
  /** A row of the request (`request query.page`), its field written without `request `. */
  readonly request: boolean;
}

/** The rows of docs/rules.md: a day's fields, then the request's. */
function rulesRows(): Row[] {
  const text = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');
  const rows: Row[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split(' | ');
    if (!line.startsWith('| `') || cells.length !== 4) continue;
    const [field = '', rule = '', schema = '', words = ''] = cells;
    const request = field.startsWith('| `request ');
    const name = /`(?:request )?([^`]+)`( pair)?/.exec(field);
    rows.push({
      field: name?.[1] ?? '',
      rule,
      schema: schema.replaceAll('`', ''),
      words: [...words.matchAll(/`([a-z_]+)`/g)].map((m) => m[1] ?? ''),
      pair: name?.[2] !== undefined,
      request,
    });
  }
  return rows;
}

/** `activity.slots[].timestamp` as a pointer pattern: `/activity/slots/*\/timestamp`. */
const locationOf = (field: string): string => `/${field.replaceAll('[]', '.*').replaceAll('.', '/')}`;

const keyOf = (i: Pick<CoverageItem, 'location' | 'aspect' | 'schema'>): string =>
  `${i.location} ${i.aspect} ${i.schema}`;

const PROFILES = [
  { includeSlots: true, strict: false },
  { includeSlots: false, strict: false },
  { includeSlots: true, strict: true },
  { includeSlots: false, strict: true },
] as const;

describe('coverage items', () => {
  const rows = rulesRows();

  it("should read every field of docs/rules.md, the request's too", () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.pair)).toHaveLength(3);
    expect(rows.filter((r) => r.request).map((r) => r.field)).toEqual([
      'query',
      'headers',
      'query.date_from',
      'query.date_to',
      'query.include_slots',
      'query.per_page',
      'query.page',
      'headers.authorization',
      'headers.content-type',
    ]);
  });

  it.each(PROFILES)(
    'should give every field of docs/rules.md its items (includeSlots $includeSlots, strict $strict)',
    (profile) => {
      const items = new Set(coverageModel(profile).items.map(keyOf));
      const expected: string[] = [];
      for (const row of rows) {
        const location = locationOf(row.field);
        const omittedWithoutSlots = row.rule.includes('may be absent when include_slots=0') && !profile.includeSlots;
        const words = omittedWithoutSlots ? row.words.filter((w) => w !== 'required_with') : row.words;
        for (const word of words) expected.push(`${location} violated:${word} ${row.schema}`);
        if (row.pair) {
          for (const spelling of ['heart', 'heat', 'both'])
            expected.push(`${location} spelling:${spelling} ${row.schema}`);
          continue;
        }
        const mayBeMissing = !words.some((w) => w === 'required' || w === 'required_with' || w === 'present');
        if (mayBeMissing) expected.push(`${location} present ${row.schema}`, `${location} absent ${row.schema}`);
        if (/\bnullable\b/.test(row.rule) && !row.rule.includes('null fails'))
          expected.push(`${location} null ${row.schema}`);
        if (row.rule.startsWith('array of objects')) expected.push(`${location} empty ${row.schema}`);
        // A day's `in` rule says "allowed values 0, 1, 2"; the request's include_slots "0 or 1".
        const allowed = /allowed values ([0-9, ]+)/.exec(row.rule) ?? /; ([0-9]+ or [0-9]+);/.exec(row.rule);
        for (const value of allowed?.[1]?.split(/, | or /) ?? [])
          expected.push(`${location} value:${value} ${row.schema}`);
      }
      expect(expected.filter((key) => !items.has(key))).toEqual([]);
    },
  );

  it.each(PROFILES)(
    "should hold the day's invalid side to the table's rules and the objects' own (includeSlots $includeSlots, strict $strict)",
    (profile) => {
      const model = coverageModel(profile);
      const violated = model.items
        .filter((i) => i.part === 'day' && i.aspect.startsWith('violated:'))
        .map((i) => `${i.location} ${i.aspect}`);
      const expected = rows
        .filter((row) => !row.request)
        .flatMap((row) => {
          const omitted = row.rule.includes('may be absent when include_slots=0') && !profile.includeSlots;
          return row.words
            .filter((w) => !(omitted && w === 'required_with'))
            .map((w) => `${locationOf(row.field)} violated:${w}`);
        });
      const groups = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'];
      // The objects' own: a day or a slot that is no object; with strict, an unknown member of any object.
      expected.push(' violated:type', ...groups.map((g) => `/${g}/slots/* violated:type`));
      if (profile.strict)
        expected.push(
          ' violated:unknown_field',
          ...groups.flatMap((g) => [`/${g} violated:unknown_field`, `/${g}/slots/* violated:unknown_field`]),
        );
      expect([...violated].sort()).toEqual([...expected].sort());
    },
  );

  it.each(PROFILES)(
    "should hold the request's items to the table's request rows, its valid side and invalid side (includeSlots $includeSlots, strict $strict)",
    (profile) => {
      const items = coverageModel(profile)
        .items.filter((i) => i.part === 'request')
        .map((i) => `${i.location} ${i.aspect} ${i.schema}`);
      const expected = rows
        .filter((row) => row.request)
        .flatMap((row) => {
          const location = locationOf(row.field);
          const words = row.words.map((w) => `${location} violated:${w} ${row.schema}`);
          const optional = row.words.includes('required')
            ? []
            : [`${location} present ${row.schema}`, `${location} absent ${row.schema}`];
          const values = row.words.includes('in') ? ['0', '1'].map((v) => `${location} value:${v} ${row.schema}`) : [];
          return [...words, ...optional, ...values];
        });
      // The strict reading closes the query (not the headers, which allow any other header): its unknown member.
      if (profile.strict) expected.push('/query violated:unknown_field request.schema.json#/properties/query');
      expect([...items].sort()).toEqual([...expected].sort());
    },
  );

  it('should name the response by its envelopes, its page positions and the rules of its members', () => {
    const envelope = coverageModel({ includeSlots: true, strict: false }).items.filter((i) => i.part === 'envelope');
    const atRoot = envelope.filter((i) => i.location === '').map((i) => i.aspect);
    expect(atRoot).toEqual([
      'envelope:paginator',
      'envelope:collection',
      'envelope:bare',
      'violated:envelope',
      'page:first',
      'page:middle',
      'page:last',
      'page:only',
      'page:empty',
    ]);
    const paginator = envelope.filter((i) => i.schema.startsWith('response.schema.json#/$defs/paginator/'));
    expect(paginator).toHaveLength(24);
    expect(paginator.every((i) => i.aspect === 'violated:required' || i.aspect === 'violated:type')).toBe(true);
    const metaLinks = envelope.filter((i) => i.location === '/meta/links').map((i) => i.aspect);
    expect(metaLinks).toEqual(['present', 'absent', 'violated:type']);
  });

  it('should identify each item once and place it at a schema node of schemas/', () => {
    for (const profile of PROFILES) {
      const items = coverageModel(profile).items;
      expect(new Set(items.map(keyOf)).size).toBe(items.length);
    }
    const files = new Map<string, unknown>(loadSchemaDocuments().map((d) => [d.file, d.schema]));
    for (const item of coverageModel({ includeSlots: true, strict: true }).items) {
      const [file = '', pointer = ''] = item.schema.split('#');
      let node = files.get(file);
      for (const token of pointer === '' ? [] : pointer.slice(1).split('/'))
        node = (node as Record<string, unknown> | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
      expect(typeof node, item.schema).toBe('object');
    }
  });

  it('should derive the items from the schemas: a nullable field and a new allowed value appear without a hand list', () => {
    const documents = loadSchemaDocuments().map((d) => {
      if (d.file !== 'sleep-slot.schema.json') return d;
      const schema = structuredClone(d.schema) as Record<string, unknown> & { $id: string };
      const properties = schema['properties'] as Record<string, Record<string, unknown>>;
      properties['type'] = { ...properties['type'], enum: [0, 1, 2, 3, 4, 5] };
      properties['timestamp'] = { ...properties['timestamp'], $ref: 'common.schema.json#/$defs/nullableInteger' };
      return { ...d, schema };
    });
    const aspects = deriveCoverageModel(documents, { includeSlots: true, strict: false })
      .items.filter((i) => i.location.startsWith('/sleep/slots/*/'))
      .map((i) => `${i.location} ${i.aspect}`);
    expect(aspects).toContain('/sleep/slots/*/type value:5');
    expect(aspects).toContain('/sleep/slots/*/timestamp null');
  });
});
