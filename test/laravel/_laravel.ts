// Runs Laravel's validator (test/laravel/harness.php) over batches of records, one php process per batch.
import { fileURLToPath } from 'node:url';
import { runNdjson, type Runtime } from '../crossimpl/_runtimes.js';
import type { LaravelVerdict } from './_divergence.js';

const HARNESS = fileURLToPath(new URL('./harness.php', import.meta.url));
const RULES = fileURLToPath(new URL('../../schemas/laravel/user-summary.rules.json', import.meta.url));

/** Laravel's verdicts on summaries, with the rules of schemas/laravel/user-summary.rules.json (and a variant). */
export function laravelVerdicts(runtime: Runtime, records: readonly unknown[], variant?: 'no-slots'): LaravelVerdict[] {
  if (!runtime.ok) throw new Error(runtime.reason);
  const args = [HARNESS, RULES, ...(variant === undefined ? [] : [variant])];
  return runNdjson(runtime.command, args, records).map((answer, i) => {
    const verdict = answer as Partial<LaravelVerdict> & { error?: string };
    if (typeof verdict.valid !== 'boolean') throw new Error(`laravel could not check record ${i}: ${String(verdict.error)}`);
    return { valid: verdict.valid, failed: verdict.failed ?? {} };
  });
}
