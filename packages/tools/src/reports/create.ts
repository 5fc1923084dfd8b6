import type { CliIo } from '../commandIo/io.js';
import { packageVersion } from '../commandIo/version.js';
import type { GateConfig } from '../documentCheck/config.js';
import type { Reporter, ReporterContext } from './reporter.js';

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

/** The reporter of a format, loaded on demand: a run imports only the one it uses. */
export async function createReporter(config: GateConfig, io: CliIo): Promise<Reporter> {
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
      return new (await import('./sarif.js')).SarifReporter(ctx);
    case 'summary':
      return new (await import('./summary.js')).SummaryReporter(ctx, config);
    case 'github':
      return new (await import('./github.js')).GithubReporter(ctx);
    case 'html':
      return new (await import('./html.js')).HtmlReporter(ctx);
    default:
      return new (await import('./text.js')).TextReporter(ctx);
  }
}
