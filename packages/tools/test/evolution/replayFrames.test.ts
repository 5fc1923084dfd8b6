// The two entries of the diff that the Dask integration's replay uses (`user-summaries-dask --replay`, issue #44):
// `diff BASE HEAD --frames [--changes JSON]` (partitions streamed on standard input, one replay report per frame,
// lines counted from the frame's first; the changes given instead of a diff of its own) and `diff BASE HEAD
// --replay-report FILE` (a replay made elsewhere printed with the diff, with the replay's exit code). The counts are
// this file's, from how the days were made.
// The quick depth: one run of --frames over two frames of a file, in-process with the frames on its standard input
// (the Dask suites run it as a process: packages/tools/test/dask/replay.test.ts); the usage errors, --changes and
// --replay-report as processes in replayFrames.deep.test.ts (each run a diff of the whole contract in a process of its own).
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { blocks, days, frame, type Json, replayVersions } from './_replayFrames.js';

const { DIFF } = replayVersions();

describe('diff --frames: the replay of partitions streamed on standard input', { timeout: 300_000 }, () => {
  it('answers each frame with its replay, lines counted from the frame, a continued range without a BOM', async () => {
    const lines = days(10);
    const first = `${lines.slice(0, 5).join('\n')}\n`;
    // The second frame continues the file: a byte order mark there is no mark, and the line is not JSON.
    const second = `\uFEFF${lines.slice(5).join('\n')}\n`;
    const run = await runCliInProcess([...DIFF, '--frames', '--jobs', '1', '--max-examples', '5'], {
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
});
