// The metric convention of the contract (docs/observability.md): one name, unit and description per instrument,
// and the attribute names, as OpenTelemetry's naming rules write them (a `user_summaries.` namespace, dotted
// lower-case words, units in UCUM, counters without `_total`). Prometheus spells the same metrics with underscores
// and a unit or `_total` suffix (`prometheusName`); the proxy and the mock serve them so.

/** What an instrument is: the OpenTelemetry kind decides the Prometheus suffix. */
export type InstrumentKind = 'counter' | 'histogram';

/** One instrument of the convention. */
export interface MetricName {
  /** The OpenTelemetry name (`user_summaries.documents`). */
  readonly name: string;
  /** UCUM unit: `s` for durations, `{document}`-style annotations for counts. */
  readonly unit: string;
  readonly kind: InstrumentKind;
  readonly description: string;
}

/** Every instrument of the convention, the consumers' (recorded by this package) and the proxy's and mock's. */
export const CONTRACT_METRICS = {
  documents: {
    name: 'user_summaries.documents',
    unit: '{document}',
    kind: 'counter',
    description: 'Documents checked against the user-summaries contract, by kind, reading and outcome',
  },
  violations: {
    name: 'user_summaries.violations',
    unit: '{violation}',
    kind: 'counter',
    description: 'Violations of the user-summaries contract, by part, location pattern and rule word',
  },
  pageFindings: {
    name: 'user_summaries.page.findings',
    unit: '{finding}',
    kind: 'counter',
    description: 'Findings of the page rules (pagination, range, metadata) of the user-summaries contract, by rule',
  },
  validationDuration: {
    name: 'user_summaries.validation.duration',
    unit: 's',
    kind: 'histogram',
    description: 'Time spent checking one document against the user-summaries contract',
  },
  proxyExchanges: {
    name: 'user_summaries.proxy.exchanges',
    unit: '{exchange}',
    kind: 'counter',
    description: 'Exchanges through the validating proxy, by verdict and the status the client saw',
  },
  proxyDuration: {
    name: 'user_summaries.proxy.request.duration',
    unit: 's',
    kind: 'histogram',
    description: 'Time from a request to the proxy to its checked verdict',
  },
  upstreamDuration: {
    name: 'user_summaries.proxy.upstream.duration',
    unit: 's',
    kind: 'histogram',
    description: 'Time from a request to the proxy to the upstream response headers',
  },
  upstreamErrors: {
    name: 'user_summaries.proxy.upstream.errors',
    unit: '{error}',
    kind: 'counter',
    description: 'Upstream failures seen by the proxy, by error.type (the failure classes of docs/failures.md)',
  },
  memoHits: {
    name: 'user_summaries.proxy.memo.hits',
    unit: '{hit}',
    kind: 'counter',
    description: 'Bodies the proxy answered from its memo of verdicts (identical bytes seen before)',
  },
  serverRequests: {
    name: 'user_summaries.server.requests',
    unit: '{request}',
    kind: 'counter',
    description: 'Requests answered by the reference server (user-summaries serve), by status',
  },
  serverDuration: {
    name: 'user_summaries.server.request.duration',
    unit: 's',
    kind: 'histogram',
    description: 'Time the reference server took to answer a request',
  },
} as const satisfies Record<string, MetricName>;

/** The attribute names of the convention (`error.type` and `http.response.status_code` are OpenTelemetry's own). */
export const CONTRACT_ATTRIBUTES = {
  kind: 'user_summaries.document.kind',
  reading: 'user_summaries.reading',
  outcome: 'user_summaries.outcome',
  errorType: 'error.type',
  part: 'user_summaries.part',
  location: 'user_summaries.location',
  rule: 'user_summaries.rule',
  verdict: 'user_summaries.verdict',
  status: 'http.response.status_code',
} as const;

/** The value of `error.type` (and of a rule) outside the convention's closed lists, as OpenTelemetry spells it. */
export const OTHER = '_OTHER';

/** The units Prometheus writes as a suffix (OpenTelemetry's Prometheus compatibility). */
const UNIT_SUFFIX: Readonly<Record<string, string>> = { s: 'seconds', By: 'bytes' };

/**
 * A metric's name as Prometheus spells it: dots as underscores, the unit as a suffix (`_seconds`; an annotation
 * such as `{document}` adds none), `_total` after a counter's, as OpenTelemetry's Prometheus exporter writes it.
 *
 * @example
 * prometheusName(CONTRACT_METRICS.documents); // 'user_summaries_documents_total'
 */
export function prometheusName(metric: MetricName): string {
  const base = metric.name.replace(/\./g, '_');
  const suffix = UNIT_SUFFIX[metric.unit];
  const withUnit = suffix === undefined ? base : `${base}_${suffix}`;
  return metric.kind === 'counter' ? `${withUnit}_total` : withUnit;
}

/**
 * An attribute's name as a Prometheus label: dots as underscores (`user_summaries.rule` → `user_summaries_rule`).
 *
 * @example
 * prometheusLabel(CONTRACT_ATTRIBUTES.errorType); // 'error_type'
 */
export function prometheusLabel(attribute: string): string {
  return attribute.replace(/\./g, '_');
}
