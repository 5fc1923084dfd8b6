// The spelling suggestions (packages/tools/src/documentCheck/suggest.ts) held equal to their plain definitions: the edit
// distance to the full table of optimal string alignment, and `closest` to a choice that computes every distance
// (the library's passes over the candidates that cannot qualify or cannot win without computing theirs).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/documentCheck/suggest.js';
import { suggestMember } from '../../src/documentCheck/memberNames.js';

/** Optimal string alignment distance, the whole table. */
function plainDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The closest candidate by definition: every distance computed, the first of the smallest that qualifies. */
function plainClosest(typed: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = plainDistance(typed, candidate);
    const allowed = Math.max(1, Math.floor(Math.max(typed.length, candidate.length) / 3));
    if ((distance <= allowed || (typed.length >= 3 && candidate.startsWith(typed))) && distance < bestDistance)
      [best, bestDistance] = [candidate, distance];
  }
  return best;
}

// Few letters, so that near words, transpositions, prefixes and ties are common.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_', 'é'), maxLength: 9 });

describe('spelling suggestions', () => {
  it('editDistance is the optimal string alignment distance', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(plainDistance(a, b));
      }),
    );
    expect([editDistance('fromat', 'format'), editDistance('', 'abc'), editDistance('abc', 'ca')]).toEqual([1, 3, 3]);
  });

  it('closest picks what computing every distance picks', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 8 }), (typed, candidates) => {
        expect(closest(typed, candidates)).toBe(plainClosest(typed, candidates));
      }),
    );
  });

  it('suggestMember answers the same when asked again (its memo), for short names and long ones', () => {
    const path = 'https://schemas.user-summaries.example/v1/user-summary.schema.json#/additionalProperties';
    for (const name of ['heartRate', 'totl_steps', 'x'.repeat(200), 'heartRate'])
      expect(suggestMember(name, path)).toBe(suggestMember(name, path));
    expect(suggestMember('heartRate', path)).toBe('heart_rate');
  });
});
