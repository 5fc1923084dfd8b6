import { documentHints, type DocumentHint } from './hints.js';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import { escapeControls } from '../outputText/safeText.js';
import { summaryLine, type Reporter, type ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { AnnotationBudget } from './annotationBudget.js';

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

/** How many annotations the run prints, and where the whole report is. */
export interface GithubOptions {
  /** Annotations of each level (error, warning) at most (`--annotations`). */
  readonly annotations: number;
  /** Where a reader finds every violation, said by the notice of what was left out (no data in it). */
  readonly wholeReport: string;
}

/**
 * GitHub Actions workflow commands. GitHub shows 10 error and 10 warning annotations per step and drops the rest
 * without a word, so the run prints at most `annotations` of each level, chosen in a stated order
 * (annotationBudget.ts: one per rule word and file first, then repeats; errors and warnings each their own
 * budget, errors printed first), then one `::notice` that says how many more there are and where the whole
 * report is, one `::notice` per kind of hint, and the summary line. Every name, pointer and message is escaped.
 */
export class GithubReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #options: GithubOptions;
  readonly #errors: AnnotationBudget;
  readonly #warnings: AnnotationBudget;
  /** Violations past a document's --max-violations, never annotated. */
  #uncounted = 0;
  /** Whether a document stopped counting at its cap (`omittedIsLowerBound`): the count left out is a lower bound. */
  #atLeast = false;
  /** Each kind of hint once: the first document it was given on, and on how many. */
  readonly #hints = new Map<DocumentHint['code'], { hint: DocumentHint; file: string; documents: number }>();

  constructor(ctx: ReporterContext, options: GithubOptions) {
    this.#ctx = ctx;
    this.#options = options;
    this.#errors = new AnnotationBudget(options.annotations);
    this.#warnings = new AnnotationBudget(options.annotations);
  }

  #annotate(level: 'error' | 'warning', file: string, item: LocatedViolation | InputProblem, rule: string): void {
    const budget = level === 'error' ? this.#errors : this.#warnings;
    // The line is rendered only when the budget keeps it: it holds at most twice its limit of them.
    budget.offer(`${rule}\u0000${file}`, () => this.#line(level, file, item, rule));
  }

  #line(level: 'error' | 'warning', file: string, item: LocatedViolation | InputProblem, rule: string): string {
    const props = [`file=${property(file)}`];
    if (item.line !== undefined) props.push(`line=${item.line}`);
    if (item.column !== undefined) props.push(`col=${item.column}`);
    const where = item.pointer === undefined || item.pointer === '' ? '' : ` ${item.pointer}`;
    props.push(`title=${property(`${rule}${where}`)}`);
    const value = item.value === undefined ? '' : ` (value: ${item.value})`;
    return `::${level} ${props.join(',')}::${data(`${explainedMessage(item)}${value}`)}\n`;
  }

  /** Offers a document's annotations to the budgets; nothing is printed before the end of the run. */
  document(outcome: DocumentOutcome): void {
    for (const v of outcome.violations) this.#annotate('error', outcome.file, v, v.rule);
    this.#uncounted += outcome.omitted;
    if (outcome.omittedIsLowerBound === true) this.#atLeast = true;
    for (const e of outcome.errors) this.#annotate('error', outcome.file, e, e.code);
    if (!this.#ctx.quiet) for (const w of outcome.warnings) this.#annotate('warning', outcome.file, w, w.code);
    for (const hint of documentHints(outcome)) {
      const seen = this.#hints.get(hint.code);
      if (seen === undefined) this.#hints.set(hint.code, { hint, file: outcome.file, documents: 1 });
      else seen.documents++;
    }
  }

  finish(summary: RunSummary): void {
    const lines = [...this.#errors.chosen(), ...this.#warnings.chosen()];
    for (const { hint, file, documents } of this.#hints.values()) {
      const others = documents > 1 ? ` (and ${documents - 1} more documents)` : '';
      lines.push(
        `::notice file=${property(file)},title=${property(hint.title)}::${data(`hint: ${hint.message}${others}`)}\n`,
      );
    }
    const more = this.#moreNotice();
    if (more !== undefined) lines.push(more);
    if (!this.#ctx.quiet) lines.push(`${summaryLine(summary)}\n`);
    this.#ctx.write(lines.join(''));
  }

  /** The notice of what was left out, or undefined when every problem was annotated. */
  #moreNotice(): string | undefined {
    const errors = this.#errors.left() + this.#uncounted;
    const warnings = this.#warnings.left();
    if (errors === 0 && warnings === 0) return undefined;
    const count = (n: number, word: string): string => `${n.toLocaleString('en-US')} more ${word}${n === 1 ? '' : 's'}`;
    const parts = [
      ...(errors > 0 ? [`${this.#atLeast ? 'at least ' : ''}${count(errors, 'error')}`] : []),
      ...(warnings > 0 ? [count(warnings, 'warning')] : []),
    ];
    const past =
      this.#uncounted > 0
        ? ` (${this.#atLeast ? 'at least ' : ''}${this.#uncounted.toLocaleString('en-US')} past --max-violations)`
        : '';
    const text = `${parts.join(' and ')} than annotated${past}: at most ${this.#options.annotations} annotations of each level (--annotations; GitHub shows 10 per step), one per rule word and file first; the whole report: ${this.#options.wholeReport}`;
    return `::notice title=${property('more problems')}::${data(text)}\n`;
  }
}
