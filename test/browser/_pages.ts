// Payloads for the browser tests: the examples, and the 30-day page with slots the benchmark times.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { GROUP_NAMES, userSummariesResponse } from '../../src/arbitraries/index.js';
import { ROOT } from '../__helpers__/cli.js';

/** An example file's text. */
export function example(path: string): string {
  return readFileSync(`${ROOT}examples/${path}`, 'utf8');
}

/** A 30-day paginator page of full days (include_slots=1; 2.7 MB), as bench/payloads.ts builds its `page30`. */
export function thirtyDayPage(): string {
  const [page] = fc.sample(
    userSummariesResponse({
      envelope: 'paginator',
      page: 1,
      perPage: 30,
      total: 30,
      dateFrom: '2024-03-01',
      summaryConstraints: { groups: GROUP_NAMES, slots: 'realistic', extraFields: true },
    }),
    { seed: 20240301, numRuns: 1 },
  );
  return JSON.stringify(page);
}
