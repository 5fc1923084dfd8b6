import { dayNumber } from './days.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';

/** A semantic warning on one summary: its rule name, a pointer relative to the summary, a message. */
export interface SemanticWarning {
  readonly rule: 'group_date' | 'timestamp_ms' | 'slot_order' | 'sleep_slot_order';
  readonly pointer: string;
  readonly message: string;
}

const DAY_MS = 86_400_000;
/** Slot and span timestamps may lie this far from the summary's day (time zones, sleep that starts the evening before). */
const SLACK_MS = 2 * DAY_MS;

/**
 * The semantic checks of decisions.md on one summary, beyond the schema: every group `date` equals the
 * summary `date` (`group_date`); timestamps are 13-digit milliseconds near the summary's day
 * (`timestamp_ms`); slots ascend by timestamp (`slot_order`); each sleep slot starts before it ends
 * (`sleep_slot_order`). Values the schema rejects are left to the schema. Messages name no values.
 *
 * @example
 * semanticWarnings({ date: '2024-01-02', activity: { date: '2024-01-01', slots: [] } });
 * // [{ rule: 'group_date', pointer: '/activity/date', ... }]
 */
export function semanticWarnings(summary: unknown): SemanticWarning[] {
  if (!isPlainObject(summary)) return [];
  const out: SemanticWarning[] = [];
  const date = typeof summary['date'] === 'string' ? summary['date'] : undefined;
  const day = date === undefined ? undefined : dayNumber(date);
  const plausible = (ts: number): boolean => {
    if (ts < 1e12 || ts >= 1e13) return false;
    return day === undefined || (ts >= day * DAY_MS - SLACK_MS && ts < (day + 1) * DAY_MS + SLACK_MS);
  };
  const warned = new Set<string>(); // one timestamp_ms warning per group is enough
  // The pointer is built only for a warning: a page with slots has thousands of timestamps, nearly all fine.
  const timestamp = (value: unknown, group: string, pointer: () => string): number | undefined => {
    if (!Number.isSafeInteger(value)) return undefined;
    if (!plausible(value as number) && !warned.has(group)) {
      warned.add(group);
      const at = pointer();
      out.push({
        rule: 'timestamp_ms',
        pointer: at,
        message: `${at} is not a millisecond timestamp near the summary's day`,
      });
    }
    return value as number;
  };
  for (const name of SUMMARY_GROUPS) {
    const group = summary[name];
    if (!isPlainObject(group)) continue;
    if (date !== undefined && typeof group['date'] === 'string' && group['date'] !== date) {
      out.push({
        rule: 'group_date',
        pointer: `/${name}/date`,
        message: `/${name}/date differs from the summary date`,
      });
    }
    for (const key of ['start_timestamp', 'end_timestamp']) timestamp(group[key], name, () => `/${name}/${key}`);
    const slots = group['slots'];
    if (!Array.isArray(slots)) continue;
    let previous = -Infinity;
    let ordered = true;
    slots.forEach((slot: unknown, i) => {
      if (!isPlainObject(slot)) return;
      const ts = timestamp(slot['timestamp'], name, () => `/${name}/slots/${i}/timestamp`);
      if (ts !== undefined) {
        if (ts < previous && ordered) {
          ordered = false;
          out.push({
            rule: 'slot_order',
            pointer: `/${name}/slots/${i}/timestamp`,
            message: `/${name}/slots are not in timestamp order (first at item ${i})`,
          });
        }
        previous = Math.max(previous, ts);
      }
      const [start, end] = [slot['start_date'], slot['end_date']];
      if (name === 'sleep' && typeof start === 'string' && typeof end === 'string' && start >= end) {
        out.push({
          rule: 'sleep_slot_order',
          pointer: `/sleep/slots/${i}/start_date`,
          message: `/sleep/slots/${i} does not start before it ends`,
        });
      }
    });
  }
  return out;
}
