// Regression (issue 22): the guard's client built the full, uncapped violation list of a page: a page of 10^6
// nulls took seconds and 1.2 GB with timeoutMs 3000, and ended under `throw` as a ContractViolationError that
// had counted every violation. The page's report is now capped like the validators' (its count a lower bound)
// and the deadline is looked at between the steps of the check. The suite, at a size its files pick.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ContractViolationError,
  UserSummariesClientError,
  createUserSummariesClient,
  type UserSummariesClientOptions,
} from '../../src/index.js';
import { TOKEN, makeDays, startFixture, type Fixture } from '../__helpers__/fixtureServer.js';

const RANGE = { from: '2024-03-01', to: '2024-03-01' };

/** A client of a fixture server whose page carries `data`. */
async function clientFor(
  fixtures: { current?: Fixture },
  data: unknown[],
  options: Partial<UserSummariesClientOptions>,
) {
  const fixture = await startFixture({
    days: makeDays('2024-03-01', 1),
    rewrite: (body) => ({ ...(body as object), data }),
  });
  fixtures.current = fixture;
  return createUserSummariesClient({ baseUrl: fixture.baseUrl, token: TOKEN, timeoutMs: 3000, ...options });
}

/** What a promise settles to: its value or its error. */
async function outcome(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    return error;
  }
}

/**
 * The suite of issue 22 over a page of `count` nulls (far past the report's caps: 100 violations, 1,000 reports
 * with violations): the quick test/regressions/22-client-capped-page.test.ts and the scale suite of a million,
 * 22-client-capped-page.deep.test.ts.
 */
export function cappedPageSuite(count: number): void {
  const NULLS = Array.from({ length: count }, () => null);
  const fixtures: { current?: Fixture } = {};
  afterEach(async () => {
    await fixtures.current?.close();
    delete fixtures.current;
  });

  describe(`a page of ${count.toLocaleString('en')} nulls`, () => {
    it('under throw: a capped violation list, its count a lower bound, or a timeout', async () => {
      const client = await clientFor(fixtures, NULLS, { onViolation: 'throw' });
      const error = await outcome(client.getPage(RANGE));
      if (error instanceof UserSummariesClientError) return void expect(error.kind).toBe('timeout');
      expect(error).toBeInstanceOf(ContractViolationError);
      const violation = error as ContractViolationError;
      expect(violation.violations).toHaveLength(100);
      expect(violation.violations[0]?.pointer).toBe('/data/0');
      expect(violation.omittedIsLowerBound).toBe(true);
      expect(violation.omitted).toBeLessThan(10_000);
      expect(violation.message).toContain('breaks the contract: at least ');
    });

    it('under drop: every day is found and dropped (or a timeout), the reports past the cap without violations', async () => {
      let reports = 0;
      let withViolations = 0;
      const client = await clientFor(fixtures, NULLS, {
        onViolation: 'drop',
        reportViolation: (report) => {
          reports += 1;
          if (report.violations.length > 0) withViolations += 1;
        },
      });
      const page = await outcome(client.getPage(RANGE));
      if (page instanceof UserSummariesClientError) return void expect(page.kind).toBe('timeout');
      expect(page).toMatchObject({ summaries: [], dropped: count });
      expect(reports).toBe(count);
      expect(withViolations).toBeLessThanOrEqual(1000);
    });

    it('under warn: a day that is not an object breaks the page', async () => {
      const client = await clientFor(fixtures, NULLS, { onViolation: 'warn' });
      const error = await outcome(client.getPage(RANGE));
      expect(
        error instanceof ContractViolationError ||
          (error instanceof UserSummariesClientError && error.kind === 'timeout'),
      ).toBe(true);
    });
  });
}
