// Shared checks of the arbitraries' suites: verdicts as comparable strings, and realism of a summary.
import fc from 'fast-check';
import type { ValidationResult } from 'user-summaries-contract/internal/index';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';

/** A verdict as sorted "pointer rule" strings ([] when valid). */
export function verdict(result: ValidationResult<unknown>): string[] {
  return result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`).sort();
}

/** Expected (pointer, rule) pairs in the same form as {@link verdict}. */
export function expectedOf(expected: readonly { pointer: string; rule: string }[]): string[] {
  return expected.map((e) => `${e.pointer} ${e.rule}`).sort();
}

type Json = Record<string, unknown>;
const GROUPS = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'] as const;
const pad = (n: number): string => String(n).padStart(2, '0');

/** The problems that make a (schema-valid) summary unrealistic for a mock server; [] when it is fine. */
export function realismProblems(summary: Json): string[] {
  const problems: string[] = [];
  const date = summary['date'] as string;
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  for (const g of GROUPS) {
    const group = summary[g] as Json | undefined;
    if (group === undefined) continue;
    if (group['date'] !== date) problems.push(`${g}.date differs from the summary date`);
    const slots = (group['slots'] as Json[] | undefined) ?? [];
    let previous = -Infinity;
    for (const [i, slot] of slots.entries()) {
      const ts = slot['timestamp'] as number;
      if (String(ts).length !== 13) problems.push(`${g}.slots[${i}].timestamp is not 13 digits`);
      if (ts <= previous) problems.push(`${g}.slots[${i}] out of timestamp order`);
      previous = ts;
      if (ts < dayStart || ts >= dayStart + 86_400_000) problems.push(`${g}.slots[${i}].timestamp outside the day`);
      const minute = (ts - dayStart) / 60_000;
      if (g === 'sleep') {
        if (!((slot['start_date'] as string) < (slot['end_date'] as string)))
          problems.push(`sleep.slots[${i}] start not before end`);
        if (!(slot['start_date'] as string).startsWith(date))
          problems.push(`sleep.slots[${i}].start_date not on the day`);
      } else if (slot['date'] !== `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`) {
        problems.push(`${g}.slots[${i}].date does not match its timestamp`);
      }
      const bpm = slot['bpm'];
      if (typeof bpm === 'number' && (bpm < 30 || bpm > 220)) problems.push(`bpm ${bpm} outside 30-220`);
      const spo2 = slot['spo2'];
      if (typeof spo2 === 'number' && (spo2 < 70 || spo2 > 100)) problems.push(`spo2 ${spo2} outside 70-100`);
    }
  }
  const avg = (summary['spo2'] as Json | undefined)?.['avg_spo2'];
  if (typeof avg === 'number' && (avg < 70 || avg > 100)) problems.push(`avg_spo2 ${avg} outside 70-100`);
  return problems;
}

/** Whether a value holds null anywhere. */
export function hasNull(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return Object.values(value as object).some(hasNull);
}

/**
 * Values of `arbitrary`, drawn a hundred at a time (each hundred seeded from the run's seed) and given to `take`,
 * until `enough()` holds or `max` are drawn: what a sample of `max` values would show, without drawing on once it
 * is shown. The count drawn.
 */
export function sampleUntil<T>(
  arbitrary: fc.Arbitrary<T>,
  max: number,
  take: (value: T) => void,
  enough: () => boolean,
): number {
  let drawn = 0;
  for (let chunk = 0; drawn < max && !enough(); chunk++) {
    const numRuns = Math.min(100, max - drawn);
    for (const value of fc.sample(arbitrary, { numRuns, seed: FC_SEED + chunk * 7919 })) take(value);
    drawn += numRuns;
  }
  return drawn;
}
