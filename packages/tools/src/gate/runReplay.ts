// The run of a replay (`user-summaries diff BASE HEAD --replay PATH…`): the gate's inputs (files, folders, NDJSON,
// gzip, standard input) read as the gate reads them, their tasks judged by both versions on the gate's worker pool
// (replayTask.ts), and the counts added up in input order, with each example's line placed in its file.
import type { CliIo } from '../commandIo/io.js';
import type { CheckConfig } from '../documentCheck/config.js';
import type { ReplayChange, ReplayCount, ReplayExample, ReplayReport } from '../evolution/replayTypes.js';
import type { ReadingName } from '../evolution/types.js';
import { readBounded } from 'user-summaries-contract/internal/transport/readBody';
import { gunzipped } from './gunzip.js';
import { discoverInputs, type Input } from './inputs.js';
import { withoutExchanges } from './proxyRecord.js';
import { Scheduler } from './pool.js';
import { BATCH_BYTES, openFile, splitLines, type ByteSource } from './readInput.js';
import { emptyTally, type ReplaySetup, type ReplayTally } from './replayTask.js';
import type { Task, TaskResult } from './runTask.js';

/** What a replay reads and how: the paths, the gate's configuration of a document's check, threads, both versions. */
export interface ReplayRun {
  readonly paths: readonly string[];
  readonly check: CheckConfig;
  readonly jobs: number;
  readonly setup: ReplaySetup;
  /** The name standard input (`-`) is read as: its name in the examples, its format and gzip by its extension. */
  readonly stdinName?: string;
  /** Standard input continues a file (a byte range after its start, from the Dask integration): no byte order mark. */
  readonly continues?: boolean;
}

const readingOf = (check: CheckConfig): ReadingName =>
  check.includeSlots ? (check.strict ? 'strict' : 'default') : check.strict ? 'no-slots.strict' : 'no-slots';

/** Counts of one change (or of none) while results come back. */
interface Running {
  headRejects: number;
  headAccepts: number;
  readonly examples: { headRejects: ReplayExample[]; headAccepts: ReplayExample[] };
}

/**
 * Replays recorded documents: each judged by the base's and the head's validators in the run's reading, and the
 * documents whose verdict changed counted per change of the diff they are attributed to (and in total), with the
 * first examples of each as file, line and pointer. Never throws on input: an input or record that cannot be read
 * is counted as such.
 *
 * @example
 * const report = await runReplay({ paths: ['recorded/'], check, jobs: 2, setup }, processIo());
 */
export async function runReplay(run: ReplayRun, io: CliIo): Promise<ReplayReport> {
  const { setup } = run;
  const inputs = withoutExchanges(await discoverInputs(run.paths, io.cwd, undefined, run.stdinName));
  const totals = emptyTally(setup.changes.length);
  let unreadableInputs = 0;
  const counts: Running[] = Array.from({ length: setup.changes.length + 1 }, () => ({
    headRejects: 0,
    headAccepts: 0,
    examples: { headRejects: [], headAccepts: [] },
  }));
  /** The line before each submitted task's first, per input (results come back in submission order). */
  const owners: { readonly input: Input; readonly lines: { base: number } }[] = [];
  const add = (tally: ReplayTally, lineBase: number): void => {
    totals.documents += tally.documents;
    totals.unreadable += tally.unreadable;
    totals.accepted += tally.accepted;
    totals.rejected += tally.rejected;
    totals.headRejects += tally.headRejects;
    totals.headAccepts += tally.headAccepts;
    tally.perChange.forEach(([rejects, accepts], index) => {
      const count = counts[index] as Running;
      count.headRejects += rejects;
      count.headAccepts += accepts;
    });
    for (const found of tally.examples) {
      const count = counts[found.change === -1 ? setup.changes.length : found.change] as Running;
      const kept = count.examples[found.turn];
      if (kept.length >= setup.maxExamples) continue;
      const { change: _change, turn: _turn, relative, ...example } = found;
      kept.push(relative ? { ...example, line: example.line + lineBase } : example);
    }
  };
  const scheduler = new Scheduler({ check: run.check, failFast: false, replay: setup }, run.jobs, (result) => {
    const owner = owners.shift();
    if (owner === undefined) return;
    const lineBase = owner.lines.base;
    owner.lines.base += result.lines;
    if (result.replay !== undefined) add(result.replay, lineBase);
  });
  const submit = async (input: Input, lines: { base: number }, task: Task): Promise<void> => {
    owners.push({ input, lines });
    await scheduler.submit({ task });
  };
  const skipped = async (input: Input, lines: { base: number }, tally: ReplayTally): Promise<void> => {
    owners.push({ input, lines });
    const result: TaskResult = {
      outcomes: [],
      documents: 0,
      unlistedValid: 0,
      lines: tally.lines,
      blankLines: 0,
      abortFile: false,
      stopped: false,
      replay: tally,
    };
    await scheduler.submit({ result });
  };
  let knownBytes = 0;
  let knownTasks = 0;
  for (const input of inputs) {
    if (input.kind !== 'file' || input.size === undefined) continue;
    knownBytes += input.size;
    knownTasks += input.format === 'ndjson' ? Math.ceil(input.size / BATCH_BYTES) : 1;
  }
  scheduler.expect(knownBytes, knownTasks);
  const limit = run.check.limits.maxBytes;
  for (const input of inputs) {
    const lines = { base: 0 };
    if (input.kind === 'unreadable') {
      unreadableInputs++;
      continue;
    }
    try {
      const raw: ByteSource = input.kind === 'stdin' ? (io.stdin as unknown as ByteSource) : openFile(input.path);
      const source = input.gzip ? gunzipped(raw) : raw;
      if (input.format === 'json') {
        const read = await readBounded(source, limit);
        if (read.ok) await submit(input, lines, { kind: 'document', file: input.display, bytes: read.bytes });
        else await skipped(input, lines, { ...emptyTally(0), unreadable: 1 });
        continue;
      }
      for await (const piece of splitLines(source, limit)) {
        if (piece.kind === 'oversized') await skipped(input, lines, { ...emptyTally(0), unreadable: 1, lines: 1 });
        else
          await submit(input, lines, {
            kind: 'lines',
            file: input.display,
            bytes: piece.bytes,
            first: piece.first && !(run.continues === true && input.kind === 'stdin'),
            last: piece.last,
          });
      }
    } catch {
      // A damaged gzip stream or a file that vanished: the records read whole before were judged.
      unreadableInputs++;
    }
  }
  await scheduler.drain();
  await scheduler.close();
  const count = (running: Running): ReplayCount => ({
    headRejects: running.headRejects,
    headAccepts: running.headAccepts,
    examples: running.examples,
  });
  return {
    reading: readingOf(run.check),
    inputs: inputs.length,
    unreadableInputs,
    documents: totals.documents,
    unreadable: totals.unreadable,
    unchanged: { accepted: totals.accepted, rejected: totals.rejected },
    headRejects: totals.headRejects,
    headAccepts: totals.headAccepts,
    changes: setup.changes.map((change: ReplayChange, index) => ({ ...change, ...count(counts[index] as Running) })),
    unattributed: count(counts[setup.changes.length] as Running),
    maxExamples: setup.maxExamples,
  };
}
