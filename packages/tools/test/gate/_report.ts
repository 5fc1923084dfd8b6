// Shared helpers of the gate's tests: real files in a temporary directory, the built command, its json report.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

/** A problem or violation as the json report writes it. */
interface ReportItem {
  readonly code?: string;
  readonly rule?: string;
  readonly severity?: string;
  readonly message: string;
  readonly pointer?: string;
  readonly line?: number;
  readonly column?: number;
  readonly value?: string;
}

/** A document of the json report. */
export interface ReportDocument {
  readonly file: string;
  readonly line?: number;
  readonly valid: boolean;
  readonly status: 'valid' | 'invalid' | 'error';
  readonly violations: readonly ReportItem[];
  readonly errors?: readonly ReportItem[];
  readonly warnings?: readonly ReportItem[];
}

/** The json report. */
export interface Report {
  readonly documents: readonly ReportDocument[];
  readonly valid: boolean;
  readonly summary: {
    readonly documents: number;
    readonly valid: number;
    readonly invalid: number;
    readonly errors: number;
    readonly blankLinesSkipped: number;
    readonly stoppedEarly: boolean;
    readonly exitCode: number;
    readonly threads: number;
  };
}

/** A fresh temporary directory and a function writing files into it (returns the path). */
export function tempFiles(prefix: string): {
  dir: string;
  write: (name: string, content: string | Uint8Array) => string;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write: (name, content) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
  };
}

/** Runs `validate --format json` and parses its report. */
export async function runJson(
  args: readonly string[],
  options: { input?: string; cwd?: string } = {},
): Promise<{ code: number | null; report: Report; stderr: string; stdout: string }> {
  const result = await runCliInProcess(['validate', '--format', 'json', ...args], options);
  let report: Report;
  try {
    report = JSON.parse(result.stdout) as Report;
  } catch {
    throw new Error(
      `not a json report (exit ${result.code}): ${result.stdout.slice(0, 500)} ${result.stderr.slice(0, 500)}`,
    );
  }
  return { code: result.code, report, stderr: result.stderr, stdout: result.stdout };
}

/** The documents of a report that come from one file. */
export function documentsOf(report: Report, file: string): ReportDocument[] {
  return report.documents.filter((d) => d.file === file);
}

/** 1-based line and column of the first occurrence of `marker` in `text` (at `nth` occurrence). */
export function placeOf(text: string, marker: string, nth = 1): { line: number; column: number } {
  let at = -1;
  for (let k = 0; k < nth; k++) at = text.indexOf(marker, at + 1);
  if (at === -1) throw new Error(`marker ${marker} not found`);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - (before.lastIndexOf('\n') + 1) + 1 };
}
