// The groups of a user summary, as generated from schemas/ (src/generated/types.ts).
export { SUMMARY_GROUPS } from '../generated/types.js';
