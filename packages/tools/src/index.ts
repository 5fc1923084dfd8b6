// The library entry of user-summaries-tools: the archive report (`validate --format summary`), its merge and its
// reader, for code that combines the reports of parts of an archive (a Dask run, a sharded CI job) itself; and
// the diff of two versions of the contract (`user-summaries diff`), for a CI that asks in code whether the version
// it upgrades to breaks it (docs/evolution.md).
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
export { diffContracts, diffVersions } from './evolution/diff.js';
export type { ContractVersion, VersionDocument } from './evolution/readVersion.js';
export { formatDiff, DIFF_FORMATS, type DiffFormat } from './evolution/formatDiff.js';
export type {
  ChangeKind,
  ContractChange,
  DiffEntry,
  DiffOptions,
  DiffOutcome,
  DiffPolicy,
  DiffReport,
  ProvenSide,
  ReadingName,
  ReadingVerdict,
  Side,
  UndecidedSide,
  VersionProblem,
  Witness,
  WitnessBaseline,
  WitnessViolation,
} from './evolution/types.js';
