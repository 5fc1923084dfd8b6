import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { DEFAULT_LIMITS, type CheckConfig } from '../documentCheck/config.js';
import { MAX_RECORDS, MIN_RECORDS } from '../evolution/budget.js';
import { diffContracts } from '../evolution/diff.js';
import { diffBases } from '../evolution/diffBases.js';
import { formatModeReport } from '../evolution/modeRender.js';
import { checkMode, type CompatibilityMode } from '../evolution/modes.js';
import { formatDiff, type DiffFormat } from '../evolution/formatDiff.js';
import { formatReplayMarkdown, formatReplayText } from '../evolution/replayRender.js';
import type { DiffOutcome, DiffReport } from '../evolution/types.js';
import { runReplay } from '../gate/runReplay.js';
import { runReplayFrames } from '../dask/replayFrames.js';
import type { ReplayReport } from '../evolution/replayTypes.js';
import { readReplayReport } from './readReplayReport.js';
import { parseReplayChanges } from '../evolution/replayReportFile.js';
import { escapeControls, jsonSafe } from '../outputText/safeText.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine, type ParsedArgs } from './args/parse.js';
import { DIFF_SPEC } from './specs/diff.js';

/** A decimal integer in a range, or undefined. */
function integerIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^[0-9]{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** A version that cannot be compared, said with its folder as typed: exit 2. */
function problem(io: CliIo, diff: Extract<DiffOutcome, { ok: false }>, base: string, head: string): number {
  const folder = diff.problem.version === 'base' ? base : head;
  const where = diff.problem.file === '.' ? folder : `${folder}/${diff.problem.file}`;
  io.stderr.write(
    `user-summaries diff: ${diff.problem.version} ${escapeControls(where)}: ${escapeControls(diff.problem.reason)}\n`,
  );
  return EXIT.usage;
}

/** The options that only a replay reads, and whether one was given without `--replay`. */
const REPLAY_ONLY = ['no-slots', 'strict', 'show-values', 'max-examples', 'jobs'] as const;

/**
 * `user-summaries diff BASE HEAD`: compares two versions of the contract with {@link diffContracts} and prints
 * the report; `--mode M BASE… HEAD` checks a registry mode against each base; `--replay PATH…` judges recorded
 * documents under both versions (`--frames`: partitions streamed by the Dask integration; `--replay-report FILE`:
 * a replay made elsewhere, printed with the diff).
 *
 * @returns 0 when nothing breaks, 1 when a change breaks producers or consumers or could not be decided within the
 * budget (a mode is violated, a recorded document changes verdict), 2 on a usage error or a version or recorded input
 * that cannot be read
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
  const mode = outcome.args.string('mode') as CompatibilityMode | undefined;
  const replay = outcome.args.list('replay');
  const frames = outcome.args.flag('frames');
  const replayReport = outcome.args.string('replay-report');
  const replays = [replay.length > 0, frames, replayReport !== undefined].filter(Boolean).length;
  if (mode !== undefined && replays > 0)
    return usageError(io.stderr, 'diff', '--replay compares two versions; it does not apply to --mode');
  if (replays > 1)
    return usageError(io.stderr, 'diff', '--replay, --frames and --replay-report are three ways to replay: give one');
  if (outcome.args.given('changes') && !frames)
    return usageError(io.stderr, 'diff', '--changes applies to --frames, which is not given');
  const stray = REPLAY_ONLY.find((name) => outcome.args.given(name));
  if (replay.length === 0 && !frames && stray !== undefined)
    return usageError(io.stderr, 'diff', `--${stray} applies to --replay, which is not given`);
  if (frames && outcome.args.given('format'))
    return usageError(io.stderr, 'diff', '--frames writes one JSON replay report per frame: it takes no --format');
  if (mode === undefined && positionals.length !== 2)
    return usageError(io.stderr, 'diff', `takes two folders, BASE and HEAD (${positionals.length} given)`);
  if (mode !== undefined && positionals.length < 2)
    return usageError(
      io.stderr,
      'diff',
      `--mode takes one or more BASE folders and HEAD (${positionals.length} given)`,
    );
  const seed = integerIn(outcome.args.string('seed'), 0, 0xffffffff);
  if (seed === undefined) return usageError(io.stderr, 'diff', '--seed must be an integer from 0 to 4294967295');
  const records = integerIn(outcome.args.string('records'), MIN_RECORDS, MAX_RECORDS);
  if (records === undefined)
    return usageError(io.stderr, 'diff', `--records must be an integer from ${MIN_RECORDS} to ${MAX_RECORDS}`);
  const format = (outcome.args.string('format') ?? 'text') as DiffFormat;
  if (mode !== undefined) {
    const head = positionals.at(-1) as string;
    const bases = positionals.slice(0, -1);
    const outcomes = await diffBases(
      bases.map((base) => resolve(io.cwd, base)),
      resolve(io.cwd, head),
      { seed, records, policy: outcome.args.string('policy') === 'strict' ? 'strict' : 'lenient' },
    );
    const diffs: { base: string; report: DiffReport }[] = [];
    for (const [k, diff] of outcomes.entries()) {
      if (!diff.ok) return problem(io, diff, bases[k] as string, head);
      diffs.push({ base: bases[k] as string, report: diff.report });
    }
    const report = checkMode(mode, head, diffs);
    io.stdout.write(formatModeReport(report, format));
    return report.satisfied ? EXIT.ok : EXIT.violations;
  }
  const [base, head] = positionals as [string, string];
  const given = outcome.args.string('changes');
  if (given !== undefined) return replayFramesOf(base, head, given, outcome.args, io);
  const policy = outcome.args.string('policy') === 'strict' ? 'strict' : 'lenient';
  const diff = await diffContracts(resolve(io.cwd, base), resolve(io.cwd, head), { seed, records, policy });
  if (!diff.ok) return problem(io, diff, base, head);
  // Not decided is not compatible: a CI gate that reads the exit code stops on it as on a break.
  const breaking = diff.report.verdict === 'breaking' || diff.report.verdict === 'undecided';
  if (replays === 0) {
    io.stdout.write(formatDiff(diff.report, format, { base, head }));
    return breaking ? EXIT.violations : EXIT.ok;
  }
  const changes = diff.report.changes.map(({ entry, location, change }) => ({ entry, location, change }));
  let report: ReplayReport;
  if (replayReport !== undefined) {
    const read = await readReplayReport(replayReport, changes, io);
    if ('why' in read) return usageError(io.stderr, 'diff', `--replay-report ${replayReport}: ${read.why}`);
    report = read.report;
  } else {
    const options = replayOptions(outcome.args);
    if (typeof options === 'string') return usageError(io.stderr, 'diff', options);
    const setup = {
      base: resolve(io.cwd, base),
      head: resolve(io.cwd, head),
      changes,
      maxExamples: options.maxExamples,
    };
    if (frames) return runReplayFrames(setup, options.check, io);
    report = await runReplay({ paths: replay, check: options.check, jobs: options.jobs, setup }, io);
  }
  if (format === 'json') io.stdout.write(`${jsonSafe(JSON.stringify({ ...diff.report, replay: report }, null, 2))}\n`);
  else
    io.stdout.write(
      formatDiff(diff.report, format, { base, head }) +
        (format === 'markdown' ? formatReplayMarkdown(report) : formatReplayText(report)),
    );
  if (report.unreadable > 0 || report.unreadableInputs > 0) return EXIT.usage;
  return breaking || report.headRejects > 0 || report.headAccepts > 0 ? EXIT.violations : EXIT.ok;
}

/**
 * `--frames --changes JSON`: the replay of framed partitions with the diff's changes as given (the Dask integration
 * computed the diff once for every worker), without computing the diff again.
 */
async function replayFramesOf(base: string, head: string, given: string, args: ParsedArgs, io: CliIo): Promise<number> {
  const parsed = parseReplayChanges(given);
  if (!parsed.ok) return usageError(io.stderr, 'diff', `--changes: ${parsed.message}`);
  const options = replayOptions(args);
  if (typeof options === 'string') return usageError(io.stderr, 'diff', options);
  const setup = {
    base: resolve(io.cwd, base),
    head: resolve(io.cwd, head),
    changes: parsed.changes,
    maxExamples: options.maxExamples,
  };
  return runReplayFrames(setup, options.check, io);
}

/** A replay's reading and threads from the command line, or what is wrong with them. */
function replayOptions(
  args: ParsedArgs,
): { readonly check: CheckConfig; readonly jobs: number; readonly maxExamples: number } | string {
  const maxExamples = integerIn(args.string('max-examples'), 0, 1000);
  if (maxExamples === undefined) return '--max-examples must be an integer from 0 to 1000';
  const jobsText = args.given('jobs') ? args.string('jobs') : String(Math.min(availableParallelism(), 8));
  const jobs = integerIn(jobsText, 1, 64);
  if (jobs === undefined) return '--jobs must be an integer from 1 to 64';
  return {
    jobs,
    maxExamples,
    check: {
      kind: 'auto',
      envelope: 'auto',
      includeSlots: !args.flag('no-slots'),
      strict: args.flag('strict'),
      maxViolations: 100,
      hazardScan: true,
      limits: DEFAULT_LIMITS,
      blankLines: 'skip',
      showValues: args.flag('show-values'),
      frames: false,
      listValid: false,
      days: false,
    },
  };
}
