// Runs Laravel's validator (test/laravel/harness.php) over batches of records, one php process per batch.
import { fileURLToPath } from 'node:url';
import { runNdjson, type Runtime } from '../crossimpl/_runtimes.js';
import type { LaravelVerdict } from './_divergence.js';

const HARNESS = fileURLToPath(new URL('./harness.php', import.meta.url));

/** The rule files of schemas/laravel/. */
export type RulesFile = 'user-summary.rules.json' | 'request.rules.json';

/** Laravel's verdicts on records, with the rules of schemas/laravel/<rules> (and a variant of them). */
export function laravelVerdicts(runtime: Runtime, records: readonly unknown[], variant?: 'no-slots', rules: RulesFile = 'user-summary.rules.json'): LaravelVerdict[] {
  if (!runtime.ok) throw new Error(runtime.reason);
  const path = fileURLToPath(new URL(`../../schemas/laravel/${rules}`, import.meta.url));
  const args = [HARNESS, path, ...(variant === undefined ? [] : [variant])];
  return runNdjson(runtime.command, args, records).map((answer, i) => {
    const verdict = answer as Partial<LaravelVerdict> & { error?: string };
    if (typeof verdict.valid !== 'boolean') throw new Error(`laravel could not check record ${i}: ${String(verdict.error)}`);
    return { valid: verdict.valid, failed: verdict.failed ?? {} };
  });
}
