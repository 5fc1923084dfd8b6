import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliIo } from '../commandIo/io.js';
import { parseReplayReport } from '../evolution/replayReportFile.js';
import type { ReplayChange, ReplayReport } from '../evolution/replayTypes.js';

/**
 * The largest replay report read: it holds counts and at most `--max-examples` examples per change and direction,
 * kilobytes in practice; past this (a wrong path, `/dev/zero`) the read stops.
 */
const MAX_REPLAY_REPORT_BYTES = 64 * 1024 * 1024;

async function readCapped(path: string, io: CliIo): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  const add = (chunk: Buffer): void => {
    length += chunk.length;
    if (length > MAX_REPLAY_REPORT_BYTES)
      throw new RangeError(`larger than ${MAX_REPLAY_REPORT_BYTES / 1024 / 1024} MiB, more than a replay report holds`);
    chunks.push(chunk);
  };
  if (path === '-') {
    for await (const chunk of io.stdin) add(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  const handle = await open(resolve(io.cwd, path), 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(1024 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return Buffer.concat(chunks).toString('utf8');
      add(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

/**
 * The replay report in a file (or `-`, standard input) made for the diff whose changes are given, or the reason it
 * cannot be one (it cannot be read, is not JSON, or does not fit the diff). Never throws.
 *
 * @example
 * const read = await readReplayReport('merged.json', changes, processIo());
 */
export async function readReplayReport(
  path: string,
  changes: readonly ReplayChange[],
  io: CliIo,
): Promise<{ readonly report: ReplayReport } | { readonly why: string }> {
  let value: unknown;
  try {
    value = JSON.parse(await readCapped(path, io));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof RangeError) return { why: error.message };
    return { why: code === undefined ? 'not JSON' : `cannot be read (${code})` };
  }
  const parsed = parseReplayReport(value, changes);
  return parsed.ok ? { report: parsed.report } : { why: parsed.message };
}
