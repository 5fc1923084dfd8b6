// `user-summaries diff BASE HEAD --replay PATH…` as a process, on archives made by hand: the counts below are this
// file's, written from how each archive was made (so many records carrying the changed value, so many not), never
// read from the product. The head removes null from activity.total_glasses (breaks producers) and adds sleep type 5
// (breaks consumers).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { edit, exampleDay, nullableRemoved, sleepTypeAdded } from './_folders.js';
import { cutVersion, versionFolder } from './_versions.js';

type Json = Record<string, any>;

interface Count {
  headRejects: number;
  headAccepts: number;
  examples: { headRejects: Json[]; headAccepts: Json[] };
}
interface Replay extends Count {
  documents: number;
  unreadable: number;
  unreadableInputs: number;
  unchanged: { accepted: number; rejected: number };
  changes: (Count & { location: string; change: string })[];
  unattributed: Count;
}

// The contract cut to the two groups the head edits (_versions.ts): the days' other groups are members the open
// reading lets pass in both versions, as before. The strict reading's test cuts the contract to activity, and its
// day to the members that cut lists.
const base = versionFolder(cutVersion('activity', 'sleep'));
const head = edit(
  edit(versionFolder(cutVersion('activity', 'sleep')), 'activity.schema.json', nullableRemoved),
  'sleep-slot.schema.json',
  sleepTypeAdded,
);
const scratch = mkdtempSync(join(tmpdir(), 'replay-'));
afterAll(() => {
  for (const folder of [base, head, scratch]) rmSync(folder, { recursive: true, force: true });
});

const day = (change: (d: Json) => void = () => undefined): string => {
  const d = exampleDay();
  change(d);
  return JSON.stringify(d);
};
const glassesNull = (d: Json): void => {
  d['activity']['total_glasses'] = null;
};
const sleepFive = (d: Json): void => {
  d['sleep']['slots'][0]['type'] = 5;
};

async function replay(args: readonly string[]): Promise<{ code: number | null; replay: Replay; stderr: string }> {
  const run = await runCliInProcess(['diff', base, head, '--records', '8', '--format', 'json', ...args], {
    cwd: scratch,
  });
  return { code: run.code, replay: (JSON.parse(run.stdout) as { replay: Replay }).replay, stderr: run.stderr };
}

describe('diff --replay: exact counts on a hand-made archive', { timeout: 180_000 }, () => {
  const folder = join(scratch, 'recorded');
  mkdirSync(folder);
  // days.ndjson: lines 1-7 null (the head rejects), 8-12 a number (both accept), 13 blank, 14-17 sleep type 5 (the
  // head accepts, the base rejected), 18-19 no activity group (both accept), 20 a day that is no calendar date (both
  // reject).
  const lines = [
    ...Array.from({ length: 7 }, () => day(glassesNull)),
    ...Array.from({ length: 5 }, () => day((d) => (d['activity']['total_glasses'] = 3))),
    '',
    ...Array.from({ length: 4 }, () => day(sleepFive)),
    ...Array.from({ length: 2 }, () => day((d) => delete d['activity'])),
    day((d) => (d['date'] = '2024-02-30')),
  ];
  writeFileSync(join(folder, 'days.ndjson'), `${lines.join('\n')}\n`);
  // more.ndjson.gz: three days null, gzipped.
  writeFileSync(
    join(folder, 'more.ndjson.gz'),
    gzipSync(`${[day(glassesNull), day(glassesNull), day(glassesNull)].join('\n')}\n`),
  );
  // page.json: the contract's example page, whose second day's total_glasses is null: one document the head rejects.
  const page = readFileSync(join(ROOT, 'examples/valid/response-paginator.json'), 'utf8');
  writeFileSync(join(folder, 'page.json'), page);
  const pageLine = page.split('\n').findIndex((line) => line.includes('"total_glasses": null')) + 1;

  it('counts every document, per change and in total, with the first examples as file:line and pointer', async () => {
    const { code, replay: r, stderr } = await replay(['--replay', 'recorded', '--max-examples', '2']);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(r.documents).toBe(19 + 3 + 1);
    expect(r.unreadable).toBe(0);
    expect(r.headRejects).toBe(7 + 3 + 1);
    expect(r.headAccepts).toBe(4);
    expect(r.unchanged).toEqual({ accepted: 5 + 2, rejected: 1 });
    const byLocation = Object.fromEntries(r.changes.map((c) => [c.location, [c.change, c.headRejects, c.headAccepts]]));
    expect(byLocation).toEqual({
      '/activity/total_glasses': ['nullable_removed', 11, 0],
      '/sleep/slots/*/type': ['values_added', 0, 4],
    });
    expect([r.unattributed.headRejects, r.unattributed.headAccepts]).toEqual([0, 0]);
    const glasses = r.changes.find((c) => c.location === '/activity/total_glasses') as Count;
    expect(glasses.examples.headRejects).toEqual([
      { file: 'recorded/days.ndjson', line: 1, pointer: '/activity/total_glasses', rule: 'type' },
      { file: 'recorded/days.ndjson', line: 2, pointer: '/activity/total_glasses', rule: 'type' },
    ]);
    const sleep = r.changes.find((c) => c.location === '/sleep/slots/*/type') as Count;
    expect(sleep.examples.headAccepts).toEqual([
      { file: 'recorded/days.ndjson', line: 14, pointer: '/sleep/slots/0/type', rule: 'in' },
      { file: 'recorded/days.ndjson', line: 15, pointer: '/sleep/slots/0/type', rule: 'in' },
    ]);
    expect(pageLine).toBeGreaterThan(1);
  });

  it('a JSON document is placed at the line of its violation; values only with --show-values', async () => {
    const only = (await replay(['--replay', 'recorded/page.json'])).replay;
    expect(only.changes.find((c) => c.location === '/activity/total_glasses')?.examples.headRejects).toEqual([
      { file: 'recorded/page.json', line: pageLine, pointer: '/data/1/activity/total_glasses', rule: 'type' },
    ]);
    const shown = (await replay(['--replay', 'recorded/page.json', '--show-values'])).replay;
    expect(shown.changes.find((c) => c.location === '/activity/total_glasses')?.examples.headRejects[0]).toMatchObject({
      value: 'null',
    });
  });

  it('the text report says the counts and examples per change', async () => {
    const run = await runCliInProcess(
      ['diff', base, head, '--records', '8', '--replay', 'recorded', '--max-examples', '1'],
      {
        cwd: scratch,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'replay (default): 23 recorded documents judged by both versions, from 3 inputs\n  the head rejects 11 the base accepted (producers break in practice), and accepts 4 the base rejected; 7 accepted and 1 rejected by both',
    );
    expect(run.stdout).toContain(
      '/activity/total_glasses: nullable removed:\n  head rejects 11 the base accepted, accepts 0 the base rejected\n    head rejects: recorded/days.ndjson:1 /activity/total_glasses (type)\n',
    );
    expect(run.stdout).toContain('    base rejected: recorded/days.ndjson:14 /sleep/slots/0/type (in)');
  });
});

describe('diff --replay on the worker pool', { timeout: 180_000 }, () => {
  // 600 days (about 3.7 MB: several batches, worker threads started); from day 400 on, every seventh is null.
  const file = join(scratch, 'month.ndjson');
  // Two lines, each written once and repeated (a day parsed 600 times cost a third of a second).
  const [plain, nulled] = [day(), day(glassesNull)];
  writeFileSync(
    file,
    `${Array.from({ length: 600 }, (_, i) => (i >= 400 && i % 7 === 0 ? nulled : plain)).join('\n')}\n`,
  );
  // i = 406, 413, ..., 595: 28 days, on lines 407, 414, 421, ...
  // Each a replay of the 600 days: one in `npm test` (the run's seed picks which), both under `npm run test:deep`.
  it.each(casesAtDepth([['1'], ['2']], 1))('--jobs %s: the same exact counts and lines', async (jobs) => {
    const r = (await replay(['--replay', file, '--jobs', jobs, '--max-examples', '3'])).replay;
    expect(r.documents).toBe(600);
    expect(r.headRejects).toBe(28);
    expect(r.unchanged.accepted).toBe(572);
    expect(
      r.changes.find((c) => c.location === '/activity/total_glasses')?.examples.headRejects.map((e) => e.line),
    ).toEqual([407, 414, 421]);
  });
});

describe('diff --replay: what it cannot judge, and masking', { timeout: 180_000 }, () => {
  it('a record the parse layer refuses is counted, judged by neither, and exit 2', async () => {
    const file = join(scratch, 'broken.ndjson');
    writeFileSync(file, `${day()}\n{"date": "2024-01-01",\n${day(glassesNull)}\n`);
    const { code, replay: r } = await replay(['--replay', file]);
    expect(code).toBe(2);
    expect([r.documents, r.unreadable, r.headRejects]).toEqual([2, 1, 1]);
  });

  it('a value that looks like a credential is masked even with --show-values (strict reading)', async () => {
    // The head lists user_id (a string): the strict base refused it as unknown_field. Both are the contract cut to
    // activity (the strict reading refuses the groups a cut leaves out: the day keeps its date and activity).
    const whole = versionFolder(cutVersion());
    const named = edit(versionFolder(cutVersion()), 'user-summary.schema.json', (d) => {
      d['properties']['user_id'] = { type: 'string' };
    });
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlc2lnbmF0dXJlc2ln';
    const file = join(scratch, 'tokens.ndjson');
    const cutDay = (d: Json): void => {
      for (const key of Object.keys(d)) if (key !== 'date' && key !== 'activity') delete d[key];
      d['user_id'] = `Bearer ${token}`;
    };
    writeFileSync(file, `${day(cutDay)}\n`);
    try {
      const run = await runCliInProcess(
        ['diff', whole, named, '--records', '8', '--replay', file, '--strict', '--show-values', '--format', 'json'],
        { cwd: scratch },
      );
      expect(run.code).toBe(1);
      const r = (JSON.parse(run.stdout) as { replay: Replay }).replay;
      expect(r.headAccepts).toBe(1);
      const example = r.changes.find((c) => c.location === '/user_id')?.examples.headAccepts[0];
      expect(example).toMatchObject({ pointer: '/user_id', rule: 'unknown_field' });
      expect(typeof example?.['value']).toBe('string');
      expect(run.stdout).not.toContain('eyJhbGciOiJIUzI1NiJ9');
      expect(run.stdout).not.toContain('c2lnbmF0dXJl');
    } finally {
      for (const folder of [whole, named]) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('usage: the replay options need --replay', async () => {
    const run = await runCliInProcess(['diff', base, head, '--no-slots']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--no-slots applies to --replay, which is not given');
  });
});
