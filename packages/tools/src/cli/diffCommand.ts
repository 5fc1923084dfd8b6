import { resolve } from 'node:path';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { MAX_RECORDS, MIN_RECORDS } from '../evolution/budget.js';
import { diffContracts } from '../evolution/diff.js';
import { formatDiff, type DiffFormat } from '../evolution/formatDiff.js';
import { escapeControls } from '../outputText/safeText.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { DIFF_SPEC } from './specs/diff.js';

/** A decimal integer in a range, or undefined. */
function integerIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^[0-9]{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * `user-summaries diff BASE HEAD`: compares two versions of the contract with {@link diffContracts} and prints
 * the report.
 *
 * @returns 0 when nothing breaks, 1 when a change breaks producers or consumers or could not be decided within the
 * budget, 2 on a usage error or a version that cannot be read
 * @example
 * await runDiff(['old/schemas', 'schemas', '--format', 'json'], processIo());
 */
export async function runDiff(args: readonly string[], io: CliIo): Promise<number> {
  const outcome = parseCommandLine(DIFF_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(DIFF_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in outcome) return usageError(io.stderr, 'diff', outcome.error);
  const { positionals } = outcome.args;
  if (positionals.length !== 2)
    return usageError(io.stderr, 'diff', `takes two folders, BASE and HEAD (${positionals.length} given)`);
  const seed = integerIn(outcome.args.string('seed'), 0, 0xffffffff);
  if (seed === undefined) return usageError(io.stderr, 'diff', '--seed must be an integer from 0 to 4294967295');
  const records = integerIn(outcome.args.string('records'), MIN_RECORDS, MAX_RECORDS);
  if (records === undefined)
    return usageError(io.stderr, 'diff', `--records must be an integer from ${MIN_RECORDS} to ${MAX_RECORDS}`);
  const [base, head] = positionals as [string, string];
  const policy = outcome.args.string('policy') === 'strict' ? 'strict' : 'lenient';
  const diff = await diffContracts(resolve(io.cwd, base), resolve(io.cwd, head), { seed, records, policy });
  if (!diff.ok) {
    const folder = diff.problem.version === 'base' ? base : head;
    const where = diff.problem.file === '.' ? folder : `${folder}/${diff.problem.file}`;
    io.stderr.write(
      `user-summaries diff: ${diff.problem.version} ${escapeControls(where)}: ${escapeControls(diff.problem.reason)}\n`,
    );
    return EXIT.usage;
  }
  io.stdout.write(formatDiff(diff.report, (outcome.args.string('format') ?? 'text') as DiffFormat, { base, head }));
  // Not decided is not compatible: a CI gate that reads the exit code stops on it as on a break.
  return diff.report.verdict === 'breaking' || diff.report.verdict === 'undecided' ? EXIT.violations : EXIT.ok;
}
