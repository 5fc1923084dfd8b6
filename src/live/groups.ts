/** The seven optional groups of a user summary, in the contract's order (no fast-check needed at run time). */
export const SUMMARY_GROUPS = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'] as const;

/** The name of a group. */
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];
