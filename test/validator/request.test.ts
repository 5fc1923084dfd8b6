import { describe, expect, it } from 'vitest';
import { validateRequest } from '../../src/precompiled/readingValidators.js';
import { pairs } from '../__helpers__/fixtures.js';

const HEADERS = { Authorization: 'Bearer abc.def', 'Content-Type': 'application/json' };
const request = (query: Record<string, unknown>, headers: Record<string, unknown> = HEADERS) => ({ query, headers });
const RANGE = { date_from: '2024-01-01', date_to: '2024-01-31' };

describe('validateRequest', () => {
  it('accepts a full request, header names in any case, numbers written as the query string would', () => {
    expect(pairs(validateRequest(request({ ...RANGE, include_slots: 1, per_page: 10, page: 0 })))).toEqual([]);
    expect(
      pairs(
        validateRequest(
          request(RANGE, { authorization: 'Bearer x', 'CONTENT-TYPE': 'application/json; charset=utf-8' }),
        ),
      ),
    ).toEqual([]);
  });
  it('accepts URLSearchParams and Headers', () => {
    const query = new URLSearchParams({ ...RANGE, include_slots: '0' });
    expect(pairs(validateRequest({ query, headers: new Headers(HEADERS) }))).toEqual([]);
  });
  it('a one-day range is valid', () => {
    expect(pairs(validateRequest(request({ date_from: '2024-01-01', date_to: '2024-01-01' })))).toEqual([]);
  });
  it('a reversed range is a request error at date_to', () => {
    expect(pairs(validateRequest(request({ date_from: '2024-02-01', date_to: '2024-01-01' })))).toEqual([
      ['/query/date_to', 'after_or_equal'],
    ]);
  });
  it('a reversed range takes its place in document order among the other violations, capped or not', () => {
    const reversed = request({ date_from: '2024-02-01', date_to: '2024-01-01', page: '-1', per_page: '0' });
    expect(pairs(validateRequest(reversed))).toEqual([
      ['/query/date_to', 'after_or_equal'],
      ['/query/page', 'min'],
      ['/query/per_page', 'min'],
    ]);
    const capped = validateRequest(reversed, { maxViolations: 1 });
    expect([pairs(capped), capped.ok ? 0 : capped.omitted]).toEqual([[['/query/date_to', 'after_or_equal']], 2]);
    // Capped before the dates (the headers come first): the prefix is whole, the count of the rest a lower bound.
    const early = validateRequest(request({ date_from: '2024-02-01', date_to: '2024-01-01' }, {}), {
      maxViolations: 1,
    });
    expect([pairs(early), early.ok ? undefined : [early.omitted, early.omittedIsLowerBound]]).toEqual([
      [['/headers/authorization', 'required']],
      [1, true],
    ]);
  });
  it('date_from and date_to are required and Y-m-d', () => {
    expect(pairs(validateRequest(request({})))).toEqual([
      ['/query/date_from', 'required'],
      ['/query/date_to', 'required'],
    ]);
    expect(pairs(validateRequest(request({ date_from: '2024-02-30', date_to: '2024/03/01' })))).toEqual([
      ['/query/date_from', 'date_format'],
      ['/query/date_to', 'date_format'],
    ]);
  });
  it.each([
    ['include_slots', '2', 'in'],
    ['include_slots', 'true', 'in'],
    ['include_slots', '01', 'in'],
    ['per_page', '0', 'min'],
    ['per_page', '-5', 'min'],
    ['per_page', 'abc', 'integer'],
    ['per_page', '1.5', 'integer'],
    ['page', '-1', 'min'],
    ['page', 'x', 'integer'],
    ['page', '007', 'integer'],
    // The request's integers stop at 2^53-1, like the summary's (decisions: integer).
    ['per_page', '9007199254740992', 'integer'],
    ['page', '9999999999999999', 'integer'],
    ['page', '-9007199254740992', 'integer'],
    ['page', '-9007199254740991', 'min'],
    ['per_page', '123456789012345678901234567890', 'integer'],
  ])('%s=%s fails with %s', (key, value, rule) => {
    expect(pairs(validateRequest(request({ ...RANGE, [key]: value })))).toEqual([[`/query/${key}`, rule]]);
  });
  it.each([
    ['per_page', '1'],
    ['per_page', '100000'],
    ['per_page', '9007199254740991'],
    ['page', '9007199254740990'],
    ['page', '0'],
    ['page', '1'],
    ['include_slots', '0'],
    ['include_slots', '1'],
  ])('%s=%s is valid', (key, value) => expect(pairs(validateRequest(request({ ...RANGE, [key]: value })))).toEqual([]));
  it('a repeated parameter is a type error', () => {
    const query = new URLSearchParams([
      ['date_from', '2024-01-01'],
      ['date_from', '2024-01-02'],
      ['date_to', '2024-01-31'],
    ]);
    expect(pairs(validateRequest({ query, headers: HEADERS }))).toEqual([['/query/date_from', 'type']]);
  });
  it('headers: both must be sent, with a bearer token and application/json', () => {
    expect(pairs(validateRequest(request(RANGE, {})))).toEqual([
      ['/headers/authorization', 'required'],
      ['/headers/content-type', 'required'],
    ]);
    expect(pairs(validateRequest(request(RANGE, { Authorization: 'Bearer ', 'Content-Type': 'text/plain' })))).toEqual([
      ['/headers/authorization', 'bearer'],
      ['/headers/content-type', 'content_type'],
    ]);
    expect(
      pairs(validateRequest(request(RANGE, { Authorization: 'Basic dXNlcg==', 'Content-Type': 'application/json' }))),
    ).toEqual([['/headers/authorization', 'bearer']]);
  });
  it('no token appears in any violation', () => {
    const token = 'SECRET-TOKEN-with spaces';
    const result = validateRequest(
      request(RANGE, { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }),
    );
    expect(pairs(result)).toEqual([['/headers/authorization', 'bearer']]);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });
  it('the strict reading reports unknown query parameters but never extra headers', () => {
    const headers = { ...HEADERS, 'User-Agent': 'curl/8', Accept: '*/*' };
    expect(pairs(validateRequest(request({ ...RANGE, sort: 'asc' }, headers), { strict: true }))).toEqual([
      ['/query/sort', 'unknown_field'],
    ]);
  });
  it('never throws on data', () => {
    expect(() => validateRequest(null as never)).not.toThrow();
    expect(pairs(validateRequest({ query: 5 as never, headers: HEADERS }))).toEqual([['/query', 'type']]);
  });
});
