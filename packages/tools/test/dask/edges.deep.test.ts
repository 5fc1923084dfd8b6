// The Dask integration at the edges of an archive (a scale suite: `npm run test:deep`; each run starts a
// cluster), against the single-process gate on the same files: the
// report is the gate's byte for byte at every partition size and with either engine (records nested 2,000
// deep, hazards and limits per record, blank lines, a damaged gzip stream whose intact records all count); a
// name that exists is a file even when it looks like a glob; files that change or vanish after the run is
// planned are reported, once each, never validated in part; file names that are not UTF-8 are written as
// the gate writes them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, createGzip, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import {
  daskEnv,
  findDaskPython,
  run,
  runDask,
  singleProcess,
  suiteRuns,
  userSummariesDask,
} from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

interface Report {
  readonly counts: Record<string, number>;
  readonly unreadableByFile: Record<string, number>;
  readonly examples: readonly { file: string; line: number; pointer: string; rule: string }[];
  readonly problems: readonly { file: string; line: number; code: string; message: string }[];
}

const day = (i: number, extra = ''): string => `{"date":"2024-01-${String((i % 28) + 1).padStart(2, '0')}"${extra}}`;

/** Small records, some invalid, with blank, white and CRLF lines among them. */
function mixed(count: number, salt: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 17 === salt) lines.push('');
    if (i % 29 === salt) lines.push(' \t');
    if (i % 31 === salt) lines.push('\r', '\r', '\r');
    // Days whose date the contract rejects are counted `undated` in byDay, never keyed by their text.
    if (i % 37 === salt)
      lines.push('{"date":"2024-02-30","heart_rate":{}}', '{"date":"２０２４-01-01","heart_rate":{}}');
    lines.push(
      i % 13 === salt
        ? day(i, ',"heart_rate":{}')
        : i % 19 === salt
          ? day(i, ',"sleep":{"slots":[]}')
          : i % 23 === salt
            ? `${day(i)}\r`
            : day(i),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** 1,000 records gzipped and flushed whole, then bytes that are no deflate data. */
async function damagedGzip(): Promise<Buffer> {
  const gzip = createGzip();
  const parts: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => parts.push(chunk));
  gzip.write(Array.from({ length: 1000 }, (_, i) => `${day(i)}\n`).join(''));
  await new Promise<void>((resolve) => gzip.flush(constants.Z_FULL_FLUSH, () => resolve()));
  return Buffer.concat([...parts, Buffer.alloc(64, 0xff)]);
}

/** Records the parse layer refuses, one per line, among valid ones. */
function hazards(): string {
  return [
    day(1),
    `${'['.repeat(2000)}${']'.repeat(2000)}`,
    day(2, `,"activity":${'['.repeat(100)}${']'.repeat(100)}`),
    `{${Array.from({ length: 10_001 }, (_, i) => `"k${i}":1`).join(',')}}`,
    `{"${'k'.repeat(1100)}":1}`,
    '{"date":NaN}',
    '{"date":"2024-01-01","date":"2024-01-02"}',
    '[1,2',
    day(3),
  ].join('\n');
}

describe.runIf(suiteRuns('the Dask edges suite', python))('Dask integration at the edges of an archive', () => {
  const command = python.ok ? python.command : 'python3';
  let dir: string;

  beforeAll(async () => {
    // Under CI=true a missing runtime fails here, at once, with its reason.
    if (!python.ok) throw new Error(python.reason);
    dir = mkdtempSync(join(tmpdir(), 'us-dask-edges-'));
    writeFileSync(join(dir, 'mixed-a.ndjson'), mixed(300, 3));
    writeFileSync(join(dir, 'mixed-b.ndjson.gz'), gzipSync(mixed(120, 5)));
    writeFileSync(
      join(dir, 'mixed-c.ndjson'),
      Buffer.concat([
        Buffer.from(mixed(80, 7)),
        Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d, 0x0a]),
        Buffer.from(mixed(40, 2)),
      ]),
    );
    writeFileSync(join(dir, 'hazards.ndjson'), `${hazards()}\n`);
    writeFileSync(join(dir, 'damaged.ndjson.gz'), await damagedGzip());
  });

  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the gate's report at every partition size, with the gate on the workers and with jsonschema", () => {
    const files = ['damaged.ndjson.gz', 'hazards.ndjson', 'mixed-a.ndjson', 'mixed-b.ndjson.gz', 'mixed-c.ndjson'];
    const single = singleProcess(files, dir);
    expect(single.code).toBe(2);
    const out = run(
      command,
      [`${ROOT}packages/tools/test/dask/partition_sizes_run.py`, '2048,67108864', 'node,jsonschema', ...files],
      dir,
    );
    if (out.code !== 0) throw new Error(out.stderr.slice(-2000));
    const runs = JSON.parse(out.stdout) as Record<string, [string, number]>;
    expect(Object.keys(runs)).toHaveLength(4);
    for (const size of ['2048', '67108864']) {
      expect(runs[`node ${size}`], `node, partitions of ${size} bytes`).toEqual([single.stdout, 2]);
      // The jsonschema engine's sentences for a duplicate name and a syntax error are its own (no column).
      const own = (text: string): unknown => {
        const report = JSON.parse(text) as Report;
        return {
          ...report,
          problems: report.problems.map((p) =>
            p.code === 'duplicate_key' || p.code === 'syntax' ? { ...p, message: '' } : p,
          ),
        };
      };
      expect(own(runs[`jsonschema ${size}`]![0]), `jsonschema, partitions of ${size} bytes`).toEqual(
        own(single.stdout),
      );
    }
    const report = JSON.parse(single.stdout) as Report;
    // The intact records before the damage all count; the deep record is refused, not fatal.
    expect(report.counts['documents']).toBeGreaterThan(1000);
    expect(report.problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual([
      'damaged.ndjson.gz:0 unreadable',
      'hazards.ndjson:2 max_depth',
      'hazards.ndjson:3 max_depth',
      'hazards.ndjson:4 max_members',
      'hazards.ndjson:5 max_key_length',
      'hazards.ndjson:6 syntax',
      'hazards.ndjson:7 duplicate_key',
      'hazards.ndjson:8 truncated_record',
      'mixed-c.ndjson:102 invalid_utf8',
    ]);
  });

  it("holds the gate's limits when a user sets them (--max-bytes, --max-depth), with the jsonschema engine too", () => {
    writeFileSync(join(dir, 'long-line.ndjson'), `${day(1)}\n"${'x'.repeat(3000)}"\n${day(2, ',"activity":[[[]]]')}\n`);
    const files = ['hazards.ndjson', 'long-line.ndjson'];
    const limits = ['--max-bytes', '1K', '--max-depth', '200'];
    const single = singleProcess(files, dir, limits);
    const dask = runDask(python, ['--workers', '1', '--engine', 'jsonschema', ...limits, ...files], dir);
    expect(dask.code).toBe(2);
    const own = (text: string): unknown => {
      const report = JSON.parse(text) as Report;
      return {
        ...report,
        problems: report.problems.map((p) =>
          p.code === 'duplicate_key' || p.code === 'syntax' ? { ...p, message: '' } : p,
        ),
      };
    };
    expect(own(dask.stdout)).toEqual(own(single.stdout));
    expect(
      (JSON.parse(dask.stdout) as Report).problems
        .filter((p) => p.code === 'max_bytes')
        .map((p) => `${p.file}:${p.line}`),
    ).toEqual(['hazards.ndjson:2', 'hazards.ndjson:4', 'hazards.ndjson:5', 'long-line.ndjson:2']);
    // Python's parser recurses: a depth it cannot read is refused before the run, not met as a crash.
    const deep = runDask(python, ['--engine', 'jsonschema', '--max-depth', '2000', ...files], dir);
    expect(deep).toMatchObject({ code: 2, stdout: '' });
    expect(deep.stderr).toContain('--engine jsonschema reads at most 500 levels of nesting');
  });

  it('reads a file whose name looks like a glob as that file, and reports a pattern that matches nothing as missing', () => {
    writeFileSync(join(dir, 'bad[1].ndjson'), `${day(1, ',"heart_rate":{}')}\n`);
    writeFileSync(join(dir, 'bad1.ndjson'), `${day(1)}\n`);
    const args = ['bad[1].ndjson', 'nothing-*.ndjson'];
    const dask = runDask(python, ['--workers', '1', ...args], dir);
    const single = singleProcess(args, dir);
    expect(dask.stdout).toBe(single.stdout);
    expect(dask.code).toBe(2);
    const report = JSON.parse(dask.stdout) as Report;
    expect(report.examples).toEqual([{ file: 'bad[1].ndjson', line: 1, pointer: '/heart_rate', rule: 'filled' }]);
    expect(report.unreadableByFile).toEqual({ 'nothing-*.ndjson': 1 });
  });

  it('reports files that shrink, grow, are rewritten or vanish after the plan, once each, and validates the rest', () => {
    const changing = ['shrinks.ndjson', 'grows.ndjson', 'rewritten.ndjson', 'vanishes.ndjson'];
    for (const name of changing) writeFileSync(join(dir, name), mixed(200, 1));
    const out = run(
      command,
      [`${ROOT}packages/tools/test/dask/changed_files_run.py`, '1000', ...changing, 'mixed-a.ndjson'],
      dir,
    );
    expect(out.code).toBe(2);
    const report = JSON.parse(out.stdout) as Report;
    const changed =
      'the file changed during the run (its size or modification time is not what it was when the run was planned); none of it is counted';
    expect(report.problems).toEqual([
      { file: 'grows.ndjson', line: 0, code: 'unreadable', message: changed },
      { file: 'rewritten.ndjson', line: 0, code: 'unreadable', message: changed },
      { file: 'shrinks.ndjson', line: 0, code: 'unreadable', message: changed },
      {
        file: 'vanishes.ndjson',
        line: 0,
        code: 'unreadable',
        message: 'the file vanished during the run (it was there when the run was planned); none of it is counted',
      },
    ]);
    expect(report.unreadableByFile).toEqual({
      'grows.ndjson': 1,
      'rewritten.ndjson': 1,
      'shrinks.ndjson': 1,
      'vanishes.ndjson': 1,
    });
    const alone = JSON.parse(singleProcess(['mixed-a.ndjson'], dir).stdout) as Report;
    expect(report.counts).toEqual({
      ...alone.counts,
      files: 5,
      documents: alone.counts['documents']! + 4,
      unreadable: alone.counts['unreadable']! + 4,
    });
  });

  it('writes a file name that is not UTF-8 with U+FFFD, as the gate does, and valid UTF-8 throughout', () => {
    const sub = mkdtempSync(join(dir, 'names-'));
    writeFileSync(
      Buffer.concat([Buffer.from(`${sub}/caf`), Buffer.from([0xe9]), Buffer.from('.ndjson')]),
      `${day(1, ',"heart_rate":{}')}\n`,
    );
    const dask = spawnSync(userSummariesDask(python), ['--workers', '1', 'caf*.ndjson'], {
      cwd: sub,
      timeout: 240_000,
      env: daskEnv(),
    });
    expect(dask.status).toBe(1);
    const stdout = dask.stdout as Buffer;
    expect(Buffer.from(stdout.toString('utf8'), 'utf8').equals(stdout)).toBe(true);
    expect((JSON.parse(stdout.toString('utf8')) as Report).examples).toEqual([
      { file: 'caf\uFFFD.ndjson', line: 1, pointer: '/heart_rate', rule: 'filled' },
    ]);
    // The gate walking the folder reads the file by its bytes and names it the same way.
    expect(stdout.toString('utf8')).toBe(singleProcess(['.'], sub).stdout);
  });
});
