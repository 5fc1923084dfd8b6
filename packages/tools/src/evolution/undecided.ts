import { PatternRefused } from './regexRunner.js';
import { OutOfBudget } from './workMeter.js';

/**
 * Why a search stopped, in words for the report: a budget spent, a pattern the diff cannot run (named by its
 * document and pointer), or, for anything else, a failure of the search said by its kind alone (never the state
 * it held): the change is not decided, and the diff goes on with the next one.
 *
 * @example
 * undecidedReason(new OutOfBudget('the diff's work budget (60000000 record values judged) was spent'));
 */
export function undecidedReason(error: unknown): string {
  if (error instanceof OutOfBudget) return error.reason;
  if (error instanceof PatternRefused) return error.where;
  const name = error instanceof Error ? error.name : typeof error;
  return `the search failed (${name})`;
}
