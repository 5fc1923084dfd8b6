// Canaries for the metrics' privacy suites: a document whose every value and member name carries a mark that no
// attribute or label may show (a string value, a number, a member the contract does not know, a member name).
import { readFileSync } from 'node:fs';

/** The mark every canary string carries. */
export const CANARY = 'CANARY';
/** Every canary number starts with these digits. */
const CANARY_DIGITS = '7373';

/**
 * A copy of `value` with every string replaced by a canary string, every number by a canary number, and, in every
 * object, a member the contract does not know, named and valued as a canary.
 */
function withCanaries(value: unknown, counter = { n: 0 }): unknown {
  const n = counter.n++;
  if (typeof value === 'string') return `${CANARY}v${n}`;
  if (typeof value === 'number') return Number(`${CANARY_DIGITS}${n}`);
  if (Array.isArray(value)) return value.map((item) => withCanaries(item, counter));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) out[key] = withCanaries(member, counter);
    out[`${CANARY}k${n}`] = `${CANARY}u${n}`;
    return out;
  }
  return value;
}

/** The repository's full valid day (every group, with slots), with canaries everywhere. */
export function canaryDay(): Record<string, unknown> {
  const day = JSON.parse(
    readFileSync(new URL('../../examples/valid/summary-all-groups.json', import.meta.url), 'utf8'),
  ) as unknown;
  return withCanaries(day) as Record<string, unknown>;
}

/** Whether a text shows a canary: its mark, a canary number, or an array index in a pointer. */
export function leaks(text: string): string[] {
  const found: string[] = [];
  if (text.includes(CANARY)) found.push('a canary string or member name');
  if (text.includes(CANARY_DIGITS)) found.push('a canary number');
  if (/\/[0-9]+(?:\/|$)/m.test(text)) found.push('an index in a pointer');
  return found;
}
