// Runs Laravel's validator (packages/tools/test/laravel/harness.php) over batches of records, one php process per batch.
import { fileURLToPath } from 'node:url';
import { runNdjson, type Runtime } from '../../../../test/__helpers__/runtimes.js';
import type { LaravelVerdict } from './_divergence.js';

const HARNESS = fileURLToPath(new URL('./harness.php', import.meta.url));

/** The rule files of schemas/laravel/. */
type RulesFile = 'user-summary.rules.json' | 'request.rules.json';

/** How Laravel is run: the rules file, its variant, and rules replaced for this run. */
export interface LaravelRun {
  readonly rules?: RulesFile;
  readonly variant?: 'no-slots' | undefined;
  readonly override?: Readonly<Record<string, string>> | undefined;
}

/**
 * Laravel's verdicts on records (values, or `JsonText` lines written verbatim), with the rules of
 * schemas/laravel/<rules> (a variant of them, and rules replaced by `override`).
 */
export function laravelVerdicts(runtime: Runtime, records: readonly unknown[], run: LaravelRun = {}): LaravelVerdict[] {
  if (!runtime.ok) throw new Error(runtime.reason);
  if (records.length === 0) return [];
  const path = fileURLToPath(
    new URL(`../../../../schemas/laravel/${run.rules ?? 'user-summary.rules.json'}`, import.meta.url),
  );
  const args = [
    HARNESS,
    path,
    ...(run.variant === undefined ? [] : [run.variant]),
    ...(run.override === undefined ? [] : [`--override=${JSON.stringify(run.override)}`]),
  ];
  return runNdjson(runtime.command, args, records).map((answer, i) => {
    const verdict = answer as Partial<LaravelVerdict> & { error?: string };
    if (typeof verdict.valid !== 'boolean')
      throw new Error(`laravel could not check record ${i}: ${String(verdict.error)}`);
    return { valid: verdict.valid, failed: verdict.failed ?? {} };
  });
}
