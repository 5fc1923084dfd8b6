import { describe, expect, it } from 'vitest';
import { detectEnvelope } from '../../src/index.js';
import { validateResponse } from '../../src/precompiled/readingValidators.js';
import { livePage, pairs, validDay } from '../__helpers__/fixtures.js';

const paginator = (data: unknown[]): Record<string, unknown> => ({
  current_page: 1,
  data,
  first_page_url: 'http://localhost/user-summaries?page=1',
  from: data.length ? 1 : null,
  last_page: 1,
  last_page_url: 'http://localhost/user-summaries?page=1',
  next_page_url: null,
  path: 'http://localhost/user-summaries',
  per_page: 10,
  prev_page_url: null,
  to: data.length ? data.length : null,
  total: data.length,
});
const collection = (data: unknown[]): Record<string, unknown> => ({
  data,
  links: { first: 'http://localhost/?page=1', last: 'http://localhost/?page=1', prev: null, next: null },
  meta: {
    current_page: 1,
    from: 1,
    last_page: 1,
    path: 'http://localhost/',
    per_page: 10,
    to: data.length,
    total: data.length,
  },
});

describe('validateResponse', () => {
  it('the published live page validates as a response with include_slots=0', () => {
    expect(pairs(validateResponse(livePage(), { includeSlots: false }))).toEqual([]);
  });
  it('the live page lacks slots, so it fails under include_slots=1 at each day', () => {
    const result = validateResponse(livePage());
    expect(pairs(result)).toEqual(Array.from({ length: 10 }, (_, i) => [`/data/${i}/activity/slots`, 'required_with']));
  });
  it('the live page under the strict reading reports the fields the contract does not list', () => {
    const result = validateResponse(livePage(), { includeSlots: false, strict: true, maxViolations: 1000 });
    expect(pairs(result).filter(([p]) => p.startsWith('/data/0/'))).toEqual([
      ['/data/0/_id', 'unknown_field'],
      ['/data/0/created_at', 'unknown_field'],
      ['/data/0/is_utc_date', 'unknown_field'],
      ['/data/0/updated_at', 'unknown_field'],
      ['/data/0/user_id', 'unknown_field'],
    ]);
  });
  it.each([
    ['paginator', paginator([validDay()])],
    ['collection', collection([validDay()])],
    ['bare', [validDay()]],
  ] as const)('accepts the %s envelope, auto-detected and named', (name, body) => {
    expect(detectEnvelope(body)).toBe(name);
    expect(pairs(validateResponse(body))).toEqual([]);
    expect(pairs(validateResponse(body, { envelope: name }))).toEqual([]);
  });
  it('a Laravel 8+ paginator with its links array is a paginator, not a collection', () => {
    const body = { ...paginator([validDay()]), links: [{ url: null, label: '&laquo; Previous', active: false }] };
    expect(detectEnvelope(body)).toBe('paginator');
    expect(pairs(validateResponse(body))).toEqual([]);
  });
  it('an empty page has null from/to', () => expect(pairs(validateResponse(paginator([])))).toEqual([]));
  it('validates the summaries inside the envelope', () => {
    const day = validDay();
    day.sleep.slots[1].type = 9;
    expect(pairs(validateResponse(collection([validDay(), day])))).toEqual([['/data/1/sleep/slots/1/type', 'in']]);
  });
  it('reports missing paginator keys by name', () => {
    const body = paginator([]);
    delete body['total'];
    delete body['next_page_url'];
    expect(pairs(validateResponse(body))).toEqual([
      ['/next_page_url', 'required'],
      ['/total', 'required'],
    ]);
  });
  it('a named envelope that does not match is reported against that envelope', () => {
    expect(pairs(validateResponse([validDay()], { envelope: 'paginator' }))).toEqual([['', 'type']]);
  });
  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a number', 1],
  ])('%s has no envelope', (_l, body) => {
    expect(pairs(validateResponse(body))).toEqual([['', 'envelope']]);
  });
});
