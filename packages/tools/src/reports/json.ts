import { jsonSafe } from '../outputText/safeText.js';
import type { DocumentOutcome, RunSummary } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';
import { ChunkedWrite } from './chunkedWrite.js';
import { documentHints } from './hints.js';

/** An item as the json report writes it: no code frame (frames are for people). */
function withoutFrame<T extends { frame?: unknown }>(item: T): Omit<T, 'frame'> {
  const { frame: _frame, ...rest } = item;
  return rest;
}

/** The `hints` member of a document, when it has any. */
function hintsMember(outcome: DocumentOutcome): { hints?: { code: string; message: string }[] } {
  const hints = documentHints(outcome);
  return hints.length === 0 ? {} : { hints: hints.map(({ code, message }) => ({ code, message })) };
}

/**
 * Writes a document as the json report does, `{"file", "line"?, "valid", "status", "violations", "omitted"?,
 * "omittedIsLowerBound"?, "errors"?, "warnings"?, "hints"?}` (a hint: `{"code", "message"}`, as the text
 * report's `hint:` lines), one violation at a time in chunks (chunkedWrite.ts): a document with 100,000
 * violations is never one string.
 */
function writeDocument(outcome: DocumentOutcome, out: ChunkedWrite): void {
  const text = (value: unknown): string => jsonSafe(JSON.stringify(value));
  const head = text({
    file: outcome.file,
    ...(outcome.record === undefined ? {} : { line: outcome.record }),
    valid: outcome.status === 'valid',
    status: outcome.status,
  });
  out.add(`${head.slice(0, -1)},"violations":[`);
  outcome.violations.forEach((v, index) => {
    out.add(`${index === 0 ? '' : ','}${text(withoutFrame(v))}`);
  });
  const tail = text({
    ...(outcome.omitted > 0 ? { omitted: outcome.omitted } : {}),
    ...(outcome.omittedIsLowerBound === true ? { omittedIsLowerBound: true } : {}),
    ...(outcome.errors.length > 0 ? { errors: outcome.errors.map(withoutFrame) } : {}),
    ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings.map(withoutFrame) } : {}),
    ...hintsMember(outcome),
  });
  out.add(tail === '{}' ? ']}' : `],${tail.slice(1)}`);
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
    const out = new ChunkedWrite(this.#ctx.write);
    if (!this.#first) out.add(',');
    writeDocument(outcome, out);
    out.flush();
    this.#first = false;
  }

  finish(summary: RunSummary): void {
    const valid = summary.invalid === 0 && summary.errors === 0 && summary.unreadableInputs === 0;
    this.#ctx.write(`],"valid":${valid},"summary":${jsonSafe(JSON.stringify(summary))}}\n`);
  }
}
