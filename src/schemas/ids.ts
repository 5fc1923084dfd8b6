/** Base URI of every schema document's `$id`. */
export const SCHEMA_BASE_URI = 'https://schemas.user-summaries.example/v1/';

/** File names (under `schemas/`) of every schema document, one concern each. */
export const SCHEMA_FILES = [
  'common.schema.json',
  'user-summary.schema.json',
  'activity.schema.json',
  'activity-slot.schema.json',
  'heart-rate.schema.json',
  'heart-rate-slot.schema.json',
  'sleep.schema.json',
  'sleep-slot.schema.json',
  'stress.schema.json',
  'stress-slot.schema.json',
  'respiration-rate.schema.json',
  'respiration-rate-slot.schema.json',
  'temperature.schema.json',
  'temperature-slot.schema.json',
  'spo2.schema.json',
  'spo2-slot.schema.json',
  'request.schema.json',
  'response.schema.json',
] as const;

/** The `$id` of each entry point a caller validates against. */
export const SCHEMA_IDS = {
  userSummary: `${SCHEMA_BASE_URI}user-summary.schema.json`,
  response: `${SCHEMA_BASE_URI}response.schema.json`,
  paginator: `${SCHEMA_BASE_URI}response.schema.json#/$defs/paginator`,
  collection: `${SCHEMA_BASE_URI}response.schema.json#/$defs/collection`,
  bare: `${SCHEMA_BASE_URI}response.schema.json#/$defs/bare`,
  request: `${SCHEMA_BASE_URI}request.schema.json`,
} as const;

/** One of the entry points in {@link SCHEMA_IDS}. */
export type SchemaEntry = keyof typeof SCHEMA_IDS;
