// The Dask integration's replay (`user-summaries-dask --replay BASE HEAD FILES…`, issue #44) without a cluster: a
// hand-made archive planned into partitions, each replayed in one Python process by the task the workers run
// (`replay_partition`, the gate's `diff --frames`), the results reduced and printed as the client does
// (packages/tools/test/dask/replay_run.py). The merged report is the single-host `diff BASE HEAD --replay`'s, byte
// for byte, text and JSON, at any partition size; the counts below are this file's, written from how the archive was
// made (so many days carrying the changed value, so many not). The same on a LocalCluster:
// replayCluster.deep.test.ts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { type CliRun, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { findDaskPython, run, runDask, suiteRuns } from '../../../../test/__helpers__/dask.js';
import { isFullDepth } from '../../../../test/__helpers__/runDepth.js';
import { replayDays as days, replayVersions } from './_replayArchive.js';

const python = findDaskPython();

type Json = Record<string, any>;

/** One run of replay_run.py. */
interface ReplayRun {
  readonly files: readonly string[];
  readonly base: string;
  readonly head: string;
  readonly partition_size: number;
  readonly format: 'text' | 'json';
  readonly max_examples: number;
  readonly show_values: boolean;
  readonly diff: readonly string[];
}

describe.runIf(suiteRuns('the Dask replay suite', python))(
  'Dask integration: --replay, the tasks of an archive in one process',
  () => {
    const command = python.ok ? python.command : 'python3';
    // The diff's budget, alike in both runs (the printed diff says it): small, the replay is what is compared here.
    const DIFF = ['--records', '8'];
    const { base, head } = replayVersions();
    const dir = mkdtempSync(join(tmpdir(), 'us-dask-replay-'));
    const files = ['month.ndjson', 'more.ndjson.gz', 'page.json'];
    const unreadable = ['month.ndjson', 'bad.ndjson', 'missing.ndjson'];
    let pageLine = 0;
    /** Each run's [printed text, exit code, partitions], in the order of RUNS. */
    let replays: [string, number, number][];
    const KIB = 1024;
    const runs: ReplayRun[] = [
      // month.ndjson (about 230 KB) in byte ranges of 40 KiB, the gzipped file and the page whole; then all whole.
      { files, base, head, partition_size: 40 * KIB, format: 'text', max_examples: 3, show_values: false, diff: DIFF },
      { files, base, head, partition_size: 40 * KIB, format: 'json', max_examples: 4, show_values: false, diff: DIFF },
      {
        files: ['page.json', 'month.ndjson', 'more.ndjson.gz'],
        base,
        head,
        partition_size: 64 * KIB * KIB,
        format: 'json',
        max_examples: 4,
        show_values: true,
        diff: DIFF,
      },
      // A line that is not JSON and a file that is missing: counted, exit 2.
      {
        files: unreadable,
        base,
        head,
        partition_size: 40 * KIB,
        format: 'json',
        max_examples: 2,
        show_values: false,
        diff: DIFF,
      },
      // The versions named relative to the archive's folder: the printed diff names them as typed.
      {
        files: ['more.ndjson.gz'],
        base: 'base',
        head: 'head',
        partition_size: 40 * KIB,
        format: 'text',
        max_examples: 3,
        show_values: false,
        diff: DIFF,
      },
      // A proxy's record folder: the bodies of include_slots=1 in their reading, the exchanges' verdicts left out.
      {
        files: ['rec/exchanges.ndjson', 'rec/responses.include_slots-1.ndjson'],
        base,
        head,
        partition_size: 40 * KIB,
        format: 'text',
        max_examples: 3,
        show_values: false,
        diff: DIFF,
      },
    ];

    // Each run costs a diff of the contract on one host and one or two on the workers: `npm test` replays run 2
    // (the exact counts, in JSON, and the same bytes as the single host's); `npm run test:deep` all six.
    const selected = isFullDepth() ? runs.map((_, k) => k) : [1];
    /** A test that reads the runs `needs`: registered when this depth replays each of them. */
    const itOn = (needs: readonly number[], name: string, test: () => void, timeout?: number): void => {
      if (needs.every((k) => selected.includes(k))) it(name, test, timeout);
    };

    /**
     * `user-summaries diff BASE HEAD --replay FILES` on one host, as the run's options say: the built command in-process
     * (what it prints is the point, not the process; test/__helpers__/cliInProcess.ts).
     */
    const single = (r: ReplayRun): Promise<CliRun> =>
      runCliInProcess(
        [
          'diff',
          r.base,
          r.head,
          ...r.diff,
          '--format',
          r.format,
          '--max-examples',
          String(r.max_examples),
          ...(r.show_values ? ['--show-values'] : []),
          ...r.files.flatMap((file) => ['--replay', file]),
        ],
        { cwd: dir },
      );

    /** The single host's runs, by the index of RUNS (those this depth replays). */
    const singles: CliRun[] = [];
    /** The diff's changes a JSON single-host report lists (`entry`, `location`, `change`), undefined for a text one. */
    const changesOf = (r: ReplayRun, one: CliRun | undefined): Json[] | undefined =>
      r.format === 'json' && one !== undefined
        ? (JSON.parse(one.stdout) as { changes: Json[] }).changes.map((c) => ({
            entry: c['entry'],
            location: c['location'],
            change: c['change'],
          }))
        : undefined;

    beforeAll(async () => {
      if (!python.ok) throw new Error(python.reason);
      writeFileSync(join(dir, 'month.ndjson'), `${days(0, 60)}\n`);
      writeFileSync(join(dir, 'more.ndjson.gz'), gzipSync(`${days(60, 10)}\n`));
      // page.json: the contract's example page, whose second day's total_glasses is null (the head rejects it).
      const page = readFileSync(join(ROOT, 'examples/valid/response-paginator.json'), 'utf8');
      writeFileSync(join(dir, 'page.json'), page);
      pageLine = page.split('\n').findIndex((line) => line.includes('"total_glasses": null')) + 1;
      writeFileSync(join(dir, 'bad.ndjson'), `${days(0, 2)}\n{"date":\n${days(5, 1)}\n`);
      cpSync(base, join(dir, 'base'), { recursive: true });
      cpSync(head, join(dir, 'head'), { recursive: true });
      mkdirSync(join(dir, 'rec'));
      writeFileSync(join(dir, 'rec', 'responses.include_slots-1.ndjson'), `${days(0, 6)}\n`);
      writeFileSync(join(dir, 'rec', 'exchanges.ndjson'), '{"verdict":"valid"}\n');
      // The single host first (the reference the merged report is compared with): a JSON report names the diff's
      // changes, which the harness hands to the partitions' gates instead of computing the diff once more (a third of
      // this file's CPU: the diff compiles both versions). A text run's harness computes them as the client does.
      for (const k of selected) singles[k] = await single(runs[k] as ReplayRun);
      const chosen = selected.map((k) => ({
        ...(runs[k] as ReplayRun),
        changes: changesOf(runs[k] as ReplayRun, singles[k]),
      }));
      const out = run(command, [`${ROOT}packages/tools/test/dask/replay_run.py`], dir, JSON.stringify(chosen));
      if (out.code !== 0) throw new Error(out.stderr.slice(-2000));
      const made = JSON.parse(out.stdout) as [string, number, number][];
      replays = [];
      for (const [i, k] of selected.entries()) replays[k] = made[i] as [string, number, number];
    }, 240_000);

    afterAll(() => {
      for (const folder of [dir, base, head]) rmSync(folder, { recursive: true, force: true });
    });

    it('counts every document exactly, per change, over the byte ranges of a file', () => {
      const [text, code, partitions] = replays[1] as [string, number, number];
      expect(code).toBe(1);
      // month.ndjson in 6 ranges, the gzipped file and the page whole.
      expect(partitions).toBe(6 + 2);
      const r = (JSON.parse(text) as { replay: Json })['replay'];
      // Days 0-69 and the page's 2 days. Null: k % 5 === 0 (14 days of 70), type 5: k % 7 === 3 (10 days), both:
      // k % 35 === 10 (days 10 and 45). The page: one day null.
      expect(r['documents']).toBe(60 + 10 + 1);
      expect(r['inputs']).toBe(3);
      expect(r['headRejects']).toBe(14 - 2 + 1);
      expect(r['headAccepts']).toBe(10 - 2);
      expect(r['unchanged']).toEqual({ accepted: 71 - 13 - 8 - 2, rejected: 2 });
      const byLocation = Object.fromEntries(
        (r['changes'] as Json[]).map((c) => [c['location'], [c['change'], c['headRejects'], c['headAccepts']]]),
      );
      expect(byLocation).toEqual({
        '/activity/total_glasses': ['nullable_removed', 13, 0],
        '/sleep/slots/*/type': ['values_added', 0, 8],
      });
      const glasses = (r['changes'] as Json[]).find((c) => c['location'] === '/activity/total_glasses') as Json;
      // Days 0, 5, 15, 20 (day 10 is rejected by both): the file's lines 1, 6, 16, 21, across the ranges.
      expect(glasses['examples']['headRejects']).toEqual(
        [1, 6, 16, 21].map((line) => ({
          file: 'month.ndjson',
          line,
          pointer: '/activity/total_glasses',
          rule: 'type',
        })),
      );
      const sleep = (r['changes'] as Json[]).find((c) => c['location'] === '/sleep/slots/*/type') as Json;
      // Days 3, 17, 24, 31 (day 10 is rejected by both).
      expect(sleep['examples']['headAccepts']).toEqual(
        [4, 18, 25, 32].map((line) => ({ file: 'month.ndjson', line, pointer: '/sleep/slots/0/type', rule: 'in' })),
      );
    });

    it('prints what the single-host replay prints, text and JSON, at any partition size', () => {
      for (const k of selected) {
        const one = singles[k] as CliRun;
        expect([replays[k]?.[0], replays[k]?.[1]], `run ${k + 1}`).toEqual([one.stdout, one.code]);
      }
    });

    itOn([0], 'says in its text what the single host says: the documents and both directions', () => {
      expect(replays[0]?.[0]).toContain(
        'replay (default): 71 recorded documents judged by both versions, from 3 inputs\n  the head rejects 13 the base accepted (producers break in practice), and accepts 8 the base rejected; 48 accepted and 2 rejected by both',
      );
    });

    itOn([1, 2], "places a JSON document's example at its violation's line, and shows values only when asked", () => {
      const r = (JSON.parse((replays[2] as [string, number, number])[0]) as { replay: Json })['replay'];
      const glasses = (r['changes'] as Json[]).find((c) => c['location'] === '/activity/total_glasses') as Json;
      expect(glasses['examples']['headRejects'].slice(0, 2)).toEqual([
        { file: 'page.json', line: pageLine, pointer: '/data/1/activity/total_glasses', rule: 'type', value: 'null' },
        { file: 'month.ndjson', line: 1, pointer: '/activity/total_glasses', rule: 'type', value: 'null' },
      ]);
      const plain = (JSON.parse((replays[1] as [string, number, number])[0]) as { replay: Json })['replay'];
      expect(JSON.stringify(plain)).not.toContain('"value"');
    });

    itOn([4], 'names the versions in the printed diff as they were typed', () => {
      const [text, code] = replays[4] as [string, number, number];
      expect(code).toBe(1);
      expect(text.split('\n')[0]).toBe(
        'user-summaries diff base → head: breaking: 2 changes, 2 break producers or consumers',
      );
    });

    itOn([3], 'counts a line that is not JSON and a missing file, and exits 2', () => {
      const [text, code] = replays[3] as [string, number, number];
      expect(code).toBe(2);
      const r = (JSON.parse(text) as { replay: Json })['replay'];
      expect([r['inputs'], r['unreadableInputs'], r['unreadable']]).toEqual([3, 1, 1]);
      // month.ndjson's 60 days and bad.ndjson's 3 (days 0, 1 and 5).
      expect(r['documents']).toBe(60 + 3);
    });

    it('refuses the options a replay does not take, and its own without it (exit 2, before any cluster)', () => {
      const usage = (args: readonly string[]): [number | null, string] => {
        const out = runDask(python, args, dir);
        return [out.code, out.stderr.trim().split('\n').at(-1) ?? ''];
      };
      expect(usage(['--format', 'json', 'month.ndjson'])).toEqual([
        2,
        'user-summaries-dask: --format applies to --replay, which is not given',
      ]);
      // The other two by the command's main in one python process (the spawned command above proves the command).
      const script = [
        'import contextlib, io, json, sys',
        'from user_summaries_contract.dask.command import main',
        'out = []',
        'for args in json.loads(sys.argv[1]):',
        '    stderr = io.StringIO()',
        '    with contextlib.redirect_stderr(stderr):',
        '        try:',
        '            code = main(args)',
        '        except SystemExit as stop:',
        '            code = stop.code',
        '    out.append([code, stderr.getvalue().strip().split(chr(10))[-1]])',
        'print(json.dumps(out))',
      ].join('\n');
      const both = run(
        command,
        [
          '-c',
          script,
          JSON.stringify([
            ['--replay', base, head, '--contract', head, 'month.ndjson'],
            ['--replay', base, head, '--seed', '-1', 'month.ndjson'],
          ]),
        ],
        dir,
      );
      expect(JSON.parse(both.stdout)).toEqual([
        [
          2,
          "user-summaries-dask: --replay judges with the gate's diff (its limits, both versions compiled): --contract does not apply to it",
        ],
        [2, 'user-summaries-dask: --seed must be an integer from 0 to 4294967295'],
      ]);
    });

    itOn([5], "replays a proxy's bodies file and leaves its exchanges out", () => {
      const [text, code, partitions] = replays[5] as [string, number, number];
      expect(code).toBe(1);
      expect(partitions).toBe(1);
      // Days 0-5: day 0 and 5 null, day 3 sleep type 5.
      expect(text).toContain(
        'replay (default): 6 recorded documents judged by both versions, from 1 input\n  the head rejects 2 the base accepted (producers break in practice), and accepts 1 the base rejected; 3 accepted and 0 rejected by both',
      );
    });
  },
);
