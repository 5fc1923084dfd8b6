import { performance } from 'node:perf_hooks';

/** The timing of one operation: the median of many samples, and their spread. */
export interface Measurement {
  /** Median time of one operation, in nanoseconds. */
  readonly medianNs: number;
  /** 10th and 90th percentile of the per-operation time of the samples, in nanoseconds. */
  readonly p10Ns: number;
  readonly p90Ns: number;
  /** How many samples were taken, and how many operations each sample timed. */
  readonly samples: number;
  readonly batch: number;
}

/** How long to measure one cell, and how finely. */
export interface MeasureOptions {
  /** Time spent warming up (JIT, inline caches) before any sample counts. @defaultValue 150 */
  readonly warmupMs?: number;
  /** Time budget of the timed samples. @defaultValue 900 */
  readonly budgetMs?: number;
  /** Target duration of one sample: fast operations are timed in batches this long. @defaultValue 2 */
  readonly sampleMs?: number;
  /** Fewest samples, even past the budget. @defaultValue 15 */
  readonly minSamples?: number;
  /** Most samples. @defaultValue 400 */
  readonly maxSamples?: number;
}

/** Written by every timed call, so no engine can drop the call as dead code. */
// biome-ignore lint/correctness/noUnusedVariables: written, never read, on purpose (see above)
let sink: unknown;

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (at - lo);
}

/**
 * Times `fn`: a warm-up, then samples of `batch` calls each until the budget is spent. Synchronous and
 * sequential (one core is timed at a time).
 */
export function measure(fn: () => unknown, options: MeasureOptions = {}): Measurement {
  const warmupMs = options.warmupMs ?? 150;
  const budgetMs = options.budgetMs ?? 900;
  const sampleMs = options.sampleMs ?? 2;
  const minSamples = options.minSamples ?? 15;
  const maxSamples = options.maxSamples ?? 400;

  // Warm-up, which also estimates the time of one call.
  let calls = 0;
  const warmStart = performance.now();
  let elapsed = 0;
  do {
    sink = fn();
    calls++;
    elapsed = performance.now() - warmStart;
  } while (elapsed < warmupMs || calls < 3);
  const estimateMs = elapsed / calls;
  const batch = Math.max(1, Math.round(sampleMs / Math.max(estimateMs, 1e-6)));

  const perOp: number[] = [];
  const start = performance.now();
  while (perOp.length < maxSamples && (perOp.length < minSamples || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    perOp.push(((performance.now() - t0) * 1e6) / batch);
  }
  perOp.sort((a, b) => a - b);
  return {
    medianNs: quantile(perOp, 0.5),
    p10Ns: quantile(perOp, 0.1),
    p90Ns: quantile(perOp, 0.9),
    samples: perOp.length,
    batch,
  };
}

/** A duration for people: ns, µs or ms with three significant digits. */
export function formatNs(ns: number): string {
  if (ns < 1_000) return `${ns.toPrecision(3)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toPrecision(3)} µs`;
  return `${(ns / 1_000_000).toPrecision(3)} ms`;
}

/** The spread of a measurement as the p10-p90 range relative to its median, e.g. `±4%`. */
export function formatSpread(m: Measurement): string {
  const half = (m.p90Ns - m.p10Ns) / 2 / m.medianNs;
  return `±${(half * 100).toFixed(half < 0.1 ? 1 : 0)}%`;
}
