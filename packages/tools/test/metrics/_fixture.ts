// The metrics suites' fixtures: an upstream over loopback HTTP that answers each request with what the test says
// (a page of days, a status, or nothing until released), a proxy in front of it in this process, and the
// Prometheus text of `/_contract/metrics` read back as series.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxy, type ProxyOptions, type RunningProxy } from '../../src/proxy/proxyServer.js';
import { parseUpstream } from '../../src/proxy/upstream.js';

export const TOKEN = 'metrics-test-token-0123456789';
const HEADERS = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

/** What the upstream answers a request with. */
export type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/** A page of days as the paginator envelope (its numbers consistent with one page holding every day). */
export function paginatorPage(days: readonly unknown[], base = 'http://upstream.invalid/user-summaries'): string {
  return JSON.stringify({
    current_page: 1,
    data: days,
    first_page_url: `${base}?page=1`,
    from: days.length === 0 ? null : 1,
    last_page: 1,
    last_page_url: `${base}?page=1`,
    links: [],
    next_page_url: null,
    path: base,
    per_page: Math.max(days.length, 1),
    prev_page_url: null,
    to: days.length === 0 ? null : days.length,
    total: days.length,
  });
}

/** Answers 200 with a JSON body. */
export function json(body: string): Answer {
  return (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(body);
  };
}

/** An upstream and a proxy in front of it. */
export interface MetricsFixture {
  readonly proxy: RunningProxy;
  /** Sets what the upstream answers next (every request until set again). */
  answer(next: Answer): void;
  /** GET /user-summaries?query through the proxy, with the token; resolves with the body read whole. */
  get(query: string, headers?: Record<string, string>): Promise<{ status: number; body: string }>;
  /** Resolves once the proxy has given `n` verdicts in all. */
  verdicts(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function metricsFixture(
  options: Omit<ProxyOptions, 'upstream' | 'onVerdict'> = {},
): Promise<MetricsFixture> {
  let current: Answer = json(paginatorPage([]));
  const upstream = createServer((req, res) => current(req, res));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const parsed = parseUpstream(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  if (!parsed.ok) throw new Error(parsed.error);
  let given = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const proxy = await startProxy({
    ...options,
    upstream: parsed.upstream,
    onVerdict: () => {
      given++;
      for (const w of waiters.filter((w) => given >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    },
  });
  return {
    proxy,
    answer: (next) => {
      current = next;
    },
    async get(query, headers = HEADERS) {
      const res = await fetch(`${proxy.url}/user-summaries?${query}`, { headers, redirect: 'manual' });
      return { status: res.status, body: await res.text() };
    },
    verdicts: (n) => (given >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    async close() {
      await proxy.close();
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    },
  };
}

/** One series of a scrape: its metric name, its labels and its value. */
export interface Series {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** Reads the Prometheus text format (the lines prom-client writes: no escapes beyond `\\`, `\"` and `\n` in labels). */
function parseExposition(text: string): Series[] {
  const out: Series[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) throw new Error(`not a sample line: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const l of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1] as string] = (l[2] as string).replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    out.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return out;
}

/** Scrapes a server's `/_contract/metrics`: its status, content type and series. */
export async function scrape(base: string): Promise<{ status: number; type: string; text: string; series: Series[] }> {
  const res = await fetch(`${base}/_contract/metrics`);
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, series: parseExposition(text) };
}

/** The series of one metric as `label=value ...` keys (labels sorted) to values. */
export function valuesOf(series: readonly Series[], name: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of series.filter((s) => s.name === name)) {
    const key = Object.keys(s.labels)
      .sort()
      .map((k) => `${k}=${s.labels[k] as string}`)
      .join(' ');
    out[key] = s.value;
  }
  return out;
}
