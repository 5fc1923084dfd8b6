import { usageError } from './args/help.js';
import { helpWidth } from './args/wrap.js';
import { parseValidateArgs, validateHelp } from './validateOptions.js';
import { runGate } from '../gate/runGate.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { outputClash } from './outputClash.js';

/**
 * `user-summaries validate`: the CI gate. Validates summary and response documents (files, directories,
 * NDJSON streams, standard input) and reports in text, json, junit, sarif, github, gitlab, html or the archive format;
 * beside any of them, a Markdown step summary for CI (docs/ci.md).
 *
 * @returns the exit code: 0 all valid, 1 violations, 2 usage error or input that cannot be read or parsed
 * @example
 * await runValidate(['examples/valid/summary-all-groups.json', '--format', 'json'], processIo());
 */
export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseValidateArgs(args);
  if ('help' in parsed) {
    io.stdout.write(validateHelp(helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in parsed) return usageError(io.stderr, 'validate', parsed.error);
  // An output that is an input: refused before anything is read or written (exit 2).
  const coverage = parsed.config.coverage;
  if (coverage !== undefined) {
    const clash = await outputClash('--coverage', coverage.file, parsed.config.paths, io.cwd);
    if (clash !== undefined) return usageError(io.stderr, 'validate', clash);
  }
  if (parsed.config.frames) return (await import('../dask/partitionProtocol.js')).runFrames(parsed.config, io);
  return runGate(parsed.config, io);
}
