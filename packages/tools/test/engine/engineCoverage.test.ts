// The engine protocol's coverage (docs/laravel.md, "Coverage"): a spawned engine answers, with
// `options.coverage`, the items each body or request exercised (by the index of its item list), and writes the
// report of a client's sums (`coverage-report`), with the threshold's message; bad counts are refused by name.
import { afterAll, describe, expect, it } from 'vitest';
import { coverageModel } from 'user-summaries-testing/coverage';
import { startEngine } from './_engine.js';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  addSeen,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUESTS,
  REQUESTS_SEEN,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';

type Answer = Record<string, unknown> & {
  coverage?: { counts: [number, number][]; parts: { day: number; envelope: number; request: number } };
};

const engine = startEngine();
afterAll(() => {
  engine.child.stdin.end();
});

/** Writes one request line and resolves with its answer. */
const ask = async (request: object): Promise<Answer> => (await engine.ask(JSON.stringify(request))) as Answer;

/** The items of an answer's sparse counts, named "location aspect", from the item list of the reading. */
function named(answer: Answer, profile: { includeSlots: boolean; strict: boolean }): Record<string, number> {
  const items = coverageModel(profile).items;
  return Object.fromEntries(
    (answer.coverage?.counts ?? []).map(([i, n]) => [`${items[i]?.location} ${items[i]?.aspect}`, n]),
  );
}

describe('the engine protocol: coverage', () => {
  it('should answer, with options.coverage, the items each body exercised, and nothing without it', async () => {
    const page = await ask({ id: 1, check: 'response', value: MIDDLE_PAGE, options: { coverage: true } });
    expect(page.ok).toBe(true);
    expect(named(page, { includeSlots: true, strict: false })).toEqual(MIDDLE_PAGE_SEEN);
    expect(page.coverage?.parts).toEqual({ day: 1, envelope: 1, request: 0 });
    const day = await ask({ id: 2, check: 'summary', body: JSON.stringify(ACTIVITY_DAY), options: { coverage: true } });
    expect(named(day, { includeSlots: true, strict: false })).toEqual(ACTIVITY_DAY_SEEN);
    const broken = await ask({
      id: 3,
      check: 'response',
      value: BROKEN_PAGE,
      options: { coverage: true, strict: true },
    });
    expect(broken.ok).toBe(false);
    expect(named(broken, { includeSlots: true, strict: true })).toEqual(BROKEN_PAGE_SEEN);
    expect((await ask({ id: 4, check: 'response', value: MIDDLE_PAGE })).coverage).toBeUndefined();
    expect((await ask({ id: 5, check: 'request', value: REQUESTS[0] })).coverage).toBeUndefined();
    expect((await ask({ id: 6, check: 'response', body: '{', options: { coverage: true } })).coverage).toBeUndefined();
  });

  it('should answer the items each request exercised, in the request part', async () => {
    const seen: Record<string, number>[] = [];
    for (const [i, request] of REQUESTS.entries()) {
      const answer = await ask({ id: 20 + i, check: 'request', value: request, options: { coverage: true } });
      expect(answer.coverage?.parts).toEqual({ day: 0, envelope: 0, request: 1 });
      seen.push(named(answer, { includeSlots: true, strict: false }));
    }
    expect(addSeen(...seen)).toEqual(REQUESTS_SEEN);
  });

  it("should write the report of a client's sums, and say why it is below min", async () => {
    const page = await ask({ id: 1, check: 'response', value: MIDDLE_PAGE, options: { coverage: true } });
    const day = await ask({ id: 2, check: 'summary', value: ACTIVITY_DAY, options: { coverage: true } });
    const requests: Answer[] = [];
    for (const [i, value] of REQUESTS.entries())
      requests.push(await ask({ id: 30 + i, check: 'request', value, options: { coverage: true } }));
    const sums = new Map<number, number>();
    for (const answer of [page, day, ...requests])
      for (const [i, n] of answer.coverage?.counts ?? []) sums.set(i, (sums.get(i) ?? 0) + n);
    const answer = await ask({
      id: 7,
      check: 'coverage-report',
      counts: [...sums],
      parts: { day: 2, envelope: 1, request: 3 },
      options: { min: 50 },
    });
    expect(answer).toMatchObject({ id: 7, ok: true, seenPercent: expect.any(Number) });
    const report = JSON.parse(answer['report'] as string) as {
      items: { location: string; aspect: string; seen: number }[];
      documents: number;
      responses: number;
      requests: number;
    };
    expect(seenOf(report)).toEqual(addSeen(MIDDLE_PAGE_SEEN, ACTIVITY_DAY_SEEN, REQUESTS_SEEN));
    expect([report.documents, report.responses, report.requests]).toEqual([2, 1, 3]);
    expect(answer['below']).toMatch(
      /^coverage \d+\.\d% is below min 50% \(\d+ items never seen\):\n {2}\/ violated:type\n/,
    );
    // A client that counts no requests (written before they were counted) sends no `request` part.
    expect(
      (await ask({ id: 8, check: 'coverage-report', counts: [], parts: { day: 0, envelope: 0 } }))['below'],
    ).toBeNull();
  });

  it('should refuse counts that are not counts, or of an item it does not have, by name', async () => {
    expect(await ask({ id: 9, check: 'coverage-report', counts: [[1, -1]], parts: { day: 1, envelope: 0 } })).toEqual({
      id: 9,
      error: 'counts must be an array of [item index, count] pairs of non-negative integers',
    });
    expect(await ask({ id: 10, check: 'coverage-report', counts: [[1, 1]], parts: { day: 'x' } })).toEqual({
      id: 10,
      error: 'parts must be {day, envelope, request}, counts of documents',
    });
    expect(
      await ask({ id: 11, check: 'coverage-report', counts: [[100_000, 1]], parts: { day: 1, envelope: 0 } }),
    ).toEqual({
      id: 11,
      error: 'counts names an item index this engine does not have (counts from another version?)',
    });
    expect(
      await ask({
        id: 12,
        check: 'coverage-report',
        counts: [],
        parts: { day: 0, envelope: 0 },
        options: { min: 101 },
      }),
    ).toEqual({ id: 12, error: 'options.min must be a percentage from 0 to 100' });
    expect(await ask({ id: 13, check: 'response', value: MIDDLE_PAGE, options: { coverage: 'yes' } })).toEqual({
      id: 13,
      error: 'options.coverage must be true or false',
    });
  });
});
