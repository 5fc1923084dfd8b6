import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatArchiveReport, mergeArchiveReports, type ArchiveReport } from '../gate/archiveReport.js';
import { parseArchiveReport } from '../gate/parseArchiveReport.js';
import { EXIT, type CliIo } from './io.js';

/** The usage text of `user-summaries merge-reports`. */
export const MERGE_USAGE = `usage: user-summaries merge-reports REPORT... > merged.json

Merges archive reports (written by validate --format summary) of parts of an archive into the report of the
whole, on standard output: counts add up, the examples are the smallest of all parts. The same bytes whatever
the order of the reports and however the archive was split. REPORT is a file or - for standard input.

exit status: the merged report's verdict (0 every document valid, 1 a document breaks the contract, 2 a
document is unreadable), or 2 when a report cannot be read or the reports do not merge.
`;

async function readText(path: string, io: CliIo): Promise<string> {
  if (path !== '-') return readFile(resolve(io.cwd, path), 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `user-summaries merge-reports a.json b.json … > all.json`: merges archive reports with
 * {@link mergeArchiveReports} and writes the merged report.
 *
 * @returns the merged report's exit code, or 2 for a report that cannot be read or does not merge
 * @example
 * await runMergeReports(['part-1.json', 'part-2.json'], processIo());
 */
export async function runMergeReports(args: readonly string[], io: CliIo): Promise<number> {
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: [...args], allowPositionals: true, strict: true, options: { help: { type: 'boolean', short: 'h', default: false } } });
    if (parsed.values.help) {
      io.stdout.write(MERGE_USAGE);
      return EXIT.ok;
    }
    positionals = parsed.positionals;
  } catch (error) {
    io.stderr.write(`user-summaries merge-reports: ${(error as Error).message}\n${MERGE_USAGE}`);
    return EXIT.usage;
  }
  if (positionals.length === 0) {
    io.stderr.write(`user-summaries merge-reports: no REPORT given\n${MERGE_USAGE}`);
    return EXIT.usage;
  }
  const reports: ArchiveReport[] = [];
  for (const path of positionals) {
    let value: unknown;
    try {
      value = JSON.parse(await readText(path, io));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.stderr.write(`user-summaries merge-reports: ${path}: ${code === undefined ? 'not JSON' : `cannot be read (${code})`}\n`);
      return EXIT.usage;
    }
    const parsed = parseArchiveReport(value);
    if (!parsed.ok) {
      io.stderr.write(`user-summaries merge-reports: ${path}: ${parsed.message}\n`);
      return EXIT.usage;
    }
    reports.push(parsed.report);
  }
  const merged = mergeArchiveReports(reports);
  if (!merged.ok) {
    io.stderr.write(`user-summaries merge-reports: ${merged.message}\n`);
    return EXIT.usage;
  }
  io.stdout.write(formatArchiveReport(merged.report));
  return merged.report.exitCode;
}
