import type { CoverageCollector } from 'user-summaries-testing/coverage';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { finishCoverage } from '../coverageReports/gateCoverage.js';
import type { GateConfig } from '../documentCheck/config.js';
import type { RunSummary } from '../documentCheck/types.js';
import { MACHINE_FORMATS } from '../reports/formats.js';
import { summaryLine, type Reporter } from '../reports/reporter.js';
import type { Input } from './inputs.js';
import type { Totals } from './tally.js';

/** What the run ends with: its inputs, counts, threads and whether `--fail-fast` stopped it. */
export interface RunEnd {
  readonly inputs: readonly Input[];
  readonly totals: Totals;
  readonly threads: number;
  readonly stopped: boolean;
  readonly started: number;
}

/**
 * The run's summary and exit code (0 all valid, 1 violations, 2 an input error or an unreadable input). Standard
 * input that continues a file (`--continues`) is not counted as a file.
 */
export function runSummary(config: GateConfig, end: RunEnd): RunSummary {
  const { totals } = end;
  const exitCode =
    totals.errors > 0 || totals.unreadableInputs > 0 ? EXIT.usage : totals.invalid > 0 ? EXIT.violations : EXIT.ok;
  const continued = config.continues && end.inputs.some((input) => input.kind === 'stdin');
  return {
    files: end.inputs.length - (continued ? 1 : 0),
    documents: totals.documents,
    valid: totals.valid,
    invalid: totals.invalid,
    errors: totals.errors,
    unreadableInputs: totals.unreadableInputs,
    violations: totals.violations,
    warnings: totals.warnings,
    blankLinesSkipped: totals.blank,
    bytes: totals.bytes,
    timeMs: Math.round(performance.now() - end.started),
    threads: end.threads,
    stoppedEarly: end.stopped,
    exitCode,
  };
}

/**
 * Ends the report with the summary, prints the summary line on standard error when a machine report owns standard
 * output, and writes the coverage report (`--coverage`, whose `--coverage-min` may change the exit code).
 */
export async function finishRun(
  config: GateConfig,
  io: CliIo,
  reporter: Reporter,
  summary: RunSummary,
  coverage: CoverageCollector | undefined,
): Promise<number> {
  await reporter.finish(summary);
  // Machine reports own stdout; people still get the summary line, on stderr.
  if (!config.quiet && MACHINE_FORMATS.has(config.format)) io.stderr.write(`${summaryLine(summary)}\n`);
  if (config.coverage !== undefined && coverage !== undefined)
    return finishCoverage(config.coverage, coverage, io, summary.exitCode, config.quiet);
  return summary.exitCode;
}
