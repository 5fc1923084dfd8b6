// A real Prometheus scrapes a running proxy over loopback (the scrape config of docs/observability.md, every second)
// and its HTTP API reads the series back: every PromQL example of the page answers, the contract's rules load and
// the drift alert fires. The rules file passes `promtool check rules` and `promtool test rules` with its own cases.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';
import { json, metricsFixture, paginatorPage, type MetricsFixture } from './_fixture.js';
import { describeWithPrometheus, PROMTOOL, startPrometheus, type RunningPrometheus } from './_prometheus.js';

const RULES_DIR = fileURLToPath(new URL('../../prometheus/', import.meta.url));
const RULES = `${RULES_DIR}user-summaries.rules.yml`;
const PAGE = 'docs/observability.md';

const blocks = docBlocks(PAGE);
const promql = blocks.filter((b) => b.lang === 'promql');
const scrapeConfig = blocks.find((b) => b.lang === 'yaml' && b.marker?.includes('prometheus.test.ts') === true);

/** The config of the page with the test's target, a scrape and an evaluation every second, the rules by path. */
function configFor(target: string): string {
  const text = scrapeConfig?.code ?? '';
  const replaced = text
    .replace('scrape_interval: 15s', 'scrape_interval: 1s')
    .replace('evaluation_interval: 15s', 'evaluation_interval: 1s')
    .replace('node_modules/user-summaries-tools/prometheus/user-summaries.rules.yml', RULES)
    .replace("'127.0.0.1:8080'", `'${target}'`);
  for (const part of ['scrape_interval: 1s', 'evaluation_interval: 1s', RULES, target])
    if (!replaced.includes(part)) throw new Error(`${PAGE}'s scrape config no longer has what the test replaces`);
  return replaced;
}

/** A page of broken days: a sleep type the contract does not list (rule `in`), a repeated day, an empty group. */
function brokenPage(n: number): string {
  const slot = (type: number) => ({
    timestamp: 1710028800000,
    start_date: '2024-03-10T00:00:00',
    end_date: '2024-03-10T00:10:00',
    type,
  });
  const day = { date: '2024-03-10', heart_rate: {}, sleep: { slots: [slot(1), slot(9 + (n % 5))] } };
  return paginatorPage([day, day]);
}

let fixture: MetricsFixture | undefined;
let prometheus: RunningPrometheus | undefined;
let traffic: NodeJS.Timeout | undefined;

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 45_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`${what}: nothing within ${ms} ms\n${prometheus?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describeWithPrometheus('a real Prometheus scrapes the proxy', () => {
  beforeAll(async () => {
    const f = await metricsFixture({ memoBytes: 0 });
    fixture = f;
    let n = 0;
    const send = async (): Promise<void> => {
      n++;
      f.answer(
        n % 4 === 0
          ? (_req, res) => {
              res.writeHead(503, { 'Content-Type': 'text/plain' });
              res.end('down');
            }
          : json(brokenPage(n)),
      );
      await f.get('date_from=2024-03-10&date_to=2024-03-10');
    };
    await send();
    // Two exchanges between scrapes (one a second): every counter rises from scrape to scrape, at a third of the
    // CPU of an exchange every 200 ms for the half minute the suite runs.
    traffic = setInterval(() => void send().catch(() => undefined), 500);
    prometheus = await startPrometheus(configFor(new URL(f.proxy.url).host));
  }, 60_000);

  afterAll(async () => {
    clearInterval(traffic);
    await prometheus?.stop();
    await fixture?.close();
  });

  it('reads the proxy series back through the HTTP API, labelled by location pattern and rule', {
    timeout: 60_000,
  }, async () => {
    const result = await until('the violations of rule in', async () => {
      const data = (await prometheus?.api(
        `query?query=${encodeURIComponent('user_summaries_violations_total{user_summaries_rule="in"}')}`,
      )) as { result: { metric: Record<string, string> }[] };
      return data.result.length > 0 ? data.result : undefined;
    });
    expect(
      result.map((r) => [r.metric['job'], r.metric['user_summaries_part'], r.metric['user_summaries_location']]),
    ).toStrictEqual([['user-summaries-proxy', 'day', '/sleep/slots/*/type']]);
  });

  it.each(promql.map((b) => [`${PAGE}:${b.line}`, b.code] as const))(
    'answers %s',
    { timeout: 60_000 },
    async (_where, query) => {
      const result = await until(query, async () => {
        const data = (await prometheus?.api(`query?query=${encodeURIComponent(query)}`)) as {
          result: { value: [number, string] }[];
        };
        return data.result.some((r) => Number.isFinite(Number(r.value[1]))) ? data.result : undefined;
      });
      expect(result.length).toBeGreaterThan(0);
    },
  );

  it('loads the contract rules, and the drift alert fires on the broken sleep type', { timeout: 60_000 }, async () => {
    const rules = (await prometheus?.api('rules')) as { groups: { rules: { name: string; health: string }[] }[] };
    expect(rules.groups.flatMap((g) => g.rules.map((r) => `${r.name} ${r.health}`)).sort()).toStrictEqual([
      'UserSummariesContractDrift ok',
      'UserSummariesRuleRateRose ok',
      'UserSummariesUpstreamErrors ok',
    ]);
    const alert = await until('the drift alert', async () => {
      const data = (await prometheus?.api('alerts')) as {
        alerts: { labels: Record<string, string>; state: string }[];
      };
      return data.alerts.find(
        (a) =>
          a.labels['alertname'] === 'UserSummariesContractDrift' &&
          a.labels['user_summaries_rule'] === 'in' &&
          a.state === 'firing',
      );
    });
    expect(alert.labels['user_summaries_location']).toBe('/sleep/slots/*/type');
  });
});

describeWithPrometheus('the contract rules file', () => {
  it('passes promtool check rules', () => {
    const run = spawnSync(PROMTOOL, ['check', 'rules', RULES], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('SUCCESS: 3 rules found');
    expect(run.status).toBe(0);
  });

  it('passes promtool test rules with its own cases', () => {
    const run = spawnSync(PROMTOOL, ['test', 'rules', 'user-summaries.rules.test.yml'], {
      cwd: RULES_DIR,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toContain('SUCCESS');
    expect(run.status).toBe(0);
  });

  it('the page has a PromQL example per question and the scrape config the suite runs', () => {
    expect(promql.length).toBeGreaterThanOrEqual(8);
    expect(scrapeConfig).toBeDefined();
  });
});
