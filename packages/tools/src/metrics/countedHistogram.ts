import { Histogram, type Registry } from 'prom-client';
import { type MetricName, prometheusName } from 'user-summaries-otel';

/**
 * One value of a histogram, as prom-client's `Histogram.get` gives it, with the labels its `get` adds to each
 * (`sharedLabels`: none here).
 */
type HistogramValue = Awaited<ReturnType<Histogram['get']>>['values'][number] & {
  readonly sharedLabels: Record<string, never>;
};

/** What a histogram gives its registry (prom-client's `getForPromString`, which `get` reads too). */
interface HistogramData {
  readonly name: string;
  readonly help: string;
  readonly type: 'histogram';
  readonly values: HistogramValue[];
  readonly aggregator: 'sum';
}

/**
 * A histogram without labels whose counts are plain numbers: `add` finds the value's bucket and adds one to it
 * (no label hash, no object, no closure), and a scrape reads the counts in prom-client's own shape, so that
 * prom-client writes the same text a `Histogram` observing the same values writes. For the time of each of a
 * server's exchanges, where a `Histogram.observe` per exchange costs many times the count itself.
 * Count with `add`: what the base class's `observe` would count is not read.
 *
 * @example
 * const duration = new CountedHistogram(CONTRACT_METRICS.proxyDuration, [0.005, 0.01, 0.1], [registry]);
 * duration.add(0.004);
 */
export class CountedHistogram extends Histogram {
  readonly #name: string;
  readonly #help: string;
  readonly #bounds: Float64Array;
  /** The count of each bucket alone (not cumulated), the last one beyond every bound (`+Inf`). */
  readonly #counts: Float64Array;
  #sum = 0;
  #count = 0;

  /** @param buckets - the upper bounds, ascending (as prom-client's `buckets`) */
  constructor(metric: MetricName, buckets: readonly number[], registers: Registry[]) {
    const name = prometheusName(metric);
    super({ name, help: metric.description, buckets: [...buckets], registers });
    this.#name = name;
    this.#help = metric.description;
    this.#bounds = Float64Array.from(buckets);
    this.#counts = new Float64Array(buckets.length + 1);
  }

  /** Counts one value (a non-finite one is not counted: it has no bucket and would spoil the sum). */
  add(value: number): void {
    if (!Number.isFinite(value)) return;
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && value > (bounds[i] as number)) i++;
    this.#counts[i] = (this.#counts[i] as number) + 1;
    this.#sum += value;
    this.#count++;
  }

  /**
   * The buckets (cumulated, as the text format has them), the sum and the count, in prom-client's shape: what its
   * registry reads to write the text format, and what `get` (the JSON) reads too.
   */
  async getForPromString(): Promise<HistogramData> {
    const bucket = `${this.#name}_bucket`;
    const values: HistogramValue[] = [];
    let cumulated = 0;
    this.#bounds.forEach((bound, i) => {
      cumulated += this.#counts[i] as number;
      values.push({ labels: { le: bound }, sharedLabels: {}, value: cumulated, metricName: bucket });
    });
    values.push(
      { labels: { le: '+Inf' }, sharedLabels: {}, value: this.#count, metricName: bucket },
      { labels: {}, sharedLabels: {}, value: this.#sum, metricName: `${this.#name}_sum` },
      { labels: {}, sharedLabels: {}, value: this.#count, metricName: `${this.#name}_count` },
    );
    return { name: this.#name, help: this.#help, type: 'histogram', values, aggregator: 'sum' };
  }
}
