// `npm run bench`: this library against its peers on the same payloads, one peer at a time (the machine has two
// cores), and docs/benchmarks.md written from the results. Options: --quick (short budgets, a smoke run),
// --no-write (print only), --only=<name,...> (peers whose name contains one of these), --no-extras (skip the
// gate, server and guard-import benches of bench/gate.ts, bench/server.ts, bench/guard.ts).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';
import { formatNs, measure, type Measurement } from './measure.js';
import { buildPayloads, type Payload } from './payloads.js';
import { ajvPlain, ajvStraightforward } from './peers/ajv.js';
import { cfworker } from './peers/cfworker.js';
import { hyperjump } from './peers/hyperjump.js';
import { jsonParse } from './peers/jsonParse.js';
import { library, libraryVerdict } from './peers/library.js';
import { schemasafe } from './peers/schemasafe.js';
import { standalone } from './peers/standalone.js';
import type { PayloadKind, Peer, PreparedPeer } from './peers/types.js';
import { zod } from './peers/zod.js';
import { writeReport, type BenchReport, type Cell, type Extras } from './report.js';
import { measureStartup } from './startup.js';
import { validateResponse, validateSummary } from '../src/index.js';

/** Every peer, in the order of the tables. The first is the floor, the second the library as consumers call it. */
export const PEERS: readonly Peer[] = [jsonParse, library, standalone, libraryVerdict, ajvStraightforward, ajvPlain, schemasafe, cfworker, hyperjump, zod];

interface RunOptions {
  readonly quick: boolean;
  readonly write: boolean;
  readonly only: readonly string[] | undefined;
  readonly extras: boolean;
}

function parseArgs(argv: readonly string[]): RunOptions {
  const only = argv.find((a) => a.startsWith('--only='));
  for (const arg of argv) {
    if (!['--quick', '--no-write', '--no-extras'].includes(arg) && !arg.startsWith('--only=')) throw new Error(`unknown option ${arg}`);
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
  if (got.join('\n') !== want.join('\n') || result.omitted !== Math.max(0, payload.expected.length - 100)) {
    throw new Error(`the library's report on ${payload.id} differs from the violations the payload was built with`);
  }
}

/** Times one peer on one payload, once the peer agrees with the payload's verdict. */
function runCell(peer: Peer, prepared: PreparedPeer, payload: Payload, verdict: boolean | Error, quick: boolean): Cell {
  if (verdict instanceof Error) return { peer: peer.name, payload: payload.id, status: 'error', note: String(verdict).slice(0, 120) };
  if (peer.input === 'value' && verdict !== payload.valid) {
    return { peer: peer.name, payload: payload.id, status: 'disagrees', note: verdict ? 'accepts it' : 'rejects it' };
  }
  const input = peer.input === 'text' ? payload.text : payload.value;
  const measurement: Measurement = measure(
    () => prepared.run(input),
    quick ? { warmupMs: 30, budgetMs: 120, minSamples: 5 } : { warmupMs: 150, budgetMs: 800, minSamples: 9 },
  );
  return { peer: peer.name, payload: payload.id, status: 'timed', measurement };
}

function verdictOf(peer: Peer, prepared: PreparedPeer, payload: Payload): boolean | Error {
  try {
    return prepared.verdict(peer.input === 'text' ? payload.text : payload.value);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Each peer in turn: compiled for each kind (timed with its first call, which compiles for some peers), shown
 * every payload once (its verdicts; the engine then has seen every shape, as a server would, before anything
 * is timed), then timed on each payload it agrees on.
 */
async function runPeers(
  payloads: readonly Payload[],
  peers: readonly Peer[],
  quick: boolean,
): Promise<{ cells: Cell[]; compileMs: Record<string, Partial<Record<PayloadKind, number>>> }> {
  const cells: Cell[] = [];
  const compileMs: Record<string, Partial<Record<PayloadKind, number>>> = {};
  for (const peer of peers) {
    const prepared = new Map<PayloadKind, PreparedPeer | undefined>();
    const compiled: Partial<Record<PayloadKind, number>> = {};
    for (const payload of payloads) {
      if (prepared.has(payload.kind)) continue;
      const t0 = performance.now();
      const ready = await peer.prepare(payload.kind);
      if (ready !== undefined) verdictOf(peer, ready, payload);
      compiled[payload.kind] = performance.now() - t0;
      prepared.set(payload.kind, ready);
    }
    compileMs[peer.name] = compiled;
    const verdicts = payloads.map((payload) => {
      const ready = prepared.get(payload.kind);
      return ready === undefined ? undefined : verdictOf(peer, ready, payload);
    });
    payloads.forEach((payload, i) => {
      const ready = prepared.get(payload.kind);
      const verdict = verdicts[i];
      const cell: Cell =
        ready === undefined || verdict === undefined ? { peer: peer.name, payload: payload.id, status: 'n/a' } : runCell(peer, ready, payload, verdict, quick);
      cells.push(cell);
      const shown = cell.status === 'timed' && cell.measurement ? formatNs(cell.measurement.medianNs) : `${cell.status}${cell.note ? ` (${cell.note})` : ''}`;
      console.log(`  ${peer.name.padEnd(40)} ${payload.id.padEnd(9)} ${shown}`);
    });
  }
  return { cells, compileMs };
}

async function optional<TResult>(file: string, run: (mod: Record<string, unknown>) => Promise<TResult>): Promise<TResult | { error: string } | undefined> {
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
  // The gate bench's quick sizes keep `npm run bench` within its time; BENCH_FULL=1 runs its full sizes.
  if (process.env['BENCH_FULL'] !== '1' && process.env['GATE_BENCH_QUICK'] === undefined) process.env['GATE_BENCH_QUICK'] = '1';
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
  return { gate, guardImportMs, server };
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
  const { cells, compileMs } = await runPeers(payloads, peers, options.quick);
  console.log('startup in fresh processes...');
  const startup = measureStartup(options.quick ? 3 : 7);
  const extras = options.extras && options.only === undefined ? await runExtras(options.quick, options.write) : {};
  const report: BenchReport = {
    machine: machineInfo(),
    command: `npm run bench${options.quick ? ' -- --quick' : ''}`,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
    durationS: (performance.now() - started) / 1000,
    payloads,
    peers,
    cells,
    compileMs,
    startup,
    extras,
  };
  const summary = writeReport(report, options.write);
  console.log(summary);
}

await main();
