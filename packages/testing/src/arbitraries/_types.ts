// Public constraint types of the arbitraries. One file so every generator speaks the same vocabulary.

import { SUMMARY_GROUPS, type SummaryGroup } from 'user-summaries-contract/internal/generated/types';

/** The seven optional groups of a user summary (generated from schemas/). */
export type GroupName = SummaryGroup;

/** Every group name, in the contract's order. */
export const GROUP_NAMES: readonly GroupName[] = SUMMARY_GROUPS;

/** How many slots a group carries: an inclusive range. */
export interface SlotCount {
  /** @defaultValue 0 */
  readonly min?: number;
  /** @defaultValue 3 (or `min` when `min` is larger) */
  readonly max?: number;
}

/**
 * `realistic`: the density of the live API (heart_rate 288, activity 48, respiration_rate, temperature and
 * spo2 48 each, stress about 82, sleep about 410); `dense`: realistic, with heart_rate every minute (1440).
 */
export type SlotDensity = 'realistic' | 'dense';

/**
 * Which spelling of the heart-rate pairs (`avg|max|rest_daily_heart_rate` / `..._heat_rate`) appears:
 * `heart` or `heat` only, `both` keys of every pair, or `any` (chosen per pair).
 */
export type Spelling = 'heart' | 'heat' | 'both' | 'any';

/** The day(s) a generator writes: one fixed date, or a range. */
export interface DateConstraints {
  /** A fixed day, Y-m-d. @defaultValue any day of {@link DateConstraints.dateRange} */
  readonly date?: string;
  /** Inclusive range of days, Y-m-d. @defaultValue 2020-01-01 to 2029-12-31 */
  readonly dateRange?: { readonly from: string; readonly to: string };
}

/** Constraints of one group arbitrary (`activity()`, `heartRate()`, ...). */
export interface GroupConstraints extends DateConstraints {
  /** `false` leaves the `slots` key out, as the live API does with include_slots=0. @defaultValue true */
  readonly includeSlots?: boolean;
  /** Slot count range, or a named density. @defaultValue { min: 0, max: 3 } */
  readonly slots?: SlotCount | SlotDensity;
  /** Null where the contract allows it. @defaultValue true */
  readonly nulls?: boolean;
  /** Unknown extra members (like the live API's), which the strict reading rejects. @defaultValue false */
  readonly extraFields?: boolean;
}

/** Constraints of {@link heartRate}: a group's, plus the spelling of the heat/heart pairs. */
export interface HeartRateConstraints extends GroupConstraints {
  /** @defaultValue 'any' */
  readonly spelling?: Spelling;
}

/** Constraints of one slot item arbitrary (`activitySlot()`, ...). */
export interface SlotConstraints extends DateConstraints {
  /** The slot's minute of the day, 0..1439. @defaultValue any */
  readonly minute?: number;
  /** Null where the contract allows it. @defaultValue true */
  readonly nulls?: boolean;
}

/** Constraints of {@link userSummary}. */
export interface UserSummaryConstraints extends DateConstraints {
  /** Exactly these groups, or `any` subset (none included). @defaultValue 'any' */
  readonly groups?: readonly GroupName[] | 'any';
  /** `false` leaves every `slots` key out (include_slots=0). @defaultValue true */
  readonly includeSlots?: boolean;
  /** Slot counts per group, or a named density for all. @defaultValue { min: 0, max: 3 } for each group */
  readonly slots?: Partial<Record<GroupName, SlotCount>> | SlotDensity;
  /** @defaultValue 'any' */
  readonly spelling?: Spelling;
  /** Null where the contract allows it. @defaultValue true */
  readonly nulls?: boolean;
  /** Unknown extra members (`_id`, `user_id`, `created_at`, ...); the strict reading rejects them. @defaultValue false */
  readonly extraFields?: boolean;
}
