// What the contract's metrics cost (issue 45), side by side in one run: the guard's valid path with and without
// user-summaries-otel on a real OpenTelemetry SDK, and the proxy's median exchange with and without its Prometheus
// metrics, with the time a scrape of /_contract/metrics takes during that load. `npx tsx bench/metrics.ts` (after
// `npm run build`); `npm run bench` runs it and writes the block of docs/benchmarks.md between the metrics markers.
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { AggregationTemporality } from '@opentelemetry/sdk-metrics';
import { validateSummary } from 'user-summaries-contract';
import { createContractMetrics, measuredValidator } from 'user-summaries-otel';
import { replaceDocBlock } from './docBlock.js';
import { buildPayloads } from './payloads.js';
import { cpuUs } from './server.js';
import { BARE, spawnNode, type Spawned } from './serverPeers.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- metrics-bench:start -->';
const END = '<!-- metrics-bench:end -->';

/** The results of one run. */
export interface MetricsBench {
  /**
   * Median µs of a valid full day: the bare validator, and the measured one, alternated round by round; and what
   * the wrapper alone adds to a check (around a validator that does nothing), which a loaded machine moves less.
   */
  readonly guard: {
    readonly bareUs: number;
    readonly measuredUs: number;
    readonly ratio: number;
    readonly wrapperUs: number;
  };
  /**
   * Median ms of an exchange through the proxy: without and with its metrics, alternated round by round in fresh
   * pairs of processes, pooled.
   */
  readonly proxy: {
    readonly withoutMs: number;
    readonly withMs: number;
    readonly ratio: number;
    /** The p50 ratio (with / without) of each pair of processes alone: the spread of the run. */
    readonly pairRatios: readonly number[];
    /**
     * The median over every round of its p50 with metrics over the p50 without in the same round (measured one
     * after the other): each ratio taken under the same load, a drift of the machine's load cancels out.
     */
    readonly roundRatio: number;
    readonly exchanges: number;
    /** CPU µs the proxy's process spent per exchange: steadier than latency on a shared machine. */
    readonly cpuWithoutUs: number;
    readonly cpuWithUs: number;
  };
  /** Scrapes of /_contract/metrics during the load: their median and slowest time, in ms. */
  readonly scrape: { readonly count: number; readonly p50Ms: number; readonly maxMs: number };
  /** µs the proxy's metrics spend on one verdict (`ProxyMetrics.observe`, a clean exchange), in this process. */
  readonly observeUs: number;
  /** The load average (1 minute) before the run and after it. */
  readonly load: number;
  readonly loadAfter: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The guard on a valid full day (examples/valid/summary-all-groups.json): bare and measured, rounds alternated. */
function benchGuard(rounds: number, calls: number): MetricsBench['guard'] {
  const day = buildPayloads().find((p) => p.id === 'full')?.value;
  const reader = new PeriodicExportingMetricReader({
    exporter: new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE),
    exportIntervalMillis: 3_600_000,
  });
  const provider = new MeterProvider({ readers: [reader] });
  const measured = measuredValidator(createContractMetrics(provider.getMeter('bench')), 'summary', validateSummary);
  const time = (validate: (value: unknown) => { ok: boolean }): number => {
    const started = performance.now();
    for (let i = 0; i < calls; i++) if (!validate(day).ok) throw new Error('the day must be valid');
    return ((performance.now() - started) * 1000) / calls;
  };
  for (let i = 0; i < 3; i++) {
    time(validateSummary);
    time(measured);
  }
  const bare: number[] = [];
  const withMetrics: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      bare.push(time(validateSummary));
      withMetrics.push(time(measured));
    } else {
      withMetrics.push(time(measured));
      bare.push(time(validateSummary));
    }
  }
  // The wrapper alone: around a validator that returns at once, against that validator bare.
  const constant = { ok: true };
  const nothing = (_value: unknown): { ok: boolean } => constant;
  const wrapped = measuredValidator(createContractMetrics(provider.getMeter('bench-wrapper')), 'summary', nothing);
  const perCall = (f: (value: unknown) => unknown): number => {
    const n = 200_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) f(day);
    return ((performance.now() - started) * 1000) / n;
  };
  const wrapperRounds: number[] = [];
  for (let i = 0; i < 7; i++) wrapperRounds.push(perCall(wrapped) - perCall(nothing));
  void provider.shutdown();
  const [bareUs, measuredUs] = [median(bare), median(withMetrics)];
  return { bareUs, measuredUs, ratio: measuredUs / bareUs, wrapperUs: median(wrapperRounds) };
}

/** A proxy of the built package in a process of its own, with or without its metrics. */
const PROXY = `
const { startProxy } = await import(process.argv[1]);
const { parseUpstream } = await import(process.argv[2]);
const parsed = parseUpstream(process.argv[3]);
const proxy = await startProxy({ upstream: parsed.upstream, metrics: process.argv[4] === 'on' });
console.log(proxy.url);
`;

/** Sends GET requests on `connections` keep-alive connections for `ms`; every latency, in ms. */
async function load(base: string, connections: number, ms: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const path = '/user-summaries?date_from=2024-03-01&date_to=2024-03-10&include_slots=0&per_page=10';
  const headers = { authorization: 'Bearer bench-token', 'content-type': 'application/json' };
  const latencies: number[] = [];
  const end = performance.now() + ms;
  const one = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(`${base}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.once('end', () => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.once('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  return latencies;
}

/** Scrapes `/_contract/metrics` every 100 ms until `stop` resolves; each scrape's time in ms. */
async function scrapes(base: string, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/_contract/metrics`);
    if (res.status !== 200) throw new Error(`scrape: status ${res.status}`);
    await res.text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

/** How the proxies are measured: fresh pairs of processes, each pair's rounds alternated. */
interface ProxyPlan {
  /** Pairs of processes (one without metrics, one with), started afresh, the first started alternating. */
  readonly pairs: number;
  /** Rounds of each pair, alternated (ABBA: the one measured first alternates). */
  readonly rounds: number;
  /** Seconds of load a round. */
  readonly seconds: number;
  /** Seconds of load that warm each process before its pair's rounds (the JIT, the memo of the one body). */
  readonly warmSeconds: number;
}

/** The bench's plan, and the quick one of `--quick`. */
const PLAN: ProxyPlan = { pairs: 5, rounds: 12, seconds: 0.5, warmSeconds: 2 };
const QUICK_PLAN: ProxyPlan = { pairs: 1, rounds: 1, seconds: 1, warmSeconds: 1 };

/**
 * The proxy in front of a bare server (one page of 10 days without slots): without and with metrics, in fresh
 * pairs of processes (a process's own speed, where the scheduler put it and how its heap grew, moves its p50 by a
 * few percent: pairs started afresh spread that over both sides), each pair's rounds alternated; the latencies of
 * every pair pooled. Then scrapes during the load on the last pair's proxy with metrics.
 */
async function benchProxy(plan: ProxyPlan): Promise<{ proxy: MetricsBench['proxy']; scrape: MetricsBench['scrape'] }> {
  const page = `${ROOT}examples/valid/response-paginator.json`;
  const spawned: Spawned[] = [];
  try {
    const bare = await spawnNode(['-e', BARE, page, page]);
    spawned.push(bare);
    const dist = `${ROOT}packages/tools/dist/proxy/`;
    const args = (mode: string) => [
      '--input-type=module',
      '-e',
      PROXY,
      `${dist}proxyServer.js`,
      `${dist}upstream.js`,
      bare.url,
      mode,
    ];
    const connections = 4;
    const off: number[] = [];
    const on: number[] = [];
    const cpu = { off: 0, on: 0 };
    const pairRatios: number[] = [];
    const roundRatios: number[] = [];
    let times: number[] = [];
    for (let pair = 0; pair < plan.pairs; pair++) {
      const modes = pair % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      const started: Record<'off' | 'on', Spawned | undefined> = { off: undefined, on: undefined };
      for (const mode of modes) {
        const proxy = await spawnNode(args(mode));
        spawned.push(proxy);
        started[mode] = proxy;
      }
      const [without, withMetrics] = [started.off as Spawned, started.on as Spawned];
      for (const proxy of [without, withMetrics]) await load(proxy.url, connections, plan.warmSeconds * 1000);
      const pairLatencies = { off: [] as number[], on: [] as number[] };
      for (let i = 0; i < plan.rounds; i++) {
        const order = i % 2 === 0 ? [without, withMetrics] : [withMetrics, without];
        const roundP50 = { off: 0, on: 0 };
        for (const proxy of order) {
          const before = cpuUs(proxy.child.pid);
          const latencies = await load(proxy.url, connections, plan.seconds * 1000);
          const mode = proxy === without ? 'off' : 'on';
          cpu[mode] += cpuUs(proxy.child.pid) - before;
          pairLatencies[mode].push(...latencies);
          roundP50[mode] = median(latencies);
        }
        roundRatios.push(roundP50.on / roundP50.off);
      }
      pairRatios.push(median(pairLatencies.on) / median(pairLatencies.off));
      off.push(...pairLatencies.off);
      on.push(...pairLatencies.on);
      if (pair === plan.pairs - 1) {
        // Then scrapes during the same load, apart: the scraper shares this process with the load's sender.
        const running = load(withMetrics.url, connections, 3000);
        const scraping = scrapes(withMetrics.url, running);
        await running;
        times = await scraping;
      }
      for (const proxy of [without, withMetrics]) {
        await proxy.stop();
        spawned.splice(spawned.indexOf(proxy), 1);
      }
    }
    const [withoutMs, withMs] = [median(off), median(on)];
    return {
      proxy: {
        withoutMs,
        withMs,
        ratio: withMs / withoutMs,
        pairRatios,
        roundRatio: median(roundRatios),
        exchanges: off.length + on.length,
        cpuWithoutUs: cpu.off / Math.max(1, off.length),
        cpuWithUs: cpu.on / Math.max(1, on.length),
      },
      scrape: { count: times.length, p50Ms: median(times), maxMs: Math.max(...times) },
    };
  } finally {
    for (const s of spawned) await s.stop();
  }
}

/** µs of one `ProxyMetrics.observe` of a clean exchange (the built module), median of 7 rounds. */
async function observeCost(): Promise<number> {
  const { ProxyMetrics } = (await import(`${ROOT}packages/tools/dist/metrics/proxyMetrics.js`)) as {
    ProxyMetrics: new (hits: () => number) => { observe(v: object): void };
  };
  const metrics = new ProxyMetrics(() => 0);
  const verdict = { status: 200, ms: 2, upstreamMs: 1, findings: [] };
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const n = 100_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) metrics.observe(verdict);
    rounds.push(((performance.now() - started) * 1000) / n);
  }
  return median(rounds);
}

const fixed = (n: number, digits = 2): string => n.toFixed(digits);
/** A side-by-side target: met when within `bound`; a run faster with metrics says the run's noise is that large. */
const within = (ratio: number, bound: number): string =>
  ratio > 1 + bound
    ? 'not met'
    : ratio < 1 - bound
      ? 'met, but faster with metrics: the noise of the run is larger than the target'
      : 'met';
const percent = (ratio: number): string => `${ratio >= 1 ? '+' : ''}${fixed((ratio - 1) * 100, 1)}%`;

/** The block of docs/benchmarks.md. */
function block(r: MetricsBench, date: string): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    START,
    `The contract's metrics, measured side by side in one run (\`npx tsx bench/metrics.ts\`, after \`npm run build\`);`,
    `${cpus().length} × ${cpu}, load average ${fixed(r.load, 1)} before the run and ${fixed(r.loadAfter, 1)} after; ${date}.`,
    "The guard: the valid full day of the bench's payloads (live API density) through `validateSummary` and through",
    '`measuredValidator` (its defaults: every check counted, one in 64 timed) on a real OpenTelemetry SDK (sdk-metrics,',
    'an in-memory exporter), 31 rounds alternated, each round 2,000 calls. The proxy: the built proxy in a process of',
    'its own, without and with its metrics (`ProxyOptions.metrics`), in front of a bare server answering one page of',
    `10 days, 4 keep-alive connections: ${PLAN.pairs} pairs of processes started afresh (the first started alternating), each`,
    `process warmed ${PLAN.warmSeconds} s, then ${PLAN.rounds} rounds of ${PLAN.seconds} s alternated (ABBA), the latencies of every pair pooled,`,
    "with the CPU time each proxy's process spent. Fresh pairs, because a process's own speed moves its p50: two",
    'identical proxies (both without metrics) through this plan gave -1.4%, +1.4% and -1.2% in three runs at a load of',
    '13, one pair alone up to 13% either way; one pair of 11 rounds (the earlier plan) left that in the figure. Then a',
    "scrape of `/_contract/metrics` every 100 ms during 3 s of the same load on the last pair's proxy with metrics.",
    '',
    '| measured | without metrics | with metrics | cost | target |',
    '|---|---:|---:|---:|---|',
    `| guard, valid full day (median) | ${fixed(r.guard.bareUs)} µs | ${fixed(r.guard.measuredUs)} µs | ${percent(r.guard.ratio)} | within 5%: ${within(r.guard.ratio, 0.05)} |`,
    `| proxy exchange, p50 (${r.proxy.exchanges} exchanges) | ${fixed(r.proxy.withoutMs, 3)} ms | ${fixed(r.proxy.withMs, 3)} ms | ${percent(r.proxy.ratio)} | within 2%: ${within(r.proxy.ratio, 0.02)} |`,
    `| proxy p50, each pair of processes alone | | | ${r.proxy.pairRatios.map(percent).join(', ')} | |`,
    `| proxy p50, round by round (the median of each round's ratio) | | | ${percent(r.proxy.roundRatio)} | |`,
    `| the wrapper alone, per check (around a validator that does nothing) | | +${fixed(r.guard.wrapperUs)} µs | ${percent(1 + r.guard.wrapperUs / r.guard.bareUs)} of the day | |`,
    `| the proxy's metrics alone, per verdict (\`observe\`, a clean exchange) | | +${fixed(r.observeUs)} µs | ${percent(1 + r.observeUs / (1000 * r.proxy.withoutMs))} of the p50 | |`,
    `| proxy CPU per exchange (its process) | ${fixed(r.proxy.cpuWithoutUs, 0)} µs | ${fixed(r.proxy.cpuWithUs, 0)} µs | ${percent(r.proxy.cpuWithUs / r.proxy.cpuWithoutUs)} | |`,
    `| scrape during the load (${r.scrape.count} scrapes) | | p50 ${fixed(r.scrape.p50Ms)} ms, slowest ${fixed(r.scrape.maxMs)} ms | | within 100 ms: ${r.scrape.maxMs <= 100 ? 'met' : 'not met'} |`,
    '',
    'On a machine shared with other work (a load average far above its 2 cores) the side-by-side ratios move by about',
    "10% from run to run either way, and a pair of processes alone by more (the pairs' row): the round-by-round ratio",
    "(each round's two p50s taken one after the other, under the same load), the CPU per exchange and the rows of the",
    "wrapper alone and of the proxy's metrics alone give the cost itself, against the same run's day and p50.",
    END,
  ].join('\n');
}

/**
 * Runs both halves and, when `write`, writes their block of docs/benchmarks.md.
 *
 * @example
 * const r = await benchMetrics({ write: false });
 */
export async function benchMetrics(
  options: { readonly quick?: boolean; readonly write?: boolean } = {},
): Promise<MetricsBench> {
  const load = loadavg()[0] ?? 0;
  const guard = benchGuard(options.quick === true ? 5 : 31, 2000);
  const { proxy, scrape } = await benchProxy(options.quick === true ? QUICK_PLAN : PLAN);
  const result = { guard, proxy, scrape, observeUs: await observeCost(), load, loadAfter: loadavg()[0] ?? 0 };
  if (options.write ?? true)
    replaceDocBlock(START, END, block(result, new Date().toISOString().slice(0, 10)), '## Metrics (bench/metrics.ts)');
  return result;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchMetrics({
    write: !process.argv.includes('--no-write'),
    quick: process.argv.includes('--quick'),
  });
  console.log(JSON.stringify(r, null, 2));
}
