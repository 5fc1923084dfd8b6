import type { DocumentOutcome, RunSummary } from '../documentCheck/types.js';
import { escapeControls } from '../outputText/safeText.js';
import { place, type Reporter, type ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { documentHints } from './hints.js';
import { Spool } from './spool.js';
import { xml } from './xml.js';

/** A line break between a failure's details, escaped as the rest of the text is (xml.ts). */
const LINE_BREAK = xml('\n');

interface Suite {
  name: string;
  tests: number;
  failures: number;
  errors: number;
  body: Spool;
}

/**
 * JUnit XML: one `<testsuite>` per input file, one `<testcase>` per document (an NDJSON record is
 * `file:line`). A document that breaks the contract has a `<failure>`; one that cannot be read, an `<error>`;
 * its warnings and hints go to its `<system-out>`.
 * Counts go in attributes, so the body is spooled until each file is done.
 */
export class JunitReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #suites = new Spool();
  #suite: Suite | undefined;
  #totals = { tests: 0, failures: 0, errors: 0 };

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
  }

  document(outcome: DocumentOutcome): void {
    if (this.#suite?.name !== outcome.file) this.#closeSuite();
    const suite = (this.#suite ??= { name: outcome.file, tests: 0, failures: 0, errors: 0, body: new Spool() });
    suite.tests++;
    const name = outcome.record === undefined ? outcome.file : `${outcome.file}:${outcome.record}`;
    const open = `    <testcase classname="${xml(escapeControls(outcome.file))}" name="${xml(escapeControls(name))}" time="0"`;
    if (outcome.status === 'invalid') {
      // Appended one violation at a time: the spool holds the text, never one string per document.
      suite.failures++;
      const count = outcome.violations.length + outcome.omitted;
      const append = (text: string): void => suite.body.append(text);
      append(
        `${open}><failure message="${xml(`${outcome.omittedIsLowerBound === true ? 'at least ' : ''}${count} contract violation${count === 1 ? '' : 's'}`)}" type="contract">`,
      );
      outcome.violations.forEach((v, index) => {
        append(
          `${index === 0 ? '' : LINE_BREAK}${xml(escapeControls(`${place(outcome.file, v.line, v.column)} ${v.pointer || '/'} ${v.rule}: ${explainedMessage(v)}`))}`,
        );
      });
      if (outcome.omitted > 0)
        append(
          `${outcome.violations.length === 0 ? '' : LINE_BREAK}${xml(`… and ${outcome.omittedIsLowerBound === true ? 'at least ' : ''}${outcome.omitted} more`)}`,
        );
      append(`</failure>${this.#systemOut(outcome)}</testcase>\n`);
      return;
    }
    let body = '';
    if (outcome.status === 'error') {
      suite.errors++;
      const first = outcome.errors[0];
      const details = outcome.errors.map((e) =>
        escapeControls(`${place(outcome.file, e.line, e.column)} ${e.code}: ${e.message}`),
      );
      body = `<error message="${xml(escapeControls(first?.message ?? 'cannot be checked'))}" type="${xml(first?.code ?? 'input')}">${xml(details.join('\n'))}</error>`;
    }
    body += this.#systemOut(outcome);
    suite.body.append(body === '' ? `${open}/>\n` : `${open}>${body}</testcase>\n`);
  }

  /** A document's warnings and hints (`hint: …`, as the text report's) as `<system-out>`, or nothing. */
  #systemOut(outcome: DocumentOutcome): string {
    const lines = [
      ...outcome.warnings.map((w) =>
        escapeControls(`warning ${place(outcome.file, w.line, w.column)} ${w.code}: ${w.message}`),
      ),
      ...documentHints(outcome).map((hint) => `hint: ${hint.message}`),
    ];
    return lines.length === 0 ? '' : `<system-out>${xml(lines.join('\n'))}</system-out>`;
  }

  #closeSuite(): void {
    const suite = this.#suite;
    if (suite === undefined) return;
    this.#suite = undefined;
    this.#totals.tests += suite.tests;
    this.#totals.failures += suite.failures;
    this.#totals.errors += suite.errors;
    this.#suites.append(
      `  <testsuite name="${xml(escapeControls(suite.name))}" tests="${suite.tests}" failures="${suite.failures}" errors="${suite.errors}" skipped="0" time="0">\n`,
    );
    suite.body.drainTo((chunk) => this.#suites.append(chunk));
    this.#suites.append('  </testsuite>\n');
  }

  finish(summary: RunSummary): void {
    this.#closeSuite();
    const { tests, failures, errors } = this.#totals;
    const time = (summary.timeMs / 1000).toFixed(3);
    this.#ctx.write(
      `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="user-summaries validate" tests="${tests}" failures="${failures}" errors="${errors}" time="${time}">\n`,
    );
    this.#suites.drainTo(this.#ctx.write);
    this.#ctx.write('</testsuites>\n');
  }
}
