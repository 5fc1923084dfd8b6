import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatArchiveReport, mergeArchiveReports, type ArchiveReport } from '../archiveReport/archiveReport.js';
import { parseArchiveReport } from '../archiveReport/parseArchiveReport.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { MERGE_REPORTS_SPEC } from './specs/mergeReports.js';

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
  const outcome = parseCommandLine(MERGE_REPORTS_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(MERGE_REPORTS_SPEC));
    return EXIT.ok;
  }
  if ('error' in outcome) return usageError(io.stderr, 'merge-reports', outcome.error);
  const { positionals } = outcome.args;
  if (positionals.length === 0) return usageError(io.stderr, 'merge-reports', 'no REPORT given');
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
