import { documentHints } from './hints.js';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import { escapeControls } from '../outputText/safeText.js';
import { summaryLine, type Reporter, type ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { ChunkedWrite } from './chunkedWrite.js';

/**
 * Escapes a workflow command's message: control characters, line separators and bidi controls as the text
 * report shows them (`escapeControls`, so no line break is left to decode), then `%` as GitHub decodes it.
 */
function data(text: string): string {
  return escapeControls(text).replaceAll('%', '%25');
}

/** Escapes a workflow command's property value. */
function property(text: string): string {
  return data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/**
 * GitHub Actions workflow commands: one `::error` annotation per violation or input error and one
 * `::warning` per warning, placed by file, line and column, so they show inline on the pull request.
 */
export class GithubReporter implements Reporter {
  readonly #ctx: ReporterContext;

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
  }

  #annotate(level: 'error' | 'warning', file: string, item: LocatedViolation | InputProblem, rule: string): string {
    const props = [`file=${property(file)}`];
    if (item.line !== undefined) props.push(`line=${item.line}`);
    if (item.column !== undefined) props.push(`col=${item.column}`);
    const where = item.pointer === undefined || item.pointer === '' ? '' : ` ${item.pointer}`;
    props.push(`title=${property(`${rule}${where}`)}`);
    const value = item.value === undefined ? '' : ` (value: ${item.value})`;
    return `::${level} ${props.join(',')}::${data(`${explainedMessage(item)}${value}`)}\n`;
  }

  /** Writes a document's annotations as they are rendered, in chunks (chunkedWrite.ts), never as one string. */
  document(outcome: DocumentOutcome): void {
    const out = new ChunkedWrite(this.#ctx.write);
    for (const v of outcome.violations) out.add(this.#annotate('error', outcome.file, v, v.rule));
    if (outcome.omitted > 0)
      out.add(
        `::error file=${property(outcome.file)},title=more violations::${outcome.omittedIsLowerBound === true ? 'at least ' : ''}${outcome.omitted} more violations (raise --max-violations)\n`,
      );
    for (const e of outcome.errors) out.add(this.#annotate('error', outcome.file, e, e.code));
    if (!this.#ctx.quiet) for (const w of outcome.warnings) out.add(this.#annotate('warning', outcome.file, w, w.code));
    for (const hint of documentHints(outcome))
      out.add(
        `::notice file=${property(outcome.file)},title=${property(hint.title)}::${data(`hint: ${hint.message}`)}\n`,
      );
    out.flush();
  }

  finish(summary: RunSummary): void {
    if (!this.#ctx.quiet) this.#ctx.write(`${summaryLine(summary)}\n`);
  }
}
