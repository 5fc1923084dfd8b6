import type { CoverageReport } from './types.js';

/** The share of items seen (covered or partial), in percent; 0 when there is no item. */
export function seenPercent(totals: CoverageReport['totals']): number {
  return totals.items === 0 ? 0 : ((totals.covered + totals.partial) / totals.items) * 100;
}

/** A percentage as the reports write it: one decimal, rounded down (never 100.0% while an item is missing). */
export function percentText(percent: number): string {
  return `${(Math.floor(percent * 10) / 10).toFixed(1)}%`;
}

/** Missing items a message names before it counts the rest. */
const NAMED_MISSING = 20;

/** An item's location as messages write it: the root as `/`. */
const shownLocation = (location: string): string => (location === '' ? '/' : location);

/**
 * Why a report is below a threshold (a percentage of its items seen), naming its first missing items; undefined
 * when it is not below. The names are the contract's own (the report's items are those of the model).
 *
 * @param option - how the threshold was set, for the message (`--coverage-min`, `min`)
 * @example
 * belowMinimum(report, 90, '--coverage-min'); // 'coverage 10.9% is below --coverage-min 90% (351 items never seen):\n  / violated:type\n…'
 */
export function belowMinimum(report: CoverageReport, min: number, option: string): string | undefined {
  const percent = seenPercent(report.totals);
  if (percent >= min) return undefined;
  const missing = report.items.filter((i) => i.seen === 0).map((i) => `${shownLocation(i.location)} ${i.aspect}`);
  const named = missing
    .slice(0, NAMED_MISSING)
    .map((m) => `  ${m}\n`)
    .join('');
  const more =
    missing.length > NAMED_MISSING ? `  … and ${(missing.length - NAMED_MISSING).toLocaleString('en-US')} more\n` : '';
  const what =
    report.totals.items === 0
      ? 'no document was counted'
      : `${missing.length} item${missing.length === 1 ? '' : 's'} never seen`;
  return `coverage ${percentText(percent)} is below ${option} ${min}% (${what}):\n${named}${more}`;
}
