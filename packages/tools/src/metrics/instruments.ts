import { Counter, Histogram, type Registry } from 'prom-client';
import { type MetricName, prometheusName } from 'user-summaries-otel';

/**
 * A prom-client counter for one instrument of the convention: its Prometheus name and help from the convention's
 * table (user-summaries-otel's `CONTRACT_METRICS`), never written again here.
 *
 * @example
 * const requests = counterOf(CONTRACT_METRICS.serverRequests, [LABELS.status], [registry]);
 */
export function counterOf(metric: MetricName, labelNames: readonly string[], registers: Registry[]): Counter {
  return new Counter({ name: prometheusName(metric), help: metric.description, labelNames, registers });
}

/**
 * A prom-client histogram for one instrument of the convention, with the buckets of its surface.
 *
 * @example
 * const duration = histogramOf(CONTRACT_METRICS.serverDuration, [0.001, 0.01, 0.1, 1], [registry]);
 */
export function histogramOf(metric: MetricName, buckets: readonly number[], registers: Registry[]): Histogram {
  return new Histogram({ name: prometheusName(metric), help: metric.description, buckets: [...buckets], registers });
}
