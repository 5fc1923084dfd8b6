/**
 * Deterministic full days with slots (every group, 5-minute slots), for the gate's benchmark and tests.
 * A day is ~150 KB of JSON; the same index always gives the same day.
 */
import { seededRandom } from './seededRandom.js';

const hm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The full day number `index` (day 0 is 2024-01-01): a summary with all seven groups and their slots.
 *
 * @example
 * const line = JSON.stringify(fullDay(3)); // one NDJSON record
 */
export function fullDay(index: number): Record<string, unknown> {
  const rnd = seededRandom(index + 1);
  const base = Date.UTC(2024, 0, 1) + index * 86_400_000;
  const date = new Date(base).toISOString().slice(0, 10);
  const r = (a: number, b: number): number => Math.round((a + rnd() * (b - a)) * 10) / 10;
  const ri = (a: number, b: number): number => Math.floor(a + rnd() * (b - a));
  const slots = (step: number, fields: () => Record<string, unknown>): Record<string, unknown>[] =>
    Array.from({ length: 1440 / step }, (_, i) => ({
      timestamp: base + i * step * 60_000,
      date: hm(i * step),
      ...fields(),
    }));
  const span = { start_timestamp: base, end_timestamp: base + 86_399_000 };
  return {
    date,
    activity: {
      date,
      total_steps: ri(0, 20_000),
      daily_percent: ri(0, 100),
      distance: r(0, 9000),
      calories: ri(1000, 3000),
      workouts: ri(0, 3),
      active_minutes: ri(0, 200),
      move_every_hour: ri(0, 12),
      total_glasses: ri(0, 9),
      slots: slots(30, () => ({ step_count: ri(0, 900) })),
    },
    heart_rate: {
      date,
      avg_daily_heart_rate: ri(50, 90),
      max_daily_heart_rate: ri(100, 180),
      rest_daily_heart_rate: ri(40, 60),
      daily_percent: null,
      all_time: 1440,
      max_time: 3,
      performance_time: 12,
      endurance_time: 25,
      fat_burn_time: 60,
      warm_up_time: 90,
      rest_time: 1250,
      slots: slots(5, () => ({ bpm: ri(40, 150) })),
    },
    sleep: {
      date,
      sleep_duration: 452,
      daily_percent: 94,
      awake_time: 21,
      rem_time: 98,
      light_time: 231,
      deep_time: 102,
      performance: 88,
      tranquility: 79,
      consistency: 71,
      heart_rate: 54,
      heart_rate_quality: null,
      slots: Array.from({ length: 48 }, (_, i) => ({
        timestamp: base + i * 600_000,
        start_date: `${date}T${hm(i * 10)}:00`,
        end_date: `${date}T${hm(i * 10 + 9)}:59`,
        type: ri(0, 5),
      })),
    },
    stress: {
      date,
      avg_si: r(50, 200),
      avg_si_n: r(0, 1),
      avg_mrr: r(600, 1000),
      avg_sdnn: r(20, 80),
      avg_rmssd: r(20, 80),
      avg_pnn50: r(0, 50),
      avg_vlf: r(500, 2000),
      avg_vlf_percent: r(0, 100),
      avg_lf: r(500, 2000),
      avg_lf_percent: r(0, 100),
      avg_hf: r(500, 2000),
      avg_hf_percent: r(0, 100),
      avg_hrv: r(20, 80),
      slots: slots(5, () => ({
        si: r(50, 200),
        si_n: r(0, 1),
        mrr: r(600, 1000),
        sdnn: r(20, 80),
        rmssd: r(20, 80),
        pnn50: r(0, 50),
        vlf: r(500, 2000),
        vlf_percent: r(0, 100),
        lf: r(500, 2000),
        lf_percent: r(0, 100),
        hf: r(500, 2000),
        hf_percent: r(0, 100),
        hrv: r(20, 80),
      })),
    },
    respiration_rate: {
      date,
      avg_respiration_rate: r(10, 20),
      ...span,
      slots: slots(5, () => ({ respiration_rate: r(10, 20), quality: r(0, 1) })),
    },
    temperature: {
      date,
      avg_temp_sk1: r(30, 36),
      avg_temp_sk2: null,
      max_temp_sk1: r(34, 37),
      ...span,
      slots: slots(5, () => ({ temp_sk1: r(30, 36), temp_sk2: null })),
    },
    spo2: { date, avg_spo2: ri(90, 100), ...span, slots: slots(5, () => ({ spo2: ri(90, 100), spo2_q: ri(50, 100) })) },
  };
}
