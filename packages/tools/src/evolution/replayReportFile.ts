// A replay report read back from a file (`diff BASE HEAD --replay-report FILE`): the Dask integration merges the
// partitions' replays on its client and hands the merged one to the diff to print, so the text and the exit code
// are the single-host replay's. Checked member by member against the diff it is printed with.
import type { ReplayChange, ReplayCount, ReplayExample, ReplayReport } from './replayTypes.js';
import type { ReadingName } from './types.js';

const READINGS: readonly ReadingName[] = ['default', 'no-slots', 'strict', 'no-slots.strict'];

/** A parse that failed names the member that is wrong. */
class Wrong extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Wrong(`${where} must be an object`);
  return value as Json;
}

function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Wrong(`${where} must be a count`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Wrong(`${where} must be a string`);
  return value;
}

function examples(value: unknown, where: string): ReplayExample[] {
  if (!Array.isArray(value)) throw new Wrong(`${where} must be an array`);
  return value.map((item, k) => {
    const at = `${where}[${k}]`;
    const e = object(item, at);
    const example = {
      file: text(e['file'], `${at}.file`),
      line: count(e['line'], `${at}.line`),
      pointer: text(e['pointer'], `${at}.pointer`),
      rule: text(e['rule'], `${at}.rule`),
    };
    return e['value'] === undefined ? example : { ...example, value: text(e['value'], `${at}.value`) };
  });
}

function replayCount(value: unknown, where: string): ReplayCount {
  const c = object(value, where);
  const kept = object(c['examples'], `${where}.examples`);
  return {
    headRejects: count(c['headRejects'], `${where}.headRejects`),
    headAccepts: count(c['headAccepts'], `${where}.headAccepts`),
    examples: {
      headRejects: examples(kept['headRejects'], `${where}.examples.headRejects`),
      headAccepts: examples(kept['headAccepts'], `${where}.examples.headAccepts`),
    },
  };
}

function report(value: unknown, changes: readonly ReplayChange[]): ReplayReport {
  const r = object(value, 'the replay report');
  const reading = r['reading'];
  if (!READINGS.includes(reading as ReadingName)) throw new Wrong(`reading must be one of ${READINGS.join(', ')}`);
  const unchanged = object(r['unchanged'], 'unchanged');
  const listed = r['changes'];
  if (!Array.isArray(listed)) throw new Wrong('changes must be an array');
  if (listed.length !== changes.length)
    throw new Wrong(`changes: ${listed.length} listed, and the diff of BASE and HEAD has ${changes.length}`);
  return {
    reading: reading as ReadingName,
    inputs: count(r['inputs'], 'inputs'),
    unreadableInputs: count(r['unreadableInputs'], 'unreadableInputs'),
    documents: count(r['documents'], 'documents'),
    unreadable: count(r['unreadable'], 'unreadable'),
    unchanged: {
      accepted: count(unchanged['accepted'], 'unchanged.accepted'),
      rejected: count(unchanged['rejected'], 'unchanged.rejected'),
    },
    headRejects: count(r['headRejects'], 'headRejects'),
    headAccepts: count(r['headAccepts'], 'headAccepts'),
    changes: changes.map((change, k) => {
      const at = `changes[${k}]`;
      const c = object(listed[k], at);
      if (c['entry'] !== change.entry || c['location'] !== change.location || c['change'] !== change.change)
        throw new Wrong(`${at} is not the diff's change ${k + 1} (was the replay made with other versions?)`);
      return { ...change, ...replayCount(c, at) };
    }),
    unattributed: replayCount(r['unattributed'], 'unattributed'),
    maxExamples: count(r['maxExamples'], 'maxExamples'),
  };
}

/**
 * A parsed JSON value as the replay report of the diff whose changes are given (the `replay` member of
 * `diff --replay --format json`, or the whole diff report holding it), or what is wrong with it. Never throws.
 *
 * @example
 * const read = parseReplayReport(JSON.parse(text), changes);
 * if (!read.ok) console.error(read.message);
 */
export function parseReplayReport(
  value: unknown,
  changes: readonly ReplayChange[],
): { readonly ok: true; readonly report: ReplayReport } | { readonly ok: false; readonly message: string } {
  try {
    const held = typeof value === 'object' && value !== null && 'replay' in value ? value.replay : value;
    return { ok: true, report: report(held, changes) };
  } catch (error) {
    if (error instanceof Wrong) return { ok: false, message: error.message };
    throw error;
  }
}

const ENTRY_NAMES: readonly string[] = ['summary', 'paginator', 'collection'];

/**
 * The changes a replay attributes documents to, given as JSON (`diff --frames --changes JSON`: the Dask integration
 * computes the diff once and hands its changes to every worker's gate), or what is wrong with them. Never throws.
 *
 * @example
 * parseReplayChanges('[{"entry":"summary","location":"/activity/total_glasses","change":"nullable_removed"}]');
 */
export function parseReplayChanges(
  text: string,
): { readonly ok: true; readonly changes: readonly ReplayChange[] } | { readonly ok: false; readonly message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  if (!Array.isArray(value)) return { ok: false, message: 'must be an array of {entry, location, change}' };
  const changes: ReplayChange[] = [];
  for (const [k, item] of value.entries()) {
    const c = typeof item === 'object' && item !== null ? (item as Json) : {};
    const { entry, location, change } = c;
    if (
      typeof entry !== 'string' ||
      !ENTRY_NAMES.includes(entry) ||
      typeof location !== 'string' ||
      (location !== '' && !location.startsWith('/')) ||
      typeof change !== 'string' ||
      !/^[a-z_]+$/.test(change)
    )
      return { ok: false, message: `change ${k + 1} must be {entry, location, change} as the diff's report lists it` };
    changes.push({ entry: entry as ReplayChange['entry'], location, change: change as ReplayChange['change'] });
  }
  return { ok: true, changes };
}
