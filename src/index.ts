// The public surface of user-summaries-contract: the contract's API (validators, their results and options,
// the schema ids, the payload types, the guard's errors and client types). Explicit names only: nothing is
// exported by accident, and no internal (schema loading, variants, pointer helpers) is. docs/api/ records it.
// Slots: the validators read include_slots=1 by default (`includeSlots: true`, slots required), while the API
// and the standalone client default to include_slots=0; pass `{ includeSlots: false }` for data fetched so.
export { validateSummary, validateResponse, validateRequest } from './precompiled/rootValidators.js';
export type { RequestInput } from './validator/requestWire.js';
export { detectEnvelope } from './validator/envelope.js';
export { DEFAULT_MAX_VIOLATIONS } from './validator/result.js';
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
export { SCHEMA_IDS, SCHEMA_BASE_URI, type SchemaEntry } from './schemas/ids.js';
export type {
  Violation,
  RuleWord,
  ValidationResult,
  ValidateOptions,
  ResponseOptions,
  EnvelopeName,
} from './validator/types.js';
// The payload types written out, as in the other entry (src/index.ts, src/standalone/index.ts): each entry lists
// its exports explicitly (docs/architecture.md), so its public surface is read here and in docs/api/, not inferred.
export type {
  UserSummary,
  Activity,
  ActivitySlot,
  HeartRate,
  HeartRateSlot,
  Sleep,
  SleepSlot,
  Stress,
  StressSlot,
  RespirationRate,
  RespirationRateSlot,
  Temperature,
  TemperatureSlot,
  Spo2,
  Spo2Slot,
  UserSummariesRequest,
  UserSummariesPaginator,
  UserSummariesCollection,
  UserSummariesResponse,
} from './generated/types.js';
// The runtime guard (client, type guards, Standard Schemas, precompiled validators) is the
// `user-summaries-contract/standalone` entry: importing it here would load its precompiled code with every
// root import. Its errors and types are shared, so `instanceof` works across both entries.
export {
  ContractViolationError,
  UserSummariesClientError,
  type ClientFailureKind,
  type ViolationSubject,
} from './guard/errors.js';
export type {
  UserSummariesClient,
  UserSummariesClientOptions,
  UserSummariesPage,
  ViolationPolicy,
  ViolationReport,
  UnknownFieldsReport,
} from './guard/clientTypes.js';
