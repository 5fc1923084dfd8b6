// The proxy's /_contract/metrics, read after hand-written exchanges: exchanges by verdict and status, violations
// at their location patterns, page findings by rule, upstream errors by class, the memo's hits, the time
// histograms; and a scrape answered while an exchange is held by its upstream.
import { afterEach, describe, expect, it } from 'vitest';
import { json, metricsFixture, paginatorPage, scrape, valuesOf, type MetricsFixture } from './_fixture.js';

const fixtures: MetricsFixture[] = [];
afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((f) => f.close()));
});

const RANGE = 'date_from=2024-01-01&date_to=2024-01-02';

describe('the proxy counts each exchange once its verdict is given', () => {
  it('names the rule and the location pattern of each violation, never an index', async () => {
    const f = await metricsFixture({ memoBytes: 0 });
    fixtures.push(f);
    f.answer(json(paginatorPage([{ date: '2024-01-01', heart_rate: {} }, { date: '2024-02-30' }])));
    expect((await f.get(RANGE)).status).toBe(200);
    // The same two days again, the first repeated: a page finding (duplicate_day) besides the violations.
    f.answer(json(paginatorPage([{ date: '2024-01-01' }, { date: '2024-01-01' }])));
    await f.get(RANGE);
    // A request the contract refuses (per_page=0), answered by an upstream that fails.
    f.answer((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>500</h1>');
    });
    expect((await f.get('date_from=2024-01-01&date_to=2024-01-02&per_page=0')).status).toBe(500);
    await f.verdicts(3);
    const { status, type, series } = await scrape(f.proxy.url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(valuesOf(series, 'user_summaries_proxy_exchanges_total')).toStrictEqual({
      'http_response_status_code=200 user_summaries_verdict=fail': 2,
      'http_response_status_code=500 user_summaries_verdict=fail': 1,
    });
    expect(valuesOf(series, 'user_summaries_violations_total')).toStrictEqual({
      'user_summaries_location=/heart_rate user_summaries_part=day user_summaries_rule=filled': 1,
      'user_summaries_location=/date user_summaries_part=day user_summaries_rule=date_format': 1,
      'user_summaries_location=/query/per_page user_summaries_part=request user_summaries_rule=min': 1,
    });
    expect(valuesOf(series, 'user_summaries_page_findings_total')).toStrictEqual({
      'user_summaries_rule=duplicate_day': 1,
    });
    expect(valuesOf(series, 'user_summaries_proxy_upstream_errors_total')).toStrictEqual({
      'error_type=server_error': 1,
    });
    expect(valuesOf(series, 'user_summaries_proxy_request_duration_seconds_count')).toStrictEqual({ '': 3 });
    expect(valuesOf(series, 'user_summaries_proxy_upstream_duration_seconds_count')).toStrictEqual({ '': 3 });
    expect(valuesOf(series, 'user_summaries_proxy_memo_hits_total')).toStrictEqual({ '': 0 });
  });

  it('counts a body answered from the memo as a hit, and an upstream that cannot be reached by its class', async () => {
    const f = await metricsFixture();
    fixtures.push(f);
    f.answer(json(paginatorPage([{ date: '2024-01-01' }, { date: '2024-01-02' }])));
    await f.get(RANGE);
    await f.get(RANGE);
    await f.get(RANGE);
    await f.verdicts(3);
    f.answer((req) => req.socket.destroy());
    await f.get(RANGE);
    await f.verdicts(4);
    const { series } = await scrape(f.proxy.url);
    expect(valuesOf(series, 'user_summaries_proxy_memo_hits_total')).toStrictEqual({ '': 2 });
    expect(valuesOf(series, 'user_summaries_proxy_exchanges_total')).toStrictEqual({
      'http_response_status_code=200 user_summaries_verdict=pass': 3,
      'http_response_status_code=502 user_summaries_verdict=fail': 1,
    });
    expect(valuesOf(series, 'user_summaries_proxy_upstream_errors_total')).toStrictEqual({ 'error_type=transport': 1 });
    // The upstream never answered the fourth: its time is not observed.
    expect(valuesOf(series, 'user_summaries_proxy_upstream_duration_seconds_count')).toStrictEqual({ '': 3 });
  });

  it('answers a scrape while an exchange waits on its upstream, and forwards others meanwhile', async () => {
    const f = await metricsFixture();
    fixtures.push(f);
    const held: (() => void)[] = [];
    f.answer((req, res) => {
      if (req.url?.includes('hold=1') === true) held.push(() => json(paginatorPage([]))(req, res));
      else json(paginatorPage([]))(req, res);
    });
    const slow = f.get(`${RANGE}&hold=1`);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(f.proxy.inFlight()).toBe(1);
    const during = await scrape(f.proxy.url);
    expect(during.status).toBe(200);
    expect(valuesOf(during.series, 'user_summaries_proxy_exchanges_total')).toStrictEqual({});
    expect((await f.get(RANGE)).status).toBe(200);
    // Its verdict is given while the first exchange is still held by its upstream.
    await f.verdicts(1);
    expect(held).toHaveLength(1);
    (held[0] as () => void)();
    expect((await slow).status).toBe(200);
    await f.verdicts(2);
    expect(valuesOf((await scrape(f.proxy.url)).series, 'user_summaries_proxy_exchanges_total')).toStrictEqual({
      'http_response_status_code=200 user_summaries_verdict=pass': 2,
    });
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const f = await metricsFixture();
    fixtures.push(f);
    const head = await fetch(`${f.proxy.url}/_contract/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${f.proxy.url}/_contract/metrics`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
