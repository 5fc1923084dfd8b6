import { documentHints } from './hints.js';
import type { CodeFrame, DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import { explainedMessage } from './explained.js';
import { escapeControls } from '../outputText/safeText.js';
import {
  isUnreadableInput,
  place,
  summaryLine,
  type FileCounts,
  type Reporter,
  type ReporterContext,
} from './reporter.js';
import { ChunkedWrite } from './chunkedWrite.js';
import { FRAMED_PER_DOCUMENT } from '../documentCheck/checkText.js';

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1, cyan: 36 } as const;

/** Said after a document's violations when only the first ones have a code frame (checkText.ts). */
export const FRAMES_NOTE = `code frames are shown for the first ${FRAMED_PER_DOCUMENT.toLocaleString('en-US')} violations of a document`;

/** Said once per report that showed a violation with its value masked. */
export const SHOW_VALUES_NOTE = 'note: values from the payload are masked (health data); --show-values shows them';

/**
 * The default report: for people reading a CI log or a terminal. Everything from data or a file name (names,
 * pointers, messages, values, source lines) goes through `escapeControls` as it enters a line: no name can
 * start a line of its own (a GitHub workflow command) or send an escape sequence to the terminal.
 */
export class TextReporter implements Reporter {
  readonly #ctx: ReporterContext;
  /** Whether a violation was shown with its value masked (the note at the end says how to see values). */
  #masked = false;

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
  }

  #paint(color: keyof typeof CODES, text: string): string {
    return this.#ctx.color ? `\u001b[${CODES[color]}m${text}\u001b[0m` : text;
  }

  /**
   * Writes a document's lines as they are rendered, in chunks (chunkedWrite.ts): a document with 100,000
   * violations and their frames is never held as one string.
   */
  document(outcome: DocumentOutcome): void {
    const { quiet } = this.#ctx;
    const name = escapeControls(outcome.record === undefined ? outcome.file : `${outcome.file}:${outcome.record}`);
    if (outcome.status === 'valid' && quiet) return;
    const out = new ChunkedWrite(this.#ctx.write);
    const line = (text: string): void => out.add(`${text}\n`);
    if (outcome.status === 'valid') {
      line(`${this.#paint('bold', name)}: ${this.#paint('green', 'valid')}`);
    } else if (outcome.status === 'invalid') {
      const count = outcome.violations.length + outcome.omitted;
      const atLeast = outcome.omittedIsLowerBound === true ? 'at least ' : '';
      line(
        `${this.#paint('bold', name)}: ${this.#paint('red', `${atLeast}${count} violation${count === 1 ? '' : 's'}`)}`,
      );
      for (const v of outcome.violations) this.#item(line, outcome.file, v, v.rule, 'red');
      if (this.#ctx.showValues !== true && outcome.violations.length > 0) this.#masked = true;
      if (outcome.violations.length > FRAMED_PER_DOCUMENT && outcome.violations[0]?.frame !== undefined)
        line(`  ${this.#paint('cyan', FRAMES_NOTE)}`);
      if (outcome.omitted > 0) line(`  … and ${atLeast}${outcome.omitted} more (raise --max-violations to see them)`);
    } else if (isUnreadableInput(outcome)) {
      // Said once: the path and why it cannot be read.
      line(
        `${this.#paint('bold', name)}: ${this.#paint('red', `cannot be read: ${escapeControls(outcome.errors[0]?.message ?? '')}`)}`,
      );
    } else {
      line(`${this.#paint('bold', name)}: ${this.#paint('red', 'cannot be checked')}`);
      for (const e of outcome.errors) this.#item(line, outcome.file, e, e.code, 'red');
    }
    for (const hint of documentHints(outcome)) line(`  ${this.#paint('cyan', `hint: ${hint.message}`)}`);
    if (!quiet) for (const w of outcome.warnings) this.#item(line, outcome.file, w, `warning ${w.code}`, 'yellow');
    out.flush();
  }

  #item(
    line: (text: string) => void,
    file: string,
    item: LocatedViolation | InputProblem,
    rule: string,
    color: 'red' | 'yellow',
  ): void {
    const pointer = item.pointer === undefined ? '' : `  ${item.pointer === '' ? '/' : escapeControls(item.pointer)}`;
    line(
      `  ${this.#paint('dim', escapeControls(place(file, item.line, item.column)))}${pointer}  ${this.#paint(color, rule)}  ${escapeControls(explainedMessage(item))}`,
    );
    if (item.value !== undefined) line(`      value: ${escapeControls(item.value)}`);
    if (item.frame !== undefined) for (const text of this.#frame(item.frame, color)) line(text);
  }

  #frame(frame: CodeFrame, color: 'red' | 'yellow'): string[] {
    const width = String(frame.lines.at(-1)?.number ?? 1).length;
    const out: string[] = [];
    for (const line of frame.lines) {
      const here = line.number === frame.caretLine;
      const gutter = `${here ? '>' : ' '} ${String(line.number).padStart(width)} |`;
      out.push(`    ${this.#paint('dim', gutter)} ${escapeControls(line.text)}`);
      if (here) {
        // The caret sits under the escaped text: its column and width are those of the escaped spans.
        const start = frame.caretColumn - 1;
        const before = escapeControls(line.text.slice(0, start)).length;
        const under = escapeControls(line.text.slice(start, start + frame.caretWidth)).length;
        const caret = `${' '.repeat(before)}${'^'.repeat(Math.max(1, under))}`;
        out.push(`    ${this.#paint('dim', `  ${' '.repeat(width)} |`)} ${this.#paint(color, caret)}`);
      }
    }
    return out;
  }

  fileDone(file: string, counts: FileCounts): void {
    if (this.#ctx.quiet) return;
    const blank =
      counts.blankLinesSkipped > 0
        ? `, ${counts.blankLinesSkipped} blank line${counts.blankLinesSkipped === 1 ? '' : 's'} skipped`
        : '';
    const unreadable = counts.errors > 0 ? `, ${counts.errors} unreadable` : '';
    this.#ctx.write(
      `${this.#paint('bold', escapeControls(file))}: ${counts.documents} record${counts.documents === 1 ? '' : 's'}, ${counts.valid} valid, ${counts.invalid} invalid${unreadable}${blank}\n`,
    );
  }

  finish(summary: RunSummary): void {
    if (this.#ctx.quiet) return;
    if (this.#masked) this.#ctx.write(`${this.#paint('cyan', SHOW_VALUES_NOTE)}\n`);
    this.#ctx.write(`${summaryLine(summary)}\n`);
  }
}
