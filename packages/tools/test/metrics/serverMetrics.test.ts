// The reference server's /_contract/metrics: each request counted by the status it was answered, with its time;
// the scrapes themselves are not counted.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/mock/server.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { scrape, TOKEN, valuesOf } from './_fixture.js';

const server = await startServer({ token: TOKEN, source: seedSource({ seed: 3 }) });
afterAll(() => server.close());

describe('user-summaries serve at /_contract/metrics', () => {
  it('counts each request by its status', async () => {
    const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
    const get = (path: string, headers: Record<string, string> = auth) =>
      fetch(`${server.url}${path}`, { headers }).then(async (r) => [r.status, await r.text()] as const);
    expect((await get('/user-summaries?date_from=2024-01-01&date_to=2024-01-03'))[0]).toBe(200);
    expect((await get('/user-summaries?date_from=2024-01-01&date_to=2024-01-03'))[0]).toBe(200);
    expect((await get('/user-summaries?date_from=2024-01-01&date_to=2024-01-03', {}))[0]).toBe(401);
    expect((await get('/user-summaries?date_from=2024-01-03&date_to=2024-01-01'))[0]).toBe(422);
    expect((await get('/nowhere'))[0]).toBe(404);
    await scrape(server.url);
    const { status, series } = await scrape(server.url);
    expect(status).toBe(200);
    expect(valuesOf(series, 'user_summaries_server_requests_total')).toStrictEqual({
      'http_response_status_code=200': 2,
      'http_response_status_code=401': 1,
      'http_response_status_code=404': 1,
      'http_response_status_code=422': 1,
    });
    expect(valuesOf(series, 'user_summaries_server_request_duration_seconds_count')).toStrictEqual({ '': 5 });
  });
});
