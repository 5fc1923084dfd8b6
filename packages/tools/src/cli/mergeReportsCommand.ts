import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatArchiveReport, mergeArchiveReports } from '../archiveReport/archiveReport.js';
import { parseArchiveReport } from '../archiveReport/parseArchiveReport.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { escapeControls } from '../outputText/safeText.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { parsePercent } from './args/percent.js';
import { MERGE_REPORTS_SPEC } from './specs/mergeReports.js';
import { COVERAGE_FORMATS, type CoverageFormat } from '../documentCheck/config.js';
import { mergeCoverageReports } from '../coverageReports/mergeCoverage.js';
import { parseCoverageReport, type CoverageReport } from '../coverageReports/reportFile.js';
import { renderCoverage } from '../coverageReports/renderCoverage.js';
import { belowMinimum } from '../coverageReports/text.js';

/**
 * The largest report read. A report holds counts and at most `--max-examples` examples and problems: even made
 * with 200,000 examples it is tens of megabytes. Past the cap (a huge file, `/dev/zero`, an endless pipe) the
 * read stops there, so a wrong path costs at most this much.
 */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;

/** Why a text cannot be a report before it is parsed, or undefined. */
class NotAReport extends Error {}

/** Keeps the bytes read, refusing past the cap or when the first byte that is not white space is no `{`. */
class ReportBytes {
  readonly #chunks: Buffer[] = [];
  #length = 0;
  #started = false;

  add(chunk: Buffer): void {
    if (!this.#started) {
      let i = 0;
      while (i < chunk.length && (chunk[i] === 0x20 || chunk[i] === 0x0a || chunk[i] === 0x0d || chunk[i] === 0x09))
        i += 1;
      if (i < chunk.length) {
        if (chunk[i] !== 0x7b) throw new NotAReport('not JSON (an archive report is one JSON object)');
        this.#started = true;
      }
    }
    this.#length += chunk.length;
    if (this.#length > MAX_REPORT_BYTES)
      throw new NotAReport(
        `larger than ${MAX_REPORT_BYTES / 1024 / 1024} MiB, more than any archive report holds (only that much was read)`,
      );
    this.#chunks.push(chunk);
  }

  text(): string {
    return Buffer.concat(this.#chunks, this.#length).toString('utf8');
  }
}

async function readText(path: string, io: CliIo): Promise<string> {
  const bytes = new ReportBytes();
  if (path === '-') {
    for await (const chunk of io.stdin) bytes.add(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return bytes.text();
  }
  const handle = await open(resolve(io.cwd, path), 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(1024 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return bytes.text();
      bytes.add(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

/** What a fold of reports watches (tests): each report's parsed value, as soon as it is parsed, by its place. */
export interface FoldHooks {
  readonly onParsed?: (index: number, value: object) => void;
}

/** A merge that failed, with the message to print (already naming the report when it is one report's fault). */
type Folded<T> = { readonly ok: true; readonly merged: T } | { readonly ok: false; readonly message: string };

/**
 * Reads the reports one at a time and folds each into the merge of those before it: a report is read, parsed,
 * checked and merged, then dropped, so the merge holds the accumulated report and one report at a time, never
 * all of them (docs/gate.md, "Merging reports"). Both merges are associative and commutative
 * (archiveReport.ts, coverage/mergeCoverage.ts), so the fold writes the bytes the merge of all at once writes.
 */
async function foldReports<T>(
  paths: readonly string[],
  read: (index: number) => Promise<unknown>,
  parse: (value: unknown) => { ok: true; report: T } | { ok: false; message: string },
  merge: (reports: readonly T[]) => { ok: true; report: T } | { ok: false; message: string },
  hooks: FoldHooks,
): Promise<Folded<T>> {
  let merged: T | undefined;
  for (let i = 0; i < paths.length; i++) {
    // Nothing of a report outlives its turn but what the merge keeps: the value and its reading are let go
    // before the next read starts.
    let value: unknown = await read(i);
    if (typeof value === 'object' && value !== null) hooks.onParsed?.(i, value);
    let parsed: { ok: true; report: T } | { ok: false; message: string } | undefined = parse(value);
    value = undefined;
    if (!parsed.ok) return { ok: false, message: `${paths[i] ?? ''}: ${parsed.message}` };
    const next = merge(merged === undefined ? [parsed.report] : [merged, parsed.report]);
    parsed = undefined;
    // The merge of two names the second as "report 2": it is the report read at this place.
    if (!next.ok) return { ok: false, message: next.message.replace(/^report 2 /, `report ${i + 1} `) };
    merged = next.report;
  }
  return merged === undefined ? { ok: false, message: 'no report to merge' } : { ok: true, merged };
}

/** A report's parsed JSON, or the line that says why it is none. */
async function readReport(path: string, io: CliIo): Promise<{ value: unknown } | { why: string }> {
  try {
    return { value: JSON.parse(await readText(path, io)) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      why: error instanceof NotAReport ? error.message : code === undefined ? 'not JSON' : `cannot be read (${code})`,
    };
  }
}

/** The first report: whether it is a coverage report, and its value, given once (then no longer held here). */
async function openFirst(
  path: string,
  io: CliIo,
): Promise<{ why: string } | { coverage: boolean; take: () => unknown }> {
  const first = await readReport(path, io);
  if ('why' in first) return first;
  let held: unknown = first.value;
  const head = held as { report?: unknown } | null;
  return {
    coverage: typeof head === 'object' && head !== null && head.report === 'user-summaries-coverage',
    take: () => {
      const value = held;
      held = undefined;
      return value;
    },
  };
}

/** Why a report could not be read, as the fold carries it out of its read. */
class Unread extends Error {}

/** The two kinds of report merge-reports merges, by the `report` member each carries. */
const REPORT_KINDS = { 'user-summaries-archive': 'an archive report', 'user-summaries-coverage': 'a coverage report' };

/** What a parsed report says it is (`an archive report`, `a coverage report`), or undefined when it is neither. */
function reportKind(value: unknown): string | undefined {
  const report = typeof value === 'object' && value !== null ? (value as { report?: unknown }).report : undefined;
  return typeof report === 'string' && Object.hasOwn(REPORT_KINDS, report)
    ? REPORT_KINDS[report as keyof typeof REPORT_KINDS]
    : undefined;
}

/**
 * A report's parse that first refuses a report of the other kind than the first report's (an archive report and a
 * coverage report do not merge: they count different things), saying so and naming the first; a report of neither
 * kind is left to the parse, which says why it is none.
 */
function ofKind<T>(
  parse: (value: unknown) => { ok: true; report: T } | { ok: false; message: string },
  firstKind: string,
  firstPath: string,
): (value: unknown) => { ok: true; report: T } | { ok: false; message: string } {
  return (value) => {
    const kind = reportKind(value);
    if (kind === undefined || kind === firstKind) return parse(value);
    return {
      ok: false,
      message: `${kind}, and ${firstPath} ${firstKind}: the two kinds do not merge (merge archive reports and coverage reports apart)`,
    };
  };
}

/**
 * `user-summaries merge-reports a.json b.json … > all.json`: merges archive reports with
 * {@link mergeArchiveReports}, or coverage reports, one report at a time, and writes the merged report.
 *
 * @returns the merged report's exit code, or 2 for a report that cannot be read or does not merge
 * @example
 * await runMergeReports(['part-1.json', 'part-2.json'], processIo());
 */
export async function runMergeReports(args: readonly string[], io: CliIo, hooks: FoldHooks = {}): Promise<number> {
  const outcome = parseCommandLine(MERGE_REPORTS_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(MERGE_REPORTS_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in outcome) return usageError(io.stderr, 'merge-reports', outcome.error);
  const { positionals } = outcome.args;
  if (positionals.length === 0) return usageError(io.stderr, 'merge-reports', 'no REPORT given');
  const format = outcome.args.string('format') ?? 'json';
  if (!(COVERAGE_FORMATS as readonly string[]).includes(format))
    return usageError(io.stderr, 'merge-reports', `--format must be one of ${COVERAGE_FORMATS.join(', ')}`);
  const minText = outcome.args.given('coverage-min') ? outcome.args.string('coverage-min') : undefined;
  const min = minText === undefined ? undefined : parsePercent(minText);
  if (minText !== undefined && min === undefined)
    return usageError(io.stderr, 'merge-reports', '--coverage-min must be a percentage from 0 to 100');
  const fail = (message: string): number => {
    io.stderr.write(`user-summaries merge-reports: ${escapeControls(message)}\n`);
    return EXIT.usage;
  };
  // The first report says what is merged: every report must be of its kind. It is read first, alone, and
  // handed to the fold, which lets it go once merged (`opened` keeps no other reference to it).
  const opened = await openFirst(positionals[0] ?? '', io);
  if ('why' in opened) return fail(`${positionals[0] ?? ''}: ${opened.why}`);
  const read = async (index: number): Promise<unknown> => {
    if (index === 0) return opened.take();
    const got = await readReport(positionals[index] ?? '', io);
    if ('why' in got) throw new Unread(`${positionals[index] ?? ''}: ${got.why}`);
    return got.value;
  };
  const coverage = opened.coverage;
  if (!coverage && (format !== 'json' || min !== undefined))
    return usageError(
      io.stderr,
      'merge-reports',
      '--format and --coverage-min apply to coverage reports; archive reports merge to JSON',
    );
  const first = positionals[0] ?? '';
  try {
    if (coverage) {
      const parse = ofKind(parseCoverageReport, REPORT_KINDS['user-summaries-coverage'], first);
      const folded = await foldReports(positionals, read, parse, mergeCoverageReports, hooks);
      if (!folded.ok) return fail(folded.message);
      return writeCoverage(folded.merged, { format: format as CoverageFormat, min }, io);
    }
    const parse = ofKind(parseArchiveReport, REPORT_KINDS['user-summaries-archive'], first);
    const folded = await foldReports(positionals, read, parse, mergeArchiveReports, hooks);
    if (!folded.ok) return fail(folded.message);
    io.stdout.write(formatArchiveReport(folded.merged));
    return folded.merged.exitCode;
  } catch (error) {
    if (error instanceof Unread) return fail(error.message);
    throw error;
  }
}

/** Writes the merged coverage report in `format`; below `min`, names the missing items and exits 1. */
function writeCoverage(
  merged: CoverageReport,
  options: { format: CoverageFormat; min: number | undefined },
  io: CliIo,
): number {
  io.stdout.write(renderCoverage(merged, options.format, io.cwd));
  const below = options.min === undefined ? undefined : belowMinimum(merged, options.min, '--coverage-min');
  if (below === undefined) return EXIT.ok;
  io.stderr.write(`user-summaries merge-reports: ${below}`);
  return EXIT.violations;
}
