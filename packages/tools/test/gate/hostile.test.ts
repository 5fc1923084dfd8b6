// The gate on hostile files, through the real command: a day whose activity slots hold a million numbers (the
// file that used to take minutes and die out of memory) is reported at once, and every format says the count
// of the rest is a lower bound. A tenth of the million under npm test (test/__helpers__/depth.ts): still a thousand
// times the cap of 100.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { tempFiles } from './_report.js';

const { write } = tempFiles('us-gate-hostile-');
let million: string;
/** A million slots at full depth, 100,000 under npm test. */
const SLOTS = atDepth(1_000_000);

beforeAll(() => {
  const day = JSON.parse(readFileSync(`${ROOT}examples/valid/summary-all-groups.json`, 'utf8')) as {
    activity: { slots: unknown[] };
  };
  day.activity.slots = Array.from({ length: SLOTS }, (_, i) => i % 1000);
  million = write('million-slots.json', JSON.stringify(day));
});

describe(`the gate on a day with ${SLOTS.toLocaleString('en-US')} broken slots`, () => {
  it('json: the first 100 violations in order, and the rest counted as a lower bound', async () => {
    const run = await runCliInProcess(['validate', million, '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      documents: { violations: { pointer: string; rule: string }[]; omitted: number; omittedIsLowerBound?: boolean }[];
    };
    const [document] = report.documents;
    expect(document?.violations.map((v) => [v.pointer, v.rule]).slice(0, 2)).toStrictEqual([
      ['/activity/slots/0', 'type'],
      ['/activity/slots/1', 'type'],
    ]);
    expect(document?.violations).toHaveLength(100);
    expect(document?.violations[99]?.pointer).toBe('/activity/slots/99');
    expect(document?.omittedIsLowerBound).toBe(true);
    expect(document?.omitted).toBeGreaterThanOrEqual(1);
  });

  it('text, junit and github say "at least"', async () => {
    expect((await runCliInProcess(['validate', million])).stdout).toMatch(
      /… and at least \d+ more \(raise --max-violations to see them\)/,
    );
    expect((await runCliInProcess(['validate', million, '--format', 'junit'])).stdout).toMatch(
      /… and at least \d+ more/,
    );
    expect((await runCliInProcess(['validate', million, '--format', 'github'])).stdout).toMatch(
      /::notice title=more problems::at least \d+ more errors than annotated \(at least \d+ past --max-violations\)/,
    );
  });

  it('a cap above the count checks every slot: an exact count, no lower bound', async () => {
    const small = write(
      'thousand.json',
      JSON.stringify({
        date: '2024-01-01',
        activity: {
          ...JSON.parse(readFileSync(`${ROOT}examples/valid/summary-all-groups.json`, 'utf8')).activity,
          slots: Array.from({ length: 1000 }, () => 1),
        },
      }),
    );
    const run = await runCliInProcess(['validate', small, '--format', 'json', '--max-violations', '5000']);
    const [document] = (
      JSON.parse(run.stdout) as {
        documents: { violations: unknown[]; omitted?: number; omittedIsLowerBound?: boolean }[];
      }
    ).documents;
    expect([document?.violations.length, document?.omitted, document?.omittedIsLowerBound]).toStrictEqual([
      1000,
      undefined,
      undefined,
    ]);
  });
});
