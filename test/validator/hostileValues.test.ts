// No value makes a validator throw: 100,000 values (2,500 under the quick `npm test`, new ones each run's seed) of every kind (random JSON, mutations of real days,
// proxies whose traps throw, revoked proxies, throwing getters, cycles, BigInt, symbols, typed arrays, deep
// nesting), through every validator of the root and standalone entries; every pointer a report gives resolves in
// its input (a missing member: its owner resolves and lacks it). Values nested 20,000 levels deep too (100,000 in
// hostileValues.deep.test.ts, a scale suite).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePointer, parsePointer } from '../../src/validator/pointer.js';
import { atDepth } from '../__helpers__/depth.js';
import { validDay } from '../__helpers__/fixtures.js';
import { summaryInputs } from '../guard/_arbitraries.js';
import { deepNestingSuite } from './_deepNesting.js';
import { type AnyValidator, EVERY_VALIDATOR } from './_everyValidator.js';

/** 100,000 values at full depth (`npm run test:deep`); 2,500 under `npm test`, a fortieth (issue #46). */
const FUZZ_VALUES = atDepth(100_000) >= 100_000 ? 100_000 : atDepth(25_000);

/** A value whose every read throws, or that was revoked, or that lies about itself. */
function hostileObject(kind: number, inner: unknown): unknown {
  const trap = (): never => {
    throw new Error('trap');
  };
  switch (kind % 7) {
    case 0: {
      const { proxy, revoke } = Proxy.revocable(Array.isArray(inner) ? [] : {}, {});
      revoke();
      return proxy;
    }
    case 1:
      return new Proxy(typeof inner === 'object' && inner !== null ? inner : {}, {
        get: trap,
        has: trap,
        ownKeys: trap,
        getOwnPropertyDescriptor: trap,
      });
    case 2:
      return new Proxy(Array.isArray(inner) ? inner : [inner], {
        get: (target, key) => (key === 'length' ? trap() : Reflect.get(target, key)),
      });
    case 3:
      return Object.defineProperty({ ...(typeof inner === 'object' && inner !== null ? inner : {}) }, 'date', {
        get: trap,
        enumerable: true,
      });
    case 4: {
      const cyclic: Record<string, unknown> = { date: '2024-01-01' };
      cyclic['activity'] = cyclic;
      cyclic['data'] = [cyclic];
      return cyclic;
    }
    case 5:
      return new Proxy(
        {},
        {
          getPrototypeOf: trap,
          ownKeys: () => ['date'],
          getOwnPropertyDescriptor: () => ({ value: 1, enumerable: true, configurable: true }),
        },
      );
    default:
      return { data: [inner], current_page: 1n, date: Symbol('d'), activity: new Float64Array(3) };
  }
}

/**
 * Values of every kind, JSON and not, each as a recipe: fast-check reads the values it generates itself, and a
 * revoked proxy or a throwing trap would break fast-check before any validator ran.
 */
/**
 * Real days, valid and mutated, generated once (generating a full day costs more than validating it): 400 at full
 * depth, 100 under `npm test` (its 2,500 values draw about 750 days).
 */
const DAYS = fc.sample(summaryInputs(true), atDepth(400, 100));
const DAY_TEXT = JSON.stringify(validDay());

const anyValue: fc.Arbitrary<{ readonly make: () => unknown }> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ make: () => v })) },
  { weight: 3, arbitrary: fc.nat({ max: DAYS.length - 1 }).map((i) => ({ make: () => DAYS[i] })) },
  {
    weight: 1,
    arbitrary: fc
      .anything({
        maxDepth: 2,
        withBigInt: true,
        withTypedArray: true,
        withMap: true,
        withSet: true,
        withDate: true,
        withNullPrototype: true,
        withSparseArray: true,
        withBoxedValues: true,
      })
      .map((v) => ({ make: () => v })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 }))
      .map(([kind, inner]) => ({ make: () => hostileObject(kind, inner) })),
  },
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 2 }).map((inner) => ({
      make: () => ({ current_page: 1, data: [JSON.parse(DAY_TEXT) as unknown, inner], per_page: 2 }),
    })),
  },
);

/** A pointer of a report, read back in its input: present, or a missing member of an owner that resolves. */
function resolves(value: unknown, pointer: string): boolean {
  try {
    if (resolvePointer(value, pointer).found) return true;
    const tokens = parsePointer(pointer);
    const owner = resolvePointer(
      value,
      tokens.slice(0, -1).reduce((at, t) => `${at}/${t.replaceAll('~', '~0').replaceAll('/', '~1')}`, ''),
    );
    return owner.found && typeof owner.value === 'object' && owner.value !== null;
  } catch {
    // A value whose reading throws is reported at the root, which is the value itself.
    return pointer === '';
  }
}

describe('no value makes a validator throw', () => {
  // At full depth 100,000 values take about 20 s of CPU alone, past vitest's 60 s beside other suites on a busy machine.
  it(`${FUZZ_VALUES.toLocaleString('en')} values of every kind through every validator: a result, and pointers that resolve`, {
    timeout: 300_000,
  }, () => {
    let checked = 0;
    fc.assert(
      fc.property(anyValue, fc.nat({ max: EVERY_VALIDATOR.length - 1 }), (recipe, which) => {
        const value = recipe.make();
        const [name, validate] = EVERY_VALIDATOR[which] as [string, AnyValidator];
        let result: ReturnType<AnyValidator>;
        try {
          result = validate(value);
        } catch (error) {
          throw new Error(`${name} threw ${String(error)}`);
        }
        checked++;
        if (typeof result === 'boolean') return;
        expect(typeof result.ok).toBe('boolean');
        // A request's pointers name its wire form (query and headers as they travel), not the input object.
        if (!result.ok && !name.includes('Request'))
          for (const violation of result.violations)
            expect(resolves(value, violation.pointer), violation.pointer).toBe(true);
      }),
      { numRuns: FUZZ_VALUES },
    );
    expect(checked).toBeGreaterThanOrEqual(FUZZ_VALUES);
  });
});

// 20,000 levels here; 100,000 in hostileValues.deep.test.ts (a scale suite, `npm run test:deep`).
deepNestingSuite(20_000);
