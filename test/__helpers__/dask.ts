// Shared helpers of the Dask suites: a python with dask and distributed, the generated archive, and runs of
// the integration and of the single-process gate over the same files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, inject } from 'vitest';
import { fullDay } from '../../bench/gateFixtures.js';
import { ROOT } from './cli.js';
import { probedOnce, type Runtime } from './runtimes.js';
import { installedDistribution, userSummariesDask } from './pythonDistribution.js';

export { suiteRuns } from './runtimes.js';
export { userSummariesDask } from './pythonDistribution.js';

/** Full days per file of the suites' archive: each plain file is about 3.6 MB (a full day is about 150 KB). */
export const DAYS_PER_FILE = 24;
/** 2 MiB: the archive's ~3.6 MB plain files are split into 2 byte ranges each, the gzipped one stays whole. */
export const PARTITION_SIZE = String(2 * 1024 * 1024);

/**
 * The python of this run's virtual environment, where the Python distribution (packages/python) is installed with
 * its `dask` extra (test/__helpers__/pythonDistribution.ts): the suites run the installed integration and its
 * `user-summaries-dask` command ({@link userSummariesDask}), not the source files. Missing when the base python has
 * no dask and distributed (Debian's python3-dask and python3-distributed) or cannot install the distribution.
 */
export function findDaskPython(): Runtime {
  return daskPython();
}

const daskPython = probedOnce(() => installedDistribution().dask);

/** The python the environment was made from: Dask and the gate's host, without the distribution installed. */
export function basePython(): string {
  return installedDistribution().base;
}

/** A finished process: exit code and output. */
export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command in the archive's folder (`input` on its standard input). */
export function run(command: string, args: readonly string[], cwd: string, input?: string): Finished {
  const result = spawnSync(command, args, {
    cwd,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.error !== undefined) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A folder holding `user-summaries`, this checkout's built gate, for the front of PATH: a host where
 * `npm install -g user-summaries-contract` put the gate on PATH. Written once per run (into the run's Python folder)
 * by whichever file comes first; written whole, then renamed, so another worker never runs half a script.
 */
function writeGateFolder(): string {
  const folder = join(inject('pythonDir'), 'gate');
  mkdirSync(folder, { recursive: true });
  const script = join(folder, `user-summaries.${process.pid}`);
  writeFileSync(
    script,
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(`${ROOT}packages/tools/dist/cli/main.js`)} "$@"\n`,
    { mode: 0o755 },
  );
  renameSync(script, join(folder, 'user-summaries'));
  return folder;
}

let gateFolder: string | undefined;

/** The environment of the integration's runs: `user-summaries` (this checkout's gate) first on PATH, no colour. */
export function daskEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', PATH: `${(gateFolder ??= writeGateFolder())}:${process.env['PATH'] ?? ''}` };
}

/**
 * Runs the installed `user-summaries-dask` command in the archive's folder, with the gate on PATH ({@link daskEnv}):
 * with no --cli, and no npm project or checkout around the folder, the command runs the `user-summaries` of PATH.
 */
export function runDask(python: Runtime, args: readonly string[], cwd: string): Finished {
  const result = spawnSync(userSummariesDask(python), args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
    env: daskEnv(),
  });
  if (result.error !== undefined) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `user-summaries validate --format summary` in one process (2 threads, the machine's cores). */
export function singleProcess(files: readonly string[], cwd: string, extra: readonly string[] = []): Finished {
  return run(
    process.execPath,
    [`${ROOT}packages/tools/dist/cli/main.js`, 'validate', '--format', 'summary', '--jobs', '2', ...extra, ...files],
    cwd,
  );
}

/** What was planted in the archive: the day indices of each kind of violation. */
export const PLANTED = {
  /** `date` removed: `required` at `/date`, undated. */
  missingDate: (i: number): boolean => i % 97 === 5,
  /** A sleep slot's end_date not Y-m-d\TH:i:s: `date_format` at `/sleep/slots/*\/end_date`. */
  badEndDate: (i: number): boolean => i % 61 === 7,
  /** A sleep slot's type outside 0..5: `in` at `/sleep/slots/*\/type`. */
  badSleepType: (i: number): boolean => i % 89 === 11,
  /** A heart-rate slot's bpm a string: `type` at `/heart_rate/slots/*\/bpm`. */
  stringBpm: (i: number): boolean => i % 131 === 17,
};

/** The full day `i` with the violations planted on it. */
function plantedDay(i: number): string {
  const day = fullDay(i) as {
    date?: string;
    sleep: { slots: { end_date: string; type: number }[] };
    heart_rate: { slots: { bpm: unknown }[] };
  };
  if (PLANTED.badEndDate(i)) day.sleep.slots[i % 48]!.end_date = 'PAYLOAD-never-shown';
  if (PLANTED.badSleepType(i)) day.sleep.slots[(i * 7) % 48]!.type = 9;
  if (PLANTED.stringBpm(i)) day.heart_rate.slots[i % 288]!.bpm = 'PAYLOAD-never-shown';
  if (PLANTED.missingDate(i)) delete day.date;
  return JSON.stringify(day);
}

/** A generated archive on disk: its folder and its files (names relative to the folder). */
export interface Archive {
  readonly dir: string;
  readonly files: readonly string[];
  readonly days: number;
}

/**
 * Writes `files` NDJSON files of `perFile` full days each (one of them gzipped), with planted violations.
 * Days are numbered across the archive, so every file holds other days.
 */
export function writeArchive(files: number, perFile: number, prefix = 'us-dask-archive-'): Archive {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const names: string[] = [];
  for (let f = 0; f < files; f++) {
    const lines: string[] = [];
    for (let k = 0; k < perFile; k++) lines.push(plantedDay(f * perFile + k));
    const text = `${lines.join('\n')}\n`;
    const name = f === 2 ? `days-${String(f).padStart(2, '0')}.ndjson.gz` : `days-${String(f).padStart(2, '0')}.ndjson`;
    writeFileSync(join(dir, name), f === 2 ? gzipSync(text, { level: 1 }) : text);
    names.push(name);
  }
  return { dir, files: names, days: files * perFile };
}

/** The suites' archive and the single-process report of it, filled in by the suite's beforeAll. */
export interface SuiteArchive {
  archive: Archive;
  single: Finished;
}

/**
 * For the suite it is called in: writes the archive of 8 files of DAYS_PER_FILE full days with planted
 * violations and runs the single-process gate over it (beforeAll), and removes the archive (afterAll). Under
 * CI=true a missing runtime fails the beforeAll at once, with its reason.
 */
export function useSuiteArchive(python: Runtime): SuiteArchive {
  const suite = {} as SuiteArchive;
  beforeAll(() => {
    if (!python.ok) throw new Error(python.reason);
    suite.archive = writeArchive(8, DAYS_PER_FILE);
    suite.single = singleProcess(suite.archive.files, suite.archive.dir);
  }, 120_000);
  afterAll(() => {
    if (suite.archive !== undefined) rmSync(suite.archive.dir, { recursive: true, force: true });
  });
  return suite;
}

/** Odd records (`extra.ndjson`): a valid day, a blank line, a duplicate member name, a record cut short. */
export const ODD_RECORDS = '{"date":"2024-01-01"}\n\n{"date":"2024-01-01","date":"2024-01-02"}\n{"date":\n';

/** The files of the unreadable-partitions runs: a file that is not gzip, one with a bad UTF-8 byte, a missing one. */
export const UNREADABLE_FILES = ['broken.ndjson.gz', 'days-01.ndjson', 'latin1.ndjson', 'missing.ndjson'];

/** Writes the unreadable files of {@link UNREADABLE_FILES} into an archive's folder (days-01.ndjson is the archive's). */
export function writeUnreadable(dir: string): void {
  writeFileSync(join(dir, 'broken.ndjson.gz'), 'this was never gzip\n');
  writeFileSync(
    join(dir, 'latin1.ndjson'),
    Buffer.concat([
      Buffer.from('{"date":"2024-01-01"}\n{"date":"2024-01-02","x":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}\n'),
    ]),
  );
}

/** What a report says of {@link UNREADABLE_FILES}, as the single-process gate says it. */
export const UNREADABLE_PROBLEMS = [
  {
    file: 'broken.ndjson.gz',
    line: 0,
    code: 'unreadable',
    message: 'not a readable gzip stream (incorrect header check); the rest of the file was not read',
  },
  {
    file: 'latin1.ndjson',
    line: 2,
    code: 'invalid_utf8',
    message: 'invalid UTF-8 byte sequence at byte 29 of the line',
  },
  { file: 'missing.ndjson', line: 0, code: 'unreadable', message: 'no such file or directory' },
];

/** A report without the sentences of unreadable documents (each engine's parser words them). */
export function withoutSentences(text: string): unknown {
  const report = JSON.parse(text) as { problems: { message: string }[] };
  return { ...report, problems: report.problems.map((p) => ({ ...p, message: '' })) };
}
