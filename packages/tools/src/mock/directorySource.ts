import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { dayNumber } from '../pages/days.js';
import type { DaySource } from './daySource.js';
import { dayRun } from './dayRun.js';
import { servedJson } from './serialize.js';
import { readRecordedFile, RECORDED_EXTENSIONS } from './recordedFile.js';

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
 * response page in any envelope; `*.ndjson` files, one of those a line) into a {@link DaySource}. Every
 * summary must validate (slots may be absent: recordings made with include_slots=0 are served without slots),
 * every date must be unique, and there must be at least one day: an empty source would serve empty pages that
 * look like an API with no data.
 *
 * @throws DirectorySourceError listing each unreadable file, invalid summary or repeated date, or saying that
 * the directory holds no day
 * @example
 * const source = await loadDirectorySource('recorded/');
 */
export async function loadDirectorySource(dir: string): Promise<DaySource> {
  const problems: string[] = [];
  const byDay = new Map<number, UserSummary>();
  const files = (await readdir(dir)).filter((f) => RECORDED_EXTENSIONS.some((ext) => f.endsWith(ext))).sort();
  for (const file of files) {
    const read = await readRecordedFile(join(dir, file), file);
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    for (const { where: document, value } of read.documents) {
      summariesOf(value).forEach((summary, index) => {
        const where = `${document}#${index}`;
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
  }
  if (problems.length > 0) throw new DirectorySourceError(problems);
  if (byDay.size === 0) {
    throw new DirectorySourceError([
      files.length === 0
        ? `no ${RECORDED_EXTENSIONS.map((ext) => `*${ext}`).join(' or ')} file in the directory`
        : `no summary in its ${files.length} file(s)`,
    ]);
  }
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
    run: (fromDay, toDay, offset, limit, includeSlots) =>
      dayRun(slice(fromDay, toDay, offset, limit).map((day) => Buffer.from(servedJson(day, includeSlots)))),
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
