// `npm run bench`: this library against its peers on the same payloads, one peer at a time, each in a process of
// its own (the machine has two cores), and docs/benchmarks.md written from the results. Options: --quick (short budgets, a smoke run),
// --no-write (print only), --only=<name,...> (peers whose name contains one of these), --no-extras (skip the
// gate, server, Laravel, guard-import and contract-diff benches of bench/gate.ts, bench/server.ts, bench/laravel.ts,
// bench/guard.ts, bench/diff.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';
import { buildPayloads, type Payload } from './payloads.js';
import type { PeerProcessResult } from './peerProcess.js';
import { PEERS } from './peers/index.js';
import type { PayloadKind, Peer } from './peers/types.js';
import { writeReport, type BenchReport, type Cell, type Extras } from './report.js';
import type { Anatomy } from './anatomy.js';
import type { HostileBench } from './hostile.js';
import type { Weight } from './weight.js';
import type { PackageWeight } from './packageWeight.js';
import { measureStartup } from './startup.js';
import { validateResponse, validateSummary } from '../src/index.js';

interface RunOptions {
  readonly quick: boolean;
  readonly write: boolean;
  readonly only: readonly string[] | undefined;
  readonly extras: boolean;
}

function parseArgs(argv: readonly string[]): RunOptions {
  const only = argv.find((a) => a.startsWith('--only='));
  for (const arg of argv) {
    if (!['--quick', '--no-write', '--no-extras'].includes(arg) && !arg.startsWith('--only='))
      throw new Error(`unknown option ${arg}`);
  }
  return {
    quick: argv.includes('--quick'),
    write: !argv.includes('--no-write') && only === undefined,
    only: only?.slice('--only='.length).split(','),
    extras: !argv.includes('--no-extras'),
  };
}

/**
 * The library must report exactly the violations the payload was built with (the cap in force): a wrong
 * library is never timed.
 */
function checkLibraryReport(payload: Payload): void {
  const result = payload.kind === 'summary' ? validateSummary(payload.value) : validateResponse(payload.value);
  if (result.ok !== payload.valid) throw new Error(`the library's verdict on ${payload.id} is ${String(result.ok)}`);
  if (result.ok) return;
  const got = result.violations.map((v) => `${v.pointer} ${v.rule}`);
  const want = payload.expected.slice(0, 100).map(([pointer, rule]) => `${pointer} ${rule}`);
  // A report that stopped once it knew its first 100 counts the rest as a lower bound (omittedIsLowerBound).
  const rest = Math.max(0, payload.expected.length - 100);
  const counted = result.omittedIsLowerBound ? result.omitted >= 1 && result.omitted <= rest : result.omitted === rest;
  if (got.join('\n') !== want.join('\n') || !counted) {
    throw new Error(`the library's report on ${payload.id} differs from the violations the payload was built with`);
  }
}

/**
 * Each peer in a fresh process of its own (bench/peerProcess.ts), one after another: no peer's code shares the
 * engine's state (inline caches, inlining, garbage) with another's, and only one core is busy timing.
 */
function runPeers(
  payloads: readonly Payload[],
  peers: readonly Peer[],
  quick: boolean,
): { cells: Cell[]; compileMs: Record<string, Partial<Record<PayloadKind, number>>> } {
  const cells: Cell[] = [];
  const compileMs: Record<string, Partial<Record<PayloadKind, number>>> = {};
  const child = fileURLToPath(new URL('./peerProcess.ts', import.meta.url));
  for (const peer of peers) {
    const args = ['--import', 'tsx', child, `--peer=${PEERS.indexOf(peer)}`, ...(quick ? ['--quick'] : [])];
    const run = spawnSync(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`timing ${peer.name} failed (exit ${String(run.status)})`);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as PeerProcessResult;
    const mine = payloads.map((p) => `${p.id}:${p.text.length}`).join(',');
    const theirs = result.payloads.map(([id, length]) => `${id}:${length}`).join(',');
    if (mine !== theirs) throw new Error(`the process timing ${peer.name} generated other payloads (${theirs})`);
    cells.push(...result.cells);
    compileMs[peer.name] = result.compileMs;
  }
  return { cells, compileMs };
}

async function optional<TResult>(
  file: string,
  run: (mod: Record<string, unknown>) => Promise<TResult>,
): Promise<TResult | { error: string } | undefined> {
  const path = new URL(file, import.meta.url);
  if (!existsSync(fileURLToPath(path))) return undefined;
  try {
    return await run((await import(path.href)) as Record<string, unknown>);
  } catch (error) {
    return { error: String(error).slice(0, 300) };
  }
}

/** The benches other engineers own (bench/gate.ts, bench/server.ts, bench/guard.ts), each when present. */
async function runExtras(quick: boolean, write: boolean): Promise<Extras> {
  // The gate's throughput is a steady-state figure: its full sizes (a 200 MB corpus, 100 MB and 1 GB streams)
  // amortise the process and worker start-up that dominate a 10 MB run. --quick runs small sizes (a smoke run).
  if (quick && process.env['GATE_BENCH_QUICK'] === undefined) process.env['GATE_BENCH_QUICK'] = '1';
  console.log('gate bench (bench/gate.ts)...');
  const gate = await optional('./gate.ts', async (mod) => {
    const result = await (mod['benchGate'] as () => Promise<unknown>)();
    const format = mod['formatGateBench'] as ((r: unknown) => string) | undefined;
    return { text: format ? format(result) : JSON.stringify(result, null, 2), result };
  });
  console.log('guard import (bench/guard.ts)...');
  const guardImportMs = await optional('./guard.ts', async (mod) => (mod['benchGuardImport'] as () => number)());
  console.log('reference server (bench/server.ts)...');
  const server = await optional('./server.ts', async (mod) => {
    await (mod['benchServer'] as (o: object) => Promise<unknown>)({ durationSec: quick ? 1 : 3, write });
    return true;
  });
  console.log('Laravel assertion through PHP (bench/laravel.ts)...');
  const laravel = await optional('./laravel.ts', async (mod) => {
    (mod['benchLaravel'] as (o: object) => unknown)({ runs: quick ? 50 : 300, write });
    return true;
  });
  console.log('contract diff (bench/diff.ts)...');
  const diff = await optional('./diff.ts', async (mod) => {
    (mod['benchDiff'] as (o: object) => unknown)({ runs: quick ? 1 : 3, write });
    return true;
  });
  console.log("the diff's decision (bench/decide.ts)...");
  const decide = await optional('./decide.ts', async (mod) => {
    (mod['benchDecide'] as (o: object) => unknown)({ write });
    return true;
  });
  console.log("the contract's metrics (bench/metrics.ts)...");
  const metrics = await optional('./metrics.ts', async (mod) => {
    await (mod['benchMetrics'] as (o: object) => Promise<unknown>)({ quick, write });
    return true;
  });
  console.log('CI reports at 100,000 violations (bench/ciReports.ts)...');
  const ciReports = await optional('./ciReports.ts', async (mod) => {
    (mod['benchCiReports'] as (o: object) => unknown)({ runs: quick ? 1 : 3, write });
    return true;
  });
  console.log('registry modes and replay (bench/evolutionModes.ts)...');
  const modes = await optional('./evolutionModes.ts', async (mod) => {
    (mod['benchEvolutionModes'] as (o: object) => unknown)({ runs: quick ? 1 : 3, write });
    return true;
  });
  console.log('hostile payloads (bench/hostile.ts)...');
  const hostile = hostileInChild(quick);
  console.log("weight in a consumer's bundle (bench/weight.ts)...");
  const weights = await optional('./weight.ts', async (mod) => {
    const measured = await (mod['measureWeights'] as () => Promise<Weight[]>)();
    if (write) (mod['writeGuideWeights'] as (w: readonly Weight[]) => void)(measured);
    return measured;
  });
  console.log('the packages as released (bench/packageWeight.ts)...');
  const packages = await optional('./packageWeight.ts', async (mod) =>
    (mod['measurePackageWeights'] as () => PackageWeight[])(),
  );
  return { gate, guardImportMs, server, laravel, diff, decide, modes, metrics, ciReports, hostile, weights, packages };
}

/** bench/hostile.ts in a fresh process (its own heap and JIT), or why it failed. */
function hostileInChild(quick: boolean): HostileBench | { error: string } {
  const args = [
    '--import',
    'tsx',
    fileURLToPath(new URL('./hostile.ts', import.meta.url)),
    ...(quick ? ['--quick'] : []),
  ];
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.status !== 0) return { error: child.stderr.slice(0, 300) };
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as HostileBench;
}

/** bench/anatomy.ts in a fresh process (no other validator's code in its engine), or why it failed. */
function measureAnatomyInChild(): Anatomy | { error: string } {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./anatomy.ts', import.meta.url))],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) return { error: child.stderr.slice(0, 300) };
  return JSON.parse(child.stdout) as Anatomy;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  console.log('generating payloads...');
  const payloads = buildPayloads();
  for (const payload of payloads) checkLibraryReport(payload);
  const peers = options.only === undefined ? PEERS : PEERS.filter((p) => options.only?.some((o) => p.name.includes(o)));
  console.log(`timing ${peers.length} peers on ${payloads.length} payloads, one at a time...`);
  const rounds = options.quick ? 1 : 2;
  const { cells, compileMs } = runPeers(payloads, peers, options.quick);
  console.log('anatomy of a valid day (bench/anatomy.ts)...');
  const anatomy = measureAnatomyInChild();
  console.log('startup in fresh processes...');
  const startup = measureStartup(options.quick ? 3 : 7);
  const extras = options.extras && options.only === undefined ? await runExtras(options.quick, options.write) : {};
  const report: BenchReport = {
    machine: machineInfo(),
    command: `npm run bench${options.quick ? ' -- --quick' : ''}`,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
    durationS: (performance.now() - started) / 1000,
    rounds,
    payloads,
    peers,
    cells,
    compileMs,
    startup,
    anatomy,
    extras,
  };
  const summary = writeReport(report, options.write);
  console.log(summary);
}

await main();
