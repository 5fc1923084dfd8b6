// Unknown members like the live API sends: allowed by default, reported by the strict reading.
import fc from 'fast-check';

const hex24 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

/** @internal `H:i:s` written from seconds of the day. */
const clock = fc
  .integer({ min: 0, max: 86_399 })
  .map((s) => [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':'));

/** @internal Top-level members of a live summary the contract does not list. */
export function summaryExtras(date: string): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      _id: hex24,
      user_id: hex24,
      created_at: clock.map((t) => `${date} ${t}`),
      updated_at: clock.map((t) => `${date} ${t}`),
      is_utc_date: fc.constantFrom(null, true, false),
    },
    { requiredKeys: ['_id', 'user_id'] },
  );
}

/** @internal Members of a group the contract does not list (the live API sends more activity fields). */
export const groupExtras: fc.Arbitrary<Record<string, unknown>> = fc.record(
  { _source: fc.constantFrom('watch', 'ring', 'app'), goal: fc.integer({ min: 0, max: 20_000 }) },
  { requiredKeys: [] },
);

/** @internal The extras when asked for, otherwise nothing. */
export function extrasIf(
  on: boolean,
  extras: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return on ? extras : fc.constant({});
}
