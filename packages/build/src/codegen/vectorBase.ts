import type { Json } from './jsonEdit.js';

/**
 * A complete valid user summary: every group, one slot each, every optional field, the heart spellings of
 * the heat/heart pairs. The vectors derive their cases from it one edit at a time.
 */
export const FULL_SUMMARY: { [key: string]: Json } = {
  date: '2024-02-29',
  activity: {
    date: '2024-02-29',
    total_steps: 6973,
    daily_percent: 69,
    distance: 5138.543,
    calories: 1189,
    workouts: 0,
    active_minutes: 53,
    move_every_hour: 0,
    total_glasses: 3,
    slots: [{ timestamp: 1709164800000, date: '00:00', step_count: 12 }],
  },
  heart_rate: {
    date: '2024-02-29',
    avg_daily_heart_rate: 71,
    max_daily_heart_rate: 152,
    rest_daily_heart_rate: 54,
    daily_percent: 40,
    all_time: 86400,
    max_time: 60,
    performance_time: 120,
    endurance_time: 300,
    fat_burn_time: 900,
    warm_up_time: 1200,
    rest_time: 83820,
    slots: [{ timestamp: 1709164800000, date: '23:59', bpm: 64 }],
  },
  sleep: {
    date: '2024-02-29',
    sleep_duration: 27000,
    daily_percent: 80,
    awake_time: 1800,
    rem_time: 5400,
    light_time: 14400,
    deep_time: 5400,
    performance: 85,
    tranquility: 70,
    consistency: 90,
    heart_rate: 55,
    heart_rate_quality: 2,
    slots: [{ timestamp: 1709164800000, start_date: '2024-02-28T23:00:00', end_date: '2024-02-29T06:30:00', type: 4 }],
  },
  stress: {
    date: '2024-02-29',
    avg_si: 120.5,
    avg_si_n: 0.5,
    avg_mrr: 810.25,
    avg_sdnn: 45.1,
    avg_rmssd: 38.7,
    avg_pnn50: 12.5,
    avg_vlf: 300,
    avg_vlf_percent: 20.5,
    avg_lf: 700.25,
    avg_lf_percent: 45.5,
    avg_hf: 500.75,
    avg_hf_percent: 34,
    avg_hrv: 52.3,
    slots: [
      {
        timestamp: 1709164800000,
        date: '12:30',
        si: 118.2,
        si_n: 0.4,
        mrr: 805,
        sdnn: 44.2,
        rmssd: 37.1,
        pnn50: 11.9,
        vlf: 290.5,
        vlf_percent: 21,
        lf: 690.5,
        lf_percent: 44.5,
        hf: 510,
        hf_percent: 34.5,
        hrv: 51.8,
      },
    ],
  },
  respiration_rate: {
    date: '2024-02-29',
    avg_respiration_rate: 14.5,
    start_timestamp: 1709164800000,
    end_timestamp: 1709251199000,
    slots: [{ timestamp: 1709164800000, date: '03:15', respiration_rate: 14.2, quality: 0.9 }],
  },
  temperature: {
    date: '2024-02-29',
    avg_temp_sk1: 33.4,
    avg_temp_sk2: 33.1,
    max_temp_sk1: 35.2,
    max_temp_sk2: 34.9,
    start_timestamp: 1709164800000,
    end_timestamp: 1709251199000,
    slots: [{ timestamp: 1709164800000, date: '04:00', temp_sk1: 33.5, temp_sk2: null }],
  },
  spo2: {
    date: '2024-02-29',
    avg_spo2: 97,
    start_timestamp: 1709164800000,
    end_timestamp: 1709251199000,
    slots: [{ timestamp: 1709164800000, date: '04:00', spo2: 97, spo2_q: 1 }],
  },
};

/** The smallest valid summary: the date alone. */
export const MINIMAL_SUMMARY: { [key: string]: Json } = { date: '2024-01-31' };

/** A valid request in wire form: query strings and lower-case header names. */
export const FULL_REQUEST: { [key: string]: Json } = {
  query: { date_from: '2024-01-01', date_to: '2024-01-31', include_slots: '1', per_page: '10', page: '1' },
  headers: { authorization: 'Bearer t0k3n-abc', 'content-type': 'application/json' },
};

/** A Laravel length-aware paginator page around some summaries. */
export function paginatorPage(data: Json[]): { [key: string]: Json } {
  const empty = data.length === 0;
  return {
    current_page: 1,
    data,
    first_page_url: 'http://api.example.com/user-summaries?page=1',
    from: empty ? null : 1,
    last_page: 1,
    last_page_url: 'http://api.example.com/user-summaries?page=1',
    next_page_url: null,
    path: 'http://api.example.com/user-summaries',
    per_page: 10,
    prev_page_url: null,
    to: empty ? null : data.length,
    total: data.length,
  };
}

/** A resource collection page `{data, links, meta}` around some summaries. */
export function collectionPage(data: Json[]): { [key: string]: Json } {
  const empty = data.length === 0;
  return {
    data,
    links: {
      first: 'https://api.example.com/user-summaries?page=1',
      last: 'https://api.example.com/user-summaries?page=1',
      prev: null,
      next: null,
    },
    meta: {
      current_page: 1,
      from: empty ? null : 1,
      last_page: 1,
      path: 'https://api.example.com/user-summaries',
      per_page: 10,
      to: empty ? null : data.length,
      total: data.length,
    },
  };
}
