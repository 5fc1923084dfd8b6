// What the proxy remembers of a client's walk (packages/tools/src/proxy/walks.ts): the first page's total and last_page,
// compared with each later page's as the values themselves would be, however large the values a hostile
// upstream writes there.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WalkTracker } from '../../src/proxy/walks.js';

const profile = (page: number) => ({ includeSlots: false, from: '2024-01-01', to: '2024-01-04', page, perPage: 2 });

/** A paginator page of no day with the given total and last_page (links consistent with the page). */
const page = (n: number, total: unknown, lastPage: unknown): unknown => ({
  current_page: n,
  data: [],
  first_page_url: null,
  from: null,
  last_page: lastPage,
  last_page_url: null,
  next_page_url: n < 2 ? 'x' : null,
  path: null,
  per_page: 2,
  prev_page_url: n > 1 ? 'x' : null,
  to: null,
  total,
});

/** The rules found on page 2 after page 1 of the same walk. */
function secondPage(first: [unknown, unknown], second: [unknown, unknown]): string[] {
  const walks = new WalkTracker();
  walks.observe('q', profile(1), page(1, ...first), 'paginator');
  return walks
    .observe('q', profile(2), page(2, ...second), 'paginator')
    .map((f) => f.rule)
    .filter((rule) => rule === 'metadata_changed');
}

/**
 * A first page whose total is a string of 12.5 MB (the size is not the point: four of them held would be five times the
 * test's bound), parsed as the proxy's pages are (a flat string in the heap:
 * `repeat` alone makes a rope of a few nodes). In a function of its own, so that no register of the test's
 * frame holds the page once it returns.
 */
function observeHuge(walks: WalkTracker, n: number): void {
  walks.observe(`q${n}`, profile(1), JSON.parse(JSON.stringify(page(1, String(n).repeat(12_500_000), 2))), 'paginator');
}

describe('a walk remembers its first page', () => {
  it('compares total and last_page by value: numbers, short and long strings alike', () => {
    const long = (c: string): string => c.repeat(1_000_000);
    expect(secondPage([4, 2], [4, 2])).toEqual([]);
    expect(secondPage([4, 2], [5, 2])).toEqual(['metadata_changed']);
    expect(secondPage(['4', 2], ['4', 2])).toEqual([]);
    // Strings of a megabyte, equal in value and not the same string: remembered as a digest, still equal.
    expect(secondPage([long('x'), 2], [`${long('x').slice(1)}x`, 2])).toEqual([]);
    expect(secondPage([long('x'), 2], [long('y'), 2])).toEqual(['metadata_changed']);
    expect(secondPage([long('x'), 2], [`\u0000${'0'.repeat(64)}`, 2])).toEqual(['metadata_changed']);
  });

  it('an object or array never equals a later one, as two parsed values never are', () => {
    expect(secondPage([{ n: 4 }, 2], [{ n: 4 }, 2])).toEqual(['metadata_changed']);
    expect(secondPage([4, [2]], [4, [2]])).toEqual(['metadata_changed']);
    expect(secondPage([null, 2], [null, 2])).toEqual([]);
  });

  it('keeps no large value of a page: a total of 12.5 MB costs the walk a digest', () => {
    // The collector, reachable in this process (the flag must be set before the context is made).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const walks = new WalkTracker();
    gc();
    const used = (): number => process.memoryUsage().heapUsed;
    const before = used();
    for (let n = 0; n < 4; n += 1) observeHuge(walks, n);
    gc();
    expect(walks.size).toBe(4);
    expect(used() - before).toBeLessThan(10_000_000); // the four totals would be 50 MB
  });
});
