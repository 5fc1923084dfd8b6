import type { CliIo } from '../commandIo/io.js';
import { runCollector } from '../coverageReports/gateCoverage.js';
import { createReporter } from '../reports/create.js';
import type { ReportConfig } from '../reports/formats.js';
import { withStepSummary } from '../reports/stepSummary.js';
import { finishRun, runSummary } from './finishRun.js';
import { discoverInputs } from './inputs.js';
import { startProgress } from './progress.js';
import { submitInput } from './submitInput.js';
import { Submissions } from './submissions.js';
import { inputState, Tally } from './tally.js';

/**
 * Runs the gate: finds the inputs, checks every document (on the main thread and worker threads), streams
 * the report in input order, and returns the exit code (0 all valid, 1 violations, 2 unreadable input).
 *
 * The steps, each in its own module: the inputs (`inputs.ts`), the reporter (`reports/create.ts`, with the step summary beside it), the tally of
 * results in input order (`tally.ts`), the submissions to the worker pool (`submissions.ts`), the reading of each
 * input into tasks (`submitInput.ts`), and the end of the run: summary, report, coverage (`finishRun.ts`).
 *
 * @example
 * const code = await runGate(parsed.config, processIo());
 */
export async function runGate(config: ReportConfig, io: CliIo): Promise<number> {
  const started = performance.now();
  const inputs = await discoverInputs(config.paths, io.cwd, config.inputFormat, config.stdinName);
  // The Markdown step summary goes beside the report, whatever its format (docs/ci.md).
  const reporter = withStepSummary(await createReporter(config, io), config, io);
  const coverage = config.coverage === undefined ? undefined : runCollector(config.check);
  const tally = new Tally(config, reporter, coverage);
  const stopProgress = startProgress(io.stderr, !config.quiet, {
    documents: () => tally.totals.documents,
    bytes: () => tally.totals.bytes,
  });
  const submissions = new Submissions(config, tally);
  submissions.expect(inputs);
  for (const input of inputs) {
    if (tally.stopped) break;
    const owner = inputState(input, config.firstLine);
    await submitInput(input, owner, { config, io, submissions, tally });
    await submissions.end(owner);
  }
  await submissions.close();
  stopProgress();
  const end = { inputs, totals: tally.totals, threads: submissions.threads, stopped: tally.stopped, started };
  return finishRun(config, io, reporter, runSummary(config, end), coverage);
}
