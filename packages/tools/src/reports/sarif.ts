import { resolve } from 'node:path';
import type { Invocation, Notification, Result, Run, ToolComponent } from 'sarif';
import { jsonSafe } from '../outputText/safeText.js';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { ChunkedWrite } from './chunkedWrite.js';
import { documentHints, type DocumentHint } from './hints.js';
import { hintRuleId, RULE_DESCRIPTORS } from './ruleDescriptors.js';
import { FINGERPRINT_KEY, Fingerprints } from './fingerprint.js';
import { artifactLocation, ROOT_BASE_ID, rootUri } from './artifactUri.js';

/** A value as JSON text with no raw control character (see safeText.ts). */
const jsonText = (value: unknown): string => jsonSafe(JSON.stringify(value));

const RULE_INDEX = new Map(RULE_DESCRIPTORS.map(({ id }, index) => [id, index]));

/**
 * The results one SARIF run holds at most: GitHub code scanning keeps the first 5,000 results of a run and drops
 * the rest; past them the run says how many were left out (a notification of its invocation).
 */
export const MAX_SARIF_RESULTS = 5000;

/** Where the SARIF report places its artifacts, and the category of its run. */
export interface SarifOptions {
  /** Artifact URIs are relative to this folder (absolute). */
  readonly root: string;
  /** The folder relative input paths are read from (absolute). */
  readonly cwd: string;
  /** `automationDetails.id` is `<category>/`: code scanning keeps one analysis per category. */
  readonly category: string;
}

/**
 * SARIF 2.1.0: one run, one result per violation, input error and warning, each placed by an artifact URI relative
 * to the root (`%SRCROOT%`), line and column (UTF-16 code units), with the JSON pointer as a logical location; a
 * hint is a result of level `note` (rule `hint/<code>`) on its document. Each result carries a fingerprint that
 * does not depend on its line (fingerprint.ts), so code scanning keeps an alert when lines move; the run holds at
 * most {@link MAX_SARIF_RESULTS} results and says how many more there were. Upload it with
 * github/codeql-action/upload-sarif (docs/ci.md).
 */
export class SarifReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #options: SarifOptions;
  readonly #fingerprints = new Fingerprints();
  #written = 0;
  /** Results past {@link MAX_SARIF_RESULTS}. */
  #omitted = 0;
  /** Violations past a document's --max-violations, which no report lists. */
  #uncounted = 0;
  /** Whether a document stopped counting at its cap: {@link #uncounted} is then a lower bound. */
  #atLeast = false;

  constructor(ctx: ReporterContext, options: SarifOptions) {
    this.#ctx = ctx;
    this.#options = { ...options, root: resolve(options.cwd, options.root) };
    const driver: ToolComponent = {
      name: 'user-summaries',
      semanticVersion: ctx.version,
      rules: RULE_DESCRIPTORS.map(({ id, meaning }) => ({ id, shortDescription: { text: `${meaning}.` } })),
    };
    const head: Omit<Run, 'results'> = {
      tool: { driver },
      automationDetails: { id: `${options.category}/` },
      originalUriBaseIds: { [ROOT_BASE_ID]: { uri: rootUri(this.#options.root) } },
      columnKind: 'utf16CodeUnits',
    };
    const run = jsonText(head);
    ctx.write(
      `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[${run.slice(0, -1)},"results":[`,
    );
  }

  #location(outcome: DocumentOutcome): ReturnType<typeof artifactLocation> {
    return artifactLocation(outcome.file, this.#options.root, this.#options.cwd);
  }

  #result(
    level: 'error' | 'warning',
    ruleId: string,
    outcome: DocumentOutcome,
    item: LocatedViolation | InputProblem,
  ): string {
    const line = item.line ?? outcome.record;
    const region =
      line === undefined
        ? {}
        : { region: { startLine: line, ...(item.column === undefined ? {} : { startColumn: item.column }) } };
    const logical =
      item.pointer === undefined
        ? {}
        : { logicalLocations: [{ fullyQualifiedName: item.pointer === '' ? '/' : item.pointer, kind: 'member' }] };
    const value = item.value === undefined ? '' : ` (value: ${item.value})`;
    const ruleIndex = RULE_INDEX.get(ruleId);
    const result: Result = {
      ruleId,
      ...(ruleIndex === undefined ? {} : { ruleIndex }),
      level,
      message: { text: `${explainedMessage(item)}${value}` },
      locations: [{ physicalLocation: { artifactLocation: this.#location(outcome), ...region }, ...logical }],
      partialFingerprints: { [FINGERPRINT_KEY]: this.#fingerprints.next(outcome.file, item.pointer, ruleId) },
    };
    return jsonText(result);
  }

  /** A hint as a result of level `note`, placed on its document (the NDJSON record's line, else the file). */
  #hint(hint: DocumentHint, outcome: DocumentOutcome): string {
    const ruleId = hintRuleId(hint);
    const ruleIndex = RULE_INDEX.get(ruleId);
    const region = outcome.record === undefined ? {} : { region: { startLine: outcome.record } };
    const result: Result = {
      ruleId,
      ...(ruleIndex === undefined ? {} : { ruleIndex }),
      level: 'note',
      message: { text: `hint: ${hint.message}` },
      locations: [{ physicalLocation: { artifactLocation: this.#location(outcome), ...region } }],
      partialFingerprints: { [FINGERPRINT_KEY]: this.#fingerprints.next(outcome.file, undefined, ruleId) },
    };
    return jsonText(result);
  }

  /**
   * Writes a document's results as they are rendered, in chunks (chunkedWrite.ts), never as one string; past
   * {@link MAX_SARIF_RESULTS} results it counts them only.
   */
  document(outcome: DocumentOutcome): void {
    const out = new ChunkedWrite(this.#ctx.write);
    const add = (render: () => string): void => {
      if (this.#written >= MAX_SARIF_RESULTS) {
        this.#omitted++;
        return;
      }
      out.add(`${this.#written === 0 ? '' : ','}${render()}`);
      this.#written++;
    };
    for (const v of outcome.violations) add(() => this.#result('error', v.rule, outcome, v));
    // Violations past --max-violations are counted by the document, not listed: the run says how many.
    this.#uncounted += outcome.omitted;
    if (outcome.omittedIsLowerBound === true) this.#atLeast = true;
    for (const e of outcome.errors) add(() => this.#result('error', e.code, outcome, e));
    if (!this.#ctx.quiet) for (const w of outcome.warnings) add(() => this.#result('warning', w.code, outcome, w));
    for (const hint of documentHints(outcome)) add(() => this.#hint(hint, outcome));
    out.flush();
  }

  finish(summary: RunSummary): void {
    const count = (n: number): string => n.toLocaleString('en-US');
    const notifications: Notification[] = [];
    if (this.#omitted > 0)
      notifications.push({
        level: 'warning',
        descriptor: { id: 'results_omitted' },
        message: {
          text: `${count(this.#omitted)} more results were left out: a run holds the first ${count(MAX_SARIF_RESULTS)} (GitHub code scanning keeps no more); the step summary (--summary) and --format json count them all`,
        },
      });
    if (this.#uncounted > 0)
      notifications.push({
        level: 'note',
        descriptor: { id: 'violations_past_cap' },
        message: {
          text: `${this.#atLeast ? 'at least ' : ''}${count(this.#uncounted)} more violations were past --max-violations of their documents and are in no report (raise --max-violations)`,
        },
      });
    const invocation: Invocation = {
      executionSuccessful: true,
      exitCode: summary.exitCode,
      ...(notifications.length === 0 ? {} : { toolExecutionNotifications: notifications }),
    };
    const properties = { summary, resultsOmitted: this.#omitted, violationsPastCap: this.#uncounted };
    this.#ctx.write(`],"invocations":[${jsonText(invocation)}],"properties":${jsonText(properties)}}]}\n`);
  }
}
