import { Counter, Registry } from 'prom-client';
import { CONTRACT_METRICS as M, prometheusName } from 'user-summaries-otel';
import { CountedHistogram } from './countedHistogram.js';
import { findingMetric, LABELS, statusKey, statusLabel, VERDICTS, verdictLabel, type FindingLike } from './labels.js';
import { Tally } from './tally.js';

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

/** An exchange's key: its verdict's index times 1000 plus its status key (a status key is below 600). */
const VERDICT_INDEX = { pass: 0, warn: 1, fail: 2 } as const;
const exchangeLabels = (key: number) => ({
  [LABELS.verdict]: VERDICTS[Math.floor(key / 1000)] as string,
  [LABELS.status]: statusLabel(key % 1000),
});

/** A violation's key: its part, location pattern and rule, apart by a line feed (none of them has one). */
const SEP = '\n';
const violationLabels = (key: string) => {
  const [part, location, rule] = key.split(SEP) as [string, string, string];
  return { [LABELS.part]: part, [LABELS.location]: location, [LABELS.rule]: rule };
};

/**
 * The proxy's Prometheus metrics (docs/observability.md): exchanges by verdict and status, violations at their
 * location patterns, page findings by rule, upstream errors by class, the exchange's and the upstream's time, and
 * the memo's hits; one registry per proxy. `observe` is called once per verdict, after the exchange is answered:
 * it adds to plain counts (a clean exchange: one Map update and two bucket counts, nothing allocated, no clock
 * read: the times are the verdict's), and never touches the exchange; a scrape gives prom-client the totals.
 */
export class ProxyMetrics {
  readonly registry = new Registry();
  readonly #exchanges: Tally<number>;
  readonly #violations: Tally<string>;
  readonly #pageFindings: Tally<string>;
  readonly #upstreamErrors: Tally<string>;
  readonly #duration: CountedHistogram;
  readonly #upstream: CountedHistogram;

  /** @param memoHits - the memo's hits so far (read at each scrape) */
  constructor(memoHits: () => number) {
    const registers = [this.registry];
    this.#exchanges = new Tally(M.proxyExchanges, [LABELS.verdict, LABELS.status], registers, exchangeLabels);
    this.#violations = new Tally(M.violations, [LABELS.part, LABELS.location, LABELS.rule], registers, violationLabels);
    this.#pageFindings = new Tally(M.pageFindings, [LABELS.rule], registers, (rule: string) => ({
      [LABELS.rule]: rule,
    }));
    this.#upstreamErrors = new Tally(M.upstreamErrors, [LABELS.errorType], registers, (errorType: string) => ({
      [LABELS.errorType]: errorType,
    }));
    this.#duration = new CountedHistogram(M.proxyDuration, SECONDS_BUCKETS, registers);
    this.#upstream = new CountedHistogram(M.upstreamDuration, SECONDS_BUCKETS, registers);
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
    this.#exchanges.add(VERDICT_INDEX[verdictLabel(exchange.findings)] * 1000 + statusKey(exchange.status));
    this.#duration.add(exchange.ms / 1000);
    if (exchange.upstreamMs !== undefined) this.#upstream.add(exchange.upstreamMs / 1000);
    for (const finding of exchange.findings) {
      const counted = findingMetric(finding);
      if (counted.metric === 'violation') {
        const { part, location, rule } = counted.place;
        this.#violations.add(`${part}${SEP}${location}${SEP}${rule}`);
      } else if (counted.metric === 'page') this.#pageFindings.add(counted.rule);
      else this.#upstreamErrors.add(counted.errorType);
    }
  }
}
