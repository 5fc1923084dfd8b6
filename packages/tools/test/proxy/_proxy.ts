// The proxy tests' fixtures: the reference server and the proxy in this process, over real loopback HTTP, with
// the proxy's verdicts collected as they come.
import type { ExchangeVerdict } from '../../src/proxy/findings.js';
import { startProxy, type ProxyOptions, type RunningProxy } from '../../src/proxy/proxyServer.js';
import { parseUpstream } from '../../src/proxy/upstream.js';

export const TOKEN = 'proxy-test-token-0123456789';
export const HEADERS = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

/** A proxy in front of `upstream`, and the verdicts it gave so far. */
export interface ProxyFixture {
  readonly proxy: RunningProxy;
  readonly verdicts: ExchangeVerdict[];
  /** Resolves once `n` verdicts are in. */
  settled(n: number): Promise<ExchangeVerdict[]>;
  /** GET /user-summaries?query through the proxy, with the token, redirects not followed. */
  get(query: string, headers?: Record<string, string>): Promise<Response>;
}

/** Starts a proxy: the source's `startProxy`, or the built package's (`dist/`), which can start its check thread. */
export type StartProxy = (options: ProxyOptions) => Promise<RunningProxy>;

export async function proxyFor(
  upstream: string,
  options: Omit<ProxyOptions, 'upstream' | 'onVerdict'> = {},
  start: StartProxy = startProxy,
): Promise<ProxyFixture> {
  const parsed = parseUpstream(upstream);
  if (!parsed.ok) throw new Error(parsed.error);
  const verdicts: ExchangeVerdict[] = [];
  // Each waiter resolves on the verdict that brings the count to its `n` (events, not a polling timer).
  const waiters: { readonly n: number; readonly resolve: () => void }[] = [];
  const onVerdict = (verdict: ExchangeVerdict): void => {
    verdicts.push(verdict);
    for (const waiter of waiters.filter((w) => verdicts.length >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const proxy = await start({ ...options, upstream: parsed.upstream, onVerdict });
  return {
    proxy,
    verdicts,
    async settled(n) {
      if (verdicts.length < n) await new Promise<void>((resolve) => waiters.push({ n, resolve }));
      return verdicts;
    },
    get: (query, headers = HEADERS) => fetch(`${proxy.url}/user-summaries?${query}`, { headers, redirect: 'manual' }),
  };
}

/** The (rule, severity) pairs of verdicts, sorted and unique. */
export function rulesOf(verdicts: readonly ExchangeVerdict[]): string[] {
  return [
    ...new Set(verdicts.flatMap((v) => v.findings.map((f) => `${f.rule}${f.severity === 'warn' ? ' (warn)' : ''}`))),
  ].sort();
}
