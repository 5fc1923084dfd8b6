// Regression (issue 22): the vitest matcher threw on a revoked proxy or a proxy whose `has` trap throws (kind
// auto, also under `.not`): telling the kinds apart read the value before any validator could answer. It now
// answers as the validators do: a revoked proxy fails with one `not_json` violation.
import { describe, expect, it } from 'vitest';
import { validateSummary } from 'user-summaries-contract/internal/index';
import { toSatisfyUserSummariesContract, userSummariesMatchers } from '../../src/vitest/index.js';

expect.extend(userSummariesMatchers);

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const throwingHas = (): object =>
  new Proxy(
    { date: '2024-01-01' },
    {
      has: () => {
        throw new Error('has trap');
      },
    },
  );

describe('a proxy whose has trap throws', () => {
  it('gets the validators verdict (they read members, never ask has), under kind auto and .not alike, never a throw', () => {
    const verdict = validateSummary(throwingHas()).ok;
    const result = toSatisfyUserSummariesContract.call({ isNot: false }, throwingHas(), { kind: 'auto' });
    expect(result.pass).toBe(verdict);
    expect(() => toSatisfyUserSummariesContract.call({ isNot: true }, throwingHas())).not.toThrow();
  });
});

describe.each([['a revoked proxy', revoked, ['auto', 'summary', 'response', 'request'] as const]])(
  '%s',
  (_name, make, kinds) => {
    it.each([...kinds])('fails with not_json (kind %s), never throws', (kind) => {
      const result = toSatisfyUserSummariesContract.call({ isNot: false }, make(), { kind });
      expect(result.pass).toBe(false);
      if (kind !== 'request')
        expect(result.message()).toContain('/  not_json  the document could not be read as a JSON value');
    });

    it('passes under .not and fails plainly in vitest itself', () => {
      expect(make()).not.toSatisfyUserSummariesContract();
      expect(() => expect(make()).toSatisfyUserSummariesContract()).toThrow(/not_json/);
    });
  },
);
