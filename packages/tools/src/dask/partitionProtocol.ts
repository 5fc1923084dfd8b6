import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { CliIo } from '../commandIo/io.js';
import type { GateConfig } from '../documentCheck/config.js';
import { runGate } from '../gate/runGate.js';
import { bodyOf, FrameReader, parseFrameHeader } from './frameReader.js';

/**
 * `validate --format summary --frames`: validates a sequence of partitions streamed on standard input in one
 * process (the Dask integration keeps one such process per worker, so each partition does not pay for Node's
 * start and the JIT's warm-up again). For each frame it writes `<bytes>\n` and the partition's archive report;
 * with `--coverage -`, then `<bytes>\n` and the partition's coverage report (JSON: the client merges them with
 * `merge-reports`). Ends with exit 0 at the end of the input; a malformed frame ends it with exit 2.
 */
export async function runFrames(config: GateConfig, io: CliIo): Promise<number> {
  const reader = new FrameReader(io.stdin);
  // A frame's coverage goes through a file of its own (the gate writes its coverage to a file), read back whole.
  const coverageFile = join(tmpdir(), `user-summaries-frames-coverage-${process.pid}.json`);
  for (;;) {
    const line = await reader.line();
    if (line === undefined) return 0;
    const header = parseFrameHeader(line);
    if (header === undefined) {
      io.stderr.write(
        'user-summaries validate --frames: a frame header must be {"name": FILE, "continues": true|false}\n',
      );
      return 2;
    }
    reader.startBody();
    let report = '';
    const frameIo: CliIo = {
      ...io,
      stdin: Readable.from(bodyOf(reader)),
      stdout: { write: (chunk: string) => (report += chunk) },
      stderr: { write: () => true },
    };
    const coverage = config.coverage === undefined ? {} : { coverage: { file: coverageFile, format: 'json' as const } };
    await runGate(
      // --frames runs the archive report only (validateOptions.ts refuses any other format with it).
      {
        ...config,
        format: 'summary',
        ...coverage,
        paths: ['-'],
        stdinName: header.name,
        continues: header.continues,
        firstLine: 1,
      },
      frameIo,
    );
    // The gate may stop reading early (a file that is not NDJSON after all): the rest of the frame is skipped.
    while ((await reader.piece()) !== undefined);
    io.stdout.write(`${Buffer.byteLength(report)}\n${report}`);
    if (config.coverage !== undefined) {
      const text = await readFile(coverageFile, 'utf8');
      await rm(coverageFile, { force: true });
      io.stdout.write(`${Buffer.byteLength(text)}\n${text}`);
    }
  }
}
