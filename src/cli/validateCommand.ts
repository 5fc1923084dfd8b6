import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Violation } from '../validator/types.js';
import { validateDocument } from './documentKind.js';
import { EXIT, type CliIo } from './io.js';

const USAGE = 'usage: user-summaries validate FILE... [--format text|json] [--strict] [--no-slots] [--max-violations N]';

/** The verdict on one file, as the json report writes it. */
export interface FileReport {
  readonly file: string;
  readonly valid: boolean;
  readonly violations: readonly Violation[];
  readonly omitted?: number;
  readonly error?: string;
}

function renderText(reports: readonly FileReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    if (report.error !== undefined) lines.push(`${report.file}: error: ${report.error}`);
    else if (report.valid) lines.push(`${report.file}: valid`);
    else {
      lines.push(`${report.file}: ${report.violations.length + (report.omitted ?? 0)} violation(s)`);
      for (const v of report.violations) lines.push(`  ${v.pointer || '/'}  ${v.rule}  ${v.message}`);
      if (report.omitted) lines.push(`  ... and ${report.omitted} more`);
    }
  }
  const invalid = reports.filter((r) => !r.valid).length;
  lines.push(`${reports.length} document(s): ${reports.length - invalid} valid, ${invalid} invalid`);
  return `${lines.join('\n')}\n`;
}

/**
 * `user-summaries validate`: validates summary and response documents and prints a report.
 *
 * @returns the exit code: 0 all valid, 1 violations, 2 usage error or unreadable input
 * @example
 * await runValidate(['examples/valid-day.json', '--format', 'json'], processIo());
 */
export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        strict: { type: 'boolean', default: false },
        'no-slots': { type: 'boolean', default: false },
        'max-violations': { type: 'string', default: '100' },
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  const max = Number(values['max-violations']);
  if (positionals.length === 0 || !['text', 'json'].includes(values.format) || !Number.isSafeInteger(max) || max < 1) {
    io.stderr.write(`${USAGE}\n`);
    return EXIT.usage;
  }
  const options = { strict: values.strict, includeSlots: !values['no-slots'], maxViolations: max };
  const reports: FileReport[] = [];
  for (const file of positionals) {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(new URL(file, `file://${io.cwd}/`), 'utf8'));
    } catch (error) {
      reports.push({ file, valid: false, violations: [], error: (error as Error).message.split('\n')[0] ?? 'unreadable' });
      continue;
    }
    const result = validateDocument(value, 'auto', options);
    reports.push(result.ok ? { file, valid: true, violations: [] } : { file, valid: false, violations: result.violations, omitted: result.omitted });
  }
  if (values.format === 'json') {
    io.stdout.write(`${JSON.stringify({ valid: reports.every((r) => r.valid), documents: reports })}\n`);
  } else {
    io.stdout.write(renderText(reports));
  }
  if (reports.some((r) => r.error !== undefined)) return EXIT.usage;
  return reports.every((r) => r.valid) ? EXIT.ok : EXIT.violations;
}
