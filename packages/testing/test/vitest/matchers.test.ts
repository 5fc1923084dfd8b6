// user-summaries-testing/vitest: the matcher in vitest itself (expect.extend, .not, asymmetric use, types),
// and through a minimal harness that calls it as Jest's expect.extend does (Jest itself is not installed:
// the harness reproduces its contract: `this` with isNot, the received value and the arguments, and a
// {pass, message} answer it turns into a failure when pass === isNot).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toSatisfyUserSummariesContract, userSummariesMatchers, type MatcherResult } from '../../src/vitest/index.js';

expect.extend(userSummariesMatchers);

const read = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8'));
const DAY = read('examples/valid/summary-all-groups.json') as Record<string, unknown>;
const PAGE = read('examples/valid/response-paginator.json');
const NO_SLOTS_PAGE = read('examples/valid-no-slots/live-page-include-slots-0.json');
const BROKEN_DAY = { ...DAY, date: '2024-02-30', heart_rate: {} };
const REQUEST = {
  query: { date_from: '2024-03-01', date_to: '2024-03-14' },
  headers: { Authorization: 'Bearer t0k3n-value', 'Content-Type': 'application/json' },
};

/** The message vitest throws for a failing assertion. */
function failure(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the assertion passed');
}

describe('toSatisfyUserSummariesContract in vitest', () => {
  it('passes for a day, a response page and a request (kind detected or given)', () => {
    expect(DAY).toSatisfyUserSummariesContract();
    expect(PAGE).toSatisfyUserSummariesContract({ kind: 'response' });
    expect(NO_SLOTS_PAGE).toSatisfyUserSummariesContract({ includeSlots: false });
    expect(REQUEST).toSatisfyUserSummariesContract({ kind: 'request' });
    expect(REQUEST).toSatisfyUserSummariesContract();
  });

  it('fails with pointer, rule and message per violation, and no value from the payload', () => {
    const message = failure(() => expect(BROKEN_DAY).toSatisfyUserSummariesContract({ kind: 'summary' }));
    expect(message.split('\n')).toEqual([
      'expected the value to satisfy the user-summaries contract (summary, includeSlots true), but it breaks it (2 violations):',
      '  /date  date_format  date must match the format Y-m-d: not a calendar date',
      '  /heart_rate  filled  heart_rate must not be empty when it is sent',
    ]);
    expect(message).not.toContain('2024-02-30');
  });

  it('a request failure names the parameter, never the token', () => {
    const message = failure(() =>
      expect({ ...REQUEST, query: { date_from: '2024-03-14', date_to: '2024-03-01' } }).toSatisfyUserSummariesContract({
        kind: 'request',
      }),
    );
    expect(message).toContain('/query/date_to  after_or_equal');
    expect(message).not.toContain('t0k3n-value');
  });

  it('the include_slots=0 page with the default includeSlots gets the hint; strict reports unknown fields', () => {
    expect(failure(() => expect(NO_SLOTS_PAGE).toSatisfyUserSummariesContract())).toContain(
      'hint: every violation is a missing slots: pass { includeSlots: false }',
    );
    const extra = { ...DAY, vendor_note: 'x' };
    expect(extra).toSatisfyUserSummariesContract();
    expect(failure(() => expect(extra).toSatisfyUserSummariesContract({ strict: true }))).toContain(
      '/vendor_note  unknown_field',
    );
  });

  it('.not passes for a broken value and fails for a valid one', () => {
    expect(BROKEN_DAY).not.toSatisfyUserSummariesContract();
    expect({ query: {} }).not.toSatisfyUserSummariesContract({ kind: 'request' });
    expect(failure(() => expect(DAY).not.toSatisfyUserSummariesContract())).toBe(
      'expected the value not to satisfy the user-summaries contract (summary, includeSlots true), but it does',
    );
  });

  it('works as an asymmetric matcher inside toEqual', () => {
    expect({ status: 200, body: PAGE }).toEqual({
      status: 200,
      body: expect.toSatisfyUserSummariesContract({ kind: 'response' }),
    });
    expect(() => expect({ body: BROKEN_DAY }).toEqual({ body: expect.toSatisfyUserSummariesContract() })).toThrow();
  });

  it('the asymmetric form fails with no violation list and hands vitest the whole payload to diff (docs/vitest.md says so)', () => {
    let thrown: { message: string; actual?: unknown } | undefined;
    try {
      expect({ body: BROKEN_DAY }).toEqual({ body: expect.toSatisfyUserSummariesContract() });
    } catch (error) {
      thrown = error as { message: string; actual?: unknown };
    }
    expect(thrown?.message).not.toContain('date_format');
    // What vitest prints as the received side of its diff: the payload itself.
    expect(JSON.stringify(thrown?.actual)).toContain('2024-02-30');
    // The direct form lists the violations and no value.
    const direct = failure(() => expect(BROKEN_DAY).toSatisfyUserSummariesContract());
    expect(direct).toContain('/date  date_format');
    expect(direct).not.toContain('2024-02-30');
  });

  it('is typed: options are checked', () => {
    // @ts-expect-error includeSlots is a boolean
    expect(DAY).toSatisfyUserSummariesContract({ includeSlots: 'no' });
  });
});

/** Calls a matcher as Jest's expect.extend does, and throws its message when it fails. */
function jestLikeExpect(received: unknown) {
  const call = (isNot: boolean, args: unknown[]): void => {
    const result = (
      toSatisfyUserSummariesContract as (this: { isNot: boolean }, r: unknown, ...a: unknown[]) => MatcherResult
    ).call({ isNot }, received, ...args);
    if (result.pass === isNot) throw new Error(result.message());
  };
  return {
    toSatisfyUserSummariesContract: (...args: unknown[]) => call(false, args),
    not: { toSatisfyUserSummariesContract: (...args: unknown[]) => call(true, args) },
  };
}

describe('toSatisfyUserSummariesContract through a Jest-style expect.extend harness', () => {
  it('passes, fails with the listing, and honours .not', () => {
    jestLikeExpect(DAY).toSatisfyUserSummariesContract();
    jestLikeExpect(BROKEN_DAY).not.toSatisfyUserSummariesContract();
    expect(() => jestLikeExpect(BROKEN_DAY).toSatisfyUserSummariesContract()).toThrow('/heart_rate  filled');
    expect(() => jestLikeExpect(DAY).not.toSatisfyUserSummariesContract()).toThrow('but it does');
    expect(Object.keys(userSummariesMatchers)).toEqual(['toSatisfyUserSummariesContract']);
  });
});
