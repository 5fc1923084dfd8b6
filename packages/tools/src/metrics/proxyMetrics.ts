import { Counter, type Histogram, Registry } from 'prom-client';
import { CONTRACT_METRICS as M, prometheusName } from 'user-summaries-otel';
import { counterOf, histogramOf } from './instruments.js';
import { findingMetric, LABELS, statusLabel, verdictLabel, type FindingLike } from './labels.js';

/** What the metrics read of an exchange's verdict (the proxy's `ExchangeVerdict`). */
export interface ExchangeLike {
  /** The status the client saw (0 when the connection was cut). */
  readonly status: number;
  /** Milliseconds from the request to the verdict. */
  readonly ms: number;
  /** Milliseconds from the request to the upstream's response headers, when it answered. */
  readonly upstreamMs?: number;
  readonly findings: readonly FindingLike[];
}

/** Buckets of an exchange's and the upstream's time, in seconds: 5 ms to 30 s. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The proxy's Prometheus metrics (docs/observability.md): exchanges by verdict and status, violations at their
 * location patterns, page findings by rule, upstream errors by class, the exchange's and the upstream's time, and
 * the memo's hits; one registry per proxy. `observe` is called once per verdict, after the exchange is answered:
 * it counts, and never touches the exchange.
 */
export class ProxyMetrics {
  readonly registry = new Registry();
  readonly #exchanges: Counter;
  readonly #violations: Counter;
  readonly #pageFindings: Counter;
  readonly #upstreamErrors: Counter;
  readonly #duration: Histogram;
  readonly #upstream: Histogram;

  /** @param memoHits - the memo's hits so far (read at each scrape) */
  constructor(memoHits: () => number) {
    const registers = [this.registry];
    this.#exchanges = counterOf(M.proxyExchanges, [LABELS.verdict, LABELS.status], registers);
    this.#violations = counterOf(M.violations, [LABELS.part, LABELS.location, LABELS.rule], registers);
    this.#pageFindings = counterOf(M.pageFindings, [LABELS.rule], registers);
    this.#upstreamErrors = counterOf(M.upstreamErrors, [LABELS.errorType], registers);
    this.#duration = histogramOf(M.proxyDuration, SECONDS_BUCKETS, registers);
    this.#upstream = histogramOf(M.upstreamDuration, SECONDS_BUCKETS, registers);
    let counted = 0;
    new Counter({
      name: prometheusName(M.memoHits),
      help: M.memoHits.description,
      registers,
      collect(this: Counter) {
        const hits = memoHits();
        if (hits > counted) this.inc(hits - counted);
        counted = hits;
      },
    });
  }

  /** Counts one exchange's verdict. */
  observe(exchange: ExchangeLike): void {
    this.#exchanges.inc({
      [LABELS.verdict]: verdictLabel(exchange.findings),
      [LABELS.status]: statusLabel(exchange.status),
    });
    this.#duration.observe(exchange.ms / 1000);
    if (exchange.upstreamMs !== undefined) this.#upstream.observe(exchange.upstreamMs / 1000);
    for (const finding of exchange.findings) {
      const counted = findingMetric(finding);
      if (counted.metric === 'violation') {
        const { part, location, rule } = counted.place;
        this.#violations.inc({ [LABELS.part]: part, [LABELS.location]: location, [LABELS.rule]: rule });
      } else if (counted.metric === 'page') this.#pageFindings.inc({ [LABELS.rule]: counted.rule });
      else this.#upstreamErrors.inc({ [LABELS.errorType]: counted.errorType });
    }
  }
}
