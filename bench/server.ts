// The live pair at load-test speed: `npx tsx bench/server.ts` (after `npm run build`). Spawns the built
// `user-summaries serve`, a bare Node http server that sends a precomputed body of the same size (the physical
// limit of this machine, measured in the same run), and `user-summaries proxy` in front of the bare server, all on
// loopback, with the floors of a hop beside it (a plain Node proxy, and nginx when installed; bench/serverPeers.ts);
// runs autocannon against each for a bounded time; samples the servers' resident memory; and writes the results
// into docs/benchmarks.md between the server-bench markers.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceDocBlock } from './docBlock.js';
import { procMemoryMb } from './machine.js';
import { BARE, BARE_NEW_BODIES, BARE_PROXY, NGINX, spawnNginx, spawnNode, type Spawned } from './serverPeers.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- server-bench:start -->';
const END = '<!-- server-bench:end -->';

/** The part of autocannon's result this bench reads. */
interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p50: number; readonly p99: number; readonly mean: number };
  readonly throughput: { readonly average: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly duration: number;
}
interface AutocannonRequest {
  readonly method?: string;
  readonly path?: string;
}
/** One connection of autocannon: its requests can be replaced before its first one (`setupClient`). */
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
/** What a scenario sends: the requests, in turn, and what each connection sends instead. */
interface Load {
  readonly requests: AutocannonRequest[];
  readonly setupClient?: (client: AutocannonClient) => void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    reconnectRate?: number;
  } & Load,
) => Promise<AutocannonResult>;

/**
 * Requests a connection sends before it opens a new one. `serve` and `proxy` close a connection after 10,000
 * requests (listen.ts) and answer 503 past it, which autocannon does not expect: at 25,000 requests a second
 * serve's 8 connections passed it within a 5-second scenario. Every row reconnects this often, so none does.
 */
const RECONNECT_RATE = 5000;

/** One measured scenario. */
export interface ServerBenchResult {
  readonly scenario: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  /** Mean latency in ms, to a hundredth (autocannon's percentiles are whole milliseconds). */
  readonly meanMs: number;
  readonly p99Ms: number;
  readonly bytesPerResponse: number;
  /** Requests that failed or did not answer 2xx (must be 0). */
  readonly failed: number;
  readonly requests: number;
  /** Peak resident memory of the server measured, in MB, during the scenario. */
  readonly peakRssMb: number;
  /**
   * CPU time the measured server spent per request, in microseconds (user + system, from /proc): what the
   * server costs, whatever share of the machine other processes took during the run.
   */
  readonly cpuUsPerRequest: number;
}

/** Options of {@link benchServer}. */
export interface ServerBenchOptions {
  /** Seconds per scenario. @defaultValue 5 */
  readonly durationSec?: number;
  /** Concurrent connections of the throughput scenarios (the memory scenarios use 100). @defaultValue 8 */
  readonly connections?: number;
  /** Write the results into docs/benchmarks.md. @defaultValue true */
  readonly write?: boolean;
}

/** Days of the start days drawn from: 2002-01-01 and the 103,000 days after it (serve has days up to 2286-11-19). */
const FIRST_START_MS = Date.UTC(2002, 0, 1);
const START_DAYS = 103_000;
/** Ranges each connection sends in turn, at most: past a scenario's requests a connection sends them again. */
const RANGES_PER_CONNECTION = 2048;

/** Every start day once, in a random order: connections take their ranges from it in turn, so none shares a range. */
const startDays = (() => {
  const days = Array.from({ length: START_DAYS }, (_, i) => i);
  for (let i = days.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [days[i], days[j]] = [days[j] as number, days[i] as number];
  }
  return days;
})();
let nextStart = 0;

/**
 * New 10-day ranges: each connection sends its own list of ranges starting on days of 2002..2283 that no other
 * connection of the run has (taken in turn from one shuffle of every start day, until it wraps), all built before
 * the scenario starts, as autocannon builds a fixed request. The load generator shares the 2 cores with the server
 * it measures: a range made per request as it is sent (autocannon's `setupRequest`, which also rebuilds the
 * request and makes an id for it) cost it so much more than one fixed request that, at the same 6,000 requests a
 * second, the bare server itself spent about 8 µs more CPU per request fed that way (fewer requests per
 * wake-up), and at full speed the sender, not the server, set the pace. Prebuilt, a range costs the sender what a
 * fixed request costs, so serve's rows measure serve. Within a scenario a connection may send a range again
 * after its list ends; serve keeps no page and no rendered day, so a range asked again is drawn again.
 */
function newRanges(slots: 0 | 1, connections: number): Load {
  const ymd = (day: number): string => new Date(FIRST_START_MS + day * 86_400_000).toISOString().slice(0, 10);
  const perConnection = Math.min(RANGES_PER_CONNECTION, Math.floor(START_DAYS / connections));
  const list = (length: number): AutocannonRequest[] =>
    Array.from({ length }, () => {
      const start = startDays[nextStart] as number;
      nextStart = (nextStart + 1) % START_DAYS;
      return {
        method: 'GET',
        path: `/user-summaries?date_from=${ymd(start)}&date_to=${ymd(start + 9)}&include_slots=${slots}&per_page=10`,
      };
    });
  // autocannon builds `requests` for every connection before setupClient replaces them: one is enough there.
  return { requests: list(1), setupClient: (client) => client.setRequests(list(perConnection)) };
}

/**
 * The bare server sent requests as serve's rows send them ({@link newRanges}; it ignores the dates): the limit
 * under the same sender, beside the one fixed request the proxy's rows are measured against.
 */
const BARE_RANGES_SLOTS = 'bare server, the same new 10-day ranges as serve, with slots';
const BARE_RANGES_NO = 'bare server, the same new 10-day ranges as serve, without slots';
const NGINX_ROW = 'nginx (C, one worker, checks nothing) → bare server, 10 days without slots';
const BARE_NEW_ROW = 'bare server, a new body each time, 10 days without slots';
const PROXY_NEW_ROW = 'proxy → bare server, a new body each time, 10 days without slots';

/** CPU time of a process so far in microseconds (Linux /proc: utime + stime in clock ticks of 10 ms), 0 where unknown. */
/** CPU time (user + system) a process spent so far, in µs (Linux /proc), 0 where it cannot be read. */
export function cpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in whole MB (Linux /proc), 0 where it cannot be read. */
function rssMb(pid: number | undefined): number {
  return Math.round(procMemoryMb(pid, 'VmRSS') ?? 0);
}

function row(r: ServerBenchResult, extra = ''): string {
  return `| ${r.scenario} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} | ${r.p99Ms} | ${Math.round(r.bytesPerResponse / 1024)} KiB | ${r.cpuUsPerRequest} µs | ${r.peakRssMb} MB | ${r.failed} | ${extra} |`;
}

function table(
  results: readonly ServerBenchResult[],
  settings: { durationSec: number; connections: number },
  load: number,
  rssAtStart: { serve: number; proxy: number },
): string {
  const by = (name: string): ServerBenchResult => results.find((r) => r.scenario === name) as ServerBenchResult;
  const pct = (a: ServerBenchResult, b: ServerBenchResult): string =>
    `${Math.round((100 * a.requestsPerSecond) / Math.max(1, b.requestsPerSecond))}% of the bare server (${Math.round((100 * b.cpuUsPerRequest) / Math.max(1, a.cpuUsPerRequest))}% in CPU per request)`;
  const hop = (proxied: ServerBenchResult, direct: ServerBenchResult): string =>
    `${Math.round((100 * proxied.requestsPerSecond) / Math.max(1, direct.requestsPerSecond))}% of direct; +${proxied.p50Ms - direct.p50Ms} ms at p50; the proxy's CPU ${proxied.cpuUsPerRequest} µs a request against the bare server's ${direct.cpuUsPerRequest}`;
  const cycle = (r: ServerBenchResult): string => (1000 / Math.max(1, r.requestsPerSecond)).toFixed(2);
  const [bareOne, proxyOne] = [
    by('bare server, 1 connection, 10 days without slots'),
    by('proxy → bare server, 1 connection, 10 days without slots'),
  ];
  const plainHop = by('plain Node proxy (checks nothing) → bare server, 10 days without slots');
  const nginxHop = results.find((r) => r.scenario === NGINX_ROW);
  const [bareNew, proxyNew] = [by(BARE_NEW_ROW), by(PROXY_NEW_ROW)];
  const [bareSlots, serveSlots, bareNo, serveNo, proxyNo, proxySlots] = [
    by('bare server, 10 days with slots'),
    by('serve, a new 10-day range with slots'),
    by('bare server, 10 days without slots'),
    by('serve, a new 10-day range without slots'),
    by('proxy → bare server, 10 days without slots'),
    by('proxy → bare server, 10 days with slots'),
  ];
  const [bareRangesSlots, bareRangesNo] = [by(BARE_RANGES_SLOTS), by(BARE_RANGES_NO)];
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const rows = [
    row(bareSlots, 'the physical limit (one fixed request)'),
    row(
      bareRangesSlots,
      `the physical limit for serve: the same requests as serve's row (${pct(bareRangesSlots, bareSlots).replace(' of the bare server', ' of the fixed request')})`,
    ),
    row(serveSlots, pct(serveSlots, bareRangesSlots)),
    row(bareNo, 'the physical limit (one fixed request)'),
    row(
      bareRangesNo,
      `the physical limit for serve: the same requests as serve's row (${pct(bareRangesNo, bareNo).replace(' of the bare server', ' of the fixed request')})`,
    ),
    row(serveNo, pct(serveNo, bareRangesNo)),
    nginxHop === undefined
      ? `| ${NGINX_ROW} | | | | | | | | not measured: nginx is not installed (${NGINX}; apt-get install nginx-light) |`
      : row(nginxHop, `${hop(nginxHop, bareNo)}: the floor of any proxy hop on this machine`),
    row(plainHop, `${hop(plainHop, bareNo)}: the floor of a hop in Node`),
    row(
      proxyNo,
      `${hop(proxyNo, bareNo)}; ${Math.round((100 * proxyNo.requestsPerSecond) / Math.max(1, plainHop.requestsPerSecond))}% of the plain proxy; the same body every time: its verdict kept`,
    ),
    row(bareNew, 'the physical limit for a new body each time (a copy of the page, a counter written in it)'),
    row(proxyNew, `${hop(proxyNew, bareNew)}; every body checked afresh`),
    row(proxySlots, hop(proxySlots, bareSlots)),
    row(bareOne, `no queueing: mean latency ${bareOne.meanMs} ms, one request every ${cycle(bareOne)} ms`),
    row(
      proxyOne,
      `mean latency ${proxyOne.meanMs} ms (+${Math.round((proxyOne.meanMs - bareOne.meanMs) * 100) / 100}), one request every ${cycle(proxyOne)} ms: the check runs after the response is passed on`,
    ),
    ...results
      .filter((r) => r.scenario.includes('100 connections'))
      .map((r) =>
        row(r, r.scenario.startsWith('serve') ? `${rssAtStart.serve} MB before` : `${rssAtStart.proxy} MB before`),
      ),
  ];
  return [
    START,
    `autocannon in this process, each server in its own process, loopback only: ${settings.connections} connections (100 in the memory rows), ${settings.durationSec} s per scenario;`,
    `Node ${process.version}, ${cpus().length} × ${cpu}; load average ${load.toFixed(1)} before the run; ${new Date().toISOString().slice(0, 10)}.`,
    'Regenerate with `npx tsx bench/server.ts` (after `npm run build`). `serve --seed 1`: any groups, realistic slots, Laravel',
    "paginator; the bare server is a Node `http` server sending serve's own page of the same size, precomputed; serve's rows",
    'are against the bare server sent the same kind of requests (new random ranges, distinct per connection, prebuilt; the',
    "bare server ignores the dates), the proxy's against the bare server sent one fixed request, as the proxy is; the",
    "proxy checks every response whole (the gate's check, pagination, range, semantics) after passing it on, a body",
    'seen before from its kept verdict (docs/proxy.md, *A body seen again*); "a new body each time" rows send the page',
    "with a counter written in it, so every body is checked afresh. nginx (Debian's, one worker) and a plain Node proxy",
    'forward and check nothing: the floors of a hop.',
    '',
    '| scenario | requests/s | p50 (ms) | p99 (ms) | response | server CPU a request | peak RSS | failed | against the limit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    END,
  ].join('\n');
}

/** Writes the block between the markers of docs/benchmarks.md. */
function writeDoc(block: string): void {
  replaceDocBlock(START, END, block, '## Reference server and proxy');
}

/**
 * Benchmarks `serve` on pages it never served before (with and without slots) and `proxy` in front of a bare
 * server, each as a share of the bare server measured in the same run, and their memory under 100 connections.
 * Bounded: each scenario runs `durationSec` seconds against 127.0.0.1 only.
 *
 * @example
 * const results = await benchServer({ durationSec: 3, write: false });
 */
export async function benchServer(options: ServerBenchOptions = {}): Promise<ServerBenchResult[]> {
  const main = `${ROOT}packages/tools/dist/cli/main.js`;
  if (!existsSync(main)) throw new Error('packages/tools/dist/cli/main.js is missing: run npm run build first');
  const load = loadavg()[0] ?? 0;
  const settings = { durationSec: options.durationSec ?? 5, connections: options.connections ?? 8 };
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const token = `bench-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const serve = await spawnNode(
    [main, 'serve', '--host', '127.0.0.1', '--port', '0', '--seed', '1', '--token-env', 'BENCH_TOKEN'],
    { BENCH_TOKEN: token },
  );
  const spawned: Spawned[] = [serve];
  const results: ServerBenchResult[] = [];
  try {
    // serve's own pages, precomputed for the bare server (same bytes, same size).
    const dir = mkdtempSync(join(tmpdir(), 'us-bench-'));
    const page = async (slots: 0 | 1): Promise<string> => {
      const res = await fetch(
        `${serve.url}/user-summaries?date_from=2024-03-01&date_to=2024-03-10&include_slots=${slots}&per_page=10`,
        { headers },
      );
      const file = join(dir, `page-${slots}.json`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return file;
    };
    const bare = await spawnNode(['-e', BARE, await page(1), await page(0)]);
    spawned.push(bare);
    const proxy = await spawnNode([main, 'proxy', '--upstream', bare.url, '--port', '0']);
    spawned.push(proxy);
    const plain = await spawnNode(['-e', BARE_PROXY, bare.url]);
    spawned.push(plain);
    const bareNew = await spawnNode(['-e', BARE_NEW_BODIES, await page(0)]);
    spawned.push(bareNew);
    const proxyNew = await spawnNode([main, 'proxy', '--upstream', bareNew.url, '--port', '0']);
    spawned.push(proxyNew);
    const nginx = await spawnNginx(bare.url);
    if (nginx !== undefined) spawned.push(nginx);
    const run = async (
      scenario: string,
      target: Spawned,
      load: Load,
      connections = settings.connections,
    ): Promise<void> => {
      const pid = target.servingPid ?? target.child.pid;
      let peak = rssMb(pid);
      const cpuBefore = cpuUs(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
      const r = await autocannon({
        url: target.url,
        connections,
        duration: settings.durationSec,
        headers,
        reconnectRate: RECONNECT_RATE,
        ...load,
      });
      clearInterval(sampler);
      results.push({
        scenario,
        requestsPerSecond: r.requests.average,
        p50Ms: r.latency.p50,
        meanMs: Math.round(r.latency.mean * 100) / 100,
        p99Ms: r.latency.p99,
        bytesPerResponse: r.requests.total > 0 ? (r.throughput.average * r.duration) / r.requests.total : 0,
        failed: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
        peakRssMb: Math.max(peak, rssMb(pid)),
        cpuUsPerRequest: r.requests.total > 0 ? Math.round((cpuUs(pid) - cpuBefore) / r.requests.total) : 0,
      });
    };
    const fixed = (slots: 0 | 1): Load => ({
      requests: [
        {
          method: 'GET',
          path: `/user-summaries?date_from=2024-03-01&date_to=2024-03-10&include_slots=${slots}&per_page=10`,
        },
      ],
    });
    // Warm up every process (JIT, the drawn template days, the validators).
    for (const target of [serve, bare, proxy, plain, bareNew, proxyNew, ...(nginx === undefined ? [] : [nginx])])
      await autocannon({ url: target.url, connections: 2, duration: 1, headers, ...newRanges(1, 2) });
    // The proxy's check (parse layer, the validators of each profile, the stream rules) is still being optimized
    // by the JIT for several seconds: a 1-second warm-up measured about 15% of compilation in its CPU (perf). A
    // proxy left idle while other rows run is slower again for its first seconds (docs/benchmarks.md, sixth round).
    // So each proxy row is warmed just before it, on the pages it is measured on, as a proxy in front of staging is
    // after its first minute.
    const warm = (target: Spawned, load: Load): Promise<AutocannonResult> =>
      autocannon({ url: target.url, connections: settings.connections, duration: 4, headers, ...load });
    const rssAtStart = { serve: rssMb(serve.child.pid), proxy: 0 };
    await run('bare server, 10 days with slots', bare, fixed(1));
    await run(BARE_RANGES_SLOTS, bare, newRanges(1, settings.connections));
    await run('serve, a new 10-day range with slots', serve, newRanges(1, settings.connections));
    await run('bare server, 10 days without slots', bare, fixed(0));
    await run(BARE_RANGES_NO, bare, newRanges(0, settings.connections));
    await run('serve, a new 10-day range without slots', serve, newRanges(0, settings.connections));
    if (nginx !== undefined) await run(NGINX_ROW, nginx, fixed(0));
    await run('plain Node proxy (checks nothing) → bare server, 10 days without slots', plain, fixed(0));
    await warm(proxy, fixed(0));
    await run('proxy → bare server, 10 days without slots', proxy, fixed(0));
    await run(BARE_NEW_ROW, bareNew, fixed(0));
    await warm(proxyNew, fixed(0));
    await run(PROXY_NEW_ROW, proxyNew, fixed(0));
    await warm(proxy, fixed(1));
    await run('proxy → bare server, 10 days with slots', proxy, fixed(1));
    await run('bare server, 1 connection, 10 days without slots', bare, fixed(0), 1);
    await warm(proxy, fixed(0));
    await run('proxy → bare server, 1 connection, 10 days without slots', proxy, fixed(0), 1);
    await run('serve, 100 connections, new ranges with slots', serve, newRanges(1, 100), 100);
    rssAtStart.proxy = rssMb(proxy.child.pid);
    await run('proxy → bare server, 100 connections, with slots', proxy, fixed(1), 100);
    if (options.write ?? true) writeDoc(table(results, settings, load, rssAtStart));
  } finally {
    for (const s of spawned) await s.stop();
  }
  return results;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await benchServer();
  for (const r of results) {
    console.log(
      `${r.scenario}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${Math.round(r.bytesPerResponse / 1024)} KiB, ${r.cpuUsPerRequest} µs CPU, peak ${r.peakRssMb} MB, failed ${r.failed}`,
    );
  }
}
