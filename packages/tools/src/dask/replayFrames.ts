import { Readable } from 'node:stream';
import type { CliIo } from '../commandIo/io.js';
import type { CheckConfig } from '../documentCheck/config.js';
import type { ReplaySetup } from '../gate/replayTask.js';
import { runReplay } from '../gate/runReplay.js';
import { bodyOf, FrameReader, parseFrameHeader } from './frameReader.js';

/**
 * `diff BASE HEAD --frames`: replays a sequence of partitions streamed on standard input in one process, the
 * diff's changes computed once for all of them (the Dask integration's `user-summaries-dask --replay` keeps one
 * such process per worker). For each frame it writes `<bytes>\n` and the partition's replay report (JSON, as the
 * `replay` member of `diff --replay --format json`), an NDJSON record's line counted from the frame's first line
 * (the client moves it to the file's). Ends with exit 0 at the end of the input; a malformed frame ends it with exit 2.
 *
 * @example
 * await runReplayFrames({ base, head, changes, maxExamples: 3 }, check, processIo());
 */
export async function runReplayFrames(setup: ReplaySetup, check: CheckConfig, io: CliIo): Promise<number> {
  const reader = new FrameReader(io.stdin);
  for (;;) {
    const line = await reader.line();
    if (line === undefined) return 0;
    const header = parseFrameHeader(line);
    if (header === undefined) {
      io.stderr.write('user-summaries diff --frames: a frame header must be {"name": FILE, "continues": true|false}\n');
      return 2;
    }
    reader.startBody();
    const frameIo: CliIo = { ...io, stdin: Readable.from(bodyOf(reader)), stderr: { write: () => true } };
    const report = await runReplay(
      { paths: ['-'], check, jobs: 1, setup, stdinName: header.name, continues: header.continues },
      frameIo,
    );
    // A replay that stopped reading early (a damaged gzip stream): the rest of the frame is skipped.
    while ((await reader.piece()) !== undefined);
    // Read by the client, never shown: the printed replay (--replay-report) escapes what steers a terminal.
    const text = `${JSON.stringify(report)}\n`;
    io.stdout.write(`${Buffer.byteLength(text)}\n${text}`);
  }
}
