// The library entry of user-summaries-tools: the archive report (`validate --format summary`), its merge and its
// reader, for code that combines the reports of parts of an archive (a Dask run, a sharded CI job) itself.
// The tools' other products are the `user-summaries` command (docs/cli.md).
export {
  mergeArchiveReports,
  formatArchiveReport,
  generaliseLocation,
  DEFAULT_MAX_EXAMPLES,
  type ArchiveReport,
  type ArchiveResult,
  type ArchiveCounts,
  type ArchiveExample,
  type ArchiveProblem,
  type ArchiveProfile,
} from './archiveReport/archiveReport.js';
export { parseArchiveReport } from './archiveReport/parseArchiveReport.js';
