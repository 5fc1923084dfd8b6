import { EXIT, type CliIo } from '../commandIo/io.js';
import { discoverInputs, type Input } from './inputs.js';
import { Scheduler } from './pool.js';
import { startProgress } from './progress.js';
import { readBounded } from 'user-summaries-contract/internal/transport/readBody';
import { gunzipped, isGzipError } from './gunzip.js';
import { BATCH_BYTES, openFile, splitLines, type ByteSource } from './readInput.js';
import { createReporter } from '../reports/create.js';
import { MACHINE_FORMATS, type ReportConfig } from '../reports/formats.js';
import { withStepSummary } from '../reports/stepSummary.js';
import { isUnreadableInput, summaryLine, type Reporter } from '../reports/reporter.js';
import type { Task, TaskResult } from './runTask.js';
import type { DocumentOutcome, InputProblem, RunSummary } from '../documentCheck/types.js';
import { bytesText } from '../jsonText/limits.js';
import { errorOutcome } from '../documentCheck/checkRecord.js';
import { finishCoverage, runCollector } from '../coverage/gateCoverage.js';

/** What the run knows about one input while its results come back. */
interface InputState {
  readonly input: Input;
  lineBase: number;
  documents: number;
  valid: number;
  invalid: number;
  errors: number;
  blankLinesSkipped: number;
  aborted: boolean;
}

/**
 * The input a submission belongs to; `end` marks that the input is done. Kept in submission order. `bytes`
 * are the bytes it read, counted when its result is taken (not when it is submitted), so what a file that
 * stops early counts does not depend on how far reading had run ahead.
 */
interface Owned {
  readonly owner: InputState;
  readonly bytes: number;
  readonly end?: true;
}

/** A result with the input it belongs to. */
type Item = Owned & { readonly result: TaskResult };

const NO_RESULT: Omit<TaskResult, 'outcomes' | 'documents'> = {
  unlistedValid: 0,
  lines: 0,
  blankLines: 0,
  abortFile: false,
  stopped: false,
};

function problemResult(file: string, problem: InputProblem, record?: number): TaskResult {
  const outcome = errorOutcome(file, problem, record);
  return { ...NO_RESULT, outcomes: [outcome], documents: 1, lines: record === undefined ? 0 : 1 };
}

/** Line numbers of an NDJSON outcome, from its batch to its file. */
function rebase(outcome: DocumentOutcome, base: number): DocumentOutcome {
  if (outcome.record === undefined) return outcome;
  const record = outcome.record + base;
  const shift = <T extends { readonly line?: number; readonly frame?: DocumentOutcome['errors'][number]['frame'] }>(
    item: T,
  ): T => {
    if (item.line === undefined) return item;
    const line = item.line + record - 1;
    const frame =
      item.frame === undefined
        ? undefined
        : {
            ...item.frame,
            caretLine: item.frame.caretLine + record - 1,
            lines: item.frame.lines.map((l) => ({ ...l, number: l.number + record - 1 })),
          };
    return { ...item, line, ...(frame === undefined ? {} : { frame }) };
  };
  return {
    ...outcome,
    record,
    violations: outcome.violations.map(shift),
    errors: outcome.errors.map(shift),
    warnings: outcome.warnings.map(shift),
  };
}

/**
 * Runs the gate: finds the inputs, checks every document (on the main thread and worker threads), streams
 * the report in input order, and returns the exit code (0 all valid, 1 violations, 2 unreadable input).
 *
 * @example
 * const code = await runGate(parsed.config, processIo());
 */
export async function runGate(config: ReportConfig, io: CliIo): Promise<number> {
  const started = performance.now();
  const inputs = await discoverInputs(config.paths, io.cwd, config.inputFormat, config.stdinName);
  // A byte range of an NDJSON file streamed in after the file's start continues that file (--continues).
  const continues = config.continues;
  // The Markdown step summary goes beside the report, whatever its format (docs/ci.md).
  const reporter: Reporter = withStepSummary(await createReporter(config, io), config, io);
  const totals = {
    documents: 0,
    valid: 0,
    invalid: 0,
    errors: 0,
    unreadableInputs: 0,
    violations: 0,
    warnings: 0,
    blank: 0,
    bytes: 0,
  };
  let stopped = false;
  // The tasks count coverage (runTask.ts); the run adds their counts up: one number per item, whatever the input.
  const coverage = config.coverage === undefined ? undefined : runCollector(config.check);
  const stopProgress = startProgress(io.stderr, !config.quiet, {
    documents: () => totals.documents,
    bytes: () => totals.bytes,
  });

  const owners: Owned[] = [];
  const accept = (outcome: DocumentOutcome, owner: InputState): void => {
    const placed = rebase(outcome, owner.lineBase);
    if (isUnreadableInput(outcome)) {
      // A path that cannot be opened is not a document: it is counted once, as an unreadable input.
      totals.unreadableInputs++;
      // Nothing more of it is read, so it is not also reported as an input with no record.
      owner.aborted = true;
      reporter.document(placed);
      if (config.failFast) stopped = true;
      return;
    }
    totals.documents++;
    owner.documents++;
    totals.violations += outcome.violations.length + outcome.omitted;
    totals.warnings += outcome.warnings.length;
    if (outcome.status === 'valid') {
      totals.valid++;
      owner.valid++;
    } else if (outcome.status === 'invalid') {
      totals.invalid++;
      owner.invalid++;
    } else {
      totals.errors++;
      owner.errors++;
    }
    reporter.document(placed);
    if (config.failFast && outcome.status !== 'valid') stopped = true;
  };
  const handle = (item: Item): void => {
    const { result, owner } = item;
    if (stopped || owner.aborted) return;
    if (coverage !== undefined && result.coverage !== undefined)
      coverage.addCounts(result.coverage.counts, result.coverage.parts, result.coverage.unmatched);
    totals.bytes += result.readBytes ?? item.bytes;
    if (item.end === true) {
      finishInput(owner);
      return;
    }
    for (const outcome of result.outcomes) {
      accept(outcome, owner);
      if (stopped) break;
    }
    totals.documents += result.unlistedValid;
    totals.valid += result.unlistedValid;
    owner.documents += result.unlistedValid;
    owner.valid += result.unlistedValid;
    owner.lineBase += result.lines;
    owner.blankLinesSkipped += result.blankLines;
    totals.blank += result.blankLines;
    if (result.abortFile) {
      owner.aborted = true;
      finishInput(owner);
    }
  };
  const finishInput = (owner: InputState): void => {
    if (owner.input.kind === 'unreadable') return;
    if (owner.input.format !== 'ndjson') return;
    if (owner.documents === 0 && !owner.aborted && !(continues && owner.input.kind === 'stdin')) {
      accept(
        {
          file: owner.input.display,
          status: 'error',
          violations: [],
          omitted: 0,
          errors: [{ code: 'empty', severity: 'error', message: 'the NDJSON input holds no record' }],
          warnings: [],
        },
        owner,
      );
    }
    reporter.fileDone?.(owner.input.display, {
      documents: owner.documents,
      valid: owner.valid,
      invalid: owner.invalid,
      errors: owner.errors,
      blankLinesSkipped: owner.blankLinesSkipped,
    });
  };

  const scheduler = new Scheduler({ check: config.check, failFast: config.failFast }, config.jobs, (result) => {
    const meta = owners.shift() as Owned;
    handle({ ...meta, result });
    if (stopped) void scheduler.close();
  });
  const submitTask = async (owner: InputState, task: Task): Promise<void> => {
    owners.push({ owner, bytes: task.bytes.length });
    await scheduler.submit({ task });
  };
  const submitResult = async (owner: InputState, result: TaskResult, bytes = 0, end?: true): Promise<void> => {
    owners.push({ owner, bytes, ...(end === undefined ? {} : { end }) });
    await scheduler.submit({ result });
  };

  // Inputs of known size tell early whether worker threads will pay off: an NDJSON file of more than one
  // batch, or more than one input.
  let knownBytes = 0;
  let knownTasks = 0;
  for (const input of inputs) {
    if (input.kind !== 'file' || input.size === undefined) continue;
    knownBytes += input.size;
    knownTasks += input.format === 'ndjson' ? Math.ceil(input.size / BATCH_BYTES) : 1;
  }
  scheduler.expect(knownBytes, knownTasks);

  for (const input of inputs) {
    if (stopped) break;
    const lineBase = input.kind === 'stdin' ? config.firstLine - 1 : 0;
    const owner: InputState = {
      input,
      lineBase,
      documents: 0,
      valid: 0,
      invalid: 0,
      errors: 0,
      blankLinesSkipped: 0,
      aborted: false,
    };
    await readInput(input, owner);
    await submitResult(owner, { ...NO_RESULT, outcomes: [], documents: 0 }, 0, true);
  }
  await scheduler.drain();
  await scheduler.close();
  stopProgress();

  const exitCode =
    totals.errors > 0 || totals.unreadableInputs > 0 ? EXIT.usage : totals.invalid > 0 ? EXIT.violations : EXIT.ok;
  const summary: RunSummary = {
    files: inputs.length - (continues && inputs.some((input) => input.kind === 'stdin') ? 1 : 0),
    documents: totals.documents,
    valid: totals.valid,
    invalid: totals.invalid,
    errors: totals.errors,
    unreadableInputs: totals.unreadableInputs,
    violations: totals.violations,
    warnings: totals.warnings,
    blankLinesSkipped: totals.blank,
    bytes: totals.bytes,
    timeMs: Math.round(performance.now() - started),
    threads: scheduler.threads,
    stoppedEarly: stopped,
    exitCode,
  };
  await reporter.finish(summary);
  // Machine reports own stdout; people still get the summary line, on stderr.
  if (!config.quiet && MACHINE_FORMATS.has(config.format)) io.stderr.write(`${summaryLine(summary)}\n`);
  if (config.coverage !== undefined && coverage !== undefined)
    return finishCoverage(config.coverage, coverage, io, exitCode, config.quiet);
  return exitCode;

  async function readInput(input: Input, owner: InputState): Promise<void> {
    const file = input.display;
    const limit = config.check.limits.maxBytes;
    if (input.kind === 'unreadable') {
      await submitResult(owner, problemResult(file, { code: 'unreadable', severity: 'error', message: input.message }));
      return;
    }
    const tooLarge = (_size: number): InputProblem => ({
      code: 'max_bytes',
      severity: 'error',
      message: `the document is larger than the limit of ${bytesText(limit)} (--max-bytes); it was not read`,
    });
    try {
      const open = (): ByteSource => {
        const raw: ByteSource = input.kind === 'stdin' ? (io.stdin as unknown as ByteSource) : openFile(input.path);
        return input.gzip ? gunzipped(raw) : raw;
      };
      if (input.format === 'json') {
        // A document over the cap counts the bytes it takes to know it (the cap and one), however it is read.
        if (input.kind === 'file' && !input.gzip && input.size !== undefined && input.size > limit) {
          await submitResult(owner, problemResult(file, tooLarge(input.size)), limit + 1);
          return;
        }
        // The cap counts the bytes read, after gunzip: a bomb stops inflating there.
        const read = await readBounded(open(), limit);
        if (!read.ok) {
          await submitResult(owner, problemResult(file, tooLarge(read.bytesSeen)), limit + 1);
          return;
        }
        await submitTask(owner, { kind: 'document', file, bytes: read.bytes });
        return;
      }
      const source = open();
      const startsFile = !(continues && input.kind === 'stdin');
      for await (const piece of splitLines(source, limit)) {
        if (stopped || owner.aborted) {
          source.destroy?.();
          break;
        }
        if (piece.kind === 'oversized') {
          await submitResult(
            owner,
            problemResult(
              file,
              {
                code: 'max_bytes',
                severity: 'error',
                message: `the line is longer than the limit of ${bytesText(limit)} (--max-bytes); it was skipped`,
                line: 1,
                column: 1,
              },
              1,
            ),
            piece.bytesSeen,
          );
        } else {
          await submitTask(owner, {
            kind: 'lines',
            file,
            bytes: piece.bytes,
            first: piece.first && startsFile,
            last: piece.last,
          });
        }
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      // zlib's messages ("incorrect header check", "unexpected end of file") describe the stream, not its data.
      const message = isGzipError(error)
        ? `not a readable gzip stream (${(error as Error).message}); the rest of the file was not read`
        : `cannot be read (${code})`;
      await submitResult(owner, problemResult(file, { code: 'unreadable', severity: 'error', message }));
    }
  }
}
