// Regression (issue 22): the vitest matcher threw on a revoked proxy or a proxy whose `has` trap throws (kind
// auto, also under `.not`): telling the kinds apart read the value before any validator could answer. It now
// answers as the validators do: the value fails with one `not_json` violation.
import { describe, expect, it } from 'vitest';
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

describe.each([
  ['a revoked proxy', revoked, ['auto', 'summary', 'response', 'request'] as const],
  // Only telling the kinds apart asks `has` (`'query' in value`): the validators read members by [[Get]].
  ['a proxy whose has trap throws', throwingHas, ['auto'] as const],
])('%s', (_name, make, kinds) => {
  it.each([...kinds])('fails with not_json (kind %s), never throws', (kind) => {
    const result = toSatisfyUserSummariesContract.call({ isNot: false }, make(), { kind });
    expect(result.pass).toBe(false);
    if (kind !== 'request') expect(result.message()).toContain('/  not_json  the document could not be read as a JSON value');
  });

  it('passes under .not and fails plainly in vitest itself', () => {
    expect(make()).not.toSatisfyUserSummariesContract();
    expect(() => expect(make()).toSatisfyUserSummariesContract()).toThrow(/not_json/);
  });
});
