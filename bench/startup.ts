import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ENTRY } from './guard.js';

const ROOT = new URL('../', import.meta.url);

/** Medians (of fresh processes) of getting validators ready, in milliseconds. */
export interface StartupTimes {
  /** The precompiled validators alone: import `precompiled/default.fast.js` (runtime included), first valid call. */
  readonly validatorsReadyMs: number;
  /** The default entry: `import('user-summaries-contract')` (its built bundle) alone. */
  readonly precompiledImportMs: number;
  /** The default entry: import plus the first `validateSummary` of a valid summary. */
  readonly precompiledReadyMs: number;
  /** The default entry: ready, then the first report of an invalid summary. */
  readonly precompiledReportReadyMs: number;
  /** The same entry unbundled: `import('dist/index.js')` plus the first `validateSummary`. */
  readonly compiledReadyMs: number;
  /** The same entry unbundled: ready, then the first report of an invalid summary. */
  readonly compiledReportReadyMs: number;
  readonly runs: number;
}

/** What each fresh process runs: the times since just before the first import, as JSON. */
const CHILD = `
const valid = { date: '2024-03-10' };
const invalid = { date: '2024-02-30' };
const t0 = performance.now();
const mod = await import(process.env.BENCH_ENTRY);
const imported = performance.now() - t0;
if (!mod.validateSummary(valid).ok) throw new Error('valid summary rejected');
const ready = performance.now() - t0;
if (mod.validateSummary(invalid).ok) throw new Error('invalid summary accepted');
const reportReady = performance.now() - t0;
process.stdout.write(JSON.stringify([imported, ready, reportReady]));
`;

/** The precompiled fast tier alone: its module (which carries its runtime), one call. */
const VALIDATORS_CHILD = `
const t0 = performance.now();
const { userSummary } = await import(process.env.BENCH_MODULE);
if (!userSummary({ date: '2024-03-10' })) throw new Error('valid summary rejected');
// Read the clock before touching process.stdout: its first access sets the stream up, a cost of its own
// (docs/benchmarks.md, "How it is measured").
const elapsed = performance.now() - t0;
process.stdout.write(JSON.stringify([elapsed]));
`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Runs a child script as an application's own module file (`node app.mjs`), the way a consumer's code imports
 * this package: Node's module loader is already running when the timed imports start. (Code given to
 * `node -e` instead pays the loader's own set-up at its first `import()`: docs/benchmarks.md.)
 */
function runChild<T>(file: string, env: Record<string, string>, what: string): T {
  const child = spawnSync(process.execPath, [file], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`timing ${what} failed: ${child.stderr.slice(0, 400)}`);
  return JSON.parse(child.stdout) as T;
}

function sample(file: string, entry: URL, runs: number): [number, number, number][] {
  if (!existsSync(fileURLToPath(entry))) throw new Error(`${fileURLToPath(entry)} is missing: run npm run build first`);
  const out: [number, number, number][] = [];
  for (let i = 0; i < runs; i++)
    out.push(runChild<[number, number, number]>(file, { BENCH_ENTRY: entry.href }, entry.pathname));
  return out;
}

/**
 * Times, in fresh Node processes (the built package), how long the validators take to be ready: the
 * precompiled validators alone (the target: under 5 ms), the default entry's bundle, and the same entry
 * unbundled (dist/index.js).
 */
export function measureStartup(runs = 7): StartupTimes {
  // The children are application modules, written once for the whole measurement.
  const dir = mkdtempSync(join(tmpdir(), 'us-startup-'));
  try {
    const validatorsChild = join(dir, 'validators.mjs');
    const entryChild = join(dir, 'entry.mjs');
    writeFileSync(validatorsChild, VALIDATORS_CHILD);
    writeFileSync(entryChild, CHILD);
    const validators: number[] = [];
    for (let i = 0; i < runs; i++) {
      const env = { BENCH_MODULE: new URL('precompiled/default.fast.js', ROOT).href };
      validators.push(runChild<[number]>(validatorsChild, env, 'the precompiled validators')[0]);
    }
    const pre = sample(entryChild, DEFAULT_ENTRY, runs);
    const compiled = sample(entryChild, new URL('dist/index.js', ROOT), runs);
    return {
      validatorsReadyMs: median(validators),
      precompiledImportMs: median(pre.map((s) => s[0])),
      precompiledReadyMs: median(pre.map((s) => s[1])),
      precompiledReportReadyMs: median(pre.map((s) => s[2])),
      compiledReadyMs: median(compiled.map((s) => s[1])),
      compiledReportReadyMs: median(compiled.map((s) => s[2])),
      runs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
