import type { DocumentOutcome, RunSummary } from '../documentCheck/types.js';

/** Counts of one NDJSON file, for the text report's per-file line. */
export interface FileCounts {
  readonly documents: number;
  readonly valid: number;
  readonly invalid: number;
  readonly errors: number;
  readonly blankLinesSkipped: number;
}

/** Where a reporter writes, and how. */
export interface ReporterContext {
  readonly write: (chunk: string) => void;
  /** Where notes for people go when stdout carries a machine report. */
  readonly writeNote: (chunk: string) => void;
  readonly color: boolean;
  readonly quiet: boolean;
  /** `--show-values`: the report shows offending values; without it, the text report says once how to see them. */
  readonly showValues?: boolean;
  readonly version: string;
}

/**
 * A report format. Documents arrive in input order as soon as they are checked, so a report streams: no
 * format holds more than one document (JUnit spools to a temporary file past a few megabytes), and a
 * document is written in chunks as it is rendered (chunkedWrite.ts), never as one string.
 */
export interface Reporter {
  document(outcome: DocumentOutcome): void;
  /** An NDJSON file is done. */
  fileDone?(file: string, counts: FileCounts): void;
  finish(summary: RunSummary): void | Promise<void>;
}

/** `file`, `file:line` or `file:line:column`. */
export function place(file: string, line: number | undefined, column: number | undefined): string {
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}

/** Whether an outcome stands for an input that could not be opened at all (not for a document in it). */
export function isUnreadableInput(outcome: DocumentOutcome): boolean {
  return (
    outcome.record === undefined &&
    outcome.status === 'error' &&
    outcome.errors.length === 1 &&
    outcome.errors[0]?.code === 'unreadable'
  );
}

/** The one-line summary of a run. */
export function summaryLine(summary: RunSummary): string {
  const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    `${summary.valid.toLocaleString('en-US')} valid`,
    `${summary.invalid.toLocaleString('en-US')} invalid`,
  ];
  if (summary.errors > 0) parts.push(`${summary.errors.toLocaleString('en-US')} unreadable`);
  const extras = [plural(summary.violations, 'violation'), plural(summary.warnings, 'warning')];
  if (summary.blankLinesSkipped > 0) extras.push(`${plural(summary.blankLinesSkipped, 'blank line')} skipped`);
  const megabytes = summary.bytes / 1e6;
  const size =
    megabytes >= 0.1
      ? `${megabytes.toFixed(1)} MB`
      : summary.bytes >= 1000
        ? `${(summary.bytes / 1e3).toFixed(1)} kB`
        : `${summary.bytes} B`;
  const stopped = summary.stoppedEarly ? ' (stopped early: --fail-fast)' : '';
  const inputs = summary.unreadableInputs > 0 ? `${plural(summary.unreadableInputs, 'input')} unreadable; ` : '';
  return `${inputs}${plural(summary.documents, 'document')}: ${parts.join(', ')}; ${extras.join(', ')}; ${size} in ${(summary.timeMs / 1000).toFixed(2)} s${stopped}`;
}
