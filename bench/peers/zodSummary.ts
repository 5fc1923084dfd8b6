import { z } from 'zod';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';

/**
 * The contract written by hand in zod 4, as a team using the most popular TypeScript validator would: the
 * benchmark's popular-library baseline. Lives in bench/ only; never shipped. Objects are loose (unknown
 * keys allowed and kept, as the contract reads), formats are the exported regular expressions.
 */
function exportedPattern(def: 'date' | 'time' | 'localDateTime'): RegExp {
  const common = loadSchemaDocuments().find((d) => d.file === 'common.schema.json');
  const defs = common?.schema['$defs'] as Record<string, { pattern?: unknown }> | undefined;
  const pattern = defs?.[def]?.pattern;
  if (typeof pattern !== 'string') throw new Error(`common.schema.json has no pattern for ${def}`);
  return new RegExp(pattern, 'u');
}

const ymd = z.string().regex(exportedPattern('date'));
const hi = z.string().regex(exportedPattern('time'));
const localDateTime = z.string().regex(exportedPattern('localDateTime'));
const int = z.int();
const nullableInt = z.int().nullable();
const num = z.number();
const nullableNum = z.number().nullable();

const activitySlot = z.looseObject({ timestamp: int, date: hi, step_count: int });
const heartRateSlot = z.looseObject({ timestamp: int, date: hi, bpm: nullableInt });
const sleepSlot = z.looseObject({
  timestamp: int,
  start_date: localDateTime,
  end_date: localDateTime,
  type: z.literal([0, 1, 2, 3, 4]),
});
const stressSlot = z.looseObject({
  timestamp: int,
  date: hi,
  si: num,
  si_n: num,
  mrr: num,
  sdnn: num,
  rmssd: num,
  pnn50: num,
  vlf: num,
  vlf_percent: num,
  lf: num,
  lf_percent: num,
  hf: num,
  hf_percent: num,
  hrv: num,
});
const respirationRateSlot = z.looseObject({ timestamp: int, date: hi, respiration_rate: num, quality: num });
const temperatureSlot = z.looseObject({ timestamp: int, date: hi, temp_sk1: nullableNum, temp_sk2: nullableNum });
const spo2Slot = z.looseObject({ timestamp: int, date: hi, spo2: nullableInt, spo2_q: nullableInt });

const activity = z.looseObject({
  date: ymd,
  total_steps: int,
  daily_percent: int,
  distance: num,
  calories: int,
  workouts: int,
  active_minutes: int,
  move_every_hour: int,
  total_glasses: z.int().min(0).nullable().optional(),
  slots: z.array(activitySlot),
});

const HEART_PAIRS = ['avg', 'max', 'rest'] as const;
const heartRate = z
  .looseObject({
    date: ymd,
    avg_daily_heart_rate: nullableInt.optional(),
    max_daily_heart_rate: nullableInt.optional(),
    rest_daily_heart_rate: nullableInt.optional(),
    avg_daily_heat_rate: nullableInt.optional(),
    max_daily_heat_rate: nullableInt.optional(),
    rest_daily_heat_rate: nullableInt.optional(),
    daily_percent: nullableInt,
    all_time: int,
    max_time: int,
    performance_time: int,
    endurance_time: int,
    fat_burn_time: int,
    warm_up_time: int,
    rest_time: int,
    slots: z.array(heartRateSlot),
  })
  .superRefine((group, ctx) => {
    for (const pair of HEART_PAIRS) {
      if (!(`${pair}_daily_heart_rate` in group) && !(`${pair}_daily_heat_rate` in group)) {
        ctx.addIssue({ code: 'custom', path: [`${pair}_daily_heart_rate`], message: 'present_without' });
      }
    }
  });

const sleep = z.looseObject({
  date: ymd,
  sleep_duration: int,
  daily_percent: int,
  awake_time: int,
  rem_time: int,
  light_time: int,
  deep_time: int,
  performance: int,
  tranquility: int,
  consistency: int.optional(),
  heart_rate: nullableInt.optional(),
  heart_rate_quality: nullableInt.optional(),
  slots: z.array(sleepSlot),
});

const stress = z.looseObject({
  date: ymd,
  avg_si: num,
  avg_si_n: num,
  avg_mrr: num,
  avg_sdnn: num,
  avg_rmssd: num,
  avg_pnn50: num,
  avg_vlf: num,
  avg_vlf_percent: num,
  avg_lf: num,
  avg_lf_percent: num,
  avg_hf: num,
  avg_hf_percent: num,
  avg_hrv: num,
  slots: z.array(stressSlot),
});

const respirationRate = z.looseObject({
  date: ymd,
  avg_respiration_rate: num,
  start_timestamp: int,
  end_timestamp: int,
  slots: z.array(respirationRateSlot),
});

const temperature = z.looseObject({
  date: ymd,
  avg_temp_sk1: nullableNum,
  avg_temp_sk2: nullableNum,
  max_temp_sk1: nullableNum.optional(),
  max_temp_sk2: nullableNum.optional(),
  start_timestamp: int,
  end_timestamp: int,
  slots: z.array(temperatureSlot),
});

const spo2 = z.looseObject({
  date: ymd,
  avg_spo2: nullableInt,
  start_timestamp: int,
  end_timestamp: int,
  slots: z.array(spo2Slot),
});

/** One user summary (include_slots=1, unknown fields allowed). */
export const zodUserSummary = z.looseObject({
  date: ymd,
  activity: activity.optional(),
  heart_rate: heartRate.optional(),
  sleep: sleep.optional(),
  stress: stress.optional(),
  respiration_rate: respirationRate.optional(),
  temperature: temperature.optional(),
  spo2: spo2.optional(),
});

/** The Laravel length-aware paginator envelope the live API sends. */
export const zodPaginator = z.looseObject({
  current_page: int,
  data: z.array(zodUserSummary),
  first_page_url: z.string(),
  from: nullableInt,
  last_page: int,
  last_page_url: z.string(),
  next_page_url: z.string().nullable(),
  path: z.string(),
  per_page: int,
  prev_page_url: z.string().nullable(),
  to: nullableInt,
  total: int,
});
