// The `user-summaries-contract/arbitraries` entry point: fast-check generators. Explicit names only.
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
