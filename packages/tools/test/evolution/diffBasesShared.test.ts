// A transitive mode check prepares the head once and draws and judges its random records once for every base
// (headCache.ts, recordStreams.ts): each base's report must be the one a diff of that base alone gives, byte for
// byte, with the default budget and with a work budget so small that the shared records run it out part-way.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { diffBases } from '../../src/evolution/diffBases.js';
import { diffContracts } from '../../src/evolution/diff.js';
import { Rng } from '../../src/evolution/random.js';
import { OVER_BUDGET, RecordStreams } from '../../src/evolution/recordStreams.js';
import { copyVersion, edit, nullableRemoved, sleepTypeAdded } from './_folders.js';
import { cutVersion, versionFolder } from './_versions.js';

describe('diffBases: the head shared across bases, the same reports', { timeout: 600_000 }, () => {
  // The contract cut to the three groups the versions edit (_versions.ts): a version compiles and searches in half the time.
  const v1 = versionFolder(cutVersion('activity', 'sleep', 'stress'));
  const v2 = edit(copyVersion(v1), 'sleep-slot.schema.json', sleepTypeAdded);
  const v3 = edit(copyVersion(v2), 'activity.schema.json', nullableRemoved);
  const v4 = edit(copyVersion(v3), 'stress.schema.json', (doc) => {
    doc['properties']['note'] = { type: 'integer', minimum: 0 };
  });
  afterAll(() => {
    for (const folder of [v1, v2, v3, v4]) rmSync(folder, { recursive: true, force: true });
  });

  // Each base costs two whole-contract diffs (shared and alone): npm test diffs two bases (the second already reads the
  // head's kept records) in one of the two cases (seed-rotated), test:deep three bases in both.
  const bases = atDepth(10) === 10 ? [v1, v2, v3] : [v1, v3];
  for (const options of casesAtDepth(
    [
      { seed: 37, records: 400 },
      { seed: 5, records: 400, workBudget: 5_000 },
    ],
    1,
  )) {
    it(`each base's outcome is its diff alone (${JSON.stringify(options)})`, async () => {
      const shared = await diffBases(bases, v4, options, 1);
      const alone = [];
      for (const base of bases) alone.push(await diffContracts(base, v4, options));
      expect(shared.map((outcome) => outcome.ok)).toEqual(bases.map(() => true));
      expect(shared.map((outcome) => JSON.stringify(outcome))).toEqual(alone.map((outcome) => JSON.stringify(outcome)));
      // The consumers' searches ran on the head's kept records: the stress member breaks consumers in every base.
      const consumers = shared.map((outcome) =>
        outcome.ok ? outcome.report.changes.filter((c) => c.breaks.includes('consumers')).length : -1,
      );
      expect(consumers.every((n) => n >= 1)).toBe(true);
      // The small budget runs out part-way: some change (or the net for unexplained breaks) is left undecided.
      const stopped = shared.some(
        (outcome) =>
          outcome.ok &&
          (outcome.report.searched.undecided !== undefined ||
            outcome.report.changes.some((c) => c.undecided !== undefined)),
      );
      expect(stopped).toBe(options.workBudget !== undefined);
    });
  }
});

describe('RecordStreams: the records a fresh draw gives, judged once', () => {
  const judge = {
    accepts: (record: unknown) => typeof record === 'number' && record < 0.5,
    violations: () => [],
    errors: () => undefined,
  };
  const draw = (rng: Rng): unknown => (rng.chance(0.1) ? OVER_BUDGET : rng.next());

  it('gives the same records, sizes and verdicts to every reader, and leaves the caller’s numbers alone', () => {
    const streams = new RecordStreams();
    const fresh = new Rng(99);
    const expected = Array.from({ length: 50 }, () => draw(fresh));
    for (const length of [10, 50, 30]) {
      const rng = new Rng(99);
      const items = [];
      for (const item of streams.items('k', rng, draw, judge)) {
        items.push(item);
        if (items.length === length) break;
      }
      expect(items.map((item) => item.record)).toEqual(expected.slice(0, length));
      expect(items.map((item) => item.accepted)).toEqual(
        expected.slice(0, length).map((record) => record !== OVER_BUDGET && judge.accepts(record)),
      );
      expect(items.map((item) => item.size)).toEqual(expected.slice(0, length).map((r) => (r === OVER_BUDGET ? 0 : 1)));
      expect(rng.state).toBe(new Rng(99).state);
    }
  });

  it('keeps what the judge threw, to be thrown where the diff judges the record', () => {
    const refused = new Error('pattern refused');
    const throwing = {
      ...judge,
      accepts: (): boolean => {
        throw refused;
      },
    };
    const [item] = new RecordStreams().items('k', new Rng(1), (rng) => rng.next(), throwing);
    expect(item?.thrown).toBe(refused);
    expect(item?.accepted).toBe(false);
  });
});
