import type { CliIo } from '../commandIo/io.js';
import { packageVersion } from '../commandIo/version.js';
import type { Reporter, ReporterContext } from './reporter.js';
import type { ReportConfig } from './formats.js';
import { DEFAULT_ANNOTATIONS } from './annotationBudget.js';
import { reportRoot } from './reportPath.js';

/**
 * Colour on a terminal only, never with NO_COLOR (any non-empty value) or FORCE_COLOR=0 (or `false`, as
 * Node and chalk read it); FORCE_COLOR with another value asks for colour where there is no terminal.
 */
function useColor(io: CliIo): boolean {
  const { NO_COLOR, FORCE_COLOR } = io.env;
  if (NO_COLOR !== undefined && NO_COLOR !== '') return false;
  if (FORCE_COLOR === '0' || FORCE_COLOR === 'false') return false;
  if (FORCE_COLOR !== undefined && FORCE_COLOR !== '') return true;
  return io.stdout.isTTY === true;
}

/**
 * A writer that stops quietly when the reader goes away (`validate ... | head`): a closed pipe is not a
 * failure of the run, and must not crash it.
 */
function pipeWriter(stream: CliIo['stdout']): (chunk: string) => void {
  let closed = false;
  const emitter = stream as Partial<NodeJS.EventEmitter>;
  emitter.on?.('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
  });
  return (chunk) => {
    if (!closed) stream.write(chunk);
  };
}

/** Where a reader of the GitHub annotations finds every problem: the step summary's counts, or the text report. */
function wholeReport(config: ReportConfig, io: CliIo): string {
  const file = config.ci?.summaryFile;
  const summary = io.env['GITHUB_STEP_SUMMARY'];
  const counts =
    file !== undefined
      ? `the counts by rule and location in ${file} and `
      : summary !== undefined && summary !== ''
        ? "the counts by rule and location in this job's summary and "
        : '';
  return `${counts}every problem with user-summaries validate --format text (or json)`;
}

/** The reporter of a format, loaded on demand: a run imports only the one it uses. */
export async function createReporter(config: ReportConfig, io: CliIo): Promise<Reporter> {
  const ctx: ReporterContext = {
    write: pipeWriter(io.stdout),
    writeNote: (chunk) => void io.stderr.write(chunk),
    color: config.format === 'text' && useColor(io),
    quiet: config.quiet,
    showValues: config.check.showValues,
    version: config.format === 'sarif' ? packageVersion() : '',
  };
  switch (config.format) {
    case 'json':
      return new (await import('./json.js')).JsonReporter(ctx);
    case 'junit':
      return new (await import('./junit.js')).JunitReporter(ctx);
    case 'sarif':
      return new (await import('./sarif.js')).SarifReporter(ctx, {
        root: reportRoot(config.ci?.root, io.env, io.cwd),
        cwd: io.cwd,
        category: config.ci?.sarifCategory ?? 'user-summaries',
      });
    case 'gitlab':
      return new (await import('./gitlab.js')).GitlabReporter(ctx, {
        root: reportRoot(config.ci?.root, io.env, io.cwd),
        cwd: io.cwd,
      });
    case 'summary':
      return new (await import('./summary.js')).SummaryReporter(ctx, config);
    case 'github':
      return new (await import('./github.js')).GithubReporter(ctx, {
        annotations: config.ci?.annotations ?? DEFAULT_ANNOTATIONS,
        wholeReport: wholeReport(config, io),
      });
    case 'html':
      return new (await import('./html.js')).HtmlReporter(ctx);
    case 'text':
      return new (await import('./text.js')).TextReporter(ctx);
    default:
      // Every word of formats.ts has its case above: a new format that has none fails to compile here.
      return config.format satisfies never;
  }
}
