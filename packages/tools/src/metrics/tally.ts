import { Counter, type LabelValues, type Registry } from 'prom-client';
import { type MetricName, prometheusName } from 'user-summaries-otel';

/**
 * A counter whose counts are plain numbers by key: `add` adds one to a key's count (one Map update, no label
 * object, no label hash), and a scrape gives prom-client's counter the totals, each key's labels made from the key
 * then. For what a server counts on every exchange, where prom-client's `inc(labels)` hashes the labels each time.
 *
 * @example
 * const requests = new Tally(CONTRACT_METRICS.serverRequests, ['http_response_status_code'], [registry],
 *   (status: number) => ({ http_response_status_code: String(status) }));
 * requests.add(200);
 */
export class Tally<K extends string | number> {
  readonly #counts = new Map<K, number>();

  /** @param labelsOf - a key's labels (called at a scrape only, once per key counted) */
  constructor(
    metric: MetricName,
    labelNames: readonly string[],
    registers: Registry[],
    labelsOf: (key: K) => LabelValues<string>,
  ) {
    const counts = this.#counts;
    new Counter({
      name: prometheusName(metric),
      help: metric.description,
      labelNames,
      registers,
      collect(this: Counter) {
        this.reset();
        for (const [key, count] of counts) this.inc(labelsOf(key), count);
      },
    });
  }

  /** Counts one more of `key`. */
  add(key: K): void {
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }
}
