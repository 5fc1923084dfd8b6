import { jsonSafe } from '../outputText/safeText.js';
import type { DocumentOutcome, RunSummary } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';

/** A document as the json report writes it: no code frames (they are for people). */
export function documentEntry(outcome: DocumentOutcome): Record<string, unknown> {
  const strip = <T extends { frame?: unknown }>(item: T): Omit<T, 'frame'> => {
    const { frame: _frame, ...rest } = item;
    return rest;
  };
  return {
    file: outcome.file,
    ...(outcome.record === undefined ? {} : { line: outcome.record }),
    valid: outcome.status === 'valid',
    status: outcome.status,
    violations: outcome.violations.map(strip),
    ...(outcome.omitted > 0 ? { omitted: outcome.omitted } : {}),
    ...(outcome.omittedIsLowerBound === true ? { omittedIsLowerBound: true } : {}),
    ...(outcome.errors.length > 0 ? { errors: outcome.errors.map(strip) } : {}),
    ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings.map(strip) } : {}),
  };
}

/**
 * The machine report: one JSON object, `{"documents": [...], "valid": bool, "summary": {...}}`, written as
 * documents are checked (so `documents` comes first).
 */
export class JsonReporter implements Reporter {
  readonly #ctx: ReporterContext;
  #first = true;

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
    ctx.write('{"documents":[');
  }

  document(outcome: DocumentOutcome): void {
    this.#ctx.write(`${this.#first ? '' : ','}${jsonSafe(JSON.stringify(documentEntry(outcome)))}`);
    this.#first = false;
  }

  finish(summary: RunSummary): void {
    const valid = summary.invalid === 0 && summary.errors === 0 && summary.unreadableInputs === 0;
    this.#ctx.write(`],"valid":${valid},"summary":${jsonSafe(JSON.stringify(summary))}}\n`);
  }
}
