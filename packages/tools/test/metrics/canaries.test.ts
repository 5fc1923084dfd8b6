// No value, token, member name or index in any label: canaries in every field, every member name, the query and
// the token go through a strict proxy, and every label of /_contract/metrics (and of the reference server's) is
// grepped for them.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/mock/server.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { canaryDay, CANARY, leaks } from '../../../../test/__helpers__/canaries.js';
import { json, metricsFixture, paginatorPage, scrape, type MetricsFixture } from './_fixture.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(closers.map((c) => c.close())));

const TOKEN = `${CANARY}-token-0123456789`;

describe('canaries everywhere, no canary in a label', () => {
  it('through the proxy: violations, page findings, exchanges, errors', async () => {
    const f: MetricsFixture = await metricsFixture({ strict: true, maxViolations: 100_000 });
    closers.push(f);
    const days = [canaryDay(), canaryDay(), canaryDay()];
    f.answer(json(paginatorPage(days)));
    const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
    await f.get(`date_from=${CANARY}1&date_to=${CANARY}2&${CANARY}p=${CANARY}q&per_page=${CANARY}`, headers);
    await f.get('date_from=2024-01-01&date_to=2024-01-03', headers);
    f.answer((_req, res) => {
      res.writeHead(599, `${CANARY} reason`, { 'Content-Type': `text/${CANARY}` });
      res.end(CANARY);
    });
    await f.get('date_from=2024-01-01&date_to=2024-01-03', headers);
    await f.verdicts(3);
    const { text, series } = await scrape(f.proxy.url);
    const violations = series.filter((s) => s.name === 'user_summaries_violations_total');
    // The canaries broke many rules at many places: all of them are counted, under the contract's own words.
    expect(violations.reduce((n, s) => n + s.value, 0)).toBeGreaterThan(100);
    expect(violations.some((s) => s.labels['user_summaries_rule'] === 'unknown_field')).toBe(true);
    expect(
      leaks(series.flatMap((s) => [s.name, ...Object.keys(s.labels), ...Object.values(s.labels)]).join('\n')),
    ).toStrictEqual([]);
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(TOKEN);
  });

  it('through the reference server', async () => {
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 7 }) });
    closers.push(server);
    await fetch(`${server.url}/user-summaries?date_from=${CANARY}&${CANARY}=1`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    }).then((r) => r.text());
    await fetch(`${server.url}/${CANARY}/x?token=${TOKEN}`).then((r) => r.text());
    const { text, series } = await scrape(server.url);
    expect(series.filter((s) => s.name === 'user_summaries_server_requests_total').length).toBeGreaterThan(0);
    expect(leaks(text)).toStrictEqual([]);
  });
});
