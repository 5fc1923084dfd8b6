import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { isIndexToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import type { ReplayChange } from './replayTypes.js';
import type { DiffEntry, WitnessViolation } from './types.js';

/** What a document was judged as: one day, a bare array of days, or a page in an envelope. */
export type JudgedKind = 'summary' | 'summaries' | 'response';

/**
 * Where a violation of a document lies in the diff's entries: a day's member (the summary entry, its pointer from
 * the day: a page's `/data/3/sleep` is the day's `/sleep`), or an envelope's own member.
 */
function entryPointer(
  value: unknown,
  kind: JudgedKind,
  pointer: string,
): { readonly entry: DiffEntry; readonly tokens: readonly string[] } {
  const tokens = parsePointer(pointer);
  if (kind === 'summary') return { entry: 'summary', tokens };
  if (kind === 'summaries') return { entry: 'summary', tokens: tokens.slice(1) };
  let envelope: ReturnType<typeof detectEnvelope>;
  try {
    envelope = detectEnvelope(value);
  } catch {
    envelope = undefined;
  }
  if (envelope === 'bare' || envelope === undefined) return { entry: 'summary', tokens: tokens.slice(1) };
  if (tokens[0] === 'data' && tokens.length >= 2 && isIndexToken(tokens[1] as string))
    return { entry: 'summary', tokens: tokens.slice(2) };
  return { entry: envelope, tokens };
}

/** Whether a location pattern's tokens (`*` for any index) lead to the tokens given, or are them. */
function under(found: readonly string[], pattern: readonly string[]): boolean {
  if (found.length < pattern.length) return false;
  return pattern.every((token, i) => (token === '*' ? isIndexToken(found[i] as string) : token === found[i]));
}

/**
 * The changes a rejected document is attributed to, each with the first violation at (or under) its location, in
 * the changes' order: the rejecting version's violations read against the diff's locations, as the diff's search
 * reads a witness. A document whose violations lie at no change's location is attributed to none.
 *
 * @example
 * attribute(page, 'response', [{ pointer: '/data/0/activity/total_glasses', rule: 'type' }], changes);
 * // Map { 0 => { pointer: '/data/0/activity/total_glasses', rule: 'type' } } for a change at /activity/total_glasses
 */
export function attribute(
  value: unknown,
  kind: JudgedKind,
  violations: readonly WitnessViolation[],
  changes: readonly ReplayChange[],
): Map<number, WitnessViolation> {
  const patterns = changes.map((change) => parsePointer(change.location));
  const found = new Map<number, WitnessViolation>();
  for (const violation of violations) {
    const at = entryPointer(value, kind, violation.pointer);
    changes.forEach((change, index) => {
      if (found.has(index) || change.entry !== at.entry) return;
      if (under(at.tokens, patterns[index] as readonly string[])) found.set(index, violation);
    });
  }
  return found;
}
