// The reference server's throughput under a load generator in another process: `npx tsx bench/server.ts`.
// Spawns `user-summaries serve` (the built CLI, loopback only), runs autocannon against it for a bounded
// time per scenario, and writes the results into docs/benchmarks.md between the server-bench markers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DOC = `${ROOT}docs/benchmarks.md`;
const START = '<!-- server-bench:start -->';
const END = '<!-- server-bench:end -->';

/** The part of autocannon's result this bench reads. */
interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p50: number; readonly p99: number; readonly average: number };
  readonly throughput: { readonly average: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly duration: number;
}
interface AutocannonRequest {
  readonly method?: string;
  readonly path?: string;
  readonly setupRequest?: (request: { path: string }) => { path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** One measured scenario. */
export interface ServerBenchResult {
  readonly scenario: string;
  /** Mean requests per second. */
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Mean response size in bytes. */
  readonly bytesPerResponse: number;
  /** Requests that failed or did not answer 2xx (must be 0). */
  readonly failed: number;
  readonly requests: number;
}

/** Options of {@link benchServer}. */
export interface ServerBenchOptions {
  /** Seconds per scenario. @defaultValue 5 */
  readonly durationSec?: number;
  /** Concurrent connections. @defaultValue 10 */
  readonly connections?: number;
  /** Write the results into docs/benchmarks.md. @defaultValue true */
  readonly write?: boolean;
}

const PAGE = 'date_from=2024-03-01&date_to=2024-03-10&include_slots=1&per_page=10';

/** A 10-day range starting on a pseudo-random day of 2002..2101 (days generated on demand, past the cache). */
function anyRange(request: { path: string }): { path: string } {
  const start = Date.UTC(2002, 0, 1) + Math.floor(Math.random() * 36_500) * 86_400_000;
  const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  return { ...request, path: `/user-summaries?date_from=${ymd(start)}&date_to=${ymd(start + 9 * 86_400_000)}&include_slots=1&per_page=10` };
}

/** Spawns the built `serve` on a free loopback port; resolves with its base URL and a stop function. */
function spawnServer(token: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const main = `${ROOT}dist/cli/main.js`;
  if (!existsSync(main)) throw new Error('dist/cli/main.js is missing: run npm run build first');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, 'serve', '--host', '127.0.0.1', '--port', '0', '--seed', '1', '--token-env', 'BENCH_TOKEN'], {
      env: { ...process.env, BENCH_TOKEN: token },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)\/user-summaries/.exec(out);
      if (match?.[1] !== undefined) {
        resolve({
          url: match[1],
          stop: () => new Promise((done) => {
            child.once('close', () => done());
            child.kill('SIGTERM');
          }),
        });
      }
    });
    child.once('close', (code) => reject(new Error(`serve exited ${String(code)} before listening`)));
  });
}

function table(results: readonly ServerBenchResult[], options: Required<Omit<ServerBenchOptions, 'write'>>, load: number): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const rows = results.map(
    (r) => `| ${r.scenario} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} | ${r.p99Ms} | ${Math.round(r.bytesPerResponse / 1024)} KiB | ${r.requests} | ${r.failed} |`,
  );
  return [
    START,
    `Reference server (\`user-summaries serve --seed 1\`: any groups, realistic slots, Laravel paginator) under autocannon in a`,
    `second process on loopback: ${options.connections} connections, ${options.durationSec} s per scenario; Node ${process.version}, ${cpus().length} × ${cpu}; load average ${load.toFixed(1)} before the run; ${new Date().toISOString().slice(0, 10)}.`,
    'Regenerate with `npx tsx bench/server.ts` (after `npm run build`).',
    '',
    '| scenario | requests/s | p50 latency (ms) | p99 latency (ms) | response size | requests | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'The same page comes from the day cache and the per-day JSON text cache, so it measures HTTP, validation of the',
    'query and the envelope. A different range each time (days of 2002-2101, past the 4096-day cache) also pays for',
    'generating each day with the arbitraries (`sampleSummary`). Load generator and server share the machine.',
    END,
  ].join('\n');
}

/** Writes the block between the markers of docs/benchmarks.md (the file is created with them if absent). */
function writeDoc(block: string): void {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Benchmarks\n\n## Reference server\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n## Reference server\n\n${block}\n`;
  writeFileSync(DOC, next);
}

/**
 * Benchmarks the reference server from a second process: requests/s and p50/p99 latency for a page of 10
 * days with slots (the same page, then a different range each request), with autocannon. Bounded: each
 * scenario runs `durationSec` seconds against 127.0.0.1 only.
 *
 * @example
 * const results = await benchServer({ durationSec: 3, write: false });
 */
export async function benchServer(options: ServerBenchOptions = {}): Promise<ServerBenchResult[]> {
  const load = loadavg()[0] ?? 0;
  const settings = { durationSec: options.durationSec ?? 5, connections: options.connections ?? 10 };
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const token = `bench-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const server = await spawnServer(token);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const scenarios: { name: string; requests: AutocannonRequest[] }[] = [
    { name: 'same page of 10 days with slots', requests: [{ method: 'GET', path: `/user-summaries?${PAGE}` }] },
    { name: 'a different 10-day range each request, with slots', requests: [{ method: 'GET', setupRequest: anyRange }] },
  ];
  const results: ServerBenchResult[] = [];
  try {
    // Warm up: JIT, the request schema's compilation, the first page's days.
    await autocannon({ url: server.url, connections: 2, duration: 1, headers, requests: [{ method: 'GET', path: `/user-summaries?${PAGE}` }] });
    for (const scenario of scenarios) {
      const r = await autocannon({ url: server.url, connections: settings.connections, duration: settings.durationSec, headers, requests: scenario.requests });
      results.push({
        scenario: scenario.name,
        requestsPerSecond: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        bytesPerResponse: r.requests.total > 0 ? (r.throughput.average * r.duration) / r.requests.total : 0,
        failed: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
      });
    }
  } finally {
    await server.stop();
  }
  if (options.write ?? true) writeDoc(table(results, settings, load));
  return results;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await benchServer();
  for (const r of results) {
    console.log(`${r.scenario}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${Math.round(r.bytesPerResponse / 1024)} KiB, failed ${r.failed}`);
  }
}
