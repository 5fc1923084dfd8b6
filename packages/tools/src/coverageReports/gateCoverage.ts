import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CoverageCollector, coverageModel, coverageReport, type CoverageReport } from 'user-summaries-testing/coverage';
import { EXIT, type CliIo } from '../commandIo/io.js';
import type { CoverageOutput } from '../documentCheck/config.js';
import { escapeControls } from '../outputText/safeText.js';
import { extensionMismatch } from './extensionFormat.js';
import { renderCoverage } from './renderCoverage.js';
import { belowMinimum, coverageSummary } from './text.js';

/** A run's collector: the one the tasks' counts are added to. */
export function runCollector(profile: { readonly includeSlots: boolean; readonly strict: boolean }): CoverageCollector {
  return new CoverageCollector(coverageModel(profile));
}

/** The report of a run's collector. */
function collectedReport(collector: CoverageCollector): CoverageReport {
  return coverageReport(collector.model, collector.counts, collector.parts);
}

/**
 * Writes a run's coverage (`--coverage FILE` in `--coverage-format`), prints its summary on standard error
 * (not with `--quiet`, nor the warning when the file's extension suggests another format), and applies
 * `--coverage-min`: below it, the missing items are named and a run that was to exit 0 exits 1. A file that cannot
 * be written is a usage error (exit 2).
 *
 * @returns the run's exit code after coverage
 */
export async function finishCoverage(
  output: CoverageOutput,
  collector: CoverageCollector,
  io: CliIo,
  exitCode: number,
  quiet: boolean,
): Promise<number> {
  const report = collectedReport(collector);
  const shownFile = escapeControls(output.file);
  const mismatch = extensionMismatch(output.file, output.format);
  if (mismatch !== undefined && !quiet)
    io.stderr.write(`user-summaries validate: warning: ${escapeControls(mismatch)}\n`);
  try {
    await writeFile(resolve(io.cwd, output.file), renderCoverage(report, output.format, io.cwd));
  } catch (error) {
    io.stderr.write(
      `user-summaries validate: --coverage ${shownFile}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`,
    );
    return EXIT.usage;
  }
  if (!quiet) io.stderr.write(`${coverageSummary(report)}  written to ${shownFile}\n`);
  if (output.min === undefined) return exitCode;
  const below = belowMinimum(report, output.min, '--coverage-min');
  if (below === undefined) return exitCode;
  io.stderr.write(below);
  return exitCode === EXIT.ok ? EXIT.violations : exitCode;
}
