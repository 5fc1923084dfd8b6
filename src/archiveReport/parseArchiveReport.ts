import type { ArchiveCounts, ArchiveExample, ArchiveProblem, ArchiveReport, ArchiveResult } from './archiveReport.js';

/** A report member that is not what the format says. */
class ShapeError extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(`${where} must be an object`);
  return value as Json;
}

function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new ShapeError(`${where} must be a count (a non-negative integer)`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new ShapeError(`${where} must be a string`);
  return value;
}

function flag(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new ShapeError(`${where} must be true or false`);
  return value;
}

function tally(value: unknown, where: string): Record<string, number> {
  const map = object(value, where);
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(map)) out[key] = count(n, `${where} member`);
  return out;
}

function list<T>(value: unknown, where: string, item: (entry: Json, at: string) => T): T[] {
  if (!Array.isArray(value)) throw new ShapeError(`${where} must be an array`);
  return value.map((entry, i) => item(object(entry, `${where}[${i}]`), `${where}[${i}]`));
}

const COUNT_NAMES: readonly (keyof ArchiveCounts)[] = ['files', 'documents', 'valid', 'invalid', 'unreadable', 'violations', 'omitted', 'warnings', 'blankLinesSkipped', 'bytes'];

/**
 * Reads a parsed JSON value as an archive report (what `validate --format summary` writes), checking every
 * member; never throws. The message of a bad report names the member, never its value.
 *
 * @example
 * const parsed = parseArchiveReport(JSON.parse(readFileSync('part-1.json', 'utf8')));
 * if (!parsed.ok) console.error(parsed.message);
 */
export function parseArchiveReport(value: unknown): ArchiveResult {
  try {
    const root = object(value, 'the report');
    if (root['report'] !== 'user-summaries-archive') throw new ShapeError('this is not an archive report (no "report": "user-summaries-archive"; made by validate --format summary?)');
    if (root['version'] !== 1) throw new ShapeError('version must be 1 (the only version this tool reads)');
    const profile = object(root['profile'], 'profile');
    const countsIn = object(root['counts'], 'counts');
    const counts = Object.fromEntries(COUNT_NAMES.map((name) => [name, count(countsIn[name], `counts.${name}`)])) as unknown as ArchiveCounts;
    const report: ArchiveReport = {
      report: 'user-summaries-archive',
      version: 1,
      exitCode: counts.unreadable > 0 ? 2 : counts.invalid > 0 ? 1 : 0,
      profile: {
        includeSlots: flag(profile['includeSlots'], 'profile.includeSlots'),
        strict: flag(profile['strict'], 'profile.strict'),
        maxViolations: count(profile['maxViolations'], 'profile.maxViolations'),
      },
      maxExamples: count(root['maxExamples'], 'maxExamples'),
      counts,
      byRule: tally(root['byRule'], 'byRule'),
      byLocation: tally(root['byLocation'], 'byLocation'),
      byDay: tally(root['byDay'], 'byDay'),
      byProblem: tally(root['byProblem'], 'byProblem'),
      byWarning: tally(root['byWarning'], 'byWarning'),
      unreadableByFile: tally(root['unreadableByFile'], 'unreadableByFile'),
      examples: list(root['examples'], 'examples', (e, at): ArchiveExample => ({
        file: text(e['file'], `${at}.file`),
        line: count(e['line'], `${at}.line`),
        pointer: text(e['pointer'], `${at}.pointer`),
        rule: text(e['rule'], `${at}.rule`),
      })),
      problems: list(root['problems'], 'problems', (p, at): ArchiveProblem => ({
        file: text(p['file'], `${at}.file`),
        line: count(p['line'], `${at}.line`),
        code: text(p['code'], `${at}.code`),
        message: text(p['message'], `${at}.message`),
      })),
      stoppedEarly: flag(root['stoppedEarly'], 'stoppedEarly'),
    };
    return { ok: true, report };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, message: error.message };
    throw error;
  }
}
