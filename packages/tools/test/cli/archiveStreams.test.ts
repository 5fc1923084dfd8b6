// The archive report of streams that end badly, through the built command (in-process) on real files: a
// damaged gzip stream gives every record that inflated whole before the damage (1,000 intact records then
// garbage gave 0 documents; larger ones lost the batch of up to 1 MiB read last), and counts.bytes do not
// depend on how the bytes arrive (a file, or frames cut in chunks of any size, as the Dask integration sends
// them): a line over --max-bytes counts whole, a document over it counts the cap and one, a file that stops
// being NDJSON counts through the line that stopped it.
import { readFileSync } from 'node:fs';
import { constants, createGzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type CliRun, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { tempFiles } from '../gate/_report.js';

const { dir, write } = tempFiles('us-archive-streams-');
const inDir = (args: readonly string[]): Promise<CliRun> => runCliInProcess(args, { cwd: dir });

interface Summary {
  readonly counts: Record<string, number>;
  readonly problems: readonly { file: string; line: number; code: string; message: string }[];
}
const summary = (run: CliRun): Summary => JSON.parse(run.stdout) as Summary;

/** `records` small valid records, gzipped and flushed whole, then bytes that are no deflate data. */
async function damagedGzip(records: number): Promise<{ gz: Buffer; text: string }> {
  const text = Array.from(
    { length: records },
    (_, i) => `{"date":"2024-01-${String((i % 28) + 1).padStart(2, '0')}"}\n`,
  ).join('');
  const gzip = createGzip();
  const parts: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => parts.push(chunk));
  gzip.write(text);
  await new Promise<void>((resolve) => gzip.flush(constants.Z_FULL_FLUSH, () => resolve()));
  return { gz: Buffer.concat([...parts, Buffer.alloc(64, 0xff)]), text };
}

/** The reports of `validate --format summary --frames` for files sent as frames in chunks of `chunk` bytes. */
async function framed(
  files: readonly [string, Uint8Array][],
  chunk: number,
  extra: readonly string[] = [],
): Promise<string[]> {
  const parts: Buffer[] = [];
  for (const [name, bytes] of files) {
    parts.push(Buffer.from(`${JSON.stringify({ name, continues: false })}\n`));
    for (let at = 0; at < bytes.length; at += chunk) {
      const piece = bytes.subarray(at, Math.min(at + chunk, bytes.length));
      parts.push(Buffer.from(`${piece.length}\n`), Buffer.from(piece));
    }
    parts.push(Buffer.from('0\n'));
  }
  const run = await runCliInProcess(['validate', '--format', 'summary', '--frames', ...extra], {
    cwd: dir,
    input: Buffer.concat(parts),
  });
  const reports: string[] = [];
  let rest = Buffer.from(run.stdout);
  while (rest.length > 0) {
    const newline = rest.indexOf(10);
    const length = Number(rest.subarray(0, newline).toString());
    reports.push(rest.subarray(newline + 1, newline + 1 + length).toString('utf8'));
    rest = rest.subarray(newline + 1 + length);
  }
  return reports;
}

describe('validate --format summary on streams that end badly', () => {
  it('validates every record that inflated whole before a gzip stream is damaged, whatever the chunks', async () => {
    for (const records of [1000, 60_000]) {
      const { gz, text } = await damagedGzip(records);
      const name = `damaged-${records}.ndjson.gz`;
      write(name, gz);
      const run = await inDir(['validate', '--format', 'summary', name]);
      expect(run.code).toBe(2);
      const report = summary(run);
      expect(report.counts).toMatchObject({
        documents: records + 1,
        valid: records,
        unreadable: 1,
        bytes: Buffer.byteLength(text),
      });
      expect(report.problems).toEqual([
        {
          file: name,
          line: 0,
          code: 'unreadable',
          message: 'not a readable gzip stream (invalid block type); the rest of the file was not read',
        },
      ]);
      // One of the two chunk sizes under npm test, rotated by the run's seed; both at full depth (test/__helpers__/depth.ts).
      for (const chunk of casesAtDepth([1000, 65_536], 1))
        expect(await framed([[name, gz]], chunk), `chunks of ${chunk}`).toEqual([run.stdout]);
    }
  });

  it('counts the same bytes from a file and from frames of any chunk size', async () => {
    const day = '{"date":"2024-01-01"}';
    const files: [string, Buffer][] = [
      // A line over the cap (3,000 bytes, --max-bytes 1K) between records.
      ['long-line.ndjson', Buffer.from(`${day}\n"${'x'.repeat(3000)}"\n${day}\n`)],
      // The same at the end, without a newline.
      ['long-last.ndjson', Buffer.from(`${day}\n"${'x'.repeat(3000)}"`)],
      // A document over the cap, plain and gzipped: the cap and one byte.
      ['big.json', Buffer.from(`["${'x'.repeat(5000)}"]`)],
      ['big.json.gz', gzipSync(`["${'x'.repeat(5000)}"]`)],
      // A pretty-printed record after 3 lines: the file stops being NDJSON at line 4.
      ['pretty.ndjson', Buffer.from(`${day}\n${day}\n\n{\n  "date": "2024-01-02"\n}\n${day}\n`)],
    ];
    for (const [name, bytes] of files) write(name, bytes);
    const single = await Promise.all(
      files.map(([name]) => inDir(['validate', '--format', 'summary', '--max-bytes', '1K', name])),
    );
    const bytes = single.map((run) => summary(run).counts['bytes']);
    expect(bytes).toEqual([files[0]![1].length, files[1]![1].length, 1025, 1025, `${day}\n${day}\n\n{\n`.length]);
    for (const chunk of [7, 100, 65_536]) {
      expect(await framed(files, chunk, ['--max-bytes', '1K']), `chunks of ${chunk}`).toEqual(
        single.map((run) => run.stdout),
      );
    }
    expect(readFileSync(`${dir}/pretty.ndjson`).length).toBeGreaterThan(bytes[4] as number);
  });

  it('skips runs of blank lines at once and still numbers the lines after them (megabytes of newlines)', async () => {
    // 3 MiB of newlines at full depth, 1.25 MiB under npm test (test/__helpers__/depth.ts): past a chunk of the
    // reader (1 MiB) either way, at a quarter of a second of CPU a megabyte.
    const run = atDepth(3 * 1024 * 1024, 1.25 * 1024 * 1024);
    const bad = '{"date":"2024-01-01","heart_rate":{}}';
    const text = `\n\n${bad}\n${'\n'.repeat(run)}${bad}\n \r\n\r\n\r\n\n${bad}`;
    write('blank-runs.ndjson', text);
    const skipped = summary(await inDir(['validate', '--format', 'summary', 'blank-runs.ndjson']));
    expect(skipped.counts).toMatchObject({
      documents: 3,
      invalid: 3,
      blankLinesSkipped: 2 + run + 4,
      bytes: Buffer.byteLength(text),
    });
    const examples = (skipped as unknown as { examples: { line: number }[] }).examples.map((e) => e.line);
    expect(examples).toEqual([3, 4 + run, 9 + run]);
    // With --blank-lines error, each blank line of a run is its own error, at its own line.
    write('blank-errors.ndjson', `\n\n${bad}\n\n\n\n${bad}\n`);
    const errors = summary(
      await inDir(['validate', '--format', 'summary', '--blank-lines', 'error', 'blank-errors.ndjson']),
    );
    expect(errors.counts).toMatchObject({ documents: 7, invalid: 2, unreadable: 5 });
    expect(errors.problems.map((p) => `${p.line} ${p.code}`)).toEqual([
      '1 blank_line',
      '2 blank_line',
      '4 blank_line',
      '5 blank_line',
      '6 blank_line',
    ]);
  });
});
