import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { DEFAULT_READING } from '../../src/schemas/readings.js';
import { isSchemaNode, walkSchema } from '../../src/schemas/walk.js';
import {
  CONTRACT_FORMATS,
  FAST_FORMAT_NAMES,
  FAST_FORMATS,
  isContractDate,
  isContractDateTime,
  isContractTime,
} from '../../src/validator/fastFormats.js';
import { createEngineAjv } from 'user-summaries-build/codegen/engineAjv';
import { fastDocuments } from 'user-summaries-build/codegen/engineDocuments';

/** The exported definition of a format: its pattern and length bounds, as other languages read them. */
interface ExportedFormat {
  readonly pattern: RegExp;
  readonly minLength: number;
  readonly maxLength: number;
}

const common = JSON.parse(readFileSync(new URL('../../schemas/common.schema.json', import.meta.url), 'utf8')) as {
  $defs: Record<string, { pattern: string; minLength: number; maxLength: number; 'x-format': string }>;
};

function exported(def: 'date' | 'time' | 'localDateTime'): ExportedFormat {
  const node = common.$defs[def];
  if (node === undefined) throw new Error(`common.schema.json has no $defs/${def}`);
  // Ajv compiles patterns with the `u` flag; length counts code points, as JSON Schema does.
  return { pattern: new RegExp(node.pattern, 'u'), minLength: node.minLength, maxLength: node.maxLength };
}

/** The verdict of the exported schema on a string: length bounds and pattern. */
function exportedVerdict(format: ExportedFormat, s: string): boolean {
  const length = [...s].length;
  return length >= format.minLength && length <= format.maxLength && format.pattern.test(s);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Any year 0000-9999, any month 00-13 and day 00-32: valid and invalid dates close to the format. */
const ymdParts = fc.record({
  year: fc.oneof(
    fc.integer({ min: 0, max: 9999 }),
    fc.constantFrom(0, 1, 4, 100, 200, 400, 1900, 2000, 2024, 2100, 9996, 9999),
  ),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.oneof(fc.integer({ min: 0, max: 32 }), fc.constantFrom(28, 29, 30, 31)),
});
const nearDate = ymdParts.map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
/** Feb 29 of any year, centuries (leap only when divisible by 400) weighted up. */
const leapDay = fc
  .oneof(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 99 }).map((century) => century * 100),
  )
  .map((year) => `${pad(year, 4)}-02-29`);
const nearTime = fc
  .record({ h: fc.integer({ min: 0, max: 25 }), m: fc.integer({ min: 0, max: 61 }) })
  .map(({ h, m }) => `${pad(h, 2)}:${pad(m, 2)}`);
const nearSeconds = fc.integer({ min: 0, max: 61 }).map((s) => pad(s, 2));
const nearDateTime = fc
  .tuple(fc.oneof(nearDate, leapDay), nearTime, nearSeconds)
  .map(([date, time, seconds]) => `${date}T${time}:${seconds}`);

/** Characters a one-character mutation puts in: digits, separators, look-alikes, whitespace, non-ASCII. */
const mutationChar = fc.constantFrom(
  ...'0123456789',
  '-',
  ':',
  'T',
  't',
  ' ',
  'Z',
  '+',
  '.',
  '/',
  '\n',
  '\r',
  '\0',
  '٣', // ARABIC-INDIC DIGIT THREE
  '０', // FULLWIDTH DIGIT ZERO
  '−', // MINUS SIGN
  '\u{1F600}', // a surrogate pair
);

/** A string one edit away from `base`: a replaced, inserted or deleted character, or a length off by one. */
function mutated(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      base,
      fc.nat(),
      mutationChar,
      fc.constantFrom('replace', 'insert', 'delete', 'append', 'prepend', 'truncate'),
    )
    .map(([s, at, c, edit]) => {
      const i = s.length === 0 ? 0 : at % s.length;
      switch (edit) {
        case 'replace':
          return s.slice(0, i) + c + s.slice(i + 1);
        case 'insert':
          return s.slice(0, i) + c + s.slice(i);
        case 'delete':
          return s.slice(0, i) + s.slice(i + 1);
        case 'append':
          return s + c;
        case 'prepend':
          return c + s;
        default:
          return s.slice(0, -1);
      }
    });
}

/**
 * Strings of a format's shape (`d` = digit position) whose every character is drawn from its class or just
 * outside it: digits from `/0123456789:` (`/` and `:` border the digits in ASCII), separators mostly right.
 */
function shaped(template: string): fc.Arbitrary<string> {
  const digit = fc.constantFrom(...'/0123456789:');
  const chars = [...template].map((c) =>
    c === 'd'
      ? digit
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant(c) },
          { weight: 1, arbitrary: fc.constantFrom(',', '.', '9', 'S', 'U', '\0') },
        ),
  );
  return fc.tuple(...chars).map((cs) => cs.join(''));
}

/** `base` with one character replaced by `/` or `:`, the ASCII neighbours of the digits. */
function bordered(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.nat(), fc.constantFrom('/', ':'))
    .map(([s, at, c]) => (s.length === 0 ? s : s.slice(0, at % s.length) + c + s.slice((at % s.length) + 1)));
}

/** Strings near a format: well-formed (valid or not), mutated by one character, and arbitrary. */
function near(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: base },
    { weight: 5, arbitrary: bordered(base) },
    { weight: 4, arbitrary: mutated(base) },
    { weight: 1, arbitrary: mutated(mutated(base)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789-:T'), maxLength: 22 }) },
  );
}

const CASES = [
  {
    name: 'Y-m-d',
    def: 'date',
    check: isContractDate,
    strings: near(fc.oneof(nearDate, leapDay, shaped('dddd-dd-dd'))),
  },
  { name: 'H:i', def: 'time', check: isContractTime, strings: near(fc.oneof(nearTime, shaped('dd:dd'))) },
  {
    name: 'Y-m-d\\TH:i:s',
    def: 'localDateTime',
    check: isContractDateTime,
    strings: near(fc.oneof(nearDateTime, shaped('dddd-dd-ddTdd:dd:dd'))),
  },
] as const;

describe('fast format checks agree with the exported patterns', () => {
  for (const { name, def, check, strings } of CASES) {
    const format = exported(def);

    it(`${name}: the character-code check and the exported pattern give the same verdict near the format`, () => {
      fc.assert(fc.property(strings, (s) => check(s) === exportedVerdict(format, s)));
    });

    it(`${name}: both accept every real ${def} written in the format`, () => {
      const real = fc.date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      fc.assert(
        fc.property(real, (d) => {
          const iso = d.toISOString();
          const s = def === 'date' ? iso.slice(0, 10) : def === 'time' ? iso.slice(11, 16) : iso.slice(0, 19);
          return check(s) && exportedVerdict(format, s);
        }),
      );
    });
  }

  it('agree on every one-character substitution (any ASCII character, a few others) of valid strings', () => {
    const chars = [
      ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
      '٣',
      '０',
      '\u00a0',
      '\u{1F600}',
    ];
    const bases = {
      date: ['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '2023-02-28', '2024-04-30'],
      time: ['23:59', '00:00', '19:09', '09:50'],
      localDateTime: ['2024-02-29T23:59:59', '1999-12-31T00:00:00', '2023-11-30T19:09:50'],
    } as const;
    for (const { def, check } of CASES) {
      const format = exported(def);
      for (const base of bases[def]) {
        expect(check(base)).toBe(true);
        for (let i = 0; i < base.length; i++) {
          for (const c of chars) {
            const s = base.slice(0, i) + c + base.slice(i + 1);
            if (check(s) !== exportedVerdict(format, s)) expect.fail(`${def}: disagree on ${JSON.stringify(s)}`);
          }
        }
      }
    }
  });

  it('accepts no date-time it has not checked, before or after accepting one (the memo of the last one)', async () => {
    vi.resetModules();
    const fresh = await import('../../src/validator/fastFormats.js');
    expect(['', '0', '0001-01-01T00:00:0'].map(fresh.isContractDateTime)).toEqual([false, false, false]);
    expect(isContractDateTime('')).toBe(false);
    expect(isContractDateTime('2024-02-29T23:59:59')).toBe(true);
    expect(isContractDateTime('2024-02-29T23:59:59')).toBe(true);
    expect(isContractDateTime('')).toBe(false);
    expect(isContractDateTime('2024-02-29T23:59:5')).toBe(false);
  });

  it('decides the boundary cases as the contract reads them', () => {
    expect(['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'].map(isContractDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['2023-02-29', '1900-02-29', '1800-02-29', '0000-01-01', '2024-04-31', '2024-1-01', '2024-01-01 '].map(
        isContractDate,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(['00:00', '23:59', '24:00', '9:05', '09:05:00', '12:60'].map(isContractTime)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['2024-02-29T23:59:59', '2024-02-29 23:59:59', '2024-02-29T23:59:60', '2024-02-29T23:59:59Z'].map(
        isContractDateTime,
      ),
    ).toEqual([true, false, false, false]);
  });
});

describe('the fast tier compiles the fixed-width formats as custom formats', () => {
  const fastDocs = fastDocuments(DEFAULT_READING);

  it('replaces pattern and length bounds of every x-format node by its custom format, nowhere else', () => {
    const seen: string[] = [];
    for (const doc of fastDocs) {
      walkSchema(doc.schema, (node) => {
        const xFormat = node['x-format'];
        if (typeof xFormat !== 'string') return;
        seen.push(xFormat);
        expect(node['format']).toBe(FAST_FORMAT_NAMES[xFormat as keyof typeof FAST_FORMAT_NAMES]);
        expect(['pattern', 'minLength', 'maxLength'].filter((k) => k in node)).toEqual([]);
      });
    }
    expect(seen.sort()).toEqual(['H:i', 'Y-m-d', 'Y-m-d\\TH:i:s']);
  });

  it('leaves the exported schema documents untouched', () => {
    expect(common.$defs['date']?.pattern).toMatch(/^\^/);
    expect(isSchemaNode(common.$defs['time'])).toBe(true);
    expect(Object.keys(FAST_FORMATS).sort()).toEqual(Object.values(FAST_FORMAT_NAMES).sort());
    expect(CONTRACT_FORMATS['date']).toBe(isContractDate);
  });

  it('rejects and accepts the same strings as the exported schema, compiled', () => {
    const fast = createEngineAjv('fast');
    for (const doc of fastDocs) fast.addSchema(doc.schema);
    const plain = createEngineAjv('fast');
    plain.addSchema(common);
    for (const { def, strings } of CASES) {
      const id = `https://schemas.user-summaries.example/v1/common.schema.json#/$defs/${def}`;
      const compiledFast = fast.getSchema(id);
      const compiledPlain = plain.getSchema(id);
      if (compiledFast === undefined || compiledPlain === undefined) throw new Error(`no schema ${id}`);
      fc.assert(
        fc.property(fc.oneof(strings, fc.anything()), (value) => compiledFast(value) === compiledPlain(value)),
        {
          numRuns: atDepth(300, 100),
        },
      );
    }
  });
});
