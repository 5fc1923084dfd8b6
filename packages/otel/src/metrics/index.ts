// The entry of user-summaries-otel: the contract's metrics on an application's OpenTelemetry Meter
// (docs/observability.md). Its one peer is @opentelemetry/api, for types only: the Meter comes from the application.
// Explicit names only: docs/api/otel.api.md records them.
export {
  createContractMetrics,
  type ContractMetrics,
  type Outcome,
  type ReadingOptions,
  type RecordOptions,
  type ResultLike,
  type ViolationLike,
} from './contractMetrics.js';
export {
  measuredValidator,
  measuredStandardSchema,
  type MeasureOptions,
  type StandardSchemaLike,
} from './instrument.js';
export { measuredClient, type ClientLike } from './measuredClient.js';
export {
  CONTRACT_METRICS,
  CONTRACT_ATTRIBUTES,
  OTHER,
  prometheusName,
  prometheusLabel,
  type MetricName,
  type InstrumentKind,
} from '../convention/names.js';
export {
  violationPlace,
  unknownFieldPlace,
  ruleLabel,
  type DocumentKind,
  type DocumentPart,
  type ViolationPlace,
} from '../convention/location.js';
export { contractCardinality, PAGE_RULE_WORDS, type ContractCardinality } from '../convention/cardinality.js';
