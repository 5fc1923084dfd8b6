// The corpus's independent judge: plain Ajv 2020 (ajv-formats) compiled from each version's documents in each
// reading (the core's deriveReading), judging records built here, by hand, from the example day and page and the
// testing kit's days, with the mutated member set to values chosen for its mutation. It shares no code with the
// diff's decision or search: a case's expectation is what these records show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { SchemaDocument } from 'user-summaries-contract/internal/schemas/documents';
import { deriveReading } from 'user-summaries-contract/internal/schemas/readings';
import { userSummary } from 'user-summaries-testing';
import { CASE_READINGS, ROOT, type CaseReading, type Documents, type Expected } from './caseFormat.js';

const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const VARIANTS: Readonly<Record<CaseReading, { includeSlots: boolean; strict: boolean }>> = {
  default: { includeSlots: true, strict: false },
  'no-slots': { includeSlots: false, strict: false },
  strict: { includeSlots: true, strict: true },
  'no-slots.strict': { includeSlots: false, strict: true },
};
const STRICT_OF: Readonly<Record<CaseReading, CaseReading>> = {
  default: 'strict',
  'no-slots': 'no-slots.strict',
  strict: 'strict',
  'no-slots.strict': 'no-slots.strict',
};

/** An entry a record is judged as. */
type OracleEntry = 'summary' | 'paginator';

/** A version's plain validators: by reading and entry. */
export type PlainVersion = Record<CaseReading, Record<OracleEntry, ValidateFunction>>;

/**
 * Plain Ajv validators of a version's documents in every reading. Each reading is compiled when one of its entries is
 * first read, and each entry then: most callers read one or two of the eight (a compile costs a tenth of a second or
 * more), and a validator read is the one an eager compile would have given.
 */
export function plainVersion(documents: Documents): PlainVersion {
  const out = {} as PlainVersion;
  const id = (file: string): string => documents.find((d) => d.file === file)?.schema.$id as string;
  for (const reading of CASE_READINGS) {
    let ajv: Ajv2020 | undefined;
    const compiled = (): Ajv2020 => {
      if (ajv !== undefined) return ajv;
      // The documents checked against the meta-schema once, in the default reading (the others derive from them);
      // Ajv's optimizing passes off (they cost a third of a compile and change no verdict).
      ajv = new Ajv2020({
        strict: false,
        allErrors: false,
        validateSchema: reading === 'default',
        code: { optimize: false },
      });
      addFormats(ajv);
      for (const doc of deriveReading(documents as unknown as readonly SchemaDocument[], VARIANTS[reading]))
        ajv.addSchema(doc.schema);
      return ajv;
    };
    const refs: Record<OracleEntry, () => string> = {
      summary: () => id('user-summary.schema.json'),
      paginator: () => `${id('response.schema.json')}#/$defs/paginator`,
    };
    const entries = {} as Record<OracleEntry, ValidateFunction>;
    for (const entry of ['summary', 'paginator'] as const) {
      let validate: ValidateFunction | undefined;
      Object.defineProperty(entries, entry, {
        enumerable: true,
        get: () => (validate ??= compiled().getSchema(refs[entry]()) as ValidateFunction),
      });
    }
    out[reading] = entries;
  }
  return out;
}

const example = (file: string): Record<string, any> =>
  JSON.parse(readFileSync(join(ROOT, 'examples', 'valid', file), 'utf8')) as Record<string, any>;

/** The days records are built from: the example day without the member no version lists, and the kit's days. */
function oracleDays(): Record<string, any>[] {
  const day = example('summary-all-groups.json');
  delete day['user_id'];
  const kit = [true, false].flatMap((includeSlots) =>
    fc.sample(userSummary({ groups: 'any', includeSlots, slots: { sleep: { min: 1, max: 2 } } }), {
      seed: 44,
      numRuns: 4,
    }),
  ) as Record<string, any>[];
  return [day, ...kit];
}

/** The pages records are built from: the example page, its days left out (they are the day's entry). */
function oraclePages(): Record<string, any>[] {
  const page = example('response-paginator.json');
  page['data'] = [];
  return [page];
}

/** Where a mutated member lies: its entry and the tokens of its location (`*` for every item). */
export interface Site {
  readonly entry: OracleEntry;
  readonly tokens: readonly string[];
}

const ABSENT = Symbol('absent');

/** Copies of a record with the member at a site set to a value (every item for `*`; ABSENT leaves it out). */
function withValue(record: unknown, tokens: readonly string[], value: unknown): unknown {
  const copy = structuredClone(record);
  const owners: [any, string][] = [];
  const walk = (at: any, rest: readonly string[]): void => {
    if (typeof at !== 'object' || at === null) return;
    if (rest.length === 1) {
      if (Array.isArray(at)) {
        if (rest[0] === '*') for (let i = 0; i < at.length; i++) owners.push([at, String(i)]);
      } else owners.push([at, rest[0] as string]);
      return;
    }
    const [head, ...tail] = rest;
    if (head === '*') {
      if (Array.isArray(at)) for (const item of at) walk(item, tail);
    } else if (!Array.isArray(at) && Object.hasOwn(at, head as string)) walk(at[head as string], tail);
  };
  walk(copy, tokens);
  if (owners.length === 0) return undefined;
  for (const [owner, key] of owners) {
    if (value === ABSENT) delete owner[key];
    else owner[key] = structuredClone(value);
  }
  return copy;
}

/** The value found at a site in a record (the first item for `*`), or undefined. */
function valueAt(record: unknown, tokens: readonly string[]): unknown {
  let at: any = record;
  for (const token of tokens) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = token === '*' ? (Array.isArray(at) ? at[0] : undefined) : at[token];
  }
  return at;
}

/** Values every mutation is tried with, beside its own. */
const GENERIC: readonly unknown[] = [
  ABSENT,
  null,
  0,
  1,
  -1,
  2,
  5,
  0.5,
  1.5,
  'x',
  '',
  true,
  {},
  [],
  Number.MAX_SAFE_INTEGER,
  '0000-01-01',
  '2023-02-29',
  '2024-02-29',
  '2024-02-30',
  '2024-03-10T00:00:00',
  '0000-01-01T00:00:00',
  '24:00',
  '12:30',
];

/** What a mutation adds to the values tried: bounds and their neighbours, lengths, counts. */
export interface Tries {
  readonly numbers?: readonly number[];
  readonly lengths?: readonly number[];
  readonly counts?: readonly number[];
  /** A member no version lists added to the object at the site. */
  readonly unlisted?: boolean;
  /** Another spelling of the site's pair, sent (as null) while the site's member is left out. */
  readonly partner?: string;
}

/** The records tried for a site: each carrier with the member set to each value. */
function* records(
  carriers: readonly unknown[],
  site: Site,
  tries: Tries,
): Generator<{ record: unknown; unlisted: boolean }> {
  for (const carrier of carriers) {
    yield { record: carrier, unlisted: false };
    const current = valueAt(carrier, site.tokens);
    const values: unknown[] = [...GENERIC, ...(tries.numbers ?? [])];
    for (const n of tries.numbers ?? []) values.push(n - 1, n + 1, n - 0.5, n + 0.5);
    for (const length of tries.lengths ?? []) {
      for (const n of [length - 1, length, length + 1]) {
        if (n < 0) continue;
        const text = typeof current === 'string' ? current : '';
        values.push(text.length >= n ? text.slice(0, n) : text + '0'.repeat(n - text.length));
      }
    }
    for (const count of tries.counts ?? []) {
      for (const n of [count - 1, count, count + 1]) {
        if (n < 0 || !Array.isArray(current)) continue;
        values.push(Array.from({ length: n }, (_, i) => current[i % Math.max(1, current.length)]));
      }
    }
    for (const value of values) {
      const record = withValue(carrier, site.tokens, value);
      if (record !== undefined) yield { record, unlisted: false };
    }
    if (tries.partner !== undefined) {
      const without = withValue(carrier, site.tokens, ABSENT);
      const record = withValue(without, [...site.tokens.slice(0, -1), tries.partner], null);
      if (record !== undefined) yield { record, unlisted: false };
    }
    if (tries.unlisted === true) {
      const object = site.tokens.at(-1) === '*' ? site.tokens : site.tokens;
      const record = withValue(carrier, [...object, '_id'], '0');
      if (record !== undefined) yield { record, unlisted: true };
    }
  }
}

/**
 * The expectation of a case by the records tried: a side breaks in a reading when a record one version accepts
 * (in the reading, and in its strict twin unless it carries only a member neither version lists, in an open
 * reading) is refused by the other.
 */
export function oracleExpected(base: PlainVersion, head: PlainVersion, site: Site, tries: Tries): Expected {
  const carriers = site.entry === 'summary' ? oracleDays() : oraclePages();
  const out = {} as Expected;
  for (const reading of CASE_READINGS) out[reading] = { producers: 'compatible', consumers: 'compatible' };
  for (const { record, unlisted } of records(carriers, site, tries)) {
    for (const reading of CASE_READINGS) {
      const strictTwin = STRICT_OF[reading];
      const open = !reading.includes('strict');
      const b = base[reading][site.entry](record) === true;
      const h = head[reading][site.entry](record) === true;
      if (b === h) continue;
      const [accepting, side] = b ? ([base, 'producers'] as const) : ([head, 'consumers'] as const);
      const listsOnlyKnown = accepting[strictTwin][site.entry](record) === true;
      if (listsOnlyKnown || (unlisted && open)) out[reading][side] = 'breaks';
    }
  }
  return out;
}
