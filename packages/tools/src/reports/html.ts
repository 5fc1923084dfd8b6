import { barChart } from './html/chart.js';
import { codeFrameHtml } from './html/codeFrameHtml.js';
import { escapeHtml } from './html/escape.js';
import { htmlDocument, htmlTable, htmlTotals } from './html/page.js';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import { HtmlTally, LISTED, type HintTally, type Listed } from './htmlTally.js';
import { place, summaryLine, type Reporter, type ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';

const count = (n: number): string => n.toLocaleString('en-US');
const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;

/**
 * The report for people who would rather look: one self-contained HTML file (inline CSS and SVG, no script,
 * no external asset) with the totals, the hints, violations grouped by rule word and by schema location, a
 * chart of violations per day, code frames, and the warnings. Everything from the run is escaped; payload values
 * appear only with `--show-values` (in the frames and `value`s the gate builds, as in the text report).
 * Documents are tallied as they stream (htmlTally.ts): memory stays bounded whatever the input.
 */
export class HtmlReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #tally = new HtmlTally();

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
  }

  document(outcome: DocumentOutcome): void {
    this.#tally.add(outcome);
  }

  finish(summary: RunSummary): void {
    const t = this.#tally;
    const { bars, daysPerBar } = t.bars();
    const rules = [...t.byRule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const locations = [...t.byLocation].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
    const verdict = summary.invalid === 0 && summary.errors === 0;
    const body = [
      '<header>',
      `<h1>user-summaries validate: <span class="${verdict ? 'ok' : 'bad'}">${verdict ? 'valid' : 'contract broken'}</span></h1>`,
      `<p class="muted">${escapeHtml(summaryLine(summary))}</p>`,
      '</header>',
      '<main>',
      '<section aria-labelledby="totals"><h2 id="totals">Totals</h2>',
      htmlTotals([
        ['documents', count(summary.documents)],
        ['valid', count(summary.valid), 'ok'],
        ['invalid', count(summary.invalid), summary.invalid > 0 ? 'bad' : undefined],
        ['unreadable', count(summary.errors), summary.errors > 0 ? 'bad' : undefined],
        ['violations', count(summary.violations), summary.violations > 0 ? 'bad' : undefined],
        ['warnings', count(summary.warnings), summary.warnings > 0 ? 'warn' : undefined],
      ]),
      '</section>',
      hintSection(t.hints),
      '<section aria-labelledby="per-day"><h2 id="per-day">Violations per day</h2>',
      `<p class="muted">One bar per day in input order${daysPerBar > 1 ? ` (each bar sums ${daysPerBar} days)` : ''}: a summary file, an NDJSON record, or an item of a response's <code>data</code> (named <code>#index</code>). Dates are payload values, so days are named by their place.</p>`,
      barChart('Violations per day', bars),
      t.undated > 0
        ? `<p class="muted">Not charted: ${count(t.undated)} violation${t.undated === 1 ? '' : 's'} of response envelopes, which belong to no day (the archive report counts them as <code>undated</code>).</p>`
        : '',
      '</section>',
      '<section aria-labelledby="by-rule"><h2 id="by-rule">By rule word</h2>',
      rules.length === 0
        ? '<p>No violation.</p>'
        : htmlTable(
            'Violations listed per rule word',
            ['rule', 'violations'],
            rules.map(([rule, n]) => [code(rule), count(n)]),
            [1],
          ),
      '</section>',
      '<section aria-labelledby="by-location"><h2 id="by-location">By schema location</h2>',
      locations.length === 0
        ? '<p>No violation.</p>'
        : htmlTable(
            'Violations listed per schema location',
            ['schema location', 'rule', 'violations'],
            locations.map(([loc, g]) => [code(loc), code(g.rule), count(g.count)]),
            [2],
          ),
      '</section>',
      '<section aria-labelledby="violations"><h2 id="violations">Violations</h2>',
      t.violations.length === 0
        ? '<p>No violation.</p>'
        : t.violations.map((v) => itemHtml(v, v.item.rule, 'bad')).join('\n'),
      t.unlistedViolations > 0
        ? `<p class="muted">… and ${count(t.unlistedViolations)} more violations not listed (this report lists the first ${LISTED.violations}; raise --max-violations to find those a document left out).</p>`
        : '',
      '</section>',
      problemSection('unreadable', 'Documents that cannot be checked', t.errors, 'bad'),
      problemSection('warnings', 'Warnings', t.warnings, 'warn'),
      t.unlistedProblems > 0 ? `<p class="muted">… and ${count(t.unlistedProblems)} more problems not listed.</p>` : '',
      '</main>',
    ].join('\n');
    this.#ctx.write(htmlDocument('user-summaries validate report', body));
  }
}

/** The hints of the run, one line per kind: the text report's `hint:` line, how many documents, the first. */
function hintSection(hints: ReadonlyMap<string, HintTally>): string {
  if (hints.size === 0) return '';
  const lines = [...hints.values()].map(
    ({ hint, count: n, first }) =>
      `<p><strong>hint:</strong> ${escapeHtml(hint.message)} <span class="muted">(${count(n)} document${n === 1 ? '' : 's'}; the first: ${escapeHtml(first)})</span></p>`,
  );
  return ['<section aria-labelledby="hints"><h2 id="hints">Hints</h2>', ...lines, '</section>'].join('\n');
}

function problemSection(
  id: string,
  title: string,
  items: readonly Listed<InputProblem>[],
  tone: 'bad' | 'warn',
): string {
  if (items.length === 0) return '';
  return [
    `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>`,
    ...items.map((p) => itemHtml(p, p.item.code, tone)),
    '</section>',
  ].join('\n');
}

/** One violation or problem: its place, pointer, rule (or code), message, value when shown, and frame. */
function itemHtml(listed: Listed<LocatedViolation | InputProblem>, rule: string, tone: 'bad' | 'warn'): string {
  const { item } = listed;
  const pointer = item.pointer === undefined ? '' : ` ${code(item.pointer === '' ? '/' : item.pointer)}`;
  const where = escapeHtml(place(listed.document, item.line, item.column));
  const value = item.value === undefined ? '' : `<div>value: ${code(item.value)}</div>`;
  const frame = item.frame === undefined ? '' : codeFrameHtml(item.frame);
  return `<div class="item"><div><span class="muted">${where}</span>${pointer} <strong class="${tone}">${escapeHtml(rule)}</strong> ${escapeHtml(explainedMessage(item))}</div>${value}${frame}</div>`;
}
