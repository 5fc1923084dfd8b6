import {
  emptyTally,
  type ArchiveCounts,
  type ArchiveExample,
  type ArchiveProblem,
  type ArchiveReport,
  type ArchiveResult,
} from './archiveReport.js';

/** A report member that is not what the format says. */
class ShapeError extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(`${where} must be an object`);
  return value as Json;
}

function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new ShapeError(`${where} must be a count (a non-negative integer)`);
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
  const out = emptyTally();
  for (const [key, n] of Object.entries(map)) out[key] = count(n, `${where} member`);
  return out;
}

function list<T>(value: unknown, where: string, item: (entry: Json, at: string) => T): T[] {
  if (!Array.isArray(value)) throw new ShapeError(`${where} must be an array`);
  return value.map((entry, i) => item(object(entry, `${where}[${i}]`), `${where}[${i}]`));
}

/** The sum of a count map; past 2^53 it is not exact, and the check that uses it says so. */
function total(map: Readonly<Record<string, number>>): number {
  let sum = 0;
  for (const key of Object.keys(map)) sum += map[key] as number;
  return sum;
}

/**
 * What does not add up in a report, or undefined: the identities every report the gate (or a merge of its
 * reports) writes holds. A report that breaks one would merge into counts that mean nothing, or exit 0 with
 * violations listed.
 */
function inconsistency(report: ArchiveReport): string | undefined {
  const c = report.counts;
  if (c.valid + c.invalid + c.unreadable !== c.documents) return 'valid + invalid + unreadable is not documents';
  for (const name of ['byRule', 'byLocation', 'byDay'] as const)
    if (total(report[name]) !== c.violations) return `the counts of ${name} do not sum to counts.violations`;
  if (total(report.unreadableByFile) !== c.unreadable)
    return 'the counts of unreadableByFile do not sum to counts.unreadable';
  if (total(report.byWarning) !== c.warnings) return 'the counts of byWarning do not sum to counts.warnings';
  if (total(report.byProblem) < c.unreadable) return 'byProblem counts fewer errors than unreadable documents';
  if ((c.invalid === 0) !== (c.violations === 0))
    return c.invalid === 0
      ? 'violations are counted but no document is invalid'
      : 'documents are invalid but no violation is counted';
  if (report.profile.maxViolations === 0) return 'profile.maxViolations is 0';
  if (report.examples.length > Math.min(report.maxExamples, c.violations))
    return 'more examples than counted violations or maxExamples';
  if (report.problems.length > Math.min(report.maxExamples, total(report.byProblem)))
    return 'more problems than counted errors or maxExamples';
  return undefined;
}

const COUNT_NAMES: readonly (keyof ArchiveCounts)[] = [
  'files',
  'documents',
  'valid',
  'invalid',
  'unreadable',
  'violations',
  'omitted',
  'warnings',
  'blankLinesSkipped',
  'bytes',
];

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
    if (root['report'] !== 'user-summaries-archive')
      throw new ShapeError(
        'this is not an archive report (no "report": "user-summaries-archive"; made by validate --format summary?)',
      );
    if (root['version'] !== 1) throw new ShapeError('version must be 1 (the only version this tool reads)');
    const profile = object(root['profile'], 'profile');
    const countsIn = object(root['counts'], 'counts');
    const counts = Object.fromEntries(
      COUNT_NAMES.map((name) => [name, count(countsIn[name], `counts.${name}`)]),
    ) as unknown as ArchiveCounts;
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
      examples: list(
        root['examples'],
        'examples',
        (e, at): ArchiveExample => ({
          file: text(e['file'], `${at}.file`),
          line: count(e['line'], `${at}.line`),
          pointer: text(e['pointer'], `${at}.pointer`),
          rule: text(e['rule'], `${at}.rule`),
        }),
      ),
      problems: list(
        root['problems'],
        'problems',
        (p, at): ArchiveProblem => ({
          file: text(p['file'], `${at}.file`),
          line: count(p['line'], `${at}.line`),
          code: text(p['code'], `${at}.code`),
          message: text(p['message'], `${at}.message`),
        }),
      ),
      stoppedEarly: flag(root['stoppedEarly'], 'stoppedEarly'),
    };
    const inconsistent = inconsistency(report);
    if (inconsistent !== undefined)
      throw new ShapeError(
        `its counts do not add up (${inconsistent}): not a report the gate wrote, or one edited since`,
      );
    return { ok: true, report };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, message: error.message };
    throw error;
  }
}
