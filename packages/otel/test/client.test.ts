// The typed client, measured: each checked page one `response` document (invalid when a day of it broke the
// contract), each bad day's violations at their patterns, unknown members at their parent's pattern, a failed call
// by its class. An API over loopback HTTP serves hand-written pages; the expectations are written by hand.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserSummariesClient } from 'user-summaries-contract';
import { createContractMetrics, measuredClient } from '../src/metrics/index.js';
import { inMemorySdk, pointsByKey } from './_sdk.js';

const sdk = inMemorySdk();

/** A paginator page `page` of 2, with its days. */
function page(n: number, data: unknown[]): string {
  const base = 'http://localhost/user-summaries';
  return JSON.stringify({
    current_page: n,
    data,
    first_page_url: `${base}?page=1`,
    from: 2 * n - 1,
    last_page: 2,
    last_page_url: `${base}?page=2`,
    next_page_url: n === 1 ? `${base}?page=2` : null,
    path: base,
    per_page: 2,
    prev_page_url: n === 2 ? `${base}?page=1` : null,
    to: 2 * n,
    total: 4,
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const from = url.searchParams.get('date_from');
  const n = url.searchParams.get('page') === '2' ? 2 : 1;
  if (from === '2024-01-01') {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end('{"message":"Unauthenticated."}');
    return;
  }
  const body =
    from === '2024-02-01'
      ? JSON.stringify({ data: [] }) // a broken envelope: thrown under every policy
      : n === 1
        ? page(1, [{ date: '2024-03-10' }, { date: '2024-02-30' }])
        : page(2, [
            { date: '2024-03-12', mood: 'ok' },
            { date: '2024-03-13', heart_rate: {} },
          ]);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(body);
});
afterAll(async () => {
  await sdk.shutdown();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('measuredClient', () => {
  it('counts pages, bad days, unknown members and failed calls as a hand count says', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const metrics = createContractMetrics(sdk.meter);
    const reports: number[] = [];
    const unknown: string[][] = [];
    const client = measuredClient(metrics, createUserSummariesClient, {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 'client-test-token',
      onViolation: 'drop',
      reportViolation: (r) => reports.push(r.index),
      reportUnknownFields: (r) => unknown.push([...r.paths]),
    });
    const days: unknown[] = [];
    for await (const day of client.summaries({ from: '2024-03-10', to: '2024-03-13' })) days.push(day);
    await expect(client.getPage({ from: '2024-01-01', to: '2024-01-02' })).rejects.toThrow(/auth_failed/);
    await expect(client.getPage({ from: '2024-02-01', to: '2024-02-02' })).rejects.toThrow(/breaks the contract/);

    // Page 1 drops its second day, page 2 its second; the user's callbacks saw them, and page 2's unknown member.
    expect(days).toHaveLength(2);
    expect(reports).toStrictEqual([1, 1]);
    expect(unknown).toStrictEqual([['/data/*/mood']]);
    const exported = await sdk.collect();
    expect(
      pointsByKey(exported.get('user_summaries.documents'), [
        'user_summaries.document.kind',
        'user_summaries.reading',
        'user_summaries.outcome',
        'error.type',
      ]),
    ).toStrictEqual({
      'response no-slots invalid contract_violation': 3,
      'response no-slots error auth_failed': 1,
    });
    expect(
      pointsByKey(exported.get('user_summaries.violations'), [
        'user_summaries.part',
        'user_summaries.location',
        'user_summaries.rule',
      ]),
    ).toStrictEqual({
      'day /date date_format': 1,
      'day /heart_rate filled': 1,
      'day / unknown_field': 1,
      // `{ data: [] }` is read as a paginator without its eleven other members.
      ...Object.fromEntries(
        [
          'current_page',
          'first_page_url',
          'from',
          'last_page',
          'last_page_url',
          'next_page_url',
          'path',
          'per_page',
          'prev_page_url',
          'to',
          'total',
        ].map((member) => [`envelope /${member} required`, 1]),
      ),
    });
    // The client's time includes the network: no validation time is recorded for it.
    expect(exported.get('user_summaries.validation.duration')).toBeUndefined();
  });
});
