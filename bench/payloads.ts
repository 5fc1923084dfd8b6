import fc from 'fast-check';
import {
  GROUP_NAMES,
  sampleSummary,
  userSummariesResponse,
  type GroupName,
} from '../packages/testing/src/arbitraries/index.js';
import type { PayloadKind } from './peers/types.js';
import { seededRandom } from './seededRandom.js';

/** The fixed seed of every generated payload: the same payloads on every run and machine. */
const BENCH_SEED = 20_240_310;
const DATE = '2024-03-10';

/** A payload as the benchmark times it: its JSON text, and the value parsed from that text. */
export interface Payload {
  readonly id: string;
  readonly title: string;
  readonly kind: PayloadKind;
  readonly text: string;
  /** Parsed from `text` once, before any timing. */
  readonly value: unknown;
  readonly valid: boolean;
  /** How many slots the payload carries, and how many of them are broken. */
  readonly slots: number;
  readonly broken: number;
  /** For an invalid payload: the (pointer, rule) pairs of its violations, in document order. */
  readonly expected: readonly (readonly [string, string])[];
}

/** One way to break a slot, with the violation it must produce. */
interface Breakage {
  readonly applies: (group: GroupName) => boolean;
  readonly apply: (slot: Record<string, unknown>) => { member: string; rule: string };
}

/** The ways a slot is broken, used in turn: each breaks exactly one rule of one member. */
const BREAKAGES: readonly Breakage[] = [
  {
    applies: (g) => g !== 'sleep',
    apply: (slot) => ((slot['date'] = '24:00'), { member: 'date', rule: 'date_format' }),
  },
  {
    applies: () => true,
    apply: (slot) => (delete slot['timestamp'], { member: 'timestamp', rule: 'required' }),
  },
  {
    applies: () => true,
    apply: (slot) => ((slot['timestamp'] = String(slot['timestamp'])), { member: 'timestamp', rule: 'type' }),
  },
  {
    applies: (g) => g === 'sleep',
    apply: (slot) => ((slot['type'] = 7), { member: 'type', rule: 'in' }),
  },
  {
    applies: (g) => g === 'sleep',
    apply: (slot) => ((slot['end_date'] = `${DATE}T24:00:00`), { member: 'end_date', rule: 'date_format' }),
  },
  {
    applies: (g) => g === 'heart_rate',
    apply: (slot) => (delete slot['bpm'], { member: 'bpm', rule: 'present' }),
  },
  {
    applies: (g) => g === 'stress',
    apply: (slot) => ((slot['si'] = null), { member: 'si', rule: 'type' }),
  },
];

function slotLists(day: Record<string, unknown>): { group: GroupName; slots: Record<string, unknown>[] }[] {
  const lists: { group: GroupName; slots: Record<string, unknown>[] }[] = [];
  for (const group of GROUP_NAMES) {
    const slots = (day[group] as { slots?: Record<string, unknown>[] } | undefined)?.slots;
    if (Array.isArray(slots)) lists.push({ group, slots });
  }
  return lists;
}

function countSlots(day: unknown): number {
  return slotLists(day as Record<string, unknown>).reduce((n, l) => n + l.slots.length, 0);
}

/** Document order of pointers (numeric tokens numerically), to list the expected violations. */
function byDocumentOrder(a: readonly [string, string], b: readonly [string, string]): number {
  const x = a[0].split('/');
  const y = b[0].split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p === q) continue;
    return /^\d+$/.test(p) && /^\d+$/.test(q) ? Number(p) - Number(q) : p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * A copy of a valid day with a share of its slots broken, one rule each. `share` 1 breaks every slot. The
 * key order of the day is kept, so the payload stays the arbitraries' output apart from the breakage.
 */
function breakSlots(validDay: unknown, share: number, seed: number): { day: unknown; expected: [string, string][] } {
  const day = structuredClone(validDay) as Record<string, unknown>;
  const next = seededRandom(seed);
  const expected: [string, string][] = [];
  let turn = 0;
  for (const { group, slots } of slotLists(day)) {
    slots.forEach((slot, i) => {
      if (share < 1 && next() >= share) return;
      const usable = BREAKAGES.filter((b) => b.applies(group));
      const breakage = usable[turn++ % usable.length] as Breakage;
      const { member, rule } = breakage.apply(slot);
      expected.push([`/${group}/slots/${i}/${member}`, rule]);
    });
  }
  return { day, expected: expected.sort(byDocumentOrder) };
}

function payload(
  id: string,
  title: string,
  kind: PayloadKind,
  value: unknown,
  expected: [string, string][] = [],
): Payload {
  const text = JSON.stringify(value);
  const slots =
    kind === 'summary'
      ? countSlots(value)
      : (value as { data: unknown[] }).data.reduce((n: number, d) => n + countSlots(d), 0);
  return {
    id,
    title,
    kind,
    text,
    value: JSON.parse(text),
    valid: expected.length === 0,
    slots,
    broken: expected.length,
    expected,
  };
}

/**
 * The benchmark's `page30`: a paginator page of 30 full days (include_slots=1, every group, realistic slots,
 * extra members), about 2.7 MB of JSON, the same on every run.
 *
 * @example
 * const text = JSON.stringify(thirtyDayPage());
 */
export function thirtyDayPage(): unknown {
  const [page] = fc.sample(
    userSummariesResponse({
      envelope: 'paginator',
      page: 1,
      perPage: 30,
      total: 30,
      dateFrom: '2024-03-01',
      summaryConstraints: { groups: GROUP_NAMES, slots: 'realistic', extraFields: true },
    }),
    { seed: BENCH_SEED, numRuns: 1 },
  );
  if (page === undefined) throw new Error('fast-check returned no response page');
  return page;
}

/**
 * The benchmark's payloads, generated by the project's arbitraries from {@link BENCH_SEED} (the live API's
 * extra members included), written to text, and parsed back.
 */
export function buildPayloads(): Payload[] {
  const all = { seed: BENCH_SEED, date: DATE, groups: GROUP_NAMES, extraFields: true } as const;
  const noSlots = Object.fromEntries(GROUP_NAMES.map((g) => [g, { min: 0, max: 0 }]));
  const small = sampleSummary({ ...all, slots: noSlots });
  const full = sampleSummary({ ...all, slots: 'realistic' });
  const dense = sampleSummary({ ...all, slots: 'dense' });
  const page = thirtyDayPage();
  const onePercent = breakSlots(full, 0.01, BENCH_SEED);
  const everySlot = breakSlots(full, 1, BENCH_SEED);
  return [
    payload('small', 'small summary, every group, empty slots', 'summary', small),
    payload('full', 'full day, live API density', 'summary', full),
    payload('dense', 'dense day, heart rate every minute', 'summary', dense),
    payload('page30', '30-day response page (paginator, full days)', 'response', page),
    payload('invalid1', 'invalid full day, 1% of slots broken', 'summary', onePercent.day, onePercent.expected),
    payload('worst', 'worst case: every slot broken', 'summary', everySlot.day, everySlot.expected),
  ];
}
