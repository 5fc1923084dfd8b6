import { ArchiveReportBuilder, formatArchiveReport } from '../archiveReport/archiveReport.js';
import type { GateConfig } from '../documentCheck/config.js';
import type { DocumentOutcome, RunSummary } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';

/**
 * The archive report (`--format summary`): counts by rule word, generalised location and day, and the first
 * examples, written once at the end. Holds no document: its memory and size grow with the kinds of problems
 * found, never with the number of valid documents. Reports of parts merge with `merge-reports`.
 */
export class SummaryReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #builder: ArchiveReportBuilder;
  /** Valid documents that came one by one (those with warnings); the rest are only counted by the run. */
  #listedValid = 0;

  constructor(ctx: ReporterContext, config: GateConfig) {
    this.#ctx = ctx;
    const { includeSlots, strict, maxViolations } = config.check;
    this.#builder = new ArchiveReportBuilder({ includeSlots, strict, maxViolations }, config.maxExamples);
  }

  document(outcome: DocumentOutcome): void {
    if (outcome.status === 'valid') this.#listedValid++;
    const record = outcome.record ?? 0;
    this.#builder.add({
      file: outcome.file,
      status: outcome.status,
      violations: outcome.violations.map((v) => ({
        pointer: v.pointer,
        rule: v.rule,
        line: v.line ?? record,
        ...(v.day === undefined ? {} : { day: v.day }),
      })),
      omitted: outcome.omitted,
      errors: outcome.errors.map((e) => ({ code: e.code, message: e.message, line: e.line ?? record })),
      warnings: outcome.warnings,
    });
  }

  finish(summary: RunSummary): void {
    this.#builder.addValid(summary.valid - this.#listedValid);
    const report = this.#builder.build({
      files: summary.files,
      blankLinesSkipped: summary.blankLinesSkipped,
      bytes: summary.bytes,
      stoppedEarly: summary.stoppedEarly,
    });
    this.#ctx.write(formatArchiveReport(report));
  }
}
