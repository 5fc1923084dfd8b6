// GENERATED FILE: do not edit. Source: schemas/*.schema.json.
// Regenerate with `npm run generate`; a test fails when this file is stale.

/** The groups of a user summary, in the contract's order (the members with a schema document of their own). */
export const SUMMARY_GROUPS = ["activity", "heart_rate", "sleep", "stress", "respiration_rate", "temperature", "spo2"] as const;

/** The name of a group. */
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

/** The groups that must not be empty when sent (`filled`). */
export const NOT_EMPTY_GROUPS: readonly SummaryGroup[] = ["heart_rate", "sleep", "stress", "respiration_rate", "temperature", "spo2"];

/** One day of a user's activity: the date and up to seven optional groups. Unknown members are allowed (the live API sends _id, user_id, created_at, ...); the strict reading reports them. */
export interface UserSummary {
  /** string, Y-m-d; required */
  date: string;
  /** object; optional group */
  activity?: Activity;
  /** object; optional group; when present it must not be empty */
  heart_rate?: HeartRate;
  /** object; optional group; when present it must not be empty */
  sleep?: Sleep;
  /** object; optional group; when present it must not be empty */
  stress?: Stress;
  /** object; optional group; when present it must not be empty */
  respiration_rate?: RespirationRate;
  /** object; optional group; when present it must not be empty */
  temperature?: Temperature;
  /** object; optional group; when present it must not be empty */
  spo2?: Spo2;
}

/** The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field. */
export interface Activity {
  /** string, Y-m-d; required_with:activity */
  date: string;
  /** integer; required_with:activity */
  total_steps: number;
  /** integer; required_with:activity */
  daily_percent: number;
  /** double; required_with:activity */
  distance: number;
  /** integer; required_with:activity */
  calories: number;
  /** integer; required_with:activity */
  workouts: number;
  /** integer; required_with:activity */
  active_minutes: number;
  /** integer; required_with:activity */
  move_every_hour: number;
  /** integer, nullable, minimum 0; optional */
  total_glasses?: number | null;
  /** array of objects; required_with:activity (may be absent when include_slots=0) */
  slots: ActivitySlot[];
}

/** One item of activity.slots. */
export interface ActivitySlot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** integer; required */
  step_count: number;
}

/** The heart_rate group of a user summary. */
export type HeartRate = {
  /** string, Y-m-d; required_with:heart_rate */
  date: string;
  /** integer, nullable; must be present when avg_daily_heat_rate is absent */
  avg_daily_heart_rate?: number | null;
  /** integer, nullable; must be present when max_daily_heat_rate is absent */
  max_daily_heart_rate?: number | null;
  /** integer, nullable; must be present when rest_daily_heat_rate is absent */
  rest_daily_heart_rate?: number | null;
  /** integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent */
  avg_daily_heat_rate?: number | null;
  /** integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent */
  max_daily_heat_rate?: number | null;
  /** integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent */
  rest_daily_heat_rate?: number | null;
  /** integer, nullable; present when heart_rate is present */
  daily_percent: number | null;
  /** integer; required_with:heart_rate */
  all_time: number;
  /** integer; required_with:heart_rate */
  max_time: number;
  /** integer; required_with:heart_rate */
  performance_time: number;
  /** integer; required_with:heart_rate */
  endurance_time: number;
  /** integer; required_with:heart_rate */
  fat_burn_time: number;
  /** integer; required_with:heart_rate */
  warm_up_time: number;
  /** integer; required_with:heart_rate */
  rest_time: number;
  /** array of objects; required_with:heart_rate (may be absent when include_slots=0) */
  slots: HeartRateSlot[];
} & ({ avg_daily_heart_rate: number | null } | { avg_daily_heat_rate: number | null }) & ({ max_daily_heart_rate: number | null } | { max_daily_heat_rate: number | null }) & ({ rest_daily_heart_rate: number | null } | { rest_daily_heat_rate: number | null });

/** One item of heart_rate.slots. */
export interface HeartRateSlot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** integer, nullable; nullable, key must be present */
  bpm: number | null;
}

/** The sleep group of a user summary. */
export interface Sleep {
  /** string, Y-m-d; required_with:sleep */
  date: string;
  /** integer; required_with:sleep */
  sleep_duration: number;
  /** integer; required_with:sleep */
  daily_percent: number;
  /** integer; required_with:sleep */
  awake_time: number;
  /** integer; required_with:sleep */
  rem_time: number;
  /** integer; required_with:sleep */
  light_time: number;
  /** integer; required_with:sleep */
  deep_time: number;
  /** integer; required_with:sleep */
  performance: number;
  /** integer; required_with:sleep */
  tranquility: number;
  /** integer, nullable; when the key is sent it must not be empty (null fails) */
  consistency?: number | null;
  /** integer, nullable */
  heart_rate?: number | null;
  /** integer, nullable */
  heart_rate_quality?: number | null;
  /** array of objects; required_with:sleep (may be absent when include_slots=0) */
  slots: SleepSlot[];
}

/** One item of sleep.slots. */
export interface SleepSlot {
  /** integer; required */
  timestamp: number;
  /** string, Y-m-d\TH:i:s; required */
  start_date: string;
  /** string, Y-m-d\TH:i:s; required */
  end_date: string;
  /** integer; required; allowed values 0, 1, 2, 3, 4 */
  type: 0 | 1 | 2 | 3 | 4;
}

/** The stress group of a user summary. */
export interface Stress {
  /** string, Y-m-d; required_with:stress */
  date: string;
  /** double; required_with:stress */
  avg_si: number;
  /** double; required_with:stress */
  avg_si_n: number;
  /** double; required_with:stress */
  avg_mrr: number;
  /** double; required_with:stress */
  avg_sdnn: number;
  /** double; required_with:stress */
  avg_rmssd: number;
  /** double; required_with:stress */
  avg_pnn50: number;
  /** double; required_with:stress */
  avg_vlf: number;
  /** double; required_with:stress */
  avg_vlf_percent: number;
  /** double; required_with:stress */
  avg_lf: number;
  /** double; required_with:stress */
  avg_lf_percent: number;
  /** double; required_with:stress */
  avg_hf: number;
  /** double; required_with:stress */
  avg_hf_percent: number;
  /** double; required_with:stress */
  avg_hrv: number;
  /** array of objects; required_with:stress (may be absent when include_slots=0) */
  slots: StressSlot[];
}

/** One item of stress.slots. */
export interface StressSlot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** double; required */
  si: number;
  /** double; required */
  si_n: number;
  /** double; required */
  mrr: number;
  /** double; required */
  sdnn: number;
  /** double; required */
  rmssd: number;
  /** double; required */
  pnn50: number;
  /** double; required */
  vlf: number;
  /** double; required */
  vlf_percent: number;
  /** double; required */
  lf: number;
  /** double; required */
  lf_percent: number;
  /** double; required */
  hf: number;
  /** double; required */
  hf_percent: number;
  /** double; required */
  hrv: number;
}

/** The respiration_rate group of a user summary. */
export interface RespirationRate {
  /** string, Y-m-d; required_with:respiration_rate */
  date: string;
  /** double; required_with:respiration_rate */
  avg_respiration_rate: number;
  /** integer; required_with:respiration_rate */
  start_timestamp: number;
  /** integer; required_with:respiration_rate */
  end_timestamp: number;
  /** array of objects; required_with:respiration_rate (may be absent when include_slots=0) */
  slots: RespirationRateSlot[];
}

/** One item of respiration_rate.slots. */
export interface RespirationRateSlot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** double; required */
  respiration_rate: number;
  /** double; required */
  quality: number;
}

/** The temperature group of a user summary. */
export interface Temperature {
  /** string, Y-m-d; required_with:temperature */
  date: string;
  /** double, nullable; present when temperature is present */
  avg_temp_sk1: number | null;
  /** double, nullable; present when temperature is present */
  avg_temp_sk2: number | null;
  /** double, nullable */
  max_temp_sk1?: number | null;
  /** double, nullable */
  max_temp_sk2?: number | null;
  /** integer; required_with:temperature */
  start_timestamp: number;
  /** integer; required_with:temperature */
  end_timestamp: number;
  /** array of objects; required_with:temperature (may be absent when include_slots=0) */
  slots: TemperatureSlot[];
}

/** One item of temperature.slots. */
export interface TemperatureSlot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** double, nullable; nullable, key must be present */
  temp_sk1: number | null;
  /** double, nullable; nullable, key must be present */
  temp_sk2: number | null;
}

/** The spo2 group of a user summary. */
export interface Spo2 {
  /** string, Y-m-d; required_with:spo2 */
  date: string;
  /** integer, nullable; present when spo2 is present */
  avg_spo2: number | null;
  /** integer; required_with:spo2 */
  start_timestamp: number;
  /** integer; required_with:spo2 */
  end_timestamp: number;
  /** array of objects; required_with:spo2 (may be absent when include_slots=0) */
  slots: Spo2Slot[];
}

/** One item of spo2.slots. */
export interface Spo2Slot {
  /** integer; required */
  timestamp: number;
  /** string, H:i; required */
  date: string;
  /** integer, nullable; nullable, key must be present */
  spo2: number | null;
  /** integer, nullable; nullable, key must be present */
  spo2_q: number | null;
}

/** The request as sent on the wire: query parameters as strings and header names in lower case. A reversed range (date_from after date_to) cannot be expressed in JSON Schema and is checked by validateRequest(). */
export interface UserSummariesRequest {
  /** Query parameters as strings. */
  query: {
    /** date (Y-m-d); required; start of the range */
    date_from: string;
    /** date (Y-m-d); required; end of the range, on or after date_from (checked by validateRequest) */
    date_to: string;
    /** integer; 0 or 1; default 0 */
    include_slots?: "0" | "1";
    /** integer >= 1 (at most 2^53-1, like every integer of the contract); default 10 */
    per_page?: string;
    /** integer >= 0 (at most 2^53-1, like every integer of the contract; page 0 is served as page 1); default 1 */
    page?: string;
  };
  /** Request headers, names in lower case. */
  headers: {
    /** Bearer <ACCESS_TOKEN> with a non-empty token */
    authorization: string;
    /** application/json: the media type in any case, optional parameters such as ; charset=utf-8 */
    "content-type": string;
  };
}

/** {current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total} */
export interface UserSummariesPaginator {
  /** integer; the page served */
  current_page: number;
  /** array of User Summary */
  data: UserSummary[];
  /** string (a URL) */
  first_page_url: string;
  /** integer, nullable (null on an empty page) */
  from: number | null;
  /** integer */
  last_page: number;
  /** string (a URL) */
  last_page_url: string;
  /** string (a URL) or null */
  next_page_url: string | null;
  /** string (a URL) */
  path: string;
  /** integer */
  per_page: number;
  /** string (a URL) or null */
  prev_page_url: string | null;
  /** integer, nullable (null on an empty page) */
  to: number | null;
  /** integer */
  total: number;
}

/** {data, links, meta} */
export interface UserSummariesCollection {
  /** array of User Summary */
  data: UserSummary[];
  /** object */
  links: {
    /** string (a URL) or null */
    first: string | null;
    /** string (a URL) or null */
    last: string | null;
    /** string (a URL) or null */
    prev: string | null;
    /** string (a URL) or null */
    next: string | null;
  };
  /** object */
  meta: {
    /** integer */
    current_page: number;
    /** integer, nullable */
    from: number | null;
    /** integer */
    last_page: number;
    /** string (a URL) */
    path: string;
    /** integer */
    per_page: number;
    /** integer, nullable */
    to: number | null;
    /** integer */
    total: number;
    /** array of page links (optional) */
    links?: unknown[];
  };
}

/** The response body of GET /user-summaries in one of the three accepted envelopes: the Laravel length-aware paginator (what the live API sends), the resource collection {data, links, meta}, or a bare array of summaries. */
export type UserSummariesResponse = UserSummariesPaginator | UserSummariesCollection | UserSummary[];
