// The `user-summaries-testing` entry point: fast-check generators. Explicit names only.
export { GROUP_NAMES } from './_types.js';
export type {
  GroupName,
  SlotCount,
  SlotDensity,
  Spelling,
  DateConstraints,
  GroupConstraints,
  HeartRateConstraints,
  SlotConstraints,
  UserSummaryConstraints,
} from './_types.js';
export { activity, activitySlot } from './activity.js';
export { heartRate, heartRateSlot } from './heartRate.js';
export { sleep, sleepSlot } from './sleep.js';
export { stress, stressSlot } from './stress.js';
export { respirationRate, respirationRateSlot } from './respirationRate.js';
export { temperature, temperatureSlot } from './temperature.js';
export { spo2, spo2Slot } from './spo2.js';
export { userSummary } from './userSummary.js';
export { sampleSummary, hashSeed, type SampleSummaryOptions } from './sampleSummary.js';
export { userSummariesResponse, type UserSummariesResponseConstraints } from './response.js';
export { buildResponse, pageWindow, type BuildResponseInput, type PageWindow } from './pagination.js';
export { userSummariesRequest, type UserSummariesRequestConstraints } from './request.js';
export { invalidUserSummariesRequest } from './invalid/invalidRequest.js';
export {
  invalidUserSummariesRequestInput,
  type InvalidUserSummariesRequestInputConstraints,
} from './invalid/invalidRequestInput.js';
export {
  invalidUserSummary,
  INVALID_SUMMARY_MUTATIONS,
  INVALID_SUMMARY_RULES,
  type InvalidUserSummaryConstraints,
} from './invalid/invalidUserSummary.js';
export {
  invalidUserSummariesResponse,
  INVALID_RESPONSE_MUTATIONS,
  type InvalidUserSummariesResponseConstraints,
} from './invalid/invalidResponse.js';
export type { InvalidCase, ExpectedViolation } from './invalid/_types.js';
