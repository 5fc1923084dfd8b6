// serve's reading of a query (query.ts) never accepts what the request schema rejects: readQuery answers exactly
// what the full validateRequest and the server's bounds answer, and the cheap reading of a plain request target
// (readPlainTarget) answers what readQuery answers, or leaves the target to it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlainTarget, readQuery } from '../../src/mock/query.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { atDepth } from '../../../../test/__helpers__/depth.js';

const LIMITS = { maxPerPage: 1e16, maxRangeDays: 1e9 };
const value = fc.oneof(
  fc.constantFrom(
    '2024-02-29',
    '2023-02-29',
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '2024-13-01',
    '2024-1-01',
    '１２３４-01-01',
  ),
  fc
    .date({ min: new Date(Date.UTC(-1, 0, 1)), max: new Date(Date.UTC(10_000, 0, 1)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '0',
    '1',
    '2',
    '00',
    '01',
    '-1',
    '10',
    '999999999999999',
    '9999999999999999',
    '9007199254740992',
    ' 1',
    '1e3',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const key = fc.constantFrom(
  'date_from',
  'date_to',
  'include_slots',
  'per_page',
  'page',
  'constructor',
  '__proto__',
  'x',
);
// Mostly the plain form (both dates, the optional parameters in any order), with one value drawn anywhere.
const plain = fc
  .tuple(
    value,
    value,
    fc.constantFrom('0', '1'),
    fc.constantFrom('1', '10', '100'),
    fc.constantFrom('0', '1', '2'),
    fc.subarray(['include_slots', 'per_page', 'page']),
  )
  .map(([from, to, slots, perPage, page, optional]): [string, string][] => [
    ['date_from', from],
    ['date_to', to],
    ...optional.map((name): [string, string] => [
      name,
      name === 'include_slots' ? slots : name === 'per_page' ? perPage : page,
    ]),
  ]);
const query = fc.oneof(plain, fc.array(fc.tuple(key, value), { maxLength: 7 }));

describe('readQuery', () => {
  it('answers what validateRequest answers, on plain and odd queries alike', () => {
    fc.assert(
      fc.property(
        query,
        fc.constantFrom('application/json', 'Application/JSON; charset=utf-8', 'text/plain', undefined),
        (entries, contentType) => {
          const params = new URLSearchParams(entries);
          const headers = contentType === undefined ? {} : { 'content-type': contentType };
          const full = validateRequest({ query: params, headers: { authorization: 'Bearer checked', ...headers } });
          const read = readQuery(params, headers, LIMITS);
          if (full.ok) expect(read.ok).toBe(true);
          else
            expect(read).toEqual({
              ok: false,
              problems: full.violations.map((v) => ({ pointer: v.pointer, rule: v.rule, message: v.message })),
            });
        },
      ),
      // 3,000 at full depth, 300 under npm test (test/__helpers__/depth.ts), as the plain reading's property below.
      { numRuns: atDepth(3000) },
    );
  });

  it('reads a plain request target straight, exactly as readQuery reads the parsed URL, and leaves the rest to it', () => {
    const limits = { maxPerPage: 100, maxRangeDays: 3660 };
    // Targets as a client writes them: entries joined by &, some with odd characters, empty entries or no =.
    const entry = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
      fc.tuple(key, value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
      fc.constantFrom('', 'page', 'page=', 'per_page=%31%30', 'date_from=2024-01-01#x', 'a+b=c'),
    );
    const day = fc
      .date({ min: new Date('0000-06-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const plainEntries = fc
      .tuple(
        day,
        fc.integer({ min: -2, max: 4000 }),
        fc.constantFrom('0', '1'),
        fc.constantFrom('1', '10', '100', '101'),
        fc.constantFrom('0', '1', '7', '999999999999999'),
        fc.subarray(['include_slots', 'per_page', 'page']),
      )
      .chain(([from, span, slots, perPage, page, optional]) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
        const entries = [
          `date_from=${from}`,
          `date_to=${to}`,
          ...optional.map(
            (name) => `${name}=${name === 'include_slots' ? slots : name === 'per_page' ? perPage : page}`,
          ),
        ];
        return fc.shuffledSubarray(entries, { minLength: entries.length - 1 });
      });
    // Weighted to the plain form, so that a large share of the runs is read plainly (the equality below) at any depth.
    const search = fc.oneof(
      { arbitrary: plainEntries.map((entries) => entries.join('&')), weight: 6 },
      plainEntries.map((entries) => `${entries.join('&')}&`),
      plainEntries.map((entries) => entries.join('&&')),
      plain.map((entries) => entries.map(([k, v]) => `${k}=${v}`).join('&')),
      fc.array(entry, { maxLength: 7 }).map((entries) => entries.join('&')),
    );
    const runs = atDepth(3000);
    let readPlainly = 0;
    fc.assert(
      fc.property(search, fc.constantFrom('application/json', 'text/plain'), (text, contentType) => {
        const plainRead = readPlainTarget(text, contentType, limits);
        if (plainRead === undefined) return;
        readPlainly += 1;
        const full = readQuery(
          new URL(`/user-summaries?${text}`, 'http://x').searchParams,
          { 'content-type': contentType },
          limits,
        );
        expect(full).toEqual({ ok: true, query: plainRead.query });
        expect(new URLSearchParams(text).toString()).toBe(plainRead.search); // the page links' text, as serialized
      }),
      { numRuns: runs },
    );
    // Not vacuous: about 11% of the runs are read plainly; 5% is 3.4 standard deviations below that at 300 runs
    // (npm test's depth), and the fewest over 200 seeds were 21 of 300.
    expect(readPlainly).toBeGreaterThanOrEqual(runs * 0.05);
  });

  it('serves a plain target byte for byte as the same query read the full way (links, page, envelope)', async () => {
    const server = await startServer({ token: 't0k3n', source: seedSource({ seed: 3 }) });
    try {
      const get = async (search: string, contentType: string): Promise<string> => {
        const res = await fetch(`${server.url}/user-summaries?${search}`, {
          headers: { Authorization: 'Bearer t0k3n', 'Content-Type': contentType },
        });
        expect(res.status).toBe(200);
        return res.text();
      };
      for (const search of [
        'date_from=2024-01-01&date_to=2024-01-31',
        'page=2&date_from=2024-01-01&date_to=2024-01-31&per_page=7',
        'date_from=2024-01-01&page=3&date_to=2024-01-31&include_slots=0&per_page=5',
        'date_to=2024-01-31&per_page=5&date_from=2024-01-01&page=9',
      ]) {
        expect(readPlainTarget(search, 'application/json', { maxPerPage: 100, maxRangeDays: 3660 })).toBeDefined();
        // `; charset=utf-8` is valid and not plain: the full reading, with URL and URLSearchParams.
        expect(await get(search, 'application/json')).toBe(await get(search, 'application/json; charset=utf-8'));
      }
    } finally {
      await server.close();
    }
  });
});
