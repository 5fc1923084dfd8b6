import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from '../commandIo/io.js';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import type { GateConfig } from '../documentCheck/config.js';
import { generaliseLocation } from '../archiveReport/archiveReport.js';
import { escapeControls } from '../outputText/safeText.js';
import { documentHints } from './hints.js';
import { explainedMessage } from './explained.js';
import { place, summaryLine, type FileCounts, type Reporter } from './reporter.js';
import { markdownCode, markdownText, utf8Bytes } from './markdownText.js';

/** GitHub keeps a step summary of at most 1 MiB; the summary stays under it, with room for the note that cuts it. */
export const MAX_SUMMARY_BYTES = 1024 * 1024 - 4096;

/** The first violations the summary lists with their place. */
const FIRST_VIOLATIONS = 50;

/** The rows of the counts by location pattern (the most frequent first). */
const TOP_LOCATIONS = 20;

/** Distinct location patterns counted at most (strict runs name unknown members, which the data chooses). */
const MAX_PATTERNS = 10_000;

/** One listed problem: where, which rule, what. */
interface Listed {
  readonly where: string;
  readonly pointer: string;
  readonly rule: string;
  readonly message: string;
}

/**
 * The Markdown step summary of a run, built as documents arrive with bounded memory: the verdict, counts by rule
 * word (and problem code) and by location pattern, the first {@link FIRST_VIOLATIONS} problems with file:line,
 * and the hints. Rendered at the end under {@link MAX_SUMMARY_BYTES}, cut with a note when it would not fit.
 */
class StepSummary {
  readonly #byRule = new Map<string, number>();
  readonly #byLocation = new Map<string, number>();
  #otherLocations = 0;
  readonly #first: Listed[] = [];
  readonly #hints = new Map<string, number>();

  #count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  #list(outcome: DocumentOutcome, item: LocatedViolation | InputProblem, rule: string): void {
    if (this.#first.length >= FIRST_VIOLATIONS) return;
    this.#first.push({
      where: place(outcome.file, item.line ?? outcome.record, item.column),
      pointer: item.pointer ?? '',
      rule,
      message: explainedMessage(item),
    });
  }

  /** Counts and lists one document's problems. */
  add(outcome: DocumentOutcome): void {
    for (const v of outcome.violations) {
      this.#count(this.#byRule, v.rule);
      const pattern = generaliseLocation(v.pointer);
      if (this.#byLocation.has(pattern) || this.#byLocation.size < MAX_PATTERNS) this.#count(this.#byLocation, pattern);
      else this.#otherLocations++;
      this.#list(outcome, v, v.rule);
    }
    for (const e of outcome.errors) {
      this.#count(this.#byRule, e.code);
      this.#list(outcome, e, e.code);
    }
    for (const hint of documentHints(outcome)) this.#count(this.#hints, hint.message);
  }

  /** The summary as Markdown, under {@link MAX_SUMMARY_BYTES}. */
  render(summary: RunSummary): string {
    const verdict =
      summary.exitCode === 0 ? 'passed' : summary.exitCode === 1 ? 'failed: violations' : 'failed: unreadable input';
    const lines = [`### user-summaries validate: ${verdict}`, '', markdownText(summaryLine(summary)), ''];
    const omitted = summary.violations - [...this.#byRule.values()].reduce((a, b) => a + b, 0);
    if (this.#byRule.size > 0) {
      lines.push('| rule | count |', '|---|---:|');
      for (const [rule, n] of sorted(this.#byRule))
        lines.push(`| ${markdownCode(rule)} | ${n.toLocaleString('en-US')} |`);
      lines.push('');
    }
    if (omitted > 0)
      lines.push(
        `${omitted.toLocaleString('en-US')} more violations were past --max-violations of their documents and are counted by no rule.`,
        '',
      );
    if (this.#byLocation.size > 0) {
      lines.push('| location | violations |', '|---|---:|');
      const top = sorted(this.#byLocation);
      for (const [pattern, n] of top.slice(0, TOP_LOCATIONS))
        lines.push(`| ${markdownCode(pattern === '' ? '/' : pattern)} | ${n.toLocaleString('en-US')} |`);
      const rest = top.slice(TOP_LOCATIONS).reduce((a, [, n]) => a + n, 0) + this.#otherLocations;
      if (rest > 0) lines.push(`| other locations | ${rest.toLocaleString('en-US')} |`);
      lines.push('');
    }
    if (this.#first.length > 0) {
      lines.push(
        `First ${this.#first.length} problems:`,
        '',
        '| where | pointer | rule | message |',
        '|---|---|---|---|',
      );
      for (const item of this.#first)
        lines.push(
          `| ${markdownCode(item.where)} | ${markdownCode(item.pointer === '' ? '/' : item.pointer)} | ${markdownCode(item.rule)} | ${markdownText(item.message)} |`,
        );
      lines.push('');
    }
    for (const [message, documents] of this.#hints)
      lines.push(`> hint: ${markdownText(message)} (${documents.toLocaleString('en-US')} documents)`, '');
    return fitMarkdown(lines);
  }
}

/** Entries by count, the largest first, then by name. */
function sorted(map: ReadonlyMap<string, number>): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The note that ends a cut summary. */
export const SUMMARY_CUT_NOTE =
  "\n*The summary was cut to stay under GitHub's 1 MiB; `user-summaries validate --format json` reports every problem.*\n";

/**
 * The lines joined, under `limit` UTF-8 bytes: cut before the first line that would pass it, with
 * {@link SUMMARY_CUT_NOTE}.
 *
 * @example
 * fitMarkdown(['### title', '', 'a line'], 1024); // '### title\n\na line\n'
 */
export function fitMarkdown(lines: readonly string[], limit: number = MAX_SUMMARY_BYTES): string {
  const note = SUMMARY_CUT_NOTE;
  const room = limit - utf8Bytes(note);
  let bytes = 0;
  const kept: string[] = [];
  for (const line of lines) {
    const size = utf8Bytes(line) + 1;
    if (bytes + size > room) return `${kept.join('\n')}\n${note}`;
    kept.push(line);
    bytes += size;
  }
  return `${kept.join('\n')}\n`;
}

/** A reporter that passes every call to `main` and adds each document to the summary. */
class WithSummary implements Reporter {
  readonly #main: Reporter;
  readonly #summary = new StepSummary();
  readonly #write: (markdown: string) => void;

  constructor(main: Reporter, write: (markdown: string) => void) {
    this.#main = main;
    this.#write = write;
  }

  fileDone(file: string, counts: FileCounts): void {
    this.#main.fileDone?.(file, counts);
  }

  document(outcome: DocumentOutcome): void {
    this.#summary.add(outcome);
    this.#main.document(outcome);
  }

  async finish(summary: RunSummary): Promise<void> {
    await this.#main.finish(summary);
    this.#write(this.#summary.render(summary));
  }
}

/**
 * The run's reporter with the Markdown step summary beside it when there is somewhere to write it: appended to
 * `$GITHUB_STEP_SUMMARY` when it is set, and written to `--summary FILE`, whatever the format; the reporter
 * itself otherwise (and for `--frames`, whose runs are partitions of one). A summary that cannot be written is
 * said on stderr and changes no exit code.
 *
 * @example
 * const reporter = withStepSummary(await createReporter(config, io), config, io);
 */
export function withStepSummary(reporter: Reporter, config: GateConfig, io: CliIo): Reporter {
  const github = io.env['GITHUB_STEP_SUMMARY'];
  const file = config.ci?.summaryFile;
  const targets = [
    ...(github === undefined || github === '' ? [] : [{ path: resolve(io.cwd, github), append: true }]),
    ...(file === undefined ? [] : [{ path: resolve(io.cwd, file), append: false }]),
  ];
  if (targets.length === 0 || config.frames) return reporter;
  return new WithSummary(reporter, (markdown) => {
    for (const target of targets) {
      try {
        if (target.append) appendFileSync(target.path, markdown);
        else writeFileSync(target.path, markdown);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        io.stderr.write(
          `user-summaries validate: cannot write the step summary to ${escapeControls(target.path)} (${code})\n`,
        );
      }
    }
  });
}
