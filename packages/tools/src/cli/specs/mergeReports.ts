import { COVERAGE_FORMATS } from '../../documentCheck/config.js';
import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries merge-reports`. */
export const MERGE_REPORTS_SPEC: CommandSpec = {
  name: 'merge-reports',
  summary:
    'merge archive reports (validate --format summary), or coverage reports (validate --coverage), of parts of an archive into one',
  usage: 'REPORT... > merged.json',
  positionals: 'any',
  description: `Merges archive reports (written by validate --format summary) of parts of an archive into the report of the
whole, on standard output: counts add up, the examples are the smallest of all parts. The same bytes whatever
the order of the reports and however the archive was split. REPORT is a file or - for standard input.
Coverage reports (JSON, written by validate --coverage or a test suite's matcher) merge the same way: the
counts of each item add up; --format writes the merged coverage as a table, HTML or lcov.`,
  options: [
    {
      name: 'format',
      type: 'string',
      value: 'FORMAT',
      choices: COVERAGE_FORMATS,
      default: 'json',
      description: 'the format of merged coverage reports: json, table, html or lcov (archive reports are JSON)',
      example: '--format html cov-1.json cov-2.json > coverage.html',
    },
    {
      name: 'coverage-min',
      type: 'string',
      value: 'PCT',
      description:
        'coverage reports: exit 1 when fewer than PCT percent (80 or 80%) of the items were seen, naming the missing ones',
      example: '--coverage-min 80 cov-*.json > coverage.json',
    },
  ],
  examples: [
    'user-summaries merge-reports part-1.json part-2.json > all.json',
    'user-summaries merge-reports --format lcov cov-1.json cov-2.json > contract.lcov',
  ],
  notes: `exit status: the merged report's verdict (0 every document valid, 1 a document breaks the contract, 2 a
document is unreadable; coverage reports: 0, or 1 below --coverage-min), or 2 when a report cannot be read or
the reports do not merge.`,
};
