// The cost of the Laravel assertion (packages/laravel): `npx tsx bench/laravel.ts` (after `npm run build`), and
// part of `npm run bench`. Runs packages/laravel/example/bench/assertion.php in a real PHP process: the example
// application serves a 10-day page without slots, which is asserted once (the engine starts) and then 300 times,
// each through the long-lived engine process. Writes its block into docs/benchmarks.md between the
// laravel-bench markers (bench/report.ts keeps it when it rewrites the page).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { replaceDocBlock } from './docBlock.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SCRIPT = `${ROOT}packages/laravel/example/bench/assertion.php`;
const START = '<!-- laravel-bench:start -->';
const END = '<!-- laravel-bench:end -->';
/** The target for an assertion after the first. */
const TARGET_MS = 5;

/** What assertion.php prints. */
export interface LaravelBenchResult {
  readonly laravel: string;
  readonly php: string;
  readonly bytes: number;
  readonly days: number;
  readonly firstMs: number;
  readonly runs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly minMs: number;
}

const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function block(result: LaravelBenchResult, load: number): string {
  const met = result.medianMs <= TARGET_MS ? 'met' : '**not met**';
  return [
    START,
    `\`assertUserSummariesContract()\` in the example Laravel ${result.laravel} application (PHP ${result.php}), on a page of`,
    `${result.days} days without slots (${(result.bytes / 1024).toFixed(1)} KiB, Laravel's paginator) served by its GET /user-summaries;`,
    `${result.runs} assertions after the first, each timed; ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, load average ${load.toFixed(1)} before the run;`,
    `${new Date().toISOString().slice(0, 10)}. Regenerate with \`npx tsx bench/laravel.ts\` (after \`npm run build\`).`,
    '',
    '| assertion | time |',
    '|---|---:|',
    `| the first (starts the engine: Node, the validators) | ${ms(result.firstMs)} |`,
    `| after the first, median | **${ms(result.medianMs)}** (target ≤ ${TARGET_MS} ms: ${met}) |`,
    `| after the first, 95th percentile | ${ms(result.p95Ms)} |`,
    `| after the first, fastest | ${ms(result.minMs)} |`,
    '',
    'An assertion after the first is the body sent as one NDJSON line (base64) to the long-lived `user-summaries engine`',
    "process and its answer line read back: the engine's parse layer and validators, the page checks, and PHP's",
    'encoding. The 95th percentile is where the machine was busy with other work.',
    END,
  ].join('\n');
}

function writeDoc(text: string): void {
  replaceDocBlock(START, END, text, '## Laravel assertions (bench/laravel.ts)');
}

/**
 * Measures the Laravel assertion through the real PHP process and, with `write`, writes the block of
 * docs/benchmarks.md. Throws when php or the example application cannot run.
 *
 * @example
 * const result = benchLaravel({ runs: 300, write: false });
 */
export function benchLaravel(options: { readonly runs?: number; readonly write?: boolean } = {}): LaravelBenchResult {
  const load = loadavg()[0] ?? 0;
  const run = spawnSync(process.env['CROSSIMPL_PHP'] || 'php', [SCRIPT, String(options.runs ?? 300)], {
    encoding: 'utf8',
    env: { ...process.env, USER_SUMMARIES_PACKAGE: `${ROOT}packages/tools` },
    timeout: 300_000,
  });
  if (run.status !== 0)
    throw new Error(`assertion.php failed (exit ${String(run.status)}): ${run.stderr.slice(0, 300)}`);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as LaravelBenchResult;
  if (options.write ?? true) writeDoc(block(result, load));
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = benchLaravel({ write: !process.argv.includes('--no-write') });
  console.log(JSON.stringify(result));
}
