// Broken days for the metrics' cardinality and canary suites (packages/otel/test, packages/tools/test/metrics): each
// day breaks rules at several places, in arrays at distinct indices, and carries members the contract does not
// know under random names, so a metric that let an index or a name through would grow with the days.
import { seededRandom } from '../../bench/seededRandom.js';
import { FC_SEED } from './seed.js';

/** A random member name: letters, digits and the characters RFC 6901 escapes. */
function randomName(next: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_~/-';
  let name = 'x';
  const length = 4 + Math.floor(next() * 12);
  for (let i = 0; i < length; i++) name += alphabet[Math.floor(next() * alphabet.length)];
  return name;
}

/** The date of the n-th day from 2000-01-01. */
export function nthDate(n: number): string {
  return new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` broken days (seeded by the run's fast-check seed): each has an unknown member of a random name at its
 * root and in a slot, a group sent empty, sleep slots at distinct indices whose `type` is not one the contract
 * has, and a broken date every third day.
 */
export function brokenDays(count: number, offset = 0): Record<string, unknown>[] {
  const next = seededRandom(FC_SEED + offset);
  const days: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const slots = Array.from({ length: 1 + (n % 7) }, (_, k) => ({
      timestamp: 946684800000 + k * 600000,
      start_date: '2000-01-01T00:00:00',
      end_date: '2000-01-01T00:10:00',
      type: k === n % 7 ? `bad-${n}` : 1,
      ...(k === 0 ? { [randomName(next)]: n } : {}),
    }));
    days.push({
      date: n % 3 === 0 ? `2000-02-${30 + (n % 2)}` : nthDate(n),
      [randomName(next)]: true,
      heart_rate: {},
      sleep: { slots },
    });
  }
  return days;
}
