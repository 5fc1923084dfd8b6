// serve's cheap reading of a plain query (query.ts) never accepts what the request schema rejects: on any query,
// readQuery answers exactly what the full validateRequest and the server's bounds answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../src/live/server/query.js';
import { validateRequest } from '../../src/precompiled/rootValidators.js';

const LIMITS = { maxPerPage: 1e16, maxRangeDays: 1e9 };
const value = fc.oneof(
  fc.constantFrom('2024-02-29', '2023-02-29', '0000-01-01', '0001-01-01', '9999-12-31', '2024-13-01', '2024-1-01', '１２３４-01-01'),
  fc.date({ min: new Date(Date.UTC(-1, 0, 1)), max: new Date(Date.UTC(10_000, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('0', '1', '2', '00', '01', '-1', '10', '999999999999999', '9999999999999999', '9007199254740992', ' 1', '1e3', ''),
  fc.string({ maxLength: 12 }),
);
const key = fc.constantFrom('date_from', 'date_to', 'include_slots', 'per_page', 'page', 'constructor', '__proto__', 'x');
// Mostly the plain form (both dates, the optional parameters in any order), with one value drawn anywhere.
const plain = fc
  .tuple(value, value, fc.constantFrom('0', '1'), fc.constantFrom('1', '10', '100'), fc.constantFrom('0', '1', '2'), fc.subarray(['include_slots', 'per_page', 'page']))
  .map(([from, to, slots, perPage, page, optional]): [string, string][] => [
    ['date_from', from],
    ['date_to', to],
    ...optional.map((name): [string, string] => [name, name === 'include_slots' ? slots : name === 'per_page' ? perPage : page]),
  ]);
const query = fc.oneof(plain, fc.array(fc.tuple(key, value), { maxLength: 7 }));

describe('readQuery', () => {
  it('answers what validateRequest answers, on plain and odd queries alike', () => {
    fc.assert(
      fc.property(query, fc.constantFrom('application/json', 'Application/JSON; charset=utf-8', 'text/plain', undefined), (entries, contentType) => {
        const params = new URLSearchParams(entries);
        const headers = contentType === undefined ? {} : { 'content-type': contentType };
        const full = validateRequest({ query: params, headers: { authorization: 'Bearer checked', ...headers } });
        const read = readQuery(params, headers, LIMITS);
        if (full.ok) expect(read.ok).toBe(true);
        else expect(read).toEqual({ ok: false, problems: full.violations.map((v) => ({ pointer: v.pointer, rule: v.rule, message: v.message })) });
      }),
      { numRuns: 3000 },
    );
  });
});
