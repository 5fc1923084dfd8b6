// Compares this library with Laravel's validator over a batch of records and sorts every disagreement into
// its documented divergence class.
import type { BundleSpec } from '../../src/codegen/bundleArtifacts.js';
import type { Runtime } from '../crossimpl/_runtimes.js';
import { libraryViolations } from '../crossimpl/_library.js';
import { explainDivergence, type DivergenceClass } from './_divergence.js';
import { laravelVerdicts } from './_laravel.js';

/** How a record reaches Laravel: the whole summary, or only the request's query (headers are middleware's). */
const REQUEST_QUERY = '/query';

function laravelInput(spec: BundleSpec, record: unknown): unknown {
  if (spec.entry !== 'request.schema.json') return record;
  const query = typeof record === 'object' && record !== null ? (record as { query?: unknown }).query : undefined;
  return query ?? {};
}

/** The outcome of a differential run. */
export interface Comparison {
  readonly records: number;
  readonly agreed: number;
  /** Records per divergence class (a record may fall into several). */
  readonly classes: ReadonlyMap<DivergenceClass, number>;
  /** Disagreements no documented class explains: what the test fails on (no payload values). */
  readonly unexplained: readonly { index: number; label: string; ours: string; laravel: string }[];
}

/** Runs both validators over the records (one php process) and classifies each disagreement. */
export function compareWithLaravel(runtime: Runtime, spec: BundleSpec, records: readonly unknown[], labels?: readonly string[]): Comparison {
  const request = spec.entry === 'request.schema.json';
  const verdicts = laravelVerdicts(
    runtime,
    records.map((r) => laravelInput(spec, r)),
    spec.variant.includeSlots ? undefined : 'no-slots',
    request ? 'request.rules.json' : 'user-summary.rules.json',
  );
  const classes = new Map<DivergenceClass, number>();
  const unexplained: { index: number; label: string; ours: string; laravel: string }[] = [];
  let agreed = 0;
  records.forEach((record, index) => {
    const all = libraryViolations(spec, record);
    const ours = request ? all.filter((v) => v.pointer === REQUEST_QUERY || v.pointer.startsWith(`${REQUEST_QUERY}/`)) : all;
    const laravel = verdicts[index] as (typeof verdicts)[number];
    if ((ours.length === 0) === laravel.valid) {
      agreed += 1;
      return;
    }
    const explained = explainDivergence(record, ours, laravel, request ? REQUEST_QUERY : '');
    if (explained === undefined) {
      unexplained.push({
        index,
        label: labels?.[index] ?? `record ${index}`,
        ours: ours.map((v) => `${v.pointer} ${v.rule}`).join(', ') || 'valid',
        laravel: laravel.valid ? 'valid' : Object.entries(laravel.failed).map(([a, r]) => `${a} ${r.join('|')}`).join(', '),
      });
      return;
    }
    for (const c of explained) classes.set(c, (classes.get(c) ?? 0) + 1);
  });
  return { records: records.length, agreed, classes, unexplained };
}

/** One line for the log: the counts of a comparison. */
export function describeComparison(name: string, c: Comparison): string {
  const counts = [...c.classes.entries()].sort().map(([k, n]) => `${k}=${n}`).join(', ') || 'none';
  return `${name}: ${c.records} records, ${c.agreed} same verdict, divergence classes: ${counts}, unexplained: ${c.unexplained.length}`;
}
