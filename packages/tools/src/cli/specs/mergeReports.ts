import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries merge-reports`. */
export const MERGE_REPORTS_SPEC: CommandSpec = {
  name: 'merge-reports',
  summary: 'merge archive reports (validate --format summary) of parts of an archive into one',
  usage: 'REPORT... > merged.json',
  positionals: 'any',
  description: `Merges archive reports (written by validate --format summary) of parts of an archive into the report of the
whole, on standard output: counts add up, the examples are the smallest of all parts. The same bytes whatever
the order of the reports and however the archive was split. REPORT is a file or - for standard input.`,
  options: [],
  examples: ['user-summaries merge-reports part-1.json part-2.json > all.json'],
  notes: `exit status: the merged report's verdict (0 every document valid, 1 a document breaks the contract, 2 a
document is unreadable), or 2 when a report cannot be read or the reports do not merge.`,
};
