// The groups of a user summary, as generated from schemas/ (src/generated/types.ts).
export { SUMMARY_GROUPS, type SummaryGroup } from '../generated/types.js';
