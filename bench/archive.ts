// `npm run bench:archive`: archive throughput of the Dask integration (packages/python, installed by pip into a
// virtual environment of its own, as test/__helpers__/pythonDistribution.ts installs it for the suites) on 1 and 2 worker
// processes of a LocalCluster and of the single-process gate (`validate --format summary`, 1 and 2 threads)
// on the same generated files, with the ratios the issue sets as targets, and the peak memory of a worker
// as the archive grows. Writes its block into docs/benchmarks.md between the archive-bench markers.
// Then the cost of blank lines (64 MiB of newlines against 64 MiB of records in the gate, 1 GiB of blank lines
// gzipped through Dask with either engine), written between the archive-blank markers.
// Then what `validate --coverage` costs the gate on an archive of the size (issue #38: at most 15%
// more), between the archive-coverage markers.
// Then the replay on Dask (`user-summaries-dask --replay`, issue #44; bench/archiveReplay.ts) on 400 days (or
// --days), between the archive-replay markers.
// Options: --quick (400 days, one run, nothing written), --days=N (default 2000), --runs=N (default 3,
// best run kept), --no-write, --blank-only (only the blank lines), --coverage-only (only the coverage cost),
// --replay-only (only the replay).
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { fullDay } from './gateFixtures.js';
import { fileURLToPath } from 'node:url';
import { writeArchive, type Archive } from '../test/__helpers__/dask.js';
import { installDistribution, userSummariesDask } from '../test/__helpers__/pythonDistribution.js';
import { replaceDocBlock } from './docBlock.js';
import { replayOnDask } from './archiveReplay.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- archive-bench:start -->';
const END = '<!-- archive-bench:end -->';
const BLANK_START = '<!-- archive-blank:start -->';
const BLANK_END = '<!-- archive-blank:end -->';
const COVERAGE_START = '<!-- archive-coverage:start -->';
const COVERAGE_END = '<!-- archive-coverage:end -->';
const REPLAY_START = '<!-- archive-replay:start -->';
const REPLAY_END = '<!-- archive-replay:end -->';
/** Full days of the coverage measure: about 442 MB of NDJSON, the archive the issue measures on. */
const COVERAGE_DAYS = 2960;
const CLI = `${ROOT}packages/tools/dist/cli/main.js`;
/** The checkout's gate, named to the command (--cli): the archives are written outside the checkout. */
const GATE = ['--cli', `node '${CLI}'`];

interface Options {
  readonly days: number;
  readonly runs: number;
  readonly write: boolean;
  readonly blankOnly: boolean;
  readonly coverageOnly: boolean;
  readonly replayOnly: boolean;
  /** Days of the replay's archive: --days when given, else 400 (the replay judges every document twice). */
  readonly replayDays: number;
}

function options(argv: readonly string[]): Options {
  const value = (name: string): string | undefined =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  for (const arg of argv)
    if (!/^--(quick|no-write|blank-only|coverage-only|replay-only|days=\d+|runs=\d+)$/.test(arg))
      throw new Error(`unknown option ${arg}`);
  const quick = argv.includes('--quick');
  return {
    days: Number(value('days') ?? (quick ? 400 : 2000)),
    runs: Number(value('runs') ?? (quick ? 1 : 3)),
    write: !quick && !argv.includes('--no-write'),
    blankOnly: argv.includes('--blank-only'),
    coverageOnly: argv.includes('--coverage-only'),
    replayOnly: argv.includes('--replay-only'),
    replayDays: Number(value('days') ?? 400),
  };
}

/** One timed run: total wall time, the work time (without a cluster's start) and peak memory facts. */
interface Timed {
  readonly wallS: number;
  readonly workS: number;
  readonly workerMiB?: number;
  readonly gateMiB?: number;
  /** Bytes the report counts (decompressed). */
  readonly bytes: number;
}

function timed(command: string, args: readonly string[], cwd: string): Timed {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallS = (performance.now() - started) / 1000;
  if (run.status !== 0 && run.status !== 1)
    throw new Error(
      `${command} ${args.slice(0, 3).join(' ')} exited ${String(run.status)}: ${run.stderr.slice(-1000)}`,
    );
  const dask = /in ([0-9.]+) s \(cluster start ([0-9.]+) s\)/.exec(run.stderr);
  const memory = /peak memory: worker process (\d+) MiB, gate process (\d+) MiB/.exec(run.stderr);
  const bytes = (JSON.parse(run.stdout) as { counts: { bytes: number } }).counts.bytes;
  return {
    wallS,
    bytes,
    workS: dask === null ? wallS : Number(dask[1]) - Number(dask[2]),
    ...(memory === null ? {} : { workerMiB: Number(memory[1]), gateMiB: Number(memory[2]) }),
  };
}

/** The fastest of some runs. */
function fastest(all: readonly Timed[]): Timed {
  return all.reduce((a, b) => (b.workS < a.workS ? b : a));
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  if (opts.coverageOnly) {
    coverageCost(opts);
    return;
  }
  const venv = mkdtempSync(join(tmpdir(), 'us-archive-bench-python-'));
  try {
    const { dask } = installDistribution(venv);
    if (!dask.ok) throw new Error(dask.reason);
    if (!opts.replayOnly) {
      if (!opts.blankOnly) throughput(opts, userSummariesDask(dask));
      const blank = await blankLines(userSummariesDask(dask));
      console.log(blank);
      if (opts.write) writeBetween(BLANK_START, BLANK_END, blank, '## Blank lines (bench/archive.ts)');
      if (opts.blankOnly) return;
      coverageCost(opts);
    }
    const replay = replayOnDask(opts.replayDays, opts.runs, userSummariesDask(dask));
    console.log(replay);
    if (opts.write) writeBetween(REPLAY_START, REPLAY_END, replay, '## Replay on Dask (bench/archiveReplay.ts)');
  } finally {
    rmSync(venv, { recursive: true, force: true });
  }
}

/** One gate run under /usr/bin/time: wall and CPU seconds (user + system) and the peak resident set. */
interface Costed {
  readonly wallS: number;
  readonly cpuS: number;
  readonly peakMiB: number;
}

function costed(args: readonly string[], cwd: string): Costed {
  const run = spawnSync('/usr/bin/time', ['-f', 'time: %e %U %S %M', process.execPath, CLI, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`validate exited ${String(run.status)}: ${run.stderr.slice(-1000)}`);
  const [wall = 0, user = 0, sys = 0, kb = 0] = (/time: ([0-9.]+) ([0-9.]+) ([0-9.]+) (\d+)/.exec(run.stderr) ?? [])
    .slice(1)
    .map(Number);
  return { wallS: wall, cpuS: user + sys, peakMiB: kb / 1024 };
}

/**
 * What `--coverage` costs the gate: the archive report of the same files with and without it, in rounds that
 * alternate the two (a burst of the host's load hits both alike), one thread and two; the least CPU time and the
 * least wall time of each are kept. The peak memory with coverage on half the archive and on all of it shows
 * whether it grows with the documents.
 */
function coverageCost(opts: Options): void {
  const load = loadavg()[0] ?? 0;
  const days = opts.days === 2000 ? COVERAGE_DAYS : opts.days;
  const archive = writeArchive(8, Math.ceil(days / 8), 'us-archive-coverage-');
  try {
    const bytes = timed(
      process.execPath,
      [CLI, 'validate', '--format', 'summary', '--quiet', ...archive.files],
      archive.dir,
    ).bytes;
    const run = (jobs: number, coverage: boolean, files = archive.files): Costed =>
      costed(
        [
          'validate',
          '--format',
          'summary',
          '--quiet',
          '--jobs',
          String(jobs),
          ...(coverage ? ['--coverage', 'coverage.json'] : []),
          ...files,
        ],
        archive.dir,
      );
    const runs: Record<string, Costed[]> = { off1: [], on1: [], off2: [], on2: [] };
    for (let round = 0; round < opts.runs; round++) {
      for (const jobs of [1, 2]) {
        runs[`off${jobs}`]?.push(run(jobs, false));
        runs[`on${jobs}`]?.push(run(jobs, true));
      }
    }
    const least = (key: string, of: keyof Costed): number => Math.min(...(runs[key] ?? []).map((r) => r[of]));
    const half = run(1, true, archive.files.slice(0, 4));
    const row = (jobs: number): string => {
      const [offCpu, onCpu, offWall, onWall] = [
        least(`off${jobs}`, 'cpuS'),
        least(`on${jobs}`, 'cpuS'),
        least(`off${jobs}`, 'wallS'),
        least(`on${jobs}`, 'wallS'),
      ];
      const pct = (on: number, off: number): string =>
        `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(1)}%`;
      return `| ${jobs} | ${offCpu.toFixed(2)} | ${onCpu.toFixed(2)} | ${pct(onCpu, offCpu)} | ${offWall.toFixed(2)} | ${onWall.toFixed(2)} | ${pct(onWall, offWall)} |`;
    };
    const cpu1 = least('on1', 'cpuS') / least('off1', 'cpuS') - 1;
    const text = [
      `archive: ${archive.days} full days with slots (planted violations) in 8 NDJSON files (one gzipped), ${(bytes / 1e6).toFixed(0)} MB; \`validate --format summary\` with and without \`--coverage\`; least of ${opts.runs} alternating round(s); 1-minute load average at start ${load.toFixed(1)} on ${cpus().length} cores`,
      '',
      '| threads | CPU s, off | CPU s, on | CPU | wall s, off | wall s, on | wall |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      row(1),
      row(2),
      '',
      `- coverage's cost in CPU time, one thread: **${(cpu1 * 100).toFixed(1)}%** (target at most 15%: ${cpu1 <= 0.15 ? 'met' : 'not met'})`,
      `- peak memory with coverage, one thread: ${half.peakMiB.toFixed(0)} MiB on half the archive, ${least('on1', 'peakMiB').toFixed(0)} MiB on all of it (without coverage: ${least('off1', 'peakMiB').toFixed(0)} MiB)`,
    ].join('\n');
    console.log(text);
    if (opts.write) writeBetween(COVERAGE_START, COVERAGE_END, text, '## Coverage of the contract (bench/archive.ts)');
  } finally {
    rmSync(archive.dir, { recursive: true, force: true });
  }
}

function throughput(opts: Options, command: string): void {
  const load = loadavg()[0] ?? 0;
  const archive = writeArchive(8, Math.ceil(opts.days / 8), 'us-archive-bench-');
  const half = writeArchive(4, Math.ceil(opts.days / 8), 'us-archive-bench-half-');
  try {
    const gate = (jobs: number): Timed =>
      timed(
        process.execPath,
        [CLI, 'validate', '--format', 'summary', '--jobs', String(jobs), ...archive.files],
        archive.dir,
      );
    const dask = (workers: number, on: Archive = archive): Timed =>
      timed(command, [...GATE, '--workers', String(workers), ...on.files], on.dir);
    // Rounds of every configuration in turn, so a burst of load from other processes hits all of them alike;
    // the fastest run of each configuration is kept.
    const runs: Record<'gate1' | 'gate2' | 'dask1' | 'dask2' | 'dask2Half', Timed[]> = {
      gate1: [],
      gate2: [],
      dask1: [],
      dask2: [],
      dask2Half: [],
    };
    for (let round = 0; round < opts.runs; round++) {
      runs.gate1.push(gate(1));
      runs.gate2.push(gate(2));
      runs.dask1.push(dask(1));
      runs.dask2.push(dask(2));
      runs.dask2Half.push(dask(2, half));
    }
    const [gate1, gate2, dask1, dask2, dask2Half] = [
      fastest(runs.gate1),
      fastest(runs.gate2),
      fastest(runs.dask1),
      fastest(runs.dask2),
      fastest(runs.dask2Half),
    ];
    const mb = gate1.bytes / 1e6;
    const rate = (t: Timed): string => `${(mb / t.workS).toFixed(1)} MB/s`;
    const scaling = dask1.workS / dask2.workS;
    const versusGate = dask2.workS / gate2.workS;
    const lines = [
      `archive: ${archive.days} full days with slots in 8 NDJSON files (one gzipped), ${mb.toFixed(0)} MB; fastest of ${opts.runs} round(s) of every configuration in turn; 1-minute load average at start ${load.toFixed(1)} on ${cpus().length} cores`,
      '',
      `| run | time (s) | throughput | wall time with start-up (s) |`,
      `| --- | ---: | ---: | ---: |`,
      `| single-process gate, 1 thread (\`--jobs 1\`) | ${gate1.workS.toFixed(2)} | ${rate(gate1)} | ${gate1.wallS.toFixed(2)} |`,
      `| single-process gate, 2 threads (\`--jobs 2\`) | ${gate2.workS.toFixed(2)} | ${rate(gate2)} | ${gate2.wallS.toFixed(2)} |`,
      `| Dask LocalCluster, 1 worker process | ${dask1.workS.toFixed(2)} | ${rate(dask1)} | ${dask1.wallS.toFixed(2)} |`,
      `| Dask LocalCluster, 2 worker processes | ${dask2.workS.toFixed(2)} | ${rate(dask2)} | ${dask2.wallS.toFixed(2)} |`,
      '',
      `- 1 → 2 workers: **${scaling.toFixed(2)}x** (target at least 1.7x: ${scaling >= 1.7 ? 'met' : 'not met'})`,
      `- 2 workers against the single-process gate with 2 threads: **${versusGate.toFixed(2)}x** its time (target within 25%, at most 1.25x: ${versusGate <= 1.25 ? 'met' : 'not met'})`,
      `- peak memory per worker (2 workers): ${half.days} days: worker process ${dask2Half.workerMiB ?? '?'} MiB, gate process ${dask2Half.gateMiB ?? '?'} MiB; ` +
        `${archive.days} days: worker process ${dask2.workerMiB ?? '?'} MiB, gate process ${dask2.gateMiB ?? '?'} MiB`,
    ];
    const text = lines.join('\n');
    console.log(text);
    if (opts.write) writeBlock(text);
  } finally {
    rmSync(archive.dir, { recursive: true, force: true });
    rmSync(half.dir, { recursive: true, force: true });
  }
}

/** Writes `line` repeated (about `bytes` bytes, whole lines), then `last`, gzipped when the name ends in .gz. */
async function repeated(path: string, line: string, bytes: number, last = ''): Promise<void> {
  const out = createWriteStream(path);
  const sink = path.endsWith('.gz') ? createGzip({ level: 9 }) : undefined;
  sink?.pipe(out);
  const target = sink ?? out;
  const block = Buffer.from(line.repeat(Math.max(1, Math.floor((1024 * 1024) / line.length))));
  // Whole blocks of whole lines: at least `bytes`, never a line cut.
  for (let written = 0; written < bytes; written += block.length) {
    if (!target.write(block)) await new Promise<void>((resolve) => target.once('drain', () => resolve()));
  }
  target.write(last);
  await new Promise<void>((resolve) => {
    out.once('close', () => resolve());
    target.end();
  });
}

/**
 * What blank lines cost: 64 MiB of newlines against 64 MiB of full days in the gate (1 thread), and 1 GiB of
 * blank lines gzipped (about 1 MB) through the gate and through Dask (1 worker) with either engine.
 */
async function blankLines(command: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'us-archive-blank-'));
  try {
    const MIB = 1024 * 1024;
    // One record after the blank lines: a file of blank lines alone is an empty input (exit 2).
    const record = '{"date":"2024-01-01"}\n';
    await repeated(join(dir, 'newlines.ndjson'), '\n', 64 * MIB, record);
    await repeated(join(dir, 'records.ndjson'), `${JSON.stringify(fullDay(0))}\n`, 64 * MIB);
    await repeated(join(dir, 'blank.ndjson.gz'), '\n', 1024 * MIB, record);
    const gate = (file: string): Timed =>
      timed(process.execPath, [CLI, 'validate', '--format', 'summary', '--quiet', '--jobs', '1', file], dir);
    const dask = (engine: string): Timed =>
      timed(command, [...GATE, '--workers', '1', '--engine', engine, 'blank.ndjson.gz'], dir);
    const rows: [string, Timed][] = [
      ['gate, 64 MiB of records (full days)', gate('records.ndjson')],
      ['gate, 64 MiB of newlines', gate('newlines.ndjson')],
      ['gate, 1 GiB of blank lines gzipped', gate('blank.ndjson.gz')],
      ['Dask, 1 worker, node engine: the same 1 GiB', dask('node')],
      ['Dask, 1 worker, jsonschema engine: the same 1 GiB', dask('jsonschema')],
    ];
    return [
      `1-minute load average at start ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores; one run each`,
      '',
      '| input | time (s) | MB/s |',
      '| --- | ---: | ---: |',
      ...rows.map(([name, t]) => `| ${name} | ${t.workS.toFixed(2)} | ${(t.bytes / 1e6 / t.workS).toFixed(0)} |`),
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function writeBlock(text: string): void {
  const block = [
    text,
    '',
    'Measured by `npm run bench:archive` (bench/archive.ts). Times are from the start of the work to the merged report:',
    'for Dask, the time the script reports without the start of its LocalCluster (given in the last column with it, about',
    '2–4 s here, paid once per run however large the archive); for the gate, the whole process. Peak memory is the',
    'largest resident set of a worker process (`getrusage`) and of the long-lived gate it keeps (`VmHWM` in /proc), read',
    "from the script's summary line. Each block is the last run; runs on this machine vary with the other agents' load.",
    '',
    "Reading these numbers: this machine has 2 cores shared with other agents' builds and tests, so the load is",
    'rarely below 1 and often 4–8; when the gate with 2 threads is no faster than with 1 thread, the run had about one',
    'core to itself and no configuration can scale. Dask itself adds little: measured at one load, 8 files in one gate',
    'process took 8.4 s, one gate process per file 12.3 s and Dask with 1 worker starting a gate per partition 11.6 s.',
    'That per-partition start (Node, then the JIT warming up the validators again: 0.3–0.5 s each) is why each worker',
    'keeps one long-lived gate (`validate --frames`). The Dask nanny sets `MALLOC_TRIM_THRESHOLD_=65536` for its',
    'workers, which slowed the gate by 15–20%; the gate runs without it.',
  ].join('\n');
  writeBetween(START, END, block, '## Archives on Dask (bench/archive.ts)');
}

/** Replaces the text between two markers of docs/benchmarks.md (a new section with `heading` when they are missing). */
function writeBetween(start: string, end: string, text: string, heading: string): void {
  replaceDocBlock(start, end, `${start}\n${text}\n${end}`, heading);
}

await main();
