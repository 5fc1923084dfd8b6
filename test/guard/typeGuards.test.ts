// isUserSummary / assertUserSummary on any JavaScript value: the verdicts of the contract for JSON values,
// and the runtime-guard cases of the bad-inputs catalogue (class H) for everything else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleSummary } from 'user-summaries-testing';
import {
  ContractViolationError,
  assertUserSummary,
  findNotJson,
  isUserSummary,
  validateSummary,
  type UserSummary,
} from '../../src/index.js';

const GOOD: UserSummary = JSON.parse(readFileSync('examples/valid/summary-all-groups.json', 'utf8')) as UserSummary;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function violationsOf(value: unknown): { pointer: string; rule: string }[] {
  try {
    assertUserSummary(value);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ContractViolationError);
    return (error as ContractViolationError).violations.map(({ pointer, rule }) => ({ pointer, rule }));
  }
}

describe('type guards', () => {
  it('accept a valid summary and narrow its type', () => {
    const value: unknown = structuredClone(GOOD);
    expect(isUserSummary(value)).toBe(true);
    assertUserSummary(value);
    expect(value.date).toBe(GOOD.date);
  });

  it('report the contract violations of a bad summary, with pointers and rule words, no values', () => {
    const bad = { ...structuredClone(GOOD), date: '2024-02-30', activity: { date: '2024-01-01' } };
    expect(isUserSummary(bad)).toBe(false);
    const error = (() => {
      try {
        assertUserSummary(bad);
      } catch (e) {
        return e as ContractViolationError;
      }
      throw new Error('assertUserSummary did not throw');
    })();
    expect(error.subject).toBe('value');
    expect(error.violations).toStrictEqual(
      validateSummary(bad).ok ? [] : (validateSummary(bad) as { violations: unknown }).violations,
    );
    expect(error.violations.map((v) => [v.pointer, v.rule])).toContainEqual(['/date', 'date_format']);
    expect(error.violations.map((v) => [v.pointer, v.rule])).toContainEqual(['/activity/total_steps', 'required_with']);
    expect(error.message).not.toContain('2024-02-30');
  });

  it('include_slots=0: slots may be absent', () => {
    const noSlots = sampleSummary({ seed: 7, date: '2024-03-10', includeSlots: false, groups: ['activity', 'sleep'] });
    expect(isUserSummary(noSlots, { includeSlots: false })).toBe(true);
    expect(isUserSummary(noSlots)).toBe(false);
  });

  it('unknown fields never fail the guard', () => {
    expect(isUserSummary({ ...structuredClone(GOOD), _id: 'x', user_id: 1, created_at: '2024-01-01T00:00:00Z' })).toBe(
      true,
    );
  });
});

describe('bad inputs, class H: the guard never throws on data and never changes it', () => {
  it('H1: a cyclic object is not JSON, reported at the member that closes the cycle', () => {
    const cyclic: Record<string, unknown> = structuredClone(GOOD) as never;
    cyclic['self'] = cyclic;
    expect(isUserSummary(cyclic)).toBe(false);
    expect(violationsOf(cyclic)).toStrictEqual([{ pointer: '/self', rule: 'not_json' }]);
    const deep: Record<string, unknown> = structuredClone(GOOD) as never;
    (deep['activity'] as Record<string, unknown>)['back'] = deep;
    expect(violationsOf(deep)).toStrictEqual([{ pointer: '/activity/back', rule: 'not_json' }]);
  });

  it('H1: one object under two keys (not a cycle) is JSON', () => {
    const shared = { n: 1 };
    expect(isUserSummary({ ...structuredClone(GOOD), a: shared, b: shared })).toBe(true);
  });

  it('H2: BigInt, undefined, functions, Symbols, NaN, Date, Map and array holes are not JSON, at their pointer', () => {
    const cases: [string, unknown][] = [
      ['bigint', 1n],
      ['undefined', undefined],
      ['function', () => 1],
      ['symbol', Symbol('s')],
      ['nan', Number.NaN],
      ['infinity', Number.POSITIVE_INFINITY],
      ['date', new Date(0)],
      ['map', new Map()],
      // biome-ignore lint/suspicious/noSparseArray: an array hole is the value under test
      ['hole', [1, , 3]],
    ];
    for (const [name, value] of cases) {
      const summary = { ...structuredClone(GOOD), extra: { [name]: value } };
      const pointer = name === 'hole' ? `/extra/${name}/1` : `/extra/${name}`;
      expect(violationsOf(summary), name).toStrictEqual([{ pointer, rule: 'not_json' }]);
    }
    expect(violationsOf({ ...structuredClone(GOOD), activity: { ...GOOD.activity, total_steps: 10n } })).toStrictEqual([
      { pointer: '/activity/total_steps', rule: 'not_json' },
    ]);
    expect(violationsOf(1n)).toStrictEqual([{ pointer: '', rule: 'not_json' }]);
  });

  it('H2: checkJson: false leaves unknown members unread (documented), known ones still typed', () => {
    const summary = { ...structuredClone(GOOD), extra: 1n };
    expect(isUserSummary(summary, { checkJson: false })).toBe(true);
    expect(isUserSummary({ ...structuredClone(GOOD), date: 1n }, { checkJson: false })).toBe(false);
  });

  it('H3: a throwing getter or a throwing proxy is a violation, never an exception', () => {
    const getter = structuredClone(GOOD) as unknown as Record<string, unknown>;
    Object.defineProperty(getter, 'activity', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(isUserSummary(getter)).toBe(false);
    expect(violationsOf(getter)).toStrictEqual([{ pointer: '/activity', rule: 'not_json' }]);
    expect(isUserSummary(getter, { checkJson: false })).toBe(false);
    expect(() => assertUserSummary(getter, { checkJson: false })).toThrow(ContractViolationError);

    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(isUserSummary(trap)).toBe(false);
    expect(violationsOf(trap)).toStrictEqual([{ pointer: '', rule: 'not_json' }]);
    const { proxy, revoke } = Proxy.revocable({ date: '2024-01-01' }, {});
    revoke();
    expect(isUserSummary(proxy)).toBe(false);
    expect(violationsOf({ date: '2024-01-01', inner: proxy })).toStrictEqual([{ pointer: '/inner', rule: 'not_json' }]);
  });

  it('H4: an object with a null prototype is validated normally', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, structuredClone(GOOD));
    expect(isUserSummary(bare)).toBe(true);
    const broken = Object.assign(Object.create(null) as Record<string, unknown>, { date: 'x' });
    expect(violationsOf(broken)).toStrictEqual([{ pointer: '/date', rule: 'date_format' }]);
  });

  it('H5: the input is not changed (deep-frozen inputs pass and fail exactly as copies do)', () => {
    const frozen = deepFreeze(structuredClone(GOOD));
    const before = JSON.stringify(frozen);
    expect(isUserSummary(frozen)).toBe(true);
    const bad = deepFreeze({ ...structuredClone(GOOD), heart_rate: {}, sleep: { slots: [{}] } });
    const badBefore = JSON.stringify(bad);
    expect(violationsOf(bad)).toStrictEqual(violationsOf(structuredClone(bad)));
    expect(JSON.stringify(frozen)).toBe(before);
    expect(JSON.stringify(bad)).toBe(badBefore);
  });

  it('H6: a re-entrant call from inside a getter does not mix its errors with the outer call', () => {
    let inner: boolean | undefined;
    const outer = { date: 'not a date' } as Record<string, unknown>;
    Object.defineProperty(outer, 'activity', {
      enumerable: true,
      get: () => {
        inner = isUserSummary({ date: '2024-01-01' });
        return { date: '2024-01-01' };
      },
    });
    const violations = violationsOf(outer);
    expect(inner).toBe(true);
    expect(violations).toContainEqual({ pointer: '/date', rule: 'date_format' });
    expect(violations).toContainEqual({ pointer: '/activity/total_steps', rule: 'required_with' });
  });

  it('findNotJson names the member by its pointer from the root, each token escaped (RFC 6901), after finished siblings', () => {
    // Written by hand from RFC 6901: `~` is `~0`, `/` is `~1`; the subtrees read before it leave nothing in the pointer.
    const value = { done: { x: [1, { y: 2 }] }, 'a/b': { 'c~d': [0, 'ok', 10n] } };
    expect(findNotJson(value)?.pointer).toBe('/a~1b/c~0d/2');
    const later = [{ a: 1 }, [[2], 3], { '': { '~/': undefined } }];
    expect(findNotJson(later)?.pointer).toBe('/2//~0~1');
  });

  it('findNotJson walks deep values without recursion', () => {
    let deep: unknown = 1n;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const found = findNotJson(deep);
    expect(found?.what).toContain('BigInt');
    expect(found?.pointer.length).toBe(200_000);
  });
});
