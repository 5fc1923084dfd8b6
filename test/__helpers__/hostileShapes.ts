// Invalid documents built to maximise violations per byte, for the bounded-report tests and `npm run bench`
// (bench/hostile.ts): each shape takes a size `n` (items) and grows linearly in its JSON text.
import { validDay } from './fixtures.js';

/** The group names of a day (each with `slots`). */
const GROUPS = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'] as const;

/** A day whose every member is wrong: a bad date, and each group the wrong kind of value. */
function everyMemberWrong(i: number): Record<string, unknown> {
  const wrong: unknown[] = [1, 'x', true, [1], -1, 0.5, 'slots'];
  return {
    date: i % 2 === 0 ? 'x' : 20240101,
    ...Object.fromEntries(GROUPS.map((group, g) => [group, wrong[(g + i) % wrong.length]])),
  };
}

/** A name and a builder of a hostile document of `n` items, with the entry it is validated against. */
export interface HostileShape {
  readonly name: string;
  readonly entry: 'response' | 'summary';
  build(n: number): unknown;
}

/**
 * The hostile shapes: many broken days, many broken slots, arrays of scalars where objects belong, and days
 * with every member wrong.
 */
export const HOSTILE_SHAPES: readonly HostileShape[] = [
  {
    name: 'days with a bad date (bare response)',
    entry: 'response',
    build: (n) => Array.from({ length: n }, () => ({ date: 'x' })),
  },
  {
    name: 'scalars where days belong (paginator)',
    entry: 'response',
    build: (n) => ({
      current_page: 1,
      data: Array.from({ length: n }, (_, i) => (i % 3 === 0 ? null : i % 3 === 1 ? i : 'x')),
      per_page: 15,
    }),
  },
  {
    name: 'days with every member wrong (bare response)',
    entry: 'response',
    build: (n) => Array.from({ length: n }, (_, i) => everyMemberWrong(i)),
  },
  {
    name: 'a day whose heart-rate slots are numbers',
    entry: 'summary',
    build: (n) => {
      const day = validDay();
      day['heart_rate'].slots = Array.from({ length: n }, (_, i) => i);
      return day;
    },
  },
  {
    name: 'a day whose every group holds broken slots',
    entry: 'summary',
    build: (n) => {
      const day = validDay();
      const per = Math.max(1, Math.floor(n / GROUPS.length));
      for (const group of GROUPS)
        day[group] = {
          ...(day[group] as object),
          slots: Array.from({ length: per }, (_, i) => (i % 2 === 0 ? {} : { timestamp: 'x', date: 25 })),
        };
      return day;
    },
  },
  {
    // The schema lists sleep and stress before respiration_rate; reports list respiration_rate first.
    name: 'a day whose sleep, stress and respiration-rate slots are broken',
    entry: 'summary',
    build: (n) => {
      const day = validDay();
      const per = Math.max(1, Math.floor(n / 3));
      for (const group of ['sleep', 'stress', 'respiration_rate'])
        day[group] = { ...(day[group] as object), slots: Array.from({ length: per }, () => ({ date: 7 })) };
      return day;
    },
  },
  {
    name: 'days whose slots are all broken (bare response)',
    entry: 'response',
    build: (n) => {
      const perDay = 50;
      return Array.from({ length: Math.max(1, Math.floor(n / perDay)) }, (_, d) => {
        const day = validDay();
        day['date'] = d % 2 === 0 ? '2024-02-30' : day['date'];
        for (const group of GROUPS)
          day[group] = {
            ...(day[group] as object),
            slots: Array.from({ length: Math.ceil(perDay / GROUPS.length) }, () => ({ date: '99:99' })),
          };
        return day;
      });
    },
  },
];
