// Hand-written corpora of the coverage tests, and what each exercises, counted by hand from the documents (not
// from the item list): "location aspect" to how often.
const ZONES = {
  all_time: 60,
  max_time: 0,
  performance_time: 10,
  endurance_time: 10,
  fat_burn_time: 20,
  warm_up_time: 10,
  rest_time: 10,
};
const ACTIVITY = {
  date: '2024-03-01',
  total_steps: 1200,
  daily_percent: 12,
  distance: 0.9,
  calories: 80,
  workouts: 0,
  active_minutes: 14,
  move_every_hour: 3,
};
const SLEEP = {
  sleep_duration: 420,
  daily_percent: 90,
  awake_time: 10,
  rem_time: 90,
  light_time: 200,
  deep_time: 120,
  performance: 80,
  tranquility: 70,
};

/** A day with only activity (two slots). */
export const ACTIVITY_DAY = {
  date: '2024-03-01',
  activity: {
    ...ACTIVITY,
    slots: [
      { timestamp: 1709251200000, date: '00:00', step_count: 0 },
      { timestamp: 1709253000000, date: '00:30', step_count: 40 },
    ],
  },
};

/** The middle page of three: a day in the heart spelling, one in the heat spelling, one with both. */
export const MIDDLE_PAGE = {
  current_page: 2,
  data: [
    {
      date: '2024-03-04',
      heart_rate: {
        date: '2024-03-04',
        avg_daily_heart_rate: 62,
        max_daily_heart_rate: 150,
        rest_daily_heart_rate: 48,
        daily_percent: null,
        ...ZONES,
        slots: [
          { timestamp: 1709510400000, date: '00:00', bpm: 60 },
          { timestamp: 1709510700000, date: '00:05', bpm: null },
        ],
      },
    },
    {
      date: '2024-03-05',
      heart_rate: {
        date: '2024-03-05',
        avg_daily_heat_rate: 64,
        max_daily_heat_rate: 140,
        rest_daily_heat_rate: 50,
        daily_percent: 50,
        ...ZONES,
        slots: [],
      },
      sleep: {
        date: '2024-03-05',
        ...SLEEP,
        consistency: 80,
        heart_rate: null,
        slots: [
          { timestamp: 1709596800000, start_date: '2024-03-05T00:00:00', end_date: '2024-03-05T00:30:00', type: 4 },
          { timestamp: 1709598600000, start_date: '2024-03-05T00:30:00', end_date: '2024-03-05T01:00:00', type: 0 },
        ],
      },
    },
    {
      date: '2024-03-06',
      activity: { ...ACTIVITY, date: '2024-03-06', total_glasses: null, slots: [] },
      heart_rate: {
        date: '2024-03-06',
        avg_daily_heart_rate: null,
        avg_daily_heat_rate: null,
        max_daily_heart_rate: 151,
        max_daily_heat_rate: 151,
        rest_daily_heart_rate: 47,
        rest_daily_heat_rate: 47,
        daily_percent: 30,
        ...ZONES,
        slots: [{ timestamp: 1709683200000, date: '00:00', bpm: 70 }],
      },
    },
  ],
  first_page_url: 'http://localhost/user-summaries?page=1',
  from: 4,
  last_page: 3,
  last_page_url: 'http://localhost/user-summaries?page=3',
  next_page_url: 'http://localhost/user-summaries?page=3',
  path: 'http://localhost/user-summaries',
  per_page: 3,
  prev_page_url: 'http://localhost/user-summaries?page=1',
  to: 6,
  total: 9,
};

/** The only page of a collection: a day with a broken date, an unknown member and a sleep type of 7; a day that is no object; a total written as a string. */
export const BROKEN_PAGE = {
  data: [
    {
      date: '2024-13-01',
      sleep: {
        date: '2024-03-01',
        ...SLEEP,
        mood: 'calm',
        slots: [
          { timestamp: 1709251200000, start_date: '2024-03-01T00:00:00', end_date: '2024-03-01T00:30:00', type: 7 },
        ],
      },
    },
    'oops',
  ],
  links: {
    first: 'http://localhost/user-summaries?page=1',
    last: 'http://localhost/user-summaries?page=1',
    prev: null,
    next: null,
  },
  meta: {
    current_page: 1,
    from: 1,
    last_page: 1,
    path: 'http://localhost/user-summaries',
    per_page: 2,
    to: 2,
    total: '2',
  },
};

const absentGroups = (groups: readonly string[], times: number): Record<string, number> =>
  Object.fromEntries(groups.map((g) => [`/${g} absent`, times]));

/** What {@link ACTIVITY_DAY} exercises: the groups it lacks and its optional member. */
export const ACTIVITY_DAY_SEEN: Readonly<Record<string, number>> = {
  '/activity present': 1,
  ...absentGroups(['heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'], 1),
  '/activity/total_glasses absent': 1,
};

const spellings = Object.fromEntries(
  ['avg', 'max', 'rest'].flatMap((p) =>
    ['heart', 'heat', 'both'].map((s) => [`/heart_rate/${p}_daily_heart_rate spelling:${s}`, 1]),
  ),
);
const pairKeys = Object.fromEntries(
  ['avg', 'max', 'rest'].flatMap((p) =>
    ['heart', 'heat'].flatMap((s) => [
      [`/heart_rate/${p}_daily_${s}_rate present`, 2],
      [`/heart_rate/${p}_daily_${s}_rate absent`, 1],
    ]),
  ),
);

/** What {@link MIDDLE_PAGE} exercises: each spelling, each null, each value, the page position. */
export const MIDDLE_PAGE_SEEN: Readonly<Record<string, number>> = {
  ' envelope:paginator': 1,
  ' page:middle': 1,
  '/activity present': 1,
  '/activity absent': 2,
  '/heart_rate present': 3,
  '/sleep present': 1,
  '/sleep absent': 2,
  ...absentGroups(['stress', 'respiration_rate', 'temperature', 'spo2'], 3),
  '/activity/total_glasses present': 1,
  '/activity/total_glasses null': 1,
  '/activity/slots empty': 1,
  ...pairKeys,
  '/heart_rate/avg_daily_heart_rate null': 1,
  '/heart_rate/avg_daily_heat_rate null': 1,
  '/heart_rate/daily_percent null': 1,
  ...spellings,
  '/heart_rate/slots empty': 1,
  '/heart_rate/slots/*/bpm null': 1,
  '/sleep/consistency present': 1,
  '/sleep/heart_rate present': 1,
  '/sleep/heart_rate null': 1,
  '/sleep/heart_rate_quality absent': 1,
  '/sleep/slots/*/type value:4': 1,
  '/sleep/slots/*/type value:0': 1,
};

/** What {@link BROKEN_PAGE} exercises under the strict profile: its envelope and page, each broken rule, the members it lacks. */
export const BROKEN_PAGE_SEEN: Readonly<Record<string, number>> = {
  ' envelope:collection': 1,
  ' page:only': 1,
  '/date violated:date_format': 1,
  '/sleep violated:unknown_field': 1,
  '/sleep/slots/*/type violated:in': 1,
  ' violated:type': 1,
  '/meta/total violated:type': 1,
  '/meta/links absent': 1,
  '/sleep present': 1,
  ...absentGroups(['activity', 'heart_rate', 'stress', 'respiration_rate', 'temperature', 'spo2'], 1),
  '/sleep/consistency absent': 1,
  '/sleep/heart_rate absent': 1,
  '/sleep/heart_rate_quality absent': 1,
};

/**
 * Three requests as validateRequest takes them (plain JSON, so every surface can send them; the proxy's as a URL
 * and headers): one valid, asking for slots and page 2; one with a reversed range, per_page sent twice, a Basic
 * credential and a text Content-Type; one with no Authorization, include_slots=0 and page -1.
 */
export const REQUESTS = [
  {
    query: { date_from: '2024-03-01', date_to: '2024-03-07', include_slots: '1', page: '2' },
    headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
  },
  {
    query: { date_from: '2024-03-01', date_to: '2024-02-01', per_page: ['0', '5'] },
    headers: { authorization: 'Basic dXNlcjpwYXNz', 'content-type': 'text/plain' },
  },
  {
    query: { date_from: '2024-03-01', date_to: '2024-03-01', include_slots: '0', page: '-1' },
    headers: { 'content-type': 'application/json' },
  },
] as const;

/** What validateRequest reports for each of {@link REQUESTS}, in order (read from the rules, not run). */
export const REQUEST_VIOLATIONS: readonly (readonly string[])[] = [
  [],
  [
    '/headers/authorization bearer',
    '/headers/content-type content_type',
    '/query/date_to after_or_equal',
    '/query/per_page type',
  ],
  ['/headers/authorization required', '/query/page min'],
];

/** What {@link REQUESTS} exercise: the optional parameters each has or lacks, include_slots' values, each broken rule. */
export const REQUESTS_SEEN: Readonly<Record<string, number>> = {
  '/query/include_slots present': 2,
  '/query/include_slots absent': 1,
  '/query/include_slots value:1': 1,
  '/query/include_slots value:0': 1,
  '/query/per_page present': 1,
  '/query/per_page absent': 2,
  '/query/page present': 2,
  '/query/page absent': 1,
  '/headers/authorization violated:bearer': 1,
  '/headers/authorization violated:required': 1,
  '/headers/content-type violated:content_type': 1,
  '/query/date_to violated:after_or_equal': 1,
  '/query/per_page violated:type': 1,
  '/query/page violated:min': 1,
};

/**
 * The request items of a reading, counted by hand from docs/rules.md's request rows: query and headers 2 each
 * (required, type), date_from 3, date_to 4, include_slots 6 (type, in, present, absent, value:0, value:1),
 * per_page and page 5 each (type, integer, min, present, absent), the two headers 3 each; the strict reading adds
 * the query's unknown member.
 */
export const REQUEST_ITEMS = { open: 33, strict: 34 } as const;

/** The request's items of a tally ("/query…", "/headers…"), or, with `keep: false`, the others (the bodies'). */
export function requestSeen(seen: Readonly<Record<string, number>>, keep = true): Record<string, number> {
  return Object.fromEntries(
    Object.entries(seen).filter(([key]) => (key.startsWith('/query') || key.startsWith('/headers')) === keep),
  );
}

/** Two tallies of seen items added up. */
export function addSeen(...tallies: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tally of tallies) for (const [key, n] of Object.entries(tally)) out[key] = (out[key] ?? 0) + n;
  return out;
}

/** The items a report saw, as "location aspect" to how often. */
export function seenOf(report: {
  readonly items: readonly { readonly location: string; readonly aspect: string; readonly seen: number }[];
}): Record<string, number> {
  return Object.fromEntries(report.items.filter((i) => i.seen > 0).map((i) => [`${i.location} ${i.aspect}`, i.seen]));
}
