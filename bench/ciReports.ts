// The gate's CI reports at 100,000 violations (issue #43): `user-summaries validate` over NDJSON of 50,000 broken
// days (two violations each) in each format CI reads (github, sarif, gitlab, sarif with $GITHUB_STEP_SUMMARY) and
// the text and json reports as the gate's usual time, as a user runs it: the built command in a process of its own,
// each format several times, alternated. `npx tsx bench/ciReports.ts` (after `npm run build`), and part of
// `npm run bench`. Writes its block into docs/benchmarks.md between the ci-reports markers (bench/report.ts keeps it);
// docs/ci.md quotes no figure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceDocBlock } from './docBlock.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- ci-reports-bench:start -->';
const END = '<!-- ci-reports-bench:end -->';
const DAYS = 50_000;

/** One way of running the gate: its format and whether the step summary is written. */
const MODES: readonly { readonly name: string; readonly format: string; readonly summary: boolean }[] = [
  { name: 'text (the gate as usual)', format: 'text', summary: false },
  { name: 'json', format: 'json', summary: false },
  { name: 'github', format: 'github', summary: false },
  { name: 'sarif', format: 'sarif', summary: false },
  { name: 'sarif, $GITHUB_STEP_SUMMARY set', format: 'sarif', summary: true },
  { name: 'gitlab', format: 'gitlab', summary: false },
];

/** One mode's runs: wall times and what it wrote. */
export interface CiReportsRow {
  readonly name: string;
  readonly seconds: readonly number[];
  readonly outputBytes: number;
  readonly outputLines: number;
  readonly summaryBytes: number;
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * Runs each mode `runs` times, alternating the modes so that each meets the same state of the machine, and with
 * `write` writes the block of docs/benchmarks.md.
 *
 * @example
 * const rows = benchCiReports({ runs: 3, write: false });
 */
export function benchCiReports(options: { readonly runs?: number; readonly write?: boolean } = {}): CiReportsRow[] {
  const load = loadavg()[0] ?? 0;
  const dir = mkdtempSync(join(tmpdir(), 'ci-reports-bench-'));
  try {
    const days = join(dir, 'days.ndjson');
    writeFileSync(days, '{"date":"2024-02-30","heart_rate":{}}\n'.repeat(DAYS));
    const seconds = MODES.map((): number[] => []);
    const written = MODES.map(() => ({ outputBytes: 0, outputLines: 0, summaryBytes: 0 }));
    for (let round = 0; round < (options.runs ?? 3); round++) {
      MODES.forEach((mode, i) => {
        const summary = join(dir, `summary-${i}.md`);
        rmSync(summary, { force: true });
        const started = performance.now();
        const run = spawnSync(
          process.execPath,
          [join(ROOT, 'packages/tools/dist/cli/main.js'), 'validate', '--format', mode.format, days],
          {
            encoding: 'utf8',
            maxBuffer: 1024 * 1024 * 1024,
            env: { ...process.env, ...(mode.summary ? { GITHUB_STEP_SUMMARY: summary } : {}) },
          },
        );
        seconds[i]?.push((performance.now() - started) / 1000);
        if (run.status !== 1) throw new Error(`${mode.name}: exit ${String(run.status)}: ${run.stderr.slice(0, 300)}`);
        written[i] = {
          outputBytes: Buffer.byteLength(run.stdout),
          outputLines: run.stdout.split('\n').filter((l) => l !== '').length,
          summaryBytes: mode.summary ? statSync(summary).size : 0,
        };
      });
    }
    const rows = MODES.map(
      (mode, i) => ({ name: mode.name, seconds: seconds[i] ?? [], ...written[i] }) as CiReportsRow,
    );
    if (options.write ?? true)
      replaceDocBlock(START, END, block(rows, load), '## CI reports at 100,000 violations (bench/ciReports.ts)');
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function block(rows: readonly CiReportsRow[], load: number): string {
  const usual = median(rows[0]?.seconds ?? []);
  const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);
  return [
    START,
    `\`user-summaries validate --format F\` over NDJSON of ${DAYS.toLocaleString('en-US')} broken days (100,000 violations), as a user runs it (the`,
    `built command, a process each run), ${rows[0]?.seconds.length ?? 0} runs of each, the formats alternated; ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'},`,
    `load average ${load.toFixed(1)} before the runs; ${new Date().toISOString().slice(0, 10)}. Regenerate with \`npx tsx bench/ciReports.ts\` (after \`npm run build\`).`,
    '',
    '| format | median | slowest | ÷ text | stdout | lines | step summary |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${median(row.seconds).toFixed(2)} s | ${Math.max(...row.seconds).toFixed(2)} s | ${(median(row.seconds) / usual).toFixed(2)} | ${size(row.outputBytes)} | ${row.outputLines.toLocaleString('en-US')} | ${row.summaryBytes === 0 ? '' : size(row.summaryBytes)} |`,
    ),
    '',
    'Held by the tests (packages/tools/test/reports/hundredThousand.deep.test.ts): github at most 12 lines, SARIF at most',
    "5,000 results, the step summary under 1 MiB. The time is the gate's: the reports CI reads cost no more than the text report.",
    END,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = benchCiReports({ runs: 3, write: !process.argv.includes('--no-write') });
  console.log(JSON.stringify(rows));
}
