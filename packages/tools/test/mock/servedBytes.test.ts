// The bytes `serve` answers for a generated page are pinned: making a page cheaper (the request path, the
// page's frame and links, the days written into pooled buffers) must not change one byte of any page, with or
// without slots, in any envelope, on the plain reading of a query and on the full one. Each body is pinned by
// its SHA-256 (the pages are up to 730 KB); a change of the days themselves (the arbitraries, the templates)
// changes these on purpose, and the test says which page moved.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';

/** Query, Content-Type (a charset makes the query go the full way), and the SHA-256 of the body served. */
const PAGES: Record<EnvelopeName, readonly (readonly [string, string, string])[]> = {
  paginator: [
    [
      'date_from=2024-03-01&date_to=2024-03-10&include_slots=0&per_page=10',
      'application/json',
      '2ca980bdd88ce6af550c912dcf54390bcca5cb61d0ed003dbfb5e2abad938dd3',
    ],
    [
      'date_from=2024-03-01&date_to=2024-03-10&include_slots=1&per_page=10',
      'application/json',
      'f5ec6b6b04ba6c6a91e927e318076d1c56c9931c60c9f30401e12bc289a62223',
    ],
    [
      'date_from=2087-12-25&date_to=2088-01-03&include_slots=0&per_page=10',
      'application/json',
      '60d75e6d67e8b87724a19dfaa525b67e2dde691ca2c6d0b759e5ff2e16fd4268',
    ],
    [
      'page=2&date_from=2024-01-01&date_to=2024-01-31&per_page=7',
      'application/json',
      '150d75b4ddda714718189ad1f4e0f6005e61534bf91757052b1cf91bbf5edd0c',
    ],
    [
      'date_to=2024-01-31&per_page=5&date_from=2024-01-01&page=9',
      'application/json',
      'd3cfac5416702e4414db95aba38a9067b05d990b7138ef34fb4148a616f7714d',
    ],
    [
      'date_from=2024-01-01&date_to=2024-02-29&include_slots=0&per_page=25&page=3',
      'application/json',
      '1758420bc828fff70732e40a23f9ab399259938f5b2e00a47a71dd6518af7920',
    ],
    [
      'date_from=2024-03-01&date_to=2024-03-10&include_slots=0&per_page=10',
      'application/json; charset=utf-8',
      '2ca980bdd88ce6af550c912dcf54390bcca5cb61d0ed003dbfb5e2abad938dd3',
    ],
    [
      'date_from=2001-09-01&date_to=2001-09-12&include_slots=0',
      'application/json',
      '1dabe946ded1f923afefedf995647b7a1a000e033c786548e71b4a5766d7d6a8',
    ],
    [
      'date_from=2024-03-01&date_to=2024-05-01&include_slots=0&per_page=30',
      'application/json',
      '82c5972a83b45b7fce8dc4a4accf68891481f5288df0c65f90e7aba84fa9e8c5',
    ],
  ],
  collection: [
    [
      'date_from=2024-03-01&date_to=2024-03-10&include_slots=0&per_page=4&page=2',
      'application/json',
      '8d910029de8bf5ed2bac719b66d6ffb377289f51775849f775c7f3694fb04d0e',
    ],
    [
      'date_from=2024-03-01&date_to=2024-03-02&include_slots=1',
      'application/json',
      '8bb613b2d2804e73391b8692cb310cce6c8dda9f27a0cdfef51a9a79a4de7cff',
    ],
  ],
  bare: [
    [
      'date_from=2024-03-01&date_to=2024-03-10&include_slots=0',
      'application/json',
      'af8d69577498df492cab7e76d46cd3ab5982febc6dd9c2eee4b4f55836ae25e9',
    ],
  ],
};

const servers = new Map<EnvelopeName, RunningServer>();
beforeAll(async () => {
  for (const envelope of Object.keys(PAGES) as EnvelopeName[])
    servers.set(envelope, await startServer({ token: 't0k3n', envelope, source: seedSource({ seed: 1 }) }));
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

describe('serve, the bytes of a generated page', () => {
  it.each(Object.keys(PAGES) as EnvelopeName[])('are the pinned ones in the %s envelope', async (envelope) => {
    const server = servers.get(envelope) as RunningServer;
    const got: [string, string, string][] = [];
    for (const [query, contentType] of PAGES[envelope]) {
      const res = await fetch(`${server.url}/user-summaries?${query}`, {
        headers: { Authorization: 'Bearer t0k3n', 'Content-Type': contentType },
      });
      expect(res.status).toBe(200);
      // The links hold the server's own origin: the port is written as PORT, so the pins hold on any port.
      const body = (await res.text()).replaceAll(server.url, 'http://127.0.0.1:PORT');
      got.push([query, contentType, createHash('sha256').update(body).digest('hex')]);
    }
    expect(got).toEqual(PAGES[envelope]);
  });
});
