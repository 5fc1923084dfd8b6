import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DOCUMENT_KINDS, type DocumentKind } from '../cli/documentKind.js';
import type { EnvelopeName } from '../validator/types.js';
import { DEFAULT_MAX_EXAMPLES } from './archiveReport.js';
import { DEFAULT_LIMITS, type GateConfig, type InputFormat, type ReportFormat } from './config.js';

/** The usage text of `user-summaries validate`. */
export const USAGE = `usage: user-summaries validate [options] PATH...

PATH is a file, a directory (searched recursively for *.json, *.ndjson, *.jsonl, each also gzipped as *.gz)
or - for standard input. A file whose name ends in .gz is decompressed as it is read.
A .json file holds one document: a summary, an array of summaries, or a response in any envelope.
An .ndjson/.jsonl file holds one summary or response per line.

reading
  --as summary|summaries|response   read every document as this kind (default: auto-detect)
  --envelope paginator|collection|bare   the response envelope to expect (default: auto-detect)
  --input-format json|ndjson        read every input so (default: by extension; standard input: json)
  --no-slots                        responses of include_slots=0: groups may omit slots
  --strict                          the producers' strict profile: unknown fields and a byte order mark fail
  --from DATE, --to DATE            warn about summaries dated outside the range (Y-m-d)
  --blank-lines skip|error          blank NDJSON lines: skipped and counted (default), or errors
  --fast                            skip the duplicate-key and number-precision scan (see docs/gate.md)
  --max-bytes N                     bytes per document or NDJSON line (default 16M; K, M, G suffixes)
  --max-depth N                     nesting depth (default ${DEFAULT_LIMITS.maxDepth})
  --max-members N                   members per object (default ${DEFAULT_LIMITS.maxMembers})
  --max-key-length N                characters per member name (default ${DEFAULT_LIMITS.maxKeyLength})
  --jobs N                          threads that check documents (default: available CPUs)
  --stdin-name NAME                 read standard input as if it were the file NAME (its name in the report,
                                    its format and gzip compression from its extension)
  --first-line N                    the number of standard input's first line in its file (default 1)
  --continues                       standard input continues a file (a byte range after its start): no byte
                                    order mark is looked for, it is not counted as a file, no record is no error
  --frames                          with --format summary and no PATH: read partitions framed on standard input
                                    and write one report per frame (the Dask integration's long-lived gate)

reporting
  --format text|json|junit|sarif|github|summary   report format (default text); summary: the archive
                                    report (counts by rule, location and day, first examples; see merge-reports)
  --max-examples N                  examples kept by --format summary (default 20)
  --max-violations N                violations reported per document (default 100)
  --fail-fast                       stop at the first document that is invalid or unreadable
  --quiet                           report problems only: no valid documents, warnings, summary or progress
  --show-values                     show offending values from the payload (truncated, secrets masked)

exit status: 0 every document valid, 1 a document breaks the contract, 2 usage error or a document
that cannot be read or parsed safely.
`;

const FORMATS: readonly ReportFormat[] = ['text', 'json', 'junit', 'sarif', 'github', 'summary'];
const ENVELOPES: readonly (EnvelopeName | 'auto')[] = ['paginator', 'collection', 'bare', 'auto'];
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const OPTIONS = {
  format: { type: 'string' },
  as: { type: 'string' },
  envelope: { type: 'string' },
  'input-format': { type: 'string' },
  strict: { type: 'boolean', default: false },
  'no-slots': { type: 'boolean', default: false },
  from: { type: 'string' },
  to: { type: 'string' },
  'blank-lines': { type: 'string' },
  fast: { type: 'boolean', default: false },
  'max-bytes': { type: 'string' },
  'max-depth': { type: 'string' },
  'max-members': { type: 'string' },
  'max-key-length': { type: 'string' },
  'max-violations': { type: 'string' },
  jobs: { type: 'string' },
  'max-examples': { type: 'string' },
  'stdin-name': { type: 'string' },
  'first-line': { type: 'string' },
  continues: { type: 'boolean', default: false },
  frames: { type: 'boolean', default: false },
  'fail-fast': { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  'show-values': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** A parsed command line, a request for help, or what is wrong with it. */
export type ParsedOptions = { readonly config: GateConfig } | { readonly help: true } | { readonly error: string };

function isRealDate(text: string): boolean {
  const match = YMD.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A command-line mistake, caught by {@link parseValidateArgs} and reported as a usage error. */
class UsageError extends Error {}

function positive(name: string, text: string | undefined, fallback: number, suffixes = false): number {
  if (text === undefined) return fallback;
  const match = /^(\d+)([kmg])?$/i.exec(text);
  const unit = match?.[2]?.toLowerCase();
  const scale = unit === 'k' ? 1024 : unit === 'm' ? 1024 ** 2 : unit === 'g' ? 1024 ** 3 : 1;
  const value = match === null || (unit !== undefined && !suffixes) ? Number.NaN : Number(match[1]) * scale;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${name} must be a positive integer${suffixes ? ' (K, M, G suffixes allowed)' : ''}, but received ${text}`);
  }
  return value;
}

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw new UsageError(`${name} must be one of ${allowed.join(', ')}, but received ${text}`);
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
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: OPTIONS,
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length === 0 && !values.frames) return { error: 'no PATH given (use - for standard input)' };
  if (positionals.filter((p) => p === '-').length > 1) return { error: 'standard input (-) can be read only once' };
  try {
    return { config: toConfig(values, positionals) };
  } catch (error) {
    if (error instanceof UsageError) return { error: error.message };
    throw error;
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

function toConfig(values: Values, positionals: string[]): GateConfig {
  const format = oneOf<ReportFormat>('--format', values.format, FORMATS, 'text');
  const kind = oneOf<DocumentKind | 'auto'>('--as', values.as, [...DOCUMENT_KINDS, 'auto'], 'auto');
  const envelope = oneOf('--envelope', values.envelope, ENVELOPES, 'auto');
  const blankLines = oneOf<'skip' | 'error'>('--blank-lines', values['blank-lines'], ['skip', 'error'], 'skip');
  const inputFormat = values['input-format'] === undefined ? undefined : oneOf<InputFormat>('--input-format', values['input-format'], ['json', 'ndjson'], 'json');
  const limits = {
    maxBytes: positive('--max-bytes', values['max-bytes'], DEFAULT_LIMITS.maxBytes, true),
    maxDepth: positive('--max-depth', values['max-depth'], DEFAULT_LIMITS.maxDepth),
    maxMembers: positive('--max-members', values['max-members'], DEFAULT_LIMITS.maxMembers),
    maxKeyLength: positive('--max-key-length', values['max-key-length'], DEFAULT_LIMITS.maxKeyLength),
  };
  const maxViolations = positive('--max-violations', values['max-violations'], 100);
  const jobs = positive('--jobs', values.jobs, Math.min(availableParallelism(), 8));
  const maxExamples = values['max-examples'] === '0' ? 0 : positive('--max-examples', values['max-examples'], DEFAULT_MAX_EXAMPLES);
  const firstLine = positive('--first-line', values['first-line'], 1);
  const stdinName = values['stdin-name'];
  if (stdinName !== undefined && !positionals.includes('-')) throw new UsageError('--stdin-name names standard input, but no - is given');
  if (values['first-line'] !== undefined && !positionals.includes('-')) throw new UsageError('--first-line applies to standard input, but no - is given');
  if (values.continues && !positionals.includes('-')) throw new UsageError('--continues applies to standard input, but no - is given');
  if (stdinName === '') throw new UsageError('--stdin-name must not be empty');
  if (values.frames && (format !== 'summary' || positionals.length > 0)) throw new UsageError('--frames reads partitions from standard input: it takes --format summary and no PATH');
  if (kind === 'summary' && envelope !== 'auto') throw new UsageError('--envelope applies to responses, not to --as summary');
  for (const [name, date] of [['--from', values.from], ['--to', values.to]] as const) {
    if (date !== undefined && !isRealDate(date)) throw new UsageError(`${name} must be a date written Y-m-d, but received ${date}`);
  }
  if (values.from !== undefined && values.to !== undefined && values.from > values.to) throw new UsageError('--from must not be after --to');
  return {
    paths: positionals,
    ...(inputFormat === undefined ? {} : { inputFormat }),
    format,
    failFast: values['fail-fast'],
    quiet: values.quiet,
    jobs,
    maxExamples,
    ...(stdinName === undefined ? {} : { stdinName }),
    firstLine,
    continues: values.continues,
    frames: values.frames,
    check: {
      kind,
      envelope,
      includeSlots: !values['no-slots'],
      strict: values.strict,
      maxViolations,
      ...(values.from === undefined ? {} : { from: values.from }),
      ...(values.to === undefined ? {} : { to: values.to }),
      hazardScan: !values.fast,
      limits,
      blankLines,
      showValues: values['show-values'],
      frames: format === 'text',
      listValid: format === 'json' || format === 'junit',
      days: format === 'summary',
    },
  };
}
