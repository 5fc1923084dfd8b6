// Payloads for the browser tests: the examples, and the 30-day page with slots the benchmark times.
import { readFileSync } from 'node:fs';
import { thirtyDayPage as benchThirtyDayPage } from '../../../../bench/payloads.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

/** An example file's text. */
export function example(path: string): string {
  return readFileSync(`${ROOT}examples/${path}`, 'utf8');
}

/** The benchmark's 30-day paginator page of full days (include_slots=1; 2.7 MB), as text. */
export function thirtyDayPage(): string {
  return JSON.stringify(benchThirtyDayPage());
}
