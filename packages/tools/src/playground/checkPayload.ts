import type { Validators } from '../documentCheck/documentKind.js';
import { checkText, placeViolations } from '../documentCheck/checkText.js';
import { DEFAULT_LIMITS, type CheckConfig } from '../documentCheck/config.js';
import type { DocumentOutcome } from '../documentCheck/types.js';

/** The reading the page applies: the request context of the payload. */
export interface Profile {
  readonly includeSlots: boolean;
  readonly strict: boolean;
}

/** How the text is read: one JSON document, one per line, or whichever parses. */
export type InputMode = 'auto' | 'json' | 'ndjson';

/** A checked document and where its text starts in the whole input (NDJSON records are lines of it). */
export interface PlacedOutcome {
  readonly outcome: DocumentOutcome;
  /** The document's own text (a record without its line break). */
  readonly text: string;
  /** Offset of `text` in the whole input. */
  readonly offset: number;
}

/** What one check of the pasted text found. */
export interface PayloadReport {
  /** How the text was read: `auto` resolved. */
  readonly mode: 'json' | 'ndjson';
  readonly documents: readonly PlacedOutcome[];
}

function configOf(profile: Profile): CheckConfig {
  return {
    kind: 'auto',
    envelope: 'auto',
    includeSlots: profile.includeSlots,
    strict: profile.strict,
    maxViolations: 1000,
    hazardScan: true,
    limits: { ...DEFAULT_LIMITS, maxBytes: 64 * 1024 * 1024 },
    blankLines: 'skip',
    // Frames and values are built when a violation is selected (the page masks or shows values then).
    showValues: false,
    frames: false,
    listValid: true,
    days: false,
  };
}

async function checkOne(
  text: string,
  offset: number,
  record: number | undefined,
  config: CheckConfig,
  validators: Validators,
): Promise<PlacedOutcome> {
  const checked = checkText(
    text,
    record === undefined ? { file: 'input' } : { file: 'input', record },
    config,
    validators,
  );
  return { outcome: await placeViolations(checked, config), text, offset };
}

/** How a long check reports its progress and is given up. */
export interface CheckProgress {
  /** Called between slices of records: records checked, and of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Aborts the check between two slices (a newer check started): the promise rejects with its reason. */
  readonly signal?: AbortSignal;
}

/** Records checked between two returns to the event loop: the page stays responsive and shows progress. */
const SLICE = 500;

/** A turn of the event loop, so input, painting and a newer check get their turn. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The records of NDJSON text: each non-blank line, with its 1-based line number and offset. */
function records(text: string): { text: string; line: number; offset: number }[] {
  const out: { text: string; line: number; offset: number }[] = [];
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    const record = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (record.trim() !== '') out.push({ text: record, line, offset: start });
    start = end + 1;
    line++;
  }
  return out;
}

/**
 * Checks pasted text as the gate checks a file (the same parse layer, validators, warnings and places):
 * one JSON document (a summary, an array of summaries, a response in any envelope), or NDJSON, one document
 * per line. `auto` reads NDJSON when the text is not one JSON document but has several lines that each are.
 * Never throws on the text.
 *
 * @example
 * const report = await checkPayload('{"date":"2024-02-30"}', 'auto', { includeSlots: true, strict: false }, OPEN_VALIDATORS);
 * report.documents[0].outcome.violations[0].pointer; // '/date'
 */
export async function checkPayload(
  text: string,
  mode: InputMode,
  profile: Profile,
  validators: Validators,
  progress: CheckProgress = {},
): Promise<PayloadReport> {
  const config = configOf(profile);
  if (mode !== 'ndjson') {
    const whole = await checkOne(text, 0, undefined, config, validators);
    const tryLines =
      mode === 'auto' &&
      whole.outcome.status === 'error' &&
      whole.outcome.errors.some((e) => e.code === 'trailing_data');
    if (!tryLines) return { mode: 'json', documents: [whole] };
  }
  const documents: PlacedOutcome[] = [];
  const lines = records(text);
  // In slices: 100,000 records would hold the page for seconds; between slices it paints the progress, takes
  // input, and a newer check aborts this one.
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % SLICE === 0) {
      progress.onProgress?.(i, lines.length);
      await nextTurn();
      progress.signal?.throwIfAborted();
    }
    const r = lines[i] as { text: string; line: number; offset: number };
    documents.push(await checkOne(r.text, r.offset, r.line, config, validators));
  }
  return { mode: 'ndjson', documents };
}
