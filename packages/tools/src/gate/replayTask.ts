// A task of a replay (`user-summaries diff BASE HEAD --replay PATH…`): each recorded document of a task read once by
// the gate's parse layer, then judged by both versions' validators (`--contract`'s, compiled at run time), and the
// documents whose verdict changed counted per change they are attributed to. Runs on the gate's worker pool.
import { Buffer, isUtf8 } from 'node:buffer';
import { resolveKind, documentValidator, type Validators } from '../documentCheck/documentKind.js';
import { readText } from '../documentCheck/checkText.js';
import type { CheckConfig } from '../documentCheck/config.js';
import { attribute } from '../evolution/attribute.js';
import type { ReplayChange, ReplayExample, ReplayTurn } from '../evolution/replayTypes.js';
import type { WitnessViolation } from '../evolution/types.js';
import { sourceValue } from '../jsonText/codeFrame.js';
import { decodeJsonBytes } from '../jsonText/decode.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { pointerLocator } from '../jsonText/locatePointers.js';
import { onlyWhitespace } from '../jsonText/whitespace.js';
import type { Task } from './runTask.js';
import { validatorsFor } from './validatorsFor.js';
import { recordedSlots } from './proxyRecord.js';

/** What every thread of a replay needs: both versions' folders (absolute), the diff's changes, the examples kept. */
export interface ReplaySetup {
  readonly base: string;
  readonly head: string;
  readonly changes: readonly ReplayChange[];
  readonly maxExamples: number;
}

/** An example before its line is placed in its file (an NDJSON record's line is relative to its batch). */
interface TaskExample extends ReplayExample {
  /** The change's index, or -1 for none. */
  readonly change: number;
  readonly turn: ReplayTurn;
  /** The line is the batch's record number (NDJSON), to be rebased by the run. */
  readonly relative: boolean;
}

/** What a replay task found: counts, and the first examples per change and turn. */
export interface ReplayTally {
  documents: number;
  unreadable: number;
  accepted: number;
  rejected: number;
  headRejects: number;
  headAccepts: number;
  /** Per change: [head rejects, head accepts]; the last pair counts documents attributed to no change. */
  readonly perChange: [number, number][];
  readonly examples: TaskExample[];
  /** Lines the batch spans (0 for a JSON document). */
  lines: number;
}

/** A new, empty tally for a number of changes. */
export function emptyTally(changes: number): ReplayTally {
  return {
    documents: 0,
    unreadable: 0,
    accepted: 0,
    rejected: 0,
    headRejects: 0,
    headAccepts: 0,
    perChange: Array.from({ length: changes + 1 }, () => [0, 0] as [number, number]),
    examples: [],
    lines: 0,
  };
}

/** The configuration of one version: the run's, judged by that version's folder. */
const configs = new WeakMap<CheckConfig, readonly [CheckConfig, CheckConfig]>();
function versionConfigs(config: CheckConfig, setup: ReplaySetup): readonly [CheckConfig, CheckConfig] {
  let pair = configs.get(config);
  if (pair === undefined) {
    pair = [
      { ...config, contract: setup.base },
      { ...config, contract: setup.head },
    ];
    configs.set(config, pair);
  }
  return pair;
}

/** The run's configuration in the other include_slots reading (made once per configuration). */
const otherSlots = new WeakMap<CheckConfig, CheckConfig>();
function slotsConfig(config: CheckConfig, includeSlots: boolean): CheckConfig {
  let other = otherSlots.get(config);
  if (other === undefined) {
    other = { ...config, includeSlots };
    otherSlots.set(config, other);
  }
  return other;
}

/** Loads both versions' validators on a thread (a worker's warm-up). */
export async function warmUpReplay(config: CheckConfig, setup: ReplaySetup): Promise<void> {
  const [base, head] = versionConfigs(config, setup);
  await Promise.all([validatorsFor(base), validatorsFor(head)]);
}

type Judge = (value: unknown, kind: ReturnType<typeof resolveKind>) => ReturnType<ReturnType<typeof documentValidator>>;

function judgeOf(validators: Validators, config: CheckConfig): Judge {
  return documentValidator(validators, {
    includeSlots: config.includeSlots,
    strict: config.strict,
    maxViolations: config.maxViolations,
    envelope: config.envelope,
  });
}

/**
 * Judges a task's documents with both versions. Never throws on input: a record that cannot be read is counted
 * as unreadable and judged by neither.
 *
 * @example
 * const tally = await runReplayTask(task, config, setup);
 */
export async function runReplayTask(task: Task, run: CheckConfig, setup: ReplaySetup): Promise<ReplayTally> {
  // A proxy's bodies file is read in the include_slots reading its name says.
  const slots = recordedSlots(task.file);
  const config = slots === undefined || slots === run.includeSlots ? run : slotsConfig(run, slots);
  const [baseConfig, headConfig] = versionConfigs(config, setup);
  const base = judgeOf(await validatorsFor(baseConfig), config);
  const head = judgeOf(await validatorsFor(headConfig), config);
  const tally = emptyTally(setup.changes.length);
  const judge = (text: string, record: number | undefined): void => {
    const read = readText(text, record === undefined ? { file: task.file } : { file: task.file, record }, config);
    if (!read.ok) {
      tally.unreadable++;
      return;
    }
    tally.documents++;
    const kind = resolveKind(read.value, config.kind, config.envelope);
    const before = base(read.value, kind);
    const after = head(read.value, kind);
    if (before.ok === after.ok) {
      if (before.ok) tally.accepted++;
      else tally.rejected++;
      return;
    }
    const turn: ReplayTurn = before.ok ? 'headRejects' : 'headAccepts';
    const rejecting = before.ok ? after : before;
    const violations: WitnessViolation[] = rejecting.ok
      ? []
      : rejecting.violations.map((v) => ({ pointer: v.pointer, rule: v.rule }));
    tally[turn]++;
    const found = attribute(read.value, kind, violations, setup.changes);
    const column = turn === 'headRejects' ? 0 : 1;
    const examples: [number, WitnessViolation][] =
      found.size === 0 ? (violations[0] === undefined ? [] : [[-1, violations[0]]]) : [...found];
    if (found.size === 0) (tally.perChange[setup.changes.length] as [number, number])[column]++;
    for (const [index] of found) (tally.perChange[index] as [number, number])[column]++;
    for (const [index, violation] of examples) {
      const kept = tally.examples.filter((e) => e.change === index && e.turn === turn).length;
      if (kept >= setup.maxExamples) continue;
      tally.examples.push(example(task.file, text, record, index, turn, violation, config.showValues));
    }
  };
  if (task.kind === 'document') {
    const decoded = decodeJsonBytes(task.bytes, { bom: config.strict ? 'error' : 'warn' });
    if (decoded.ok) judge(decoded.text, undefined);
    else tally.unreadable++;
    return tally;
  }
  const buffer = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const whole = isUtf8(buffer);
  let start = task.first && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  let record = 0;
  while (start < buffer.length) {
    const end = buffer.indexOf(10, start);
    const stop = end === -1 ? buffer.length : end;
    record++;
    const bytes = buffer.subarray(start, stop);
    start = stop + 1;
    if (!whole && !isUtf8(bytes)) {
      tally.unreadable++;
      continue;
    }
    let text = bytes.toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (onlyWhitespace(text, false)) continue;
    judge(text, record);
  }
  tally.lines = record;
  return tally;
}

/** An example: the line of the record (NDJSON) or of the violation (a JSON document), the value on request. */
function example(
  file: string,
  text: string,
  record: number | undefined,
  change: number,
  turn: ReplayTurn,
  violation: WitnessViolation,
  showValues: boolean,
): TaskExample {
  const locate = record === undefined || showValues ? pointerLocator(text, [violation.pointer]) : undefined;
  const span = locate?.(violation.pointer);
  const line = record ?? (span === undefined ? 1 : new LineIndex(text).locate(span.offset).line);
  return {
    change,
    turn,
    relative: record !== undefined,
    file,
    line,
    pointer: violation.pointer,
    rule: violation.rule,
    ...(showValues && span?.found === true ? { value: sourceValue(text, span.offset, span.length) } : {}),
  };
}
