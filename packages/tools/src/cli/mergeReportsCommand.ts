import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatArchiveReport, mergeArchiveReports, type ArchiveReport } from '../archiveReport/archiveReport.js';
import { parseArchiveReport } from '../archiveReport/parseArchiveReport.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { escapeControls } from '../outputText/safeText.js';
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

/**
 * `user-summaries merge-reports a.json b.json … > all.json`: merges archive reports with
 * {@link mergeArchiveReports} and writes the merged report.
 *
 * @returns the merged report's exit code, or 2 for a report that cannot be read or does not merge
 * @example
 * await runMergeReports(['part-1.json', 'part-2.json'], processIo());
 */
export async function runMergeReports(args: readonly string[], io: CliIo): Promise<number> {
  const outcome = parseCommandLine(MERGE_REPORTS_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(MERGE_REPORTS_SPEC));
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
  const values: unknown[] = [];
  for (const path of positionals) {
    let value: unknown;
    try {
      value = JSON.parse(await readText(path, io));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        error instanceof NotAReport ? error.message : code === undefined ? 'not JSON' : `cannot be read (${code})`;
      io.stderr.write(`user-summaries merge-reports: ${escapeControls(path)}: ${why}\n`);
      return EXIT.usage;
    }
    values.push(value);
  }
  // The first report says what is merged: every report must be of its kind.
  const first = values[0] as { report?: unknown } | null;
  if (typeof first === 'object' && first !== null && first.report === 'user-summaries-coverage') {
    return mergeCoverage(values, positionals, { format: format as CoverageFormat, min }, io);
  }
  if (format !== 'json' || min !== undefined)
    return usageError(
      io.stderr,
      'merge-reports',
      '--format and --coverage-min apply to coverage reports; archive reports merge to JSON',
    );
  const reports: ArchiveReport[] = [];
  for (const [i, value] of values.entries()) {
    const parsed = parseArchiveReport(value);
    if (!parsed.ok) {
      io.stderr.write(
        `user-summaries merge-reports: ${escapeControls(`${positionals[i] ?? ''}: ${parsed.message}`)}\n`,
      );
      return EXIT.usage;
    }
    reports.push(parsed.report);
  }
  const merged = mergeArchiveReports(reports);
  if (!merged.ok) {
    io.stderr.write(`user-summaries merge-reports: ${escapeControls(merged.message)}\n`);
    return EXIT.usage;
  }
  io.stdout.write(formatArchiveReport(merged.report));
  return merged.report.exitCode;
}

/** Merges coverage reports and writes the merged one in `format`; below `min`, names the missing items and exits 1. */
function mergeCoverage(
  values: readonly unknown[],
  paths: readonly string[],
  options: { format: CoverageFormat; min: number | undefined },
  io: CliIo,
): number {
  const reports: CoverageReport[] = [];
  for (const [i, value] of values.entries()) {
    const parsed = parseCoverageReport(value);
    if (!parsed.ok) {
      io.stderr.write(`user-summaries merge-reports: ${escapeControls(`${paths[i] ?? ''}: ${parsed.message}`)}\n`);
      return EXIT.usage;
    }
    reports.push(parsed.report);
  }
  const merged = mergeCoverageReports(reports);
  if (!merged.ok) {
    io.stderr.write(`user-summaries merge-reports: ${escapeControls(merged.message)}\n`);
    return EXIT.usage;
  }
  io.stdout.write(renderCoverage(merged.report, options.format, io.cwd));
  const below = options.min === undefined ? undefined : belowMinimum(merged.report, options.min, '--coverage-min');
  if (below === undefined) return EXIT.ok;
  io.stderr.write(`user-summaries merge-reports: ${below}`);
  return EXIT.violations;
}
