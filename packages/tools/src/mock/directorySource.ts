import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/rootValidators';
import { dayNumber } from '../pages/days.js';
import type { DaySource } from './daySource.js';
import { dayRun } from './dayRun.js';
import { servedJson } from './serialize.js';
import { DEFAULT_LIMITS } from '../jsonText/limits.js';
import { decodeJsonBytes } from '../jsonText/decode.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { parseText } from '../jsonText/parseText.js';

/** Largest recorded file read (a page of 100 days with dense slots stays well below it). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** A directory that cannot be served, with the reasons (file, pointer and rule; no values). */
export class DirectorySourceError extends Error {
  /** One line per problem. */
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`the data directory cannot be served: ${problems.length} problem(s)`);
    this.name = 'DirectorySourceError';
    this.problems = problems;
  }
}

/**
 * One recorded file read as `validate` reads a document: the gate's decoding (UTF-8, byte order mark) and
 * parse layer (duplicate keys, unsafe numbers, limits), each problem placed by line and column, no value.
 */
async function readJsonFile(path: string): Promise<{ ok: true; value: unknown } | { ok: false; where: string; message: string }> {
  let bytes: Uint8Array;
  try {
    if ((await stat(path)).size > MAX_FILE_BYTES) return { ok: false, where: '', message: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB` };
    bytes = await readFile(path);
  } catch (error) {
    return { ok: false, where: '', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const decoded = decodeJsonBytes(bytes, { bom: 'warn' });
  if (!decoded.ok) {
    const { line, column, message } = decoded.problem;
    return { ok: false, where: line === undefined ? '' : `:${line}:${column ?? 1}`, message };
  }
  const parsed = parseText(decoded.text, { limits: { ...DEFAULT_LIMITS, maxBytes: MAX_FILE_BYTES }, hazardScan: true, maxProblems: 1 });
  if (parsed.ok) return { ok: true, value: parsed.value };
  const first = parsed.errors[0];
  if (first === undefined) return { ok: false, where: '', message: 'not valid JSON' };
  const { line, column } = new LineIndex(decoded.text).locate(first.offset);
  return { ok: false, where: `:${line}:${column}`, message: `${first.code}: ${first.message}` };
}

/** The summaries a recorded document holds: one summary, an array of them, or a response page. */
function summariesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)) {
    return (value as { data: unknown[] }).data;
  }
  return [value];
}

/**
 * Loads a directory of recorded summaries (`*.json` files, each one summary, an array of summaries or a
 * response page in any envelope) into a {@link DaySource}. Every summary must validate (slots may be
 * absent: recordings made with include_slots=0 are served without slots) and every date must be unique.
 *
 * @throws DirectorySourceError listing each unreadable file, invalid summary or repeated date
 * @example
 * const source = await loadDirectorySource('recorded/');
 */
export async function loadDirectorySource(dir: string): Promise<DaySource> {
  const problems: string[] = [];
  const byDay = new Map<number, UserSummary>();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    const path = join(dir, file);
    const read = await readJsonFile(path);
    if (!read.ok) {
      problems.push(`${file}${read.where}: not a readable JSON document: ${read.message}`);
      continue;
    }
    const value = read.value;
    summariesOf(value).forEach((summary, index) => {
      const where = `${file}#${index}`;
      const result = validateSummary(summary, { includeSlots: false, maxViolations: 5 });
      if (!result.ok) {
        for (const v of result.violations) problems.push(`${where}: ${v.pointer || '/'} ${v.rule}`);
        return;
      }
      const day = dayNumber(result.value.date);
      if (day === undefined) return; // validated: unreachable
      if (byDay.has(day)) problems.push(`${where}: date repeats a day recorded earlier`);
      else byDay.set(day, result.value);
    });
  }
  if (problems.length > 0) throw new DirectorySourceError(problems);
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const slice = (fromDay: number, toDay: number, offset: number, limit: number): UserSummary[] => {
    const start = lowerBound(days, fromDay) + offset;
    const end = Math.min(upperBound(days, toDay), start + limit);
    return days.slice(start, Math.max(start, end)).map((day) => byDay.get(day) as UserSummary);
  };
  return {
    description: `${days.length} recorded day(s) from ${files.length} file(s)`,
    count: (fromDay, toDay) => Math.max(0, upperBound(days, toDay) - lowerBound(days, fromDay)),
    slice,
    run: (fromDay, toDay, offset, limit, includeSlots) => dayRun(slice(fromDay, toDay, offset, limit).map((day) => Buffer.from(servedJson(day, includeSlots)))),
  };
}

/** Index of the first element >= value in a sorted array. */
function lowerBound(sorted: readonly number[], value: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? Infinity) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element > value in a sorted array. */
function upperBound(sorted: readonly number[], value: number): number {
  return lowerBound(sorted, value + 1);
}
