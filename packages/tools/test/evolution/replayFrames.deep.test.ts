// The two entries of the diff that the Dask integration's replay uses (`user-summaries-dask --replay`, issue #44), as
// processes: `diff BASE HEAD --frames [--changes JSON]` (partitions streamed on standard input, one replay report per
// frame, lines counted from the frame's first; the changes given instead of a diff of its own) and `diff BASE HEAD --replay-report FILE` (a replay made elsewhere printed with the
// diff, with the replay's exit code). The counts are this file's, from how the days were made.
// Full depth (npm run test:deep): --changes, the usage errors and --replay-report; the quick sibling, replayFrames.test.ts,
// runs --frames over two frames.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../test/__helpers__/cli.js';
import { blocks, days, frame, type Json, replayVersions } from './_replayFrames.js';

const { DIFF, scratch } = replayVersions();

describe('diff --frames: --changes and the usage errors', { timeout: 300_000 }, () => {
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
