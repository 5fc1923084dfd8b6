import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import type { DayRun } from './dayRun.js';

/**
 * Where the reference server takes its days from: one summary per date, the same summary for the same date
 * whatever page or range asks for it. Days are numbered as in `days.ts` (days since 1970-01-01).
 */
export interface DaySource {
  /** One line saying what is served (printed at start). */
  readonly description: string;
  /** How many days of `fromDay..toDay` (both included) have a summary. */
  count(fromDay: number, toDay: number): number;
  /**
   * The summaries of `fromDay..toDay` in date order, skipping `offset` of them and returning at most
   * `limit`; each carries its slots (the server removes them for include_slots=0). The objects may be
   * shared between calls (a source may cache them): callers must not change them.
   */
  slice(fromDay: number, toDay: number, offset: number, limit: number): readonly UserSummary[];
  /**
   * The same days as {@link DaySource.slice}, as the UTF-8 JSON texts served with include_slots=1
   * (`includeSlots`) or 0 (no `slots` key), measured and ready to be written into a page's buffer: what the
   * server writes when no data fault applies, without making objects.
   */
  run(fromDay: number, toDay: number, offset: number, limit: number, includeSlots: boolean): DayRun;
}
