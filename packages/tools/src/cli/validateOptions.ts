import { DEFAULT_MAX_EXAMPLES } from '../archiveReport/archiveReport.js';
import { availableParallelism } from 'node:os';
import { parseCommandLine, type ParsedArgs } from './args/parse.js';
import { renderCommandHelp } from './args/help.js';
import { parseByteSize } from './args/byteSize.js';
import { parsePercent } from './args/percent.js';
import { closest } from '../documentCheck/suggest.js';
import { VALIDATE_FORMATS, VALIDATE_SPEC } from './specs/validate.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../documentCheck/documentKind.js';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import {
  COVERAGE_FORMATS,
  DEFAULT_LIMITS,
  type CiOutput,
  type CoverageOutput,
  type InputFormat,
} from '../documentCheck/config.js';
import type { ReportConfig, ReportFormat } from '../reports/formats.js';
import { MAX_ANNOTATIONS } from '../reports/annotationBudget.js';

/**
 * The help text of `user-summaries validate`, built from its table (packages/tools/src/cli/specs/validate.ts), laid
 * out for `width` columns.
 */
export const validateHelp = (width: number): string => renderCommandHelp(VALIDATE_SPEC, width);

const FORMATS: readonly (ReportFormat | 'archive')[] = VALIDATE_FORMATS;
const ENVELOPES: readonly (EnvelopeName | 'auto')[] = ['paginator', 'collection', 'bare', 'auto'];
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A parsed command line, a request for help, or what is wrong with it. */
export type ParsedOptions = { readonly config: ReportConfig } | { readonly help: true } | { readonly error: string };

function isRealDate(text: string): boolean {
  const match = YMD.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A command-line mistake, caught by {@link parseValidateArgs} and reported as a usage error. Its message never
 * repeats the value typed (docs/cli.md, "Errors": it may be a token pasted in the wrong place).
 */
class UsageError extends Error {}

/**
 * The largest values of the caps a user may raise, and why: past them a cap would no longer hold (docs/gate.md,
 * "Limits and defaults"). A document is decoded to one string (V8's longest is 512 MiB of UTF-16 code units);
 * every violation a document reports is held with its place until the document is written (a few KB each).
 */
const CAP_MAXIMUMS = {
  maxBytes: { value: 256 * 1024 * 1024, why: 'a document is decoded to one string in memory' },
  maxViolations: {
    value: 100_000,
    why: 'the violations of a document are held in memory until it is reported, a few KB each; --format summary counts an archive of any size',
  },
  maxExamples: { value: 1_000_000, why: 'the examples are held in memory until the end' },
  jobs: { value: 64, why: 'each thread holds its own validators' },
} as const;

function positive(
  name: string,
  text: string | undefined,
  fallback: number,
  suffixes = false,
  max?: { readonly value: number; readonly why: string },
): number {
  const value = positiveValue(name, text, fallback, suffixes);
  if (max !== undefined && value > max.value) throw new UsageError(`${name} can be at most ${max.value} (${max.why})`);
  return value;
}

function positiveValue(name: string, text: string | undefined, fallback: number, suffixes: boolean): number {
  if (text === undefined) return fallback;
  const value = (suffixes || /^\d+$/.test(text) ? parseByteSize(text) : undefined) ?? Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${name} must be a positive integer${suffixes ? ' (K, M, G suffixes allowed)' : ''}`);
  }
  return value;
}

/** `--coverage`, `--coverage-format`, `--coverage-min`: where the coverage goes, or undefined without `--coverage`. */
function coverageOutput(args: ParsedArgs, frames: boolean): CoverageOutput | undefined {
  const file = args.given('coverage') ? args.string('coverage') : undefined;
  const format = oneOf('--coverage-format', args.string('coverage-format'), COVERAGE_FORMATS, 'json');
  const minText = args.given('coverage-min') ? args.string('coverage-min') : undefined;
  if (file === undefined) {
    if (args.given('coverage-format') || minText !== undefined)
      throw new UsageError('--coverage-format and --coverage-min apply to --coverage FILE, which is not given');
    return undefined;
  }
  // With --frames, `-` puts each partition's coverage after its archive report on standard output (the Dask integration).
  if (frames !== (file === '-'))
    throw new UsageError(
      frames
        ? '--coverage takes - with --frames (each frame carries its coverage)'
        : '--coverage needs a file name (standard output holds the report)',
    );
  if (file === '') throw new UsageError('--coverage needs a file name');
  if (frames && (minText !== undefined || args.given('coverage-format')))
    throw new UsageError(
      "--coverage-format and --coverage-min do not apply to --frames (the client merges the frames' reports)",
    );
  if (minText === undefined) return { file, format };
  const min = parsePercent(minText);
  if (min === undefined) throw new UsageError('--coverage-min must be a percentage from 0 to 100');
  return { file, format, min };
}

/** `--summary`, `--annotations`, `--report-root`, `--sarif-category`: the outputs for CI beside the report. */
function ciOutput(args: ParsedArgs, format: ReportFormat): CiOutput | undefined {
  const value = (name: string): string | undefined => (args.given(name) ? args.string(name) : undefined);
  const summaryFile = value('summary');
  const annotationsText = value('annotations');
  const root = value('report-root');
  const sarifCategory = value('sarif-category');
  if (summaryFile === '') throw new UsageError('--summary needs a file name');
  if (annotationsText !== undefined && format !== 'github')
    throw new UsageError('--annotations applies to --format github');
  if (root !== undefined && format !== 'sarif' && format !== 'gitlab')
    throw new UsageError('--report-root applies to --format sarif and --format gitlab');
  if (root === '') throw new UsageError('--report-root needs a folder');
  if (sarifCategory !== undefined && format !== 'sarif')
    throw new UsageError('--sarif-category applies to --format sarif');
  if (sarifCategory !== undefined && !/^[\w.-]{1,100}$/.test(sarifCategory))
    throw new UsageError('--sarif-category must be 1 to 100 letters, digits, dots, dashes or underscores');
  const annotations =
    annotationsText === undefined
      ? undefined
      : positive('--annotations', annotationsText, 0, false, {
          value: MAX_ANNOTATIONS,
          why: `GitHub keeps ${MAX_ANNOTATIONS} annotations per job`,
        });
  const ci: CiOutput = {
    ...(summaryFile === undefined ? {} : { summaryFile }),
    ...(annotations === undefined ? {} : { annotations }),
    ...(root === undefined ? {} : { root }),
    ...(sarifCategory === undefined ? {} : { sarifCategory }),
  };
  return Object.keys(ci).length === 0 ? undefined : ci;
}

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(text)) {
    const suggestion = closest(text, allowed);
    throw new UsageError(
      `${name} must be one of ${allowed.join(', ')}${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}`,
    );
  }
  return text as T;
}

/**
 * Parses the arguments of `user-summaries validate` into a run configuration.
 *
 * @example
 * const parsed = parseValidateArgs(['--format', 'sarif', 'fixtures/']);
 * if ('config' in parsed) await runGate(parsed.config, io);
 */
export function parseValidateArgs(args: readonly string[]): ParsedOptions {
  const outcome = parseCommandLine(VALIDATE_SPEC, args);
  if ('help' in outcome || 'error' in outcome) return outcome;
  const { positionals } = outcome.args;
  if (positionals.length === 0 && !outcome.args.flag('frames'))
    return { error: 'no PATH given (use - for standard input)' };
  if (positionals.filter((p) => p === '-').length > 1) return { error: 'standard input (-) can be read only once' };
  try {
    return { config: toConfig(outcome.args, [...positionals]) };
  } catch (error) {
    if (error instanceof UsageError) return { error: error.message };
    throw error;
  }
}

function toConfig(args: ParsedArgs, positionals: string[]): ReportConfig {
  const value = (name: string): string | undefined => (args.given(name) ? args.string(name) : undefined);
  const named = oneOf<ReportFormat | 'archive'>('--format', args.string('format'), FORMATS, 'text');
  // `archive` is the archive report's clear name; the gate knows it by its first one, `summary`.
  const format: ReportFormat = named === 'archive' ? 'summary' : named;
  const kind = oneOf<DocumentKind | 'auto'>('--as', args.string('as'), [...DOCUMENT_KINDS, 'auto'], 'auto');
  const envelope = oneOf('--envelope', args.string('envelope'), ENVELOPES, 'auto');
  const blankLines = oneOf<'skip' | 'error'>('--blank-lines', args.string('blank-lines'), ['skip', 'error'], 'skip');
  const inputFormatText = args.string('input-format');
  const inputFormat =
    inputFormatText === undefined
      ? undefined
      : oneOf<InputFormat>('--input-format', inputFormatText, ['json', 'ndjson'], 'json');
  const limits = {
    maxBytes: positive('--max-bytes', value('max-bytes'), DEFAULT_LIMITS.maxBytes, true, CAP_MAXIMUMS.maxBytes),
    maxDepth: positive('--max-depth', value('max-depth'), DEFAULT_LIMITS.maxDepth),
    maxMembers: positive('--max-members', value('max-members'), DEFAULT_LIMITS.maxMembers),
    maxKeyLength: positive('--max-key-length', value('max-key-length'), DEFAULT_LIMITS.maxKeyLength),
  };
  const maxViolations = positive('--max-violations', value('max-violations'), 100, false, CAP_MAXIMUMS.maxViolations);
  const jobs = positive('--jobs', value('jobs'), Math.min(availableParallelism(), 8), false, CAP_MAXIMUMS.jobs);
  const maxExamples =
    value('max-examples') === '0'
      ? 0
      : positive('--max-examples', value('max-examples'), DEFAULT_MAX_EXAMPLES, false, CAP_MAXIMUMS.maxExamples);
  const firstLine = positive('--first-line', value('first-line'), 1);
  const stdinName = value('stdin-name');
  const continues = args.flag('continues');
  const frames = args.flag('frames');
  if (stdinName !== undefined && !positionals.includes('-'))
    throw new UsageError('--stdin-name names standard input, but no - is given');
  if (value('first-line') !== undefined && !positionals.includes('-'))
    throw new UsageError('--first-line applies to standard input, but no - is given');
  if (continues && !positionals.includes('-'))
    throw new UsageError('--continues applies to standard input, but no - is given');
  if (stdinName === '') throw new UsageError('--stdin-name must not be empty');
  if (args.given('contract') && args.string('contract') === '') throw new UsageError('--contract needs a folder');
  if (frames && (format !== 'summary' || positionals.length > 0))
    throw new UsageError('--frames reads partitions from standard input: it takes --format summary and no PATH');
  const coverage = coverageOutput(args, frames);
  const ci = ciOutput(args, format);
  if (frames && ci?.summaryFile !== undefined) throw new UsageError('--summary does not apply to --frames');
  const from = args.string('from');
  const to = args.string('to');
  if (kind === 'summary' && envelope !== 'auto')
    throw new UsageError('--envelope applies to responses, not to --as summary');
  for (const [name, date] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (date !== undefined && !isRealDate(date)) throw new UsageError(`${name} must be a real date written Y-m-d`);
  }
  if (from !== undefined && to !== undefined && from > to) throw new UsageError('--from must not be after --to');
  return {
    paths: positionals,
    ...(inputFormat === undefined ? {} : { inputFormat }),
    format,
    failFast: args.flag('fail-fast'),
    quiet: args.flag('quiet'),
    jobs,
    maxExamples,
    ...(stdinName === undefined ? {} : { stdinName }),
    firstLine,
    continues,
    frames,
    ...(coverage === undefined ? {} : { coverage }),
    ...(ci === undefined ? {} : { ci }),
    check: {
      kind,
      envelope,
      includeSlots: !args.flag('no-slots'),
      strict: args.flag('strict'),
      maxViolations,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      hazardScan: !args.flag('fast'),
      limits,
      blankLines,
      showValues: args.flag('show-values'),
      frames: format === 'text' || format === 'html',
      listValid: format === 'json' || format === 'junit' || format === 'html',
      days: format === 'summary',
      coverage: coverage !== undefined,
      ...(args.given('contract') ? { contract: args.string('contract') as string } : {}),
    },
  };
}
