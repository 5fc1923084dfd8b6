// The archive report of `validate --format summary` and its merge. Pure data and functions: no I/O, so the
// same code builds a report in the gate, merges reports in `merge-reports`, and is property-tested.
import { jsonSafe } from '../outputText/safeText.js';
import { isIndexToken } from 'user-summaries-contract/internal/validator/pointer';

/** The profile a report was made with; only reports of the same profile merge. */
export interface ArchiveProfile {
  /** False for `--no-slots` (responses of include_slots=0). */
  readonly includeSlots: boolean;
  /** True for `--strict` (the producers' profile). */
  readonly strict: boolean;
  /** `--max-violations`: violations reported per document (the rest are counted as omitted). */
  readonly maxViolations: number;
}

/** One violation kept as an example: where it is and which rule it breaks; never a payload value. */
export interface ArchiveExample {
  readonly file: string;
  /** 1-based line in the file (0: the file as a whole). */
  readonly line: number;
  readonly pointer: string;
  readonly rule: string;
}

/** One unreadable document kept as an example: where, the input-problem code and its sentence. */
export interface ArchiveProblem {
  readonly file: string;
  /** 1-based line in the file (0: the file as a whole). */
  readonly line: number;
  readonly code: string;
  /** A sentence naming the problem; never a value from the payload. */
  readonly message: string;
}

/** The totals of an archive report. */
export interface ArchiveCounts {
  /** Inputs read (a file split into byte ranges counts once). */
  readonly files: number;
  readonly documents: number;
  readonly valid: number;
  readonly invalid: number;
  /** Documents that could not be read or parsed. */
  readonly unreadable: number;
  /** Violations reported (the sum of `byRule`). */
  readonly violations: number;
  /** Violations found beyond `--max-violations` per document, counted only. */
  readonly omitted: number;
  readonly warnings: number;
  readonly blankLinesSkipped: number;
  /** Bytes read (after gzip decompression). */
  readonly bytes: number;
}

/**
 * The archive report: counts by rule word, by generalised schema location and by day, and the first
 * examples in (file, line, pointer, rule) order. Its size grows with the kinds of problems found, never with
 * the number of valid documents, so a report of terabytes stays small and reports of parts merge.
 */
export interface ArchiveReport {
  readonly report: 'user-summaries-archive';
  readonly version: 1;
  /** 0 all valid, 1 a document breaks the contract, 2 a document cannot be read: the CLI's exit code. */
  readonly exitCode: 0 | 1 | 2;
  readonly profile: ArchiveProfile;
  /** Examples kept in `examples` and in `problems` (each). */
  readonly maxExamples: number;
  readonly counts: ArchiveCounts;
  /** Reported violations by rule word. */
  readonly byRule: Readonly<Record<string, number>>;
  /** Reported violations by pointer with array indices generalised: `/data/*\/sleep/slots/*\/end_date`. */
  readonly byLocation: Readonly<Record<string, number>>;
  /** Reported violations by the date of the summary holding them (`undated` when it has no valid date). */
  readonly byDay: Readonly<Record<string, number>>;
  /** Errors of unreadable documents by input-problem code. */
  readonly byProblem: Readonly<Record<string, number>>;
  /** Warnings by input-problem code. */
  readonly byWarning: Readonly<Record<string, number>>;
  /** Unreadable documents by file: which files (or partitions of them) could not be read. */
  readonly unreadableByFile: Readonly<Record<string, number>>;
  /** The smallest violations in (file, line, pointer, rule) order, at most `maxExamples`. */
  readonly examples: readonly ArchiveExample[];
  /** The smallest unreadable-document errors in (file, line, code, message) order, at most `maxExamples`. */
  readonly problems: readonly ArchiveProblem[];
  /** True when `--fail-fast` stopped a run early: the counts then cover part of the input. */
  readonly stoppedEarly: boolean;
}

/** The outcome of {@link mergeArchiveReports} and {@link parseArchiveReport}: a report, or why not. */
export type ArchiveResult =
  | { readonly ok: true; readonly report: ArchiveReport }
  | { readonly ok: false; readonly message: string };

/** The key of the day of a violation whose summary carries no valid date. */
const UNDATED = 'undated';

/** Examples kept by default (`--max-examples`). */
export const DEFAULT_MAX_EXAMPLES = 20;

/**
 * Most locations `byLocation` names. Past them it keeps the smallest in code-point order (so the reports of parts
 * merge into the report of the whole) and counts the violations at the others under {@link OTHER_LOCATIONS}: in
 * `--strict`, each unknown member name is a location of its own, and names that carry an id would otherwise make
 * the report, and the memory that builds it, grow with the archive.
 */
export const MAX_LOCATIONS = 1000;

/** The `byLocation` key of the violations at locations past {@link MAX_LOCATIONS}: no JSON pointer starts with `(`. */
export const OTHER_LOCATIONS = '(other locations)';

/** Compares strings by Unicode code point (UTF-8 byte order): the order Python's `sorted` gives. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (0xD800-0xDFFF) stands for a code point above every BMP character.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** (file, line, pointer, rule) order of examples. */
function compareExamples(a: ArchiveExample, b: ArchiveExample): number {
  return (
    compareCodePoints(a.file, b.file) ||
    a.line - b.line ||
    compareCodePoints(a.pointer, b.pointer) ||
    compareCodePoints(a.rule, b.rule)
  );
}

/** (file, line, code, message) order of problems. */
function compareProblems(a: ArchiveProblem, b: ArchiveProblem): number {
  return (
    compareCodePoints(a.file, b.file) ||
    a.line - b.line ||
    compareCodePoints(a.code, b.code) ||
    compareCodePoints(a.message, b.message)
  );
}

/**
 * A pointer with its array indices generalised to `*`: `/data/3/sleep/slots/12/end_date` becomes
 * `/data/*\/sleep/slots/*\/end_date`. Every token written as an RFC 6901 array index is generalised (the
 * contract names no member with a numeric name).
 *
 * @example
 * generaliseLocation('/sleep/slots/2/end_date'); // '/sleep/slots/*\/end_date'
 */
export function generaliseLocation(pointer: string): string {
  // Split, not a regular expression: pointers are unbounded (a member name can be megabytes long).
  return pointer
    .split('/')
    .map((token, i) => (i > 0 && isIndexToken(token) ? '*' : token))
    .join('/');
}

/** The exit code of counts: 2 with an unreadable document, 1 with an invalid one, else 0. */
function exitCodeOf(counts: ArchiveCounts): 0 | 1 | 2 {
  return counts.unreadable > 0 ? 2 : counts.invalid > 0 ? 1 : 0;
}

/** A mutable count map. */
type Tally = Record<string, number>;

/**
 * An empty count map without a prototype: its keys are file names, rule words and pointers from the data, and
 * a file named `constructor`, `toString` or `__proto__` must count like any other (on a plain object the first
 * two read an inherited function and `__proto__` sets the prototype). JSON.stringify writes such a map as it
 * writes a plain one, and JSON.parse reads `"__proto__"` back as an own member.
 */
export function emptyTally(): Tally {
  return Object.create(null) as Tally;
}

function bump(tally: Tally, key: string, by = 1): void {
  tally[key] = (Object.hasOwn(tally, key) ? (tally[key] as number) : 0) + by;
}

/**
 * The locations of a tally cut to {@link MAX_LOCATIONS}: the smallest in code-point order kept, the counts of the
 * rest added to {@link OTHER_LOCATIONS}. A tally within the bound is returned as it is. Cutting the sum of two
 * cut tallies gives the cut of the sum of the whole ones: a location among the smallest of the whole is among the
 * smallest of its part.
 */
function cutLocations(tally: Readonly<Record<string, number>>): Readonly<Record<string, number>> {
  const keys = Object.keys(tally).filter((key) => key !== OTHER_LOCATIONS);
  if (keys.length <= MAX_LOCATIONS) return tally;
  keys.sort(compareCodePoints);
  const out = emptyTally();
  let other = Object.hasOwn(tally, OTHER_LOCATIONS) ? (tally[OTHER_LOCATIONS] as number) : 0;
  keys.forEach((key, i) => {
    if (i < MAX_LOCATIONS) out[key] = tally[key] as number;
    else other += tally[key] as number;
  });
  out[OTHER_LOCATIONS] = other;
  return out;
}

/**
 * The `byLocation` tally of a builder, in memory bounded by {@link MAX_LOCATIONS}: it is cut when it holds twice
 * as many, and a location above the largest one kept then can never be among the smallest: it is counted
 * under {@link OTHER_LOCATIONS} at once.
 */
class LocationTally {
  #tally = emptyTally();
  #size = 0;
  #ceiling: string | undefined;

  add(location: string): void {
    if (
      location === OTHER_LOCATIONS ||
      (this.#ceiling !== undefined && compareCodePoints(location, this.#ceiling) > 0)
    ) {
      bump(this.#tally, OTHER_LOCATIONS);
      return;
    }
    if (!Object.hasOwn(this.#tally, location)) this.#size += 1;
    bump(this.#tally, location);
    if (this.#size >= 2 * MAX_LOCATIONS) {
      this.#tally = cutLocations(this.#tally) as Tally;
      this.#size = MAX_LOCATIONS;
      this.#ceiling = Object.keys(this.#tally)
        .filter((key) => key !== OTHER_LOCATIONS)
        .sort(compareCodePoints)
        .at(-1);
    }
  }

  result(): Readonly<Record<string, number>> {
    return cutLocations(this.#tally);
  }
}

/** A map with its keys in code-point order, so equal maps serialise to equal bytes. */
function sortedTally(tally: Readonly<Record<string, number>>): Record<string, number> {
  const out = emptyTally();
  for (const key of Object.keys(tally).sort(compareCodePoints)) out[key] = tally[key] as number;
  return out;
}

/**
 * Keeps the `limit` smallest items of a list that grows: sorts and cuts when it holds twice the limit, so
 * memory stays bounded and the kept items do not depend on the order they came in.
 */
class SmallestKept<T> {
  #items: T[] = [];
  readonly #limit: number;
  readonly #compare: (a: T, b: T) => number;

  constructor(limit: number, compare: (a: T, b: T) => number) {
    this.#limit = limit;
    this.#compare = compare;
  }

  add(item: T): void {
    if (this.#limit === 0) return;
    this.#items.push(item);
    if (this.#items.length >= 2 * this.#limit) this.#cut();
  }

  #cut(): void {
    this.#items.sort(this.#compare);
    this.#items.length = Math.min(this.#items.length, this.#limit);
  }

  result(): T[] {
    this.#cut();
    return [...this.#items];
  }
}

/** What the builder needs of a violation: its place and rule, and the day of its summary. */
interface ViolationFact {
  readonly pointer: string;
  readonly rule: string;
  readonly line: number;
  readonly day?: string;
}

/** What the builder needs of an input problem. */
interface ProblemFact {
  readonly code: string;
  readonly message: string;
  readonly line: number;
}

/** One checked document, as the builder counts it. */
export interface DocumentFact {
  readonly file: string;
  readonly status: 'valid' | 'invalid' | 'error';
  readonly violations: readonly ViolationFact[];
  readonly omitted: number;
  readonly errors: readonly ProblemFact[];
  readonly warnings: readonly { readonly code: string }[];
}

/**
 * Builds an archive report document by document, in memory bounded by the kinds of problems found.
 *
 * @example
 * const builder = new ArchiveReportBuilder({ includeSlots: true, strict: false, maxViolations: 100 }, 20);
 * builder.addValid(1000);
 * builder.add({ file: 'a.ndjson', status: 'invalid', violations: [{ pointer: '/date', rule: 'required', line: 7 }], omitted: 0, errors: [], warnings: [] });
 * const report = builder.build({ files: 1, blankLinesSkipped: 0, bytes: 123456, stoppedEarly: false });
 */
export class ArchiveReportBuilder {
  readonly #profile: ArchiveProfile;
  readonly #maxExamples: number;
  readonly #counts = { documents: 0, valid: 0, invalid: 0, unreadable: 0, violations: 0, omitted: 0, warnings: 0 };
  readonly #byRule = emptyTally();
  readonly #byLocation = new LocationTally();
  readonly #byDay = emptyTally();
  readonly #byProblem = emptyTally();
  readonly #byWarning = emptyTally();
  readonly #unreadableByFile = emptyTally();
  readonly #examples: SmallestKept<ArchiveExample>;
  readonly #problems: SmallestKept<ArchiveProblem>;

  constructor(profile: ArchiveProfile, maxExamples: number) {
    this.#profile = {
      includeSlots: profile.includeSlots,
      strict: profile.strict,
      maxViolations: profile.maxViolations,
    };
    this.#maxExamples = maxExamples;
    this.#examples = new SmallestKept(maxExamples, compareExamples);
    this.#problems = new SmallestKept(maxExamples, compareProblems);
  }

  /** Counts valid documents without warnings, which are not listed one by one. */
  addValid(count: number): void {
    this.#counts.documents += count;
    this.#counts.valid += count;
  }

  /** Counts one document and keeps its problems as examples. */
  add(document: DocumentFact): void {
    const counts = this.#counts;
    counts.documents++;
    if (document.status === 'valid') counts.valid++;
    else if (document.status === 'invalid') counts.invalid++;
    else {
      counts.unreadable++;
      bump(this.#unreadableByFile, document.file);
    }
    counts.omitted += document.omitted;
    for (const v of document.violations) {
      counts.violations++;
      bump(this.#byRule, v.rule);
      this.#byLocation.add(generaliseLocation(v.pointer));
      bump(this.#byDay, v.day ?? UNDATED);
      this.#examples.add({ file: document.file, line: v.line, pointer: v.pointer, rule: v.rule });
    }
    for (const e of document.errors) {
      bump(this.#byProblem, e.code);
      this.#problems.add({ file: document.file, line: e.line, code: e.code, message: e.message });
    }
    for (const w of document.warnings) {
      counts.warnings++;
      bump(this.#byWarning, w.code);
    }
  }

  /** The report, with what only the run knows: inputs, blank lines, bytes, whether it stopped early. */
  build(run: {
    readonly files: number;
    readonly blankLinesSkipped: number;
    readonly bytes: number;
    readonly stoppedEarly: boolean;
  }): ArchiveReport {
    const counts: ArchiveCounts = {
      files: run.files,
      ...this.#counts,
      blankLinesSkipped: run.blankLinesSkipped,
      bytes: run.bytes,
    };
    return canonical({
      report: 'user-summaries-archive',
      version: 1,
      exitCode: exitCodeOf(counts),
      profile: this.#profile,
      maxExamples: this.#maxExamples,
      counts,
      byRule: this.#byRule,
      byLocation: this.#byLocation.result(),
      byDay: this.#byDay,
      byProblem: this.#byProblem,
      byWarning: this.#byWarning,
      unreadableByFile: this.#unreadableByFile,
      examples: this.#examples.result(),
      problems: this.#problems.result(),
      stoppedEarly: run.stoppedEarly,
    });
  }
}

/** A report with its members in the documented order, its maps sorted and its lists in canonical order. */
function canonical(report: ArchiveReport): ArchiveReport {
  const c = report.counts;
  return {
    report: 'user-summaries-archive',
    version: 1,
    exitCode: exitCodeOf(c),
    profile: {
      includeSlots: report.profile.includeSlots,
      strict: report.profile.strict,
      maxViolations: report.profile.maxViolations,
    },
    maxExamples: report.maxExamples,
    counts: {
      files: c.files,
      documents: c.documents,
      valid: c.valid,
      invalid: c.invalid,
      unreadable: c.unreadable,
      violations: c.violations,
      omitted: c.omitted,
      warnings: c.warnings,
      blankLinesSkipped: c.blankLinesSkipped,
      bytes: c.bytes,
    },
    byRule: sortedTally(report.byRule),
    byLocation: sortedTally(cutLocations(report.byLocation)),
    byDay: sortedTally(report.byDay),
    byProblem: sortedTally(report.byProblem),
    byWarning: sortedTally(report.byWarning),
    unreadableByFile: sortedTally(report.unreadableByFile),
    examples: [...report.examples]
      .sort(compareExamples)
      .slice(0, report.maxExamples)
      .map((e) => ({ file: e.file, line: e.line, pointer: e.pointer, rule: e.rule })),
    problems: [...report.problems]
      .sort(compareProblems)
      .slice(0, report.maxExamples)
      .map((p) => ({ file: p.file, line: p.line, code: p.code, message: p.message })),
    stoppedEarly: report.stoppedEarly,
  };
}

/**
 * The report as text: two-space indented JSON with a final newline. Equal reports give equal bytes (the
 * Python integration writes the same bytes with `json.dumps(report, indent=2, ensure_ascii=False)`).
 */
export function formatArchiveReport(report: ArchiveReport): string {
  return `${jsonSafe(JSON.stringify(canonical(report), null, 2))}\n`;
}

function sameProfile(a: ArchiveProfile, b: ArchiveProfile): boolean {
  return a.includeSlots === b.includeSlots && a.strict === b.strict && a.maxViolations === b.maxViolations;
}

function addTally(into: Tally, from: Readonly<Record<string, number>>): void {
  for (const [key, count] of Object.entries(from)) bump(into, key, count);
}

/**
 * Merges archive reports of parts of an archive into the report of the whole: counts add up, the examples
 * are the smallest of all parts. Associative and commutative (the same bytes whatever the partitioning and
 * order), so merging the reports of the parts gives exactly the report of the whole run in one process.
 * Reports of different profiles do not merge; with different `maxExamples` the smallest is kept.
 *
 * @example
 * const merged = mergeArchiveReports([first, second]);
 * if (merged.ok) process.stdout.write(formatArchiveReport(merged.report));
 */
export function mergeArchiveReports(reports: readonly ArchiveReport[]): ArchiveResult {
  const [head] = reports;
  if (head === undefined) return { ok: false, message: 'no report to merge' };
  const profile = head.profile;
  const mismatch = reports.findIndex((r) => !sameProfile(r.profile, profile));
  if (mismatch !== -1) {
    const p = reports[mismatch]?.profile as ArchiveProfile;
    const text = (q: ArchiveProfile): string =>
      `includeSlots=${q.includeSlots} strict=${q.strict} maxViolations=${q.maxViolations}`;
    return {
      ok: false,
      message: `report ${mismatch + 1} was made with another profile (${text(p)}, not ${text(profile)}): reports of different profiles do not merge`,
    };
  }
  const counts = {
    files: 0,
    documents: 0,
    valid: 0,
    invalid: 0,
    unreadable: 0,
    violations: 0,
    omitted: 0,
    warnings: 0,
    blankLinesSkipped: 0,
    bytes: 0,
  };
  const tallies = {
    byRule: emptyTally(),
    byLocation: emptyTally(),
    byDay: emptyTally(),
    byProblem: emptyTally(),
    byWarning: emptyTally(),
    unreadableByFile: emptyTally(),
  } satisfies Record<string, Tally>;
  const maxExamples = reports.reduce((least, r) => Math.min(least, r.maxExamples), head.maxExamples);
  const examples: ArchiveExample[] = [];
  const problems: ArchiveProblem[] = [];
  let stoppedEarly = false;
  for (const r of reports) {
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += r.counts[key];
    for (const key of Object.keys(tallies) as (keyof typeof tallies)[]) addTally(tallies[key], r[key]);
    // One by one, not spread into push: a report made with --max-examples 200000 lists that many.
    for (const e of r.examples) examples.push(e);
    for (const p of r.problems) problems.push(p);
    stoppedEarly ||= r.stoppedEarly;
  }
  // Counts are exact integers: a sum past 2^53 - 1 would be a rounded number no later merge could read.
  const unsafe = (Object.keys(counts) as (keyof typeof counts)[]).find((key) => !Number.isSafeInteger(counts[key]));
  if (unsafe !== undefined)
    return {
      ok: false,
      message: `counts.${unsafe} of the merged report would pass ${Number.MAX_SAFE_INTEGER} (2^53 - 1), past which counts are not exact: merge fewer reports at a time`,
    };
  for (const [name, tally] of Object.entries(tallies)) {
    if (Object.values(tally).some((n) => !Number.isSafeInteger(n)))
      return {
        ok: false,
        message: `a count of ${name} in the merged report would pass ${Number.MAX_SAFE_INTEGER} (2^53 - 1), past which counts are not exact`,
      };
  }
  return {
    ok: true,
    report: canonical({
      report: 'user-summaries-archive',
      version: 1,
      exitCode: 0,
      profile,
      maxExamples,
      counts,
      ...tallies,
      examples,
      problems,
      stoppedEarly,
    }),
  };
}
