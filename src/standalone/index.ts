// The `user-summaries-contract/standalone` entry point: the runtime guard for consumers, on precompiled
// validators (Ajv standalone code generated at build time: no schema compilation, no `new Function`).
// Explicit names only. Slots: the client asks for include_slots=0 (the API's default) unless `includeSlots: true`;
// the validators, type guards and `userSummarySchema` read include_slots=1 (slots required) unless told
// `{ includeSlots: false }`.
export { validateSummary } from '../precompiled/validateSummary.js';
export { validateResponse } from '../precompiled/validateResponse.js';
export { validateRequest } from '../precompiled/validateRequest.js';
export type { PrecompiledOptions, PrecompiledResponseOptions } from '../precompiled/validateEntry.js';
export { createUserSummariesClient } from '../guard/client.js';
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
} from '../guard/clientTypes.js';
export { ContractViolationError, UserSummariesClientError, type ClientFailureKind, type ViolationSubject } from '../guard/errors.js';
export { isUserSummary, assertUserSummary } from '../guard/typeGuards.js';
export type { GuardOptions } from '../guard/guardValue.js';
export {
  userSummarySchema,
  userSummariesResponseSchema,
  userSummaryStandardSchema,
  userSummariesResponseStandardSchema,
  STANDARD_SCHEMA_VENDOR,
  type ContractIssue,
  type ContractStandardSchema,
} from '../guard/standardSchema.js';
export { findNotJson, type NotJson } from '../guard/jsonValue.js';
export type { RequestInput } from '../validator/requestWire.js';
export type { Violation, RuleWord, ValidationResult, EnvelopeName } from '../validator/types.js';
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
} from '../generated/types.js';
