// The client against the project's reference server (packages/tools/src/mock) over real HTTP on loopback: a clean
// walk with and without slots, and the server's fault modes, each classified by the guard.
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { seedSource } from '../../src/mock/seedSource.js';
import type { FaultName } from '../../src/mock/faults.js';
import {
  ContractViolationError,
  UserSummariesClientError,
  createUserSummariesClient,
  validateResponse,
  type ViolationReport,
} from 'user-summaries-contract/internal/index';

const TOKEN = 'live-token-CANARY-7d1e';
const RANGE = { from: '2024-01-01', to: '2024-01-23' };

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(faults: FaultName[] = [], slowMs = 5000): Promise<RunningServer> {
  server = await startServer({
    token: TOKEN,
    source: seedSource({ seed: 5, slots: { min: 0, max: 2 } }),
    faults,
    slowMs,
  });
  return server;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('the client against the reference server', () => {
  for (const includeSlots of [false, true]) {
    it(`walks a range to the end, include_slots=${includeSlots ? 1 : 0}, every day valid and in order`, async () => {
      const s = await start();
      const client = createUserSummariesClient({ baseUrl: s.url, token: TOKEN, includeSlots, perPage: 5 });
      const pages = await collect(client.pages(RANGE));
      expect(pages).toHaveLength(5);
      const dates = pages.flatMap((p) => p.summaries.map((d) => d.date));
      expect(dates).toHaveLength(23);
      expect(dates[0]).toBe(RANGE.from);
      expect(dates.at(-1)).toBe(RANGE.to);
      expect(new Set(dates).size).toBe(23);
      expect(pages.every((p) => p.checked && p.dropped === 0)).toBe(true);
    });
  }

  it('a wrong token: auth_failed, the token in no message', async () => {
    const s = await start();
    const error = await failure(() =>
      createUserSummariesClient({ baseUrl: s.url, token: 'wrong-CANARY' }).getPage(RANGE),
    );
    expect((error as UserSummariesClientError).kind).toBe('auth_failed');
    expect(`${error.message}${JSON.stringify(error)}`).not.toContain('CANARY');
  });

  it('missing-field: throw names the violation; drop leaves the first day of each page out and reports it', async () => {
    const s = await start(['missing-field']);
    const thrown = await failure(() =>
      createUserSummariesClient({ baseUrl: s.url, token: TOKEN, perPage: 5 }).getPage(RANGE),
    );
    expect(thrown).toBeInstanceOf(ContractViolationError);
    expect((thrown as ContractViolationError).violations[0]?.pointer.startsWith('/data/0/')).toBe(true);
    const reports: ViolationReport[] = [];
    const client = createUserSummariesClient({
      baseUrl: s.url,
      token: TOKEN,
      perPage: 5,
      onViolation: 'drop',
      reportViolation: (r) => reports.push(r),
    });
    const days = await collect(client.summaries(RANGE));
    expect(days).toHaveLength(23 - 5);
    expect(reports.map((r) => [r.page, r.index])).toStrictEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
  });

  it('empty-group and wrong-type: the guard reports what validateResponse reports', async () => {
    for (const fault of ['empty-group', 'wrong-type', 'bad-format'] as const) {
      const s = await start([fault]);
      const reports: ViolationReport[] = [];
      const client = createUserSummariesClient({
        baseUrl: s.url,
        token: TOKEN,
        perPage: 5,
        onViolation: 'warn',
        reportViolation: (r) => reports.push(r),
      });
      await client.getPage(RANGE);
      const body: unknown = await (
        await fetch(
          `${s.url}/user-summaries?date_from=${RANGE.from}&date_to=${RANGE.to}&include_slots=0&per_page=5&page=1`,
          {
            headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
          },
        )
      ).json();
      const expected = validateResponse(body, { includeSlots: false, maxViolations: 1000 });
      expect(expected.ok, fault).toBe(false);
      expect(
        reports.flatMap((r) => r.violations),
        fault,
      ).toStrictEqual(expected.ok ? [] : expected.violations);
      await s.close();
      server = undefined;
    }
  });

  it('endless-pages: pagination_loop, bounded', async () => {
    const s = await start(['endless-pages']);
    const error = await failure(() =>
      collect(createUserSummariesClient({ baseUrl: s.url, token: TOKEN, perPage: 5 }).summaries(RANGE)),
    );
    expect((error as UserSummariesClientError).kind).toBe('pagination_loop');
  });

  const transportFaults: [FaultName, string, number?][] = [
    ['server-error', 'server_error'],
    ['wrong-content-type', 'non_json'],
    ['redirect', 'redirect_refused'],
    ['truncated', 'transport'],
    ['gzip-bomb', 'limit_exceeded'],
    ['slow', 'timeout', 2000],
  ];
  for (const [fault, kind, slowMs] of transportFaults) {
    it(`${fault}: ${kind}`, async () => {
      const s = await start([fault], slowMs);
      // Only the slow fault meets a deadline shorter than its delay; the others keep the default one, which no
      // answer of theirs comes near, so their class never races the clock.
      const deadline = slowMs === undefined ? {} : { timeoutMs: 500 };
      const error = await failure(() =>
        createUserSummariesClient({ baseUrl: s.url, token: TOKEN, ...deadline }).getPage(RANGE),
      );
      expect(error).toBeInstanceOf(UserSummariesClientError);
      expect((error as UserSummariesClientError).kind).toBe(kind);
      expect(`${error.message}${JSON.stringify(error)}`).not.toContain(TOKEN);
    });
  }
});
