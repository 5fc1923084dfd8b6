import type { Bar } from './html/chart.js';
import type { DocumentOutcome, InputProblem, LocatedViolation } from '../documentCheck/types.js';
import { summaryIndex } from '../documentCheck/violationDay.js';
import { documentHints, type DocumentHint } from './hints.js';

/** How many violations (with their frames) and problems the HTML report lists one by one; the rest are counted. */
export const LISTED = { violations: 500, problems: 200 } as const;

/** The most bars the chart keeps: past it, neighbouring bars merge (a bar then counts several days). */
const MAX_BARS = 1024;

/** A listed violation or problem, and the document it is in. */
export interface Listed<TItem> {
  readonly document: string;
  readonly item: TItem;
}

/** A count per key, with an example of what was counted. */
export interface Group {
  count: number;
  readonly rule: string;
}

/** A hint, the documents it was given on, and the first of them. */
export interface HintTally {
  readonly hint: DocumentHint;
  count: number;
  readonly first: string;
}

/**
 * What the HTML report shows, gathered as documents stream past in bounded memory: counts by rule word and
 * by schema location, violations per day (a day is a summary: one NDJSON record, one summary file, or one
 * item of a response's `data`, named by its place, since its date is a payload value), the violations of
 * envelopes (which belong to no day, as the archive report's `undated`), the hints by kind, and the first
 * {@link LISTED} violations and problems with their code frames.
 */
export class HtmlTally {
  readonly byRule = new Map<string, number>();
  readonly byLocation = new Map<string, Group>();
  readonly violations: Listed<LocatedViolation>[] = [];
  readonly warnings: Listed<InputProblem>[] = [];
  readonly errors: Listed<InputProblem>[] = [];
  /** Violations found but not listed (past {@link LISTED} or past --max-violations). */
  unlistedViolations = 0;
  unlistedProblems = 0;
  /** Violations of a response's envelope (or of an array of summaries as a whole): on no day, not charted. */
  undated = 0;
  /** The hints given, by code, each with its first document: one line per kind of hint, whatever the run's size. */
  readonly hints = new Map<DocumentHint['code'], HintTally>();
  #bars: { label: string; count: number }[] = [];
  /** Days per bar: doubles each time the bars are merged. */
  #perBar = 1;
  #pending: { label: string; count: number } | undefined;
  #pendingDays = 0;

  /** Counts one checked document. */
  add(outcome: DocumentOutcome): void {
    const name = outcome.record === undefined ? outcome.file : `${outcome.file}:${outcome.record}`;
    const perDay = new Map<number, number>();
    let whole = 0;
    for (const v of outcome.violations) {
      this.byRule.set(v.rule, (this.byRule.get(v.rule) ?? 0) + 1);
      const location = v.schemaPath === '' ? '(document)' : v.schemaPath;
      const group = this.byLocation.get(location);
      if (group === undefined) this.byLocation.set(location, { count: 1, rule: v.rule });
      else group.count++;
      if (this.violations.length < LISTED.violations) this.violations.push({ document: name, item: v });
      else this.unlistedViolations++;
      // A summary is one day; in a response or an array, a violation outside its items is the envelope's.
      const day = outcome.dayPrefix === undefined ? undefined : summaryIndex(v.pointer, outcome.dayPrefix);
      if (day !== undefined) perDay.set(day, (perDay.get(day) ?? 0) + 1);
      else if (outcome.dayPrefix === undefined) whole++;
      else this.undated++;
    }
    for (const hint of documentHints(outcome)) {
      const seen = this.hints.get(hint.code);
      if (seen === undefined) this.hints.set(hint.code, { hint, count: 1, first: name });
      else seen.count++;
    }
    this.unlistedViolations += outcome.omitted;
    for (const [list, items] of [
      [this.errors, outcome.errors],
      [this.warnings, outcome.warnings],
    ] as const) {
      for (const item of items) {
        if (list.length < LISTED.problems) list.push({ document: name, item });
        else this.unlistedProblems++;
      }
    }
    if (outcome.status === 'error') return;
    if (perDay.size === 0) this.#day(name, whole + outcome.omitted);
    else {
      // The omitted violations have no pointer: they are counted on the last day that has a violation.
      // No spread into a call: a document can have hundreds of thousands of days.
      const days = [...perDay.keys()].sort((a, b) => a - b);
      const last = days.at(-1);
      for (const day of days)
        this.#day(`${name} #${day}`, (perDay.get(day) ?? 0) + (day === last ? whole + outcome.omitted : 0));
    }
  }

  #day(label: string, count: number): void {
    this.#pending =
      this.#pending === undefined
        ? { label, count }
        : { label: this.#pending.label, count: this.#pending.count + count };
    this.#pendingDays++;
    if (this.#pendingDays < this.#perBar) return;
    this.#bars.push(this.#pending);
    this.#pending = undefined;
    this.#pendingDays = 0;
    if (this.#bars.length >= MAX_BARS) {
      const merged: { label: string; count: number }[] = [];
      for (let i = 0; i < this.#bars.length; i += 2) {
        const a = this.#bars[i] as { label: string; count: number };
        merged.push({ label: a.label, count: a.count + (this.#bars[i + 1]?.count ?? 0) });
      }
      this.#bars = merged;
      this.#perBar *= 2;
    }
  }

  /** The bars of the chart, and how many days each stands for. */
  bars(): { bars: readonly Bar[]; daysPerBar: number } {
    return {
      bars: this.#pending === undefined ? this.#bars : [...this.#bars, this.#pending],
      daysPerBar: this.#perBar,
    };
  }
}
