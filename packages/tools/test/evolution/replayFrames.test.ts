// The two entries of the diff that the Dask integration's replay uses (`user-summaries-dask --replay`, issue #44), as
// processes: `diff BASE HEAD --frames [--changes JSON]` (partitions streamed on standard input, one replay report per
// frame, lines counted from the frame's first; the changes given instead of a diff of its own) and `diff BASE HEAD --replay-report FILE` (a replay made elsewhere printed with the
// diff, with the replay's exit code). The counts are this file's, from how the days were made.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../test/__helpers__/cli.js';
import { copyVersion, edit, exampleDay, nullableRemoved } from './_folders.js';

type Json = Record<string, any>;

const base = copyVersion();
const head = edit(copyVersion(), 'activity.schema.json', nullableRemoved);
const scratch = mkdtempSync(join(tmpdir(), 'replay-frames-'));
afterAll(() => {
  for (const folder of [base, head, scratch]) rmSync(folder, { recursive: true, force: true });
});

/** Days 0 to count-1, total_glasses null on every third (0, 3, 6, …): the head rejects those. */
const days = (count: number): string[] =>
  Array.from({ length: count }, (_, k) => {
    const d = exampleDay();
    if (k % 3 === 0) d['activity']['total_glasses'] = null;
    return JSON.stringify(d);
  });

/** One frame: its header line, its bytes as one chunk, the end. */
const frame = (name: string, continues: boolean, body: string): string =>
  `${JSON.stringify({ name, continues })}\n${Buffer.byteLength(body)}\n${body}0\n`;

/** The blocks of a `--frames` answer: `<bytes>\n` and that many bytes each, parsed. */
function blocks(out: string): Json[] {
  const bytes = Buffer.from(out);
  const found: Json[] = [];
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(10, at);
    const length = Number(bytes.subarray(at, end).toString());
    found.push(JSON.parse(bytes.subarray(end + 1, end + 1 + length).toString()) as Json);
    at = end + 1 + length;
  }
  return found;
}

const DIFF = ['diff', base, head, '--records', '8'];

describe('diff --frames: the replay of partitions streamed on standard input', { timeout: 300_000 }, () => {
  it('answers each frame with its replay, lines counted from the frame, a continued range without a BOM', () => {
    const lines = days(10);
    const first = `${lines.slice(0, 5).join('\n')}\n`;
    // The second frame continues the file: a byte order mark there is no mark, and the line is not JSON.
    const second = `\uFEFF${lines.slice(5).join('\n')}\n`;
    const run = runCli([...DIFF, '--frames', '--jobs', '1', '--max-examples', '5'], {
      input: frame('days.ndjson', false, first) + frame('days.ndjson', true, second),
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    const [one, two] = blocks(run.stdout) as [Json, Json];
    // Frame 1: days 0-4, null on 0 and 3.
    expect([one['documents'], one['headRejects'], one['unreadable'], one['inputs']]).toEqual([5, 2, 0, 1]);
    expect(one['changes'][0]['examples']['headRejects'].map((e: Json) => [e['file'], e['line']])).toEqual([
      ['days.ndjson', 1],
      ['days.ndjson', 4],
    ]);
    // Frame 2: days 5-9, the first behind a BOM (unreadable); null on 6 and 9, at the frame's lines 2 and 5.
    expect([two['documents'], two['headRejects'], two['unreadable']]).toEqual([4, 2, 1]);
    expect(two['changes'][0]['examples']['headRejects'].map((e: Json) => e['line'])).toEqual([2, 5]);
  });

  it('with --changes attributes to the changes given, without a diff of its own', () => {
    const body = `${days(4).join('\n')}\n`;
    const changes = [{ entry: 'summary', location: '/activity', change: 'schema_changed' }];
    const run = runCli([...DIFF, '--frames', '--jobs', '1', '--changes', JSON.stringify(changes)], {
      input: frame('days.ndjson', false, body),
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    const [only] = blocks(run.stdout) as [Json];
    // Days 0 and 3 null: attributed to the change given, at /activity, above their violation.
    expect(only['changes'].map((c: Json) => [c['location'], c['change'], c['headRejects']])).toEqual([
      ['/activity', 'schema_changed', 2],
    ]);
    const bad = runCli([...DIFF, '--frames', '--changes', '[{"entry":"day"}]'], { input: '' });
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      "user-summaries diff: --changes: change 1 must be {entry, location, change} as the diff's report lists it",
    ]);
    const alone = runCli([...DIFF, '--changes', '[]'], { input: '' });
    expect([alone.code, alone.stderr.split('\n')[0]]).toEqual([
      2,
      'user-summaries diff: --changes applies to --frames, which is not given',
    ]);
  });

  it('refuses a frame header that is not one (exit 2) and --format (a usage error)', () => {
    const bad = runCli([...DIFF, '--frames'], { input: 'not a header\n' });
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'user-summaries diff --frames: a frame header must be {"name": FILE, "continues": true|false}\n',
    ]);
    const format = runCli([...DIFF, '--frames', '--format', 'json'], { input: '' });
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--frames writes one JSON replay report per frame: it takes no --format');
    const both = runCli([...DIFF, '--frames', '--replay', 'x.ndjson'], { input: '' });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--replay, --frames and --replay-report are three ways to replay: give one');
  });
});

describe('diff --replay-report: a replay made elsewhere, printed with the diff', { timeout: 300_000 }, () => {
  writeFileSync(join(scratch, 'days.ndjson'), `${days(7).join('\n')}\n`);
  const replayed = (format: string): ReturnType<typeof runCli> =>
    runCli([...DIFF, '--format', format, '--replay', 'days.ndjson'], { cwd: scratch });

  it('prints what --replay prints, text and JSON, and exits as it does', () => {
    const json = replayed('json');
    expect(json.code).toBe(1);
    const report = (JSON.parse(json.stdout) as { replay: Json }).replay;
    // Days 0-6: null on 0, 3 and 6.
    expect([report['documents'], report['headRejects'], report['headAccepts']]).toEqual([7, 3, 0]);
    writeFileSync(join(scratch, 'replay.json'), JSON.stringify(report));
    for (const format of ['text', 'json', 'markdown']) {
      const printed = runCli([...DIFF, '--format', format, '--replay-report', 'replay.json'], { cwd: scratch });
      const single = format === 'json' ? json : replayed(format);
      expect([printed.stdout, printed.code], format).toEqual([single.stdout, 1]);
    }
    // The whole diff report holding it is read as well, and from standard input.
    const whole = runCli([...DIFF, '--format', 'json', '--replay-report', '-'], { cwd: scratch, input: json.stdout });
    expect([whole.stdout, whole.code]).toEqual([json.stdout, 1]);
  });

  it('exits 2 when the report was counted with an unreadable record, as --replay does', () => {
    const report = (JSON.parse(replayed('json').stdout) as { replay: Json }).replay;
    writeFileSync(join(scratch, 'unreadable.json'), JSON.stringify({ ...report, unreadable: 1 }));
    const printed = runCli([...DIFF, '--replay-report', 'unreadable.json'], { cwd: scratch });
    expect(printed.code).toBe(2);
    expect(printed.stdout).toContain(
      '  not judged: 1 record the parse layer refused, 0 inputs that could not be read\n',
    );
  });

  it('refuses a file that is no replay of this diff, naming what is wrong (exit 2)', () => {
    const report = (JSON.parse(replayed('json').stdout) as { replay: Json }).replay;
    const refused = (name: string, content: string | undefined): string => {
      if (content !== undefined) writeFileSync(join(scratch, name), content);
      const run = runCli([...DIFF, '--replay-report', name], { cwd: scratch });
      expect(run.code, name).toBe(2);
      expect(run.stdout).toBe('');
      return run.stderr.split('\n')[0] ?? '';
    };
    expect(refused('missing.json', undefined)).toContain('--replay-report missing.json: cannot be read (ENOENT)');
    expect(refused('text.json', 'days')).toContain('--replay-report text.json: not JSON');
    expect(refused('other.json', JSON.stringify({ ...report, changes: [] }))).toContain(
      '--replay-report other.json: changes: 0 listed, and the diff of BASE and HEAD has 1',
    );
    const moved = { ...report, changes: [{ ...report['changes'][0], location: '/sleep' }] };
    expect(refused('moved.json', JSON.stringify(moved))).toContain(
      "changes[0] is not the diff's change 1 (was the replay made with other versions?)",
    );
    expect(refused('negative.json', JSON.stringify({ ...report, documents: -1 }))).toContain(
      '--replay-report negative.json: documents must be a count',
    );
  });
});
