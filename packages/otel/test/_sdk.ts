// The OpenTelemetry SDK as an application runs it: a MeterProvider whose reader exports to an in-memory exporter
// (cumulative), read back as plain points: each metric's name, and each point's attributes and value.
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import type { Meter } from '@opentelemetry/api';

/** One exported point: a counter's sum, or a histogram's count and sum. */
interface Point {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly value: number;
  /** A histogram's sum of values (undefined for a counter). */
  readonly sum?: number;
}

/** One exported metric: its name, unit and points. */
export interface ExportedMetric {
  readonly name: string;
  readonly unit: string;
  readonly points: readonly Point[];
}

/** An SDK with its in-memory exporter. */
export interface InMemorySdk {
  readonly meter: Meter;
  /** Collects now and returns every metric exported, by name. */
  collect(): Promise<Map<string, ExportedMetric>>;
  shutdown(): Promise<void>;
}

export function inMemorySdk(): InMemorySdk {
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  const provider = new MeterProvider({ readers: [reader] });
  return {
    meter: provider.getMeter('user-summaries-otel-test'),
    async collect() {
      exporter.reset();
      await reader.forceFlush();
      const out = new Map<string, ExportedMetric>();
      for (const resource of exporter.getMetrics())
        for (const scope of resource.scopeMetrics)
          for (const metric of scope.metrics) {
            const points = metric.dataPoints.map((p): Point => {
              const v = p.value as number | { count: number; sum?: number };
              return typeof v === 'number'
                ? { attributes: p.attributes, value: v }
                : { attributes: p.attributes, value: v.count, ...(v.sum === undefined ? {} : { sum: v.sum }) };
            });
            out.set(metric.descriptor.name, { name: metric.descriptor.name, unit: metric.descriptor.unit, points });
          }
      return out;
    },
    shutdown: () => provider.shutdown(),
  };
}

/** A metric's points as `attribute=value,...` keys (sorted) to their values. */
export function pointsByKey(metric: ExportedMetric | undefined, attributes: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of metric?.points ?? []) {
    const key = attributes.map((a) => String(p.attributes[a] ?? '-')).join(' ');
    out[key] = (out[key] ?? 0) + p.value;
  }
  return out;
}
