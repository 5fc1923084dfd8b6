import { COVERAGE_FORMATS, DEFAULT_LIMITS, REPORT_FORMATS } from '../../documentCheck/config.js';
import type { CommandSpec } from '../args/spec.js';

/**
 * The words `validate --format` takes: the gate's formats (packages/tools/src/documentCheck/config.ts), one reporter each, and `archive`,
 * the name of the archive report that says what it is (`summary`, its first name, suggested a readable summary
 * and stays accepted: scripts and the Dask integration use it).
 */
export const VALIDATE_FORMATS = [...REPORT_FORMATS.filter((f) => f !== 'summary'), 'archive', 'summary'] as const;

/** The command line of `user-summaries validate`. */
export const VALIDATE_SPEC: CommandSpec = {
  name: 'validate',
  summary: 'validate summary and response documents (the CI gate)',
  usage: '[options] PATH...',
  positionals: 'any',
  description: `PATH is a file, a directory (searched recursively for *.json, *.ndjson, *.jsonl, each also gzipped as *.gz)
or - for standard input; a file whose name ends in .gz is decompressed as it is read.
A .json file holds one document: a summary, an array of summaries, or a response in any envelope.
An .ndjson/.jsonl file holds one summary or response per line (standard input: add --input-format ndjson).`,
  options: [
    { name: 'as', type: 'string', value: 'KIND', choices: ['summary', 'summaries', 'response', 'auto'], default: 'auto', group: 'reading', description: 'read every document as this kind', example: '--as response page.json' },
    { name: 'envelope', type: 'string', value: 'ENVELOPE', choices: ['paginator', 'collection', 'bare', 'auto'], default: 'auto', group: 'reading', description: 'the response envelope to expect', example: '--envelope paginator page.json' },
    { name: 'input-format', type: 'string', value: 'FORMAT', choices: ['json', 'ndjson'], defaultText: 'by extension; standard input: json', group: 'reading', description: 'read every input so', example: '--input-format ndjson - < days.ndjson' },
    { name: 'no-slots', type: 'boolean', group: 'reading', description: 'data fetched with include_slots=0 (the API default): groups may omit slots; without it slots are required (include_slots=1)', example: '--no-slots examples/valid-no-slots' },
    { name: 'strict', type: 'boolean', group: 'reading', description: "the producers' strict profile: unknown fields and a byte order mark fail", example: '--strict day.json' },
    { name: 'from', type: 'string', value: 'DATE', group: 'reading', description: 'warn about summaries dated before this day (Y-m-d)', example: '--from 2024-03-01 --to 2024-03-14 days/' },
    { name: 'to', type: 'string', value: 'DATE', group: 'reading', description: 'warn about summaries dated after this day (Y-m-d)', example: '--to 2024-03-14 days/' },
    { name: 'blank-lines', type: 'string', value: 'MODE', choices: ['skip', 'error'], default: 'skip', group: 'reading', description: 'blank NDJSON lines: skipped and counted, or errors', example: '--blank-lines error days.ndjson' },
    { name: 'fast', type: 'boolean', group: 'reading', description: 'skip the duplicate-key and number-precision scan (see docs/gate.md)', example: '--fast days/' },
    { name: 'max-bytes', type: 'string', value: 'N', default: '16M', group: 'reading', description: 'bytes per document or NDJSON line (K, M, G suffixes)', example: '--max-bytes 64M big.json' },
    { name: 'max-depth', type: 'string', value: 'N', default: String(DEFAULT_LIMITS.maxDepth), group: 'reading', description: 'nesting depth', example: '--max-depth 32 day.json' },
    { name: 'max-members', type: 'string', value: 'N', default: String(DEFAULT_LIMITS.maxMembers), group: 'reading', description: 'members per object', example: '--max-members 500 day.json' },
    { name: 'max-key-length', type: 'string', value: 'N', default: String(DEFAULT_LIMITS.maxKeyLength), group: 'reading', description: 'characters per member name', example: '--max-key-length 64 day.json' },
    { name: 'jobs', type: 'string', value: 'N', defaultText: 'available CPUs, at most 8', group: 'reading', description: 'threads that check documents', example: '--jobs 2 days/' },
    { name: 'stdin-name', type: 'string', value: 'NAME', group: 'reading', description: 'read standard input as if it were the file NAME (its name in the report, its format and gzip compression from its extension)', example: '--stdin-name days.ndjson.gz - < days.ndjson.gz' },
    { name: 'first-line', type: 'string', value: 'N', default: '1', group: 'reading', description: "the number of standard input's first line in its file", example: '--first-line 5001 --stdin-name days.ndjson - < part2.ndjson' },
    { name: 'continues', type: 'boolean', group: 'reading', description: 'standard input continues a file (a byte range after its start): no byte order mark is looked for, it is not counted as a file', example: '--continues --stdin-name days.ndjson - < part2.ndjson' },
    { name: 'frames', type: 'boolean', group: 'reading', description: "with --format summary and no PATH: read partitions framed on standard input and write one report per frame (the Dask integration's long-lived gate)", example: '--frames --format summary' },
    { name: 'format', type: 'string', value: 'FORMAT', choices: VALIDATE_FORMATS, default: 'text', group: 'reporting', description: 'report format; archive (or summary, its older name): the archive report, JSON counts by rule, location and day for merge-reports', example: '--format sarif days/ > gate.sarif' },
    { name: 'max-violations', type: 'string', value: 'N', default: '100', group: 'reporting', description: 'violations reported per document', example: '--max-violations 10 day.json' },
    { name: 'max-examples', type: 'string', value: 'N', default: '20', group: 'reporting', description: 'examples kept by --format summary (the archive report)', example: '--format summary --max-examples 50 days/' },
    { name: 'fail-fast', type: 'boolean', group: 'reporting', description: 'stop at the first document that is invalid or unreadable', example: '--fail-fast days/' },
    { name: 'quiet', type: 'boolean', group: 'reporting', description: 'report problems only: no valid documents, warnings, summary or progress', example: '--quiet days/' },
    { name: 'coverage', type: 'string', value: 'FILE', group: 'reporting', description: 'write the coverage of the contract by the documents read to FILE (see docs/coverage.md) and print its summary', example: '--coverage coverage.json fixtures/' },
    { name: 'coverage-format', type: 'string', value: 'FORMAT', choices: COVERAGE_FORMATS, default: 'json', group: 'reporting', description: 'the format of --coverage: json (the one merge-reports merges), table, html or lcov', example: '--coverage contract.lcov --coverage-format lcov fixtures/' },
    { name: 'coverage-min', type: 'string', value: 'PCT', group: 'reporting', description: 'with --coverage: exit 1 when fewer than PCT percent of the coverage items were seen, naming the missing ones', example: '--coverage coverage.json --coverage-min 80 fixtures/' },
    { name: 'show-values', type: 'boolean', group: 'reporting', description: 'show offending values from the payload (truncated, secrets masked)', example: '--show-values day.json' },
  ],
  examples: [
    'user-summaries validate examples/valid',
    'user-summaries validate --no-slots examples/valid-no-slots/live-page-include-slots-0.json',
    'user-summaries validate --format json day.json > report.json',
    'cat days.ndjson | user-summaries validate --input-format ndjson -',
    'user-summaries validate --format summary archive/ > part.json',
  ],
  notes: `exit status: 0 every document valid, 1 a document breaks the contract (or the coverage is below
--coverage-min), 2 usage error or a document that cannot be read or parsed safely.`,
};
