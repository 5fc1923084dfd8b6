// The client against hostile pages (issue 12): the deadline covers the check of a page, a null day is a
// contract error under every policy, deep nesting is refused with a reason, and a token used as a member name
// never reaches reportUnknownFields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContractViolationError,
  UserSummariesClientError,
  createUserSummariesClient,
  type UserSummariesClientOptions,
} from '../../src/index.js';
import { TOKEN, makeDays, startFixture, type Fixture, type FixtureOptions } from '../__helpers__/fixtureServer.js';

const RANGE = { from: '2024-03-01', to: '2024-03-03' };
const DAYS = makeDays('2024-03-01', 3);

let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function clientFor(rewrite: FixtureOptions['rewrite'], options: Partial<UserSummariesClientOptions> = {}) {
  fixture = await startFixture({ days: DAYS, ...(rewrite === undefined ? {} : { rewrite }) });
  return createUserSummariesClient({ baseUrl: fixture.baseUrl, token: TOKEN, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function drain(items: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of items) void _;
}

const withData = (data: unknown) => (body: Record<string, unknown> | unknown[]) => ({
  ...(body as Record<string, unknown>),
  data,
});

describe('timeoutMs bounds the request and the check of its page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a page whose check ends past the deadline is a timeout, not a late success', async () => {
    const bad = structuredClone(DAYS);
    (bad[0] as unknown as Record<string, unknown>)['date'] = 'not a date';
    // The report callback runs inside the check: here the clock jumps past the deadline while it runs (as it does
    // when a machine is suspended), so the check ends late without the test waiting out the deadline.
    const now = performance.now.bind(performance);
    const hold = (): void => {
      vi.spyOn(performance, 'now').mockImplementation(() => now() + 10_001);
    };
    const client = await clientFor(withData(bad), { timeoutMs: 10_000, onViolation: 'warn', reportViolation: hold });
    const error = await rejection(client.getPage(RANGE));
    expect(error).toBeInstanceOf(UserSummariesClientError);
    expect((error as UserSummariesClientError).kind).toBe('timeout');
    expect((error as Error).message).toContain(
      'gave no checked page within 10000 ms (the body arrived; checking it ran past the deadline)',
    );
  });

  it('a big page of nulls ends the call with a contract error naming each null day, never a TypeError', async () => {
    const client = await clientFor(withData(Array.from({ length: 20_000 }, () => null)), { perPage: 10 });
    const error = await rejection(client.getPage(RANGE));
    expect(error).toBeInstanceOf(ContractViolationError);
    const { subject, violations, omitted, omittedIsLowerBound } = error as ContractViolationError;
    expect(subject).toBe('response');
    expect(violations.map((v) => [v.pointer, v.rule])).toStrictEqual(
      Array.from({ length: 100 }, (_, i) => [`/data/${String(i)}`, 'type']),
    );
    // The page's report stops once it knows more than its cap of 1,000 (src/guard/checkPage.ts): the rest counted
    // past the 100 carried is a lower bound, not the 19,900 nulls.
    expect([omitted, omittedIsLowerBound]).toStrictEqual([901, true]);
  });
});

describe('a day that is null', () => {
  const nullDay = withData([DAYS[0], null]);

  it('warn: summaries() and pages() throw a ContractViolationError naming the day, not a TypeError', async () => {
    const reports: unknown[] = [];
    const client = await clientFor(nullDay, { onViolation: 'warn', reportViolation: (r) => reports.push(r) });
    for (const walk of [() => drain(client.summaries(RANGE)), () => drain(client.pages(RANGE))]) {
      const error = await rejection(walk());
      expect(error).toBeInstanceOf(ContractViolationError);
      expect((error as ContractViolationError).violations.map((v) => [v.pointer, v.rule])).toEqual([
        ['/data/1', 'type'],
      ]);
    }
    expect(reports).toEqual([]); // the page broke: nothing was kept with a warning
  });

  it('drop: the null day is left out and reported; throw: the page throws', async () => {
    const dropped: number[] = [];
    const dropping = await clientFor(nullDay, { onViolation: 'drop', reportViolation: (r) => dropped.push(r.index) });
    const page = await dropping.getPage(RANGE);
    expect([page.summaries.map((d) => d.date), page.dropped, dropped]).toEqual([[DAYS[0]?.date], 1, [1]]);
    await fixture?.close();
    const throwing = await clientFor(nullDay);
    expect(await rejection(drain(throwing.summaries(RANGE)))).toBeInstanceOf(ContractViolationError);
  });
});

describe('nesting', () => {
  /** A client of a server that answers every request with this JSON text (the fixture cannot stringify it). */
  async function rawClient(text: string, options: Partial<UserSummariesClientOptions> = {}) {
    fixture = await startFixture({
      days: DAYS,
      takeOver: (_req, res) => (res.writeHead(200, { 'Content-Type': 'application/json' }).end(text), true),
    });
    return createUserSummariesClient({ baseUrl: fixture.baseUrl, token: TOKEN, ...options });
  }
  const envelope = (data: string): string =>
    `{"current_page":1,"data":${data},"last_page":1,"next_page_url":null,"total":1}`;
  const nest = (depth: number, inner: string): string => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('a page nested 10,000 levels deep in data, or in a day, is limit_exceeded with its reason', async () => {
    const inData = await rawClient(envelope(nest(10_000, '')));
    const error = await rejection(inData.getPage(RANGE));
    expect([(error as UserSummariesClientError).kind, (error as Error).message]).toEqual([
      'limit_exceeded',
      expect.stringContaining('nests deeper than 64 levels') as unknown,
    ]);
    await fixture?.close();
    const day = `{"date":"2024-03-01","activity":{"date":"2024-03-01","extra":${nest(10_000, '1')}}}`;
    const inDay = await rawClient(envelope(`[${day}]`), { onViolation: 'warn', reportUnknownFields: () => undefined });
    expect(((await rejection(inDay.getPage(RANGE))) as UserSummariesClientError).kind).toBe('limit_exceeded');
  });
});

describe('a token used as a member name', () => {
  it('is masked in reportUnknownFields paths, bare, inside a longer name, and base64- or percent-encoded', async () => {
    const names = [
      TOKEN,
      `x-${TOKEN}`,
      Buffer.from(TOKEN).toString('base64'),
      encodeURIComponent(`Bearer ${TOKEN}`),
      'harmless_extra',
    ];
    const day = { ...DAYS[0], ...Object.fromEntries(names.map((name) => [name, 1])) };
    const reports: { paths: readonly string[]; count: number }[] = [];
    const client = await clientFor(withData([day]), { reportUnknownFields: (r) => reports.push(r) });
    await client.getPage(RANGE);
    const paths = reports.flatMap((r) => r.paths);
    expect(paths).toContain('/data/*/[masked]');
    expect(paths).toContain('/data/*/harmless_extra');
    expect(reports[0]?.count).toBeGreaterThanOrEqual(names.length);
    const text = JSON.stringify(reports);
    for (const name of names.slice(0, 4)) expect(text).not.toContain(name);
    expect(text).not.toContain(TOKEN);
  });
});
