import { jsonSafe } from '../outputText/safeText.js';
import type { DocumentOutcome, InputProblem, LocatedViolation } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { ChunkedWrite } from './chunkedWrite.js';
import { documentHints } from './hints.js';
import { hintRuleId } from './ruleDescriptors.js';
import { Fingerprints } from './fingerprint.js';
import { reportPath } from './reportPath.js';

/** A severity of GitLab's Code Quality report. */
export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/**
 * One issue of GitLab's Code Quality report, as its merge-request widget reads it
 * (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format).
 */
export interface CodeQualityIssue {
  readonly description: string;
  readonly check_name: string;
  readonly fingerprint: string;
  readonly severity: CodeQualitySeverity;
  readonly location: { readonly path: string; readonly lines: { readonly begin: number } };
}

/** Where the report's paths are relative to. */
export interface GitlabOptions {
  /** Paths are relative to this folder (absolute): the project's checkout, `$CI_PROJECT_DIR`. */
  readonly root: string;
  /** The folder relative input paths are read from (absolute). */
  readonly cwd: string;
}

/**
 * GitLab Code Quality (`--format gitlab`): a JSON array of issues, one per violation (`major`), input error
 * (`critical`: the document could not be checked), warning (`minor`) and hint (`info`), each with the rule word or
 * problem code as `check_name`, the file relative to the root and its line, and the same fingerprint as SARIF's
 * (fingerprint.ts: not the line, so an issue survives a reformatting). Written as documents arrive.
 */
export class GitlabReporter implements Reporter {
  readonly #ctx: ReporterContext;
  readonly #options: GitlabOptions;
  readonly #fingerprints = new Fingerprints();
  #first = true;

  constructor(ctx: ReporterContext, options: GitlabOptions) {
    this.#ctx = ctx;
    this.#options = options;
    ctx.write('[');
  }

  #issue(
    severity: CodeQualitySeverity,
    checkName: string,
    outcome: DocumentOutcome,
    item: LocatedViolation | InputProblem | undefined,
    description: string,
  ): string {
    const issue: CodeQualityIssue = {
      description,
      check_name: checkName,
      fingerprint: this.#fingerprints.next(outcome.file, item?.pointer, checkName),
      severity,
      location: {
        path: reportPath(outcome.file, this.#options.root, this.#options.cwd),
        lines: { begin: item?.line ?? outcome.record ?? 1 },
      },
    };
    return `${this.#first ? '' : ','}\n${jsonSafe(JSON.stringify(issue))}`;
  }

  #described(item: LocatedViolation | InputProblem): string {
    const where = item.pointer === undefined ? '' : `${item.pointer === '' ? '/' : item.pointer}: `;
    const value = item.value === undefined ? '' : ` (value: ${item.value})`;
    return `${where}${explainedMessage(item)}${value}`;
  }

  /** Writes a document's issues in chunks (chunkedWrite.ts). */
  document(outcome: DocumentOutcome): void {
    const out = new ChunkedWrite(this.#ctx.write);
    const add = (text: string): void => {
      out.add(text);
      this.#first = false;
    };
    for (const v of outcome.violations) add(this.#issue('major', v.rule, outcome, v, this.#described(v)));
    for (const e of outcome.errors) add(this.#issue('critical', e.code, outcome, e, this.#described(e)));
    if (!this.#ctx.quiet)
      for (const w of outcome.warnings) add(this.#issue('minor', w.code, outcome, w, this.#described(w)));
    for (const hint of documentHints(outcome))
      add(this.#issue('info', hintRuleId(hint), outcome, undefined, `hint: ${hint.message}`));
    out.flush();
  }

  finish(): void {
    this.#ctx.write(this.#first ? ']\n' : '\n]\n');
  }
}
