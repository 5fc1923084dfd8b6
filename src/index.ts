// The public surface of user-summaries-contract, the contract core: the validators (one synchronous family,
// the open reading that consumers apply: unknown fields are allowed), the typed client, type guards, Standard
// Schemas, the schema ids and the payload types. Explicit names only: docs/api/root.api.md records them.
// The producers' strict reading is `user-summaries-contract/strict`, loaded only by whoever imports it; the
// asynchronous `user-summaries-contract/light` loads the report tier only when a value fails (browser bundles).
// Slots: the validators read include_slots=1 by default (slots required), while the API and the client default
// to include_slots=0; pass `{ includeSlots: false }` for data fetched so.
export { validateSummary } from './precompiled/validateSummary.js';
export { validateResponse } from './precompiled/validateResponse.js';
export { validateRequest } from './precompiled/validateRequest.js';
export type { PrecompiledOptions, PrecompiledResponseOptions } from './precompiled/validateEntry.js';
export { detectEnvelope } from './validator/envelope.js';
export { DEFAULT_MAX_VIOLATIONS } from './validator/result.js';
export { SCHEMA_IDS, SCHEMA_BASE_URI, type SchemaEntry } from './schemas/ids.js';
export { createUserSummariesClient } from './guard/client.js';
export type {
  UserSummariesClient,
  UserSummariesClientOptions,
  UserSummariesPage,
  PageParams,
  DateRange,
  CallOptions,
  ViolationPolicy,
  ViolationReport,
  UnknownFieldsReport,
} from './guard/clientTypes.js';
export {
  ContractViolationError,
  UserSummariesClientError,
  type ClientFailureKind,
  type ViolationSubject,
} from './guard/errors.js';
export { isUserSummary, assertUserSummary } from './guard/typeGuards.js';
export type { GuardOptions } from './guard/guardValue.js';
export {
  userSummarySchema,
  userSummariesResponseSchema,
  userSummaryStandardSchema,
  userSummariesResponseStandardSchema,
  STANDARD_SCHEMA_VENDOR,
  type ContractIssue,
  type ContractStandardSchema,
} from './guard/standardSchema.js';
export type { StandardSchemaV1 } from './guard/standardSchemaSpec.js';
export { findNotJson, type NotJson } from './guard/jsonValue.js';
export type { RequestInput } from './validator/requestWire.js';
export type {
  Violation,
  RuleWord,
  ValidationResult,
  ValidateOptions,
  ResponseOptions,
  EnvelopeName,
} from './validator/types.js';
// The payload types written out: each entry lists its exports explicitly, so its public surface is read here and
// in docs/api/, not inferred.
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
