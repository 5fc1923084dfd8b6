// Compares this library with Laravel's validator over a batch of records (JSON texts, number spellings
// included) and proves every disagreement by evidence (packages/tools/test/laravel/_evidence.ts).
import type { BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { JsonText, type Runtime } from '../../../../test/__helpers__/runtimes.js';
import { libraryViolations } from '../../../../test/__helpers__/library.js';
import {
  hypothesizeLaravelFailure,
  hypothesizeViolation,
  type DivergenceClass,
  type Hypothesis,
  type LaravelVerdict,
} from './_divergence.js';
import { proveClaims, type Claim, type Sides } from './_evidence.js';
import { laravelVerdicts } from './_laravel.js';
import { renderText, type SpelledRecord } from './_spelling.js';

/** Where the request's query sits: Laravel sees only the query (headers are middleware's). */
const REQUEST_QUERY = '/query';

/** How both sides read records of a bundle. */
export function sidesOf(spec: BundleSpec): Sides {
  const request = spec.entry === 'request.schema.json';
  return {
    spec,
    prefix: request ? REQUEST_QUERY : '',
    run: {
      rules: request ? 'request.rules.json' : 'user-summary.rules.json',
      variant: spec.reading.includeSlots ? undefined : 'no-slots',
    },
    ours: (record) => {
      const all = libraryViolations(spec, JSON.parse(renderText(record)));
      return request
        ? all.filter((v) => v.pointer === REQUEST_QUERY || v.pointer.startsWith(`${REQUEST_QUERY}/`))
        : all;
    },
    laravelInput: (record) => {
      if (!request) return new JsonText(renderText(record));
      const value = record.value;
      const query = typeof value === 'object' && value !== null ? (value as { query?: unknown }).query : undefined;
      return query ?? {};
    },
  };
}

/** The outcome of a differential run. */
export interface Comparison {
  readonly records: number;
  readonly agreed: number;
  /** Records per divergence class, each proven by evidence (a record may fall into several). */
  readonly classes: ReadonlyMap<DivergenceClass, number>;
  /** The proven classes of each record that disagreed, by its index (a record that agreed has none). */
  readonly classesOf: ReadonlyMap<number, readonly DivergenceClass[]>;
  /** Disagreements without evidence: what the test fails on (no payload values). */
  readonly unexplained: readonly { index: number; label: string; ours: string; laravel: string; why: string }[];
}

function hypotheses(
  sides: Sides,
  record: SpelledRecord,
  ours: Claim['ours'],
  laravel: LaravelVerdict,
): Hypothesis[] | undefined {
  const found: Hypothesis[] = [];
  if (ours.length > 0) {
    for (const violation of ours) {
      const h = hypothesizeViolation(record, violation, sides.prefix);
      if (h === undefined) return undefined;
      found.push(h);
    }
  } else {
    for (const [attribute, rules] of Object.entries(laravel.failed)) {
      for (const rule of rules) {
        const h = hypothesizeLaravelFailure(record, attribute, rule, sides.prefix);
        if (h === undefined) return undefined;
        found.push(h);
      }
    }
  }
  // One fix per place: several violations under an empty group share its removal.
  const byPlace = new Map(found.map((h) => [`${h.moves} ${h.pointer}`, h]));
  return [...byPlace.values()];
}

/** Runs both validators over the records and proves each disagreement by evidence. */
export function compareWithLaravel(
  runtime: Runtime,
  spec: BundleSpec,
  records: readonly SpelledRecord[],
  labels?: readonly string[],
): Comparison {
  return compareSides(runtime, sidesOf(spec), records, labels);
}

/** {@link compareWithLaravel} with the sides given (a test gives this library's side a planted mistake). */
export function compareSides(
  runtime: Runtime,
  sides: Sides,
  records: readonly SpelledRecord[],
  labels?: readonly string[],
): Comparison {
  const verdicts = laravelVerdicts(runtime, records.map(sides.laravelInput), sides.run);
  const claims: { index: number; claim: Claim }[] = [];
  let agreed = 0;
  records.forEach((record, index) => {
    const ours = sides.ours(record);
    const laravel = verdicts[index] as LaravelVerdict;
    if ((ours.length === 0) === laravel.valid) {
      agreed += 1;
      return;
    }
    claims.push({
      index,
      claim: { record, ours, laravel, hypotheses: hypotheses(sides, record, ours, laravel) ?? [] },
    });
  });
  const proofs = proveClaims(
    runtime,
    sides,
    claims.map((c) => c.claim),
  );
  const classes = new Map<DivergenceClass, number>();
  const classesOf = new Map<number, readonly DivergenceClass[]>();
  const unexplained: Comparison['unexplained'][number][] = [];
  claims.forEach(({ index, claim }, i) => {
    const proof = proofs[i];
    if (proof?.ok === true) {
      for (const c of proof.classes) classes.set(c, (classes.get(c) ?? 0) + 1);
      classesOf.set(index, proof.classes);
      return;
    }
    unexplained.push({
      index,
      label: labels?.[index] ?? `record ${index}`,
      ours: claim.ours.map((v) => `${v.pointer} ${v.rule}`).join(', ') || 'valid',
      laravel: claim.laravel.valid
        ? 'valid'
        : Object.entries(claim.laravel.failed)
            .map(([a, r]) => `${a} ${r.join('|')}`)
            .join(', '),
      why: proof?.ok === false ? proof.why : 'no proof',
    });
  });
  return { records: records.length, agreed, classes, classesOf, unexplained };
}

/** One line for the log: the counts of a comparison. */
export function describeComparison(name: string, c: Comparison): string {
  const counts =
    [...c.classes.entries()]
      .sort()
      .map(([k, n]) => `${k}=${n}`)
      .join(', ') || 'none';
  return `${name}: ${c.records} records, ${c.agreed} same verdict, divergence classes (each proven): ${counts}, unexplained: ${c.unexplained.length}`;
}
