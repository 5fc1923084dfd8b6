// Proves each disagreement between this library and Laravel by evidence: the hypotheses of
// packages/tools/test/laravel/_divergence.ts remove their causes, both sides run again, and the verdicts must meet.
import type { BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import type { ExpectedViolation } from 'user-summaries-build/codegen/vectorTypes';
import type { Runtime } from '../../../../test/__helpers__/runtimes.js';
import { attributeOf, type DivergenceClass, type Hypothesis, type LaravelVerdict } from './_divergence.js';
import { laravelVerdicts, type LaravelRun } from './_laravel.js';
import type { SpelledRecord } from './_spelling.js';

/** One disagreement with the hypotheses that claim to explain it. */
export interface Claim {
  readonly record: SpelledRecord;
  readonly ours: readonly ExpectedViolation[];
  readonly laravel: LaravelVerdict;
  readonly hypotheses: readonly Hypothesis[];
}

/** The outcome of the evidence run for one claim: its classes, or why the evidence fails. */
export type Proof =
  | { readonly ok: true; readonly classes: readonly DivergenceClass[] }
  | { readonly ok: false; readonly why: string };

/** How a record is read on each side of the comparison. */
export interface Sides {
  readonly spec: BundleSpec;
  /** This library's violations on a record (as JSON.parse reads its text). */
  readonly ours: (record: SpelledRecord) => readonly ExpectedViolation[];
  /** What Laravel receives for a record: its JSON text (the query's, for a request). */
  readonly laravelInput: (record: SpelledRecord) => unknown;
  /** Where Laravel's input sits in the record ('' or '/query'). */
  readonly prefix: string;
  readonly run: LaravelRun;
}

function apply(record: SpelledRecord, hypotheses: readonly Hypothesis[]): SpelledRecord {
  return hypotheses.reduce((r, h) => h.fix(r), record);
}

function failedAttributes(verdict: LaravelVerdict): string[] {
  return Object.keys(verdict.failed).sort();
}

/**
 * Runs the evidence for every claim (a few php processes for all of them):
 * 1. the causes Laravel's side is blamed for are removed (`moves: 'laravel'`): this library's verdict must not change;
 * 2. the causes this library's side is blamed for are removed (`moves: 'ours'`): Laravel's verdict must not change;
 * 3. with rules written as Laravel can express the contract, if any, both verdicts must meet on the result,
 *    and where rules were rewritten Laravel must fail exactly the members this library reports.
 */
export function proveClaims(runtime: Runtime, sides: Sides, claims: readonly Claim[]): Proof[] {
  const steps = claims.map((claim) => {
    const first = apply(
      claim.record,
      claim.hypotheses.filter((h) => h.moves === 'laravel'),
    );
    const second = apply(
      first,
      claim.hypotheses.filter((h) => h.moves === 'ours'),
    );
    const override = Object.assign({}, ...claim.hypotheses.map((h) => h.rules ?? {})) as Record<string, string>;
    return { first, second, override: Object.keys(override).length > 0 ? override : undefined };
  });
  const base = laravelVerdicts(
    runtime,
    steps.flatMap((s) => [sides.laravelInput(s.first), sides.laravelInput(s.second)]),
    sides.run,
  );
  // One php process per distinct rewritten rule set.
  const rewritten = new Map<string, LaravelVerdict>();
  const byOverride = new Map<string, number[]>();
  steps.forEach((s, i) => {
    if (s.override === undefined) return;
    const key = JSON.stringify(s.override);
    byOverride.set(key, [...(byOverride.get(key) ?? []), i]);
  });
  for (const [key, indexes] of byOverride) {
    const verdicts = laravelVerdicts(
      runtime,
      indexes.map((i) => sides.laravelInput(steps[i]?.second as SpelledRecord)),
      { ...sides.run, override: JSON.parse(key) as Record<string, string> },
    );
    indexes.forEach((index, j) => {
      rewritten.set(String(index), verdicts[j] as LaravelVerdict);
    });
  }
  return claims.map((claim, i): Proof => {
    const step = steps[i] as (typeof steps)[number];
    if (claim.hypotheses.length === 0)
      return { ok: false, why: 'no documented class names a reason of the rejecting side' };
    const laravelFirst = base[2 * i] as LaravelVerdict;
    const laravelSecond = base[2 * i + 1] as LaravelVerdict;
    const oursFirst = sides.ours(step.first);
    const oursSecond = sides.ours(step.second);
    if ((oursFirst.length === 0) !== (claim.ours.length === 0))
      return { ok: false, why: 'this library sees the cause blamed on Laravel' };
    if (laravelSecond.valid !== laravelFirst.valid)
      return { ok: false, why: 'Laravel sees the cause blamed on this library' };
    const laravelFinal = step.override === undefined ? laravelSecond : (rewritten.get(String(i)) as LaravelVerdict);
    if (laravelFinal.valid !== (oursSecond.length === 0)) {
      return {
        ok: false,
        why: `verdicts still differ without the causes (ours ${oursSecond.length === 0 ? 'valid' : 'invalid'}, Laravel ${laravelFinal.valid ? 'valid' : 'invalid'})`,
      };
    }
    if (step.override !== undefined) {
      const expected = oursSecond.map((v) => attributeOf(v.pointer, sides.prefix)).sort();
      if (JSON.stringify(failedAttributes(laravelFinal)) !== JSON.stringify([...new Set(expected)])) {
        return {
          ok: false,
          why: 'with the rule Laravel can express, it fails other members than this library reports',
        };
      }
    }
    return { ok: true, classes: [...new Set(claim.hypotheses.flatMap((h) => h.classes))] };
  });
}
