// The time of `user-summaries diff BASE HEAD` on two versions differing in one field, as a user runs it: the built
// command in a process of its own (Node's start, both versions' validators compiled in four readings, every search),
// each of a few edits several times; `npx tsx bench/diff.ts` (after `npm run build`), and part of `npm run bench`.
// Writes its block into docs/benchmarks.md between the diff-bench markers (bench/report.ts keeps it); docs/evolution.md
// quotes no figure: it points here.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceDocBlock } from './docBlock.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- diff-bench:start -->';
const END = '<!-- diff-bench:end -->';
/** The target for a diff of two versions that differ in one field. */
const TARGET_S = 10;

type Json = Record<string, any>;

/** One field edited, as a vendor's next version would: what breaks producers, consumers, and no one. */
const EDITS: readonly { readonly name: string; readonly file: string; edit(doc: Json): void }[] = [
  {
    name: 'a nullable removed (activity.total_glasses)',
    file: 'activity.schema.json',
    edit: (d) =>
      Object.assign(d['properties']['total_glasses'], { $ref: 'common.schema.json#/$defs/integer', type: 'integer' }),
  },
  {
    name: 'a sleep type added (sleep.slots[].type)',
    file: 'sleep-slot.schema.json',
    edit: (d) => d['properties']['type'].enum.push(5),
  },
  {
    name: 'a rule word changed (sleep.rem_time)',
    file: 'sleep.schema.json',
    edit: (d) => (d['properties']['rem_time']['x-missing'] = 'present'),
  },
];

/** One edit's runs: wall times, and what the diff tried and found. */
export interface DiffBenchRow {
  readonly name: string;
  readonly seconds: readonly number[];
  readonly records: number;
  readonly changes: number;
  readonly verdict: string;
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function copy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'diff-bench-'));
  for (const file of readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json')))
    copyFileSync(join(ROOT, 'schemas', file), join(folder, file));
  return folder;
}

/**
 * Runs the diff of the contract and a copy with each edit, `runs` times each, in a process of its own, and with
 * `write` writes the block of docs/benchmarks.md.
 *
 * @example
 * const rows = benchDiff({ runs: 3, write: false });
 */
export function benchDiff(options: { readonly runs?: number; readonly write?: boolean } = {}): DiffBenchRow[] {
  const load = loadavg()[0] ?? 0;
  const base = copy();
  const rows: DiffBenchRow[] = [];
  try {
    for (const edit of EDITS) {
      const head = copy();
      try {
        const path = join(head, edit.file);
        const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
        edit.edit(doc);
        writeFileSync(path, JSON.stringify(doc));
        const seconds: number[] = [];
        let report:
          | { verdict: string; changes: { searched: { records: number } }[]; searched: { records: number } }
          | undefined;
        for (let i = 0; i < (options.runs ?? 3); i++) {
          const started = performance.now();
          const run = spawnSync(
            process.execPath,
            [join(ROOT, 'packages/tools/dist/cli/main.js'), 'diff', base, head, '--format', 'json'],
            { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
          );
          seconds.push((performance.now() - started) / 1000);
          if (run.status !== 0 && run.status !== 1)
            throw new Error(`diff failed (exit ${String(run.status)}): ${run.stderr.slice(0, 300)}`);
          report = JSON.parse(run.stdout) as typeof report;
        }
        const changes = report?.changes ?? [];
        rows.push({
          name: edit.name,
          seconds,
          records: changes.reduce((sum, c) => sum + c.searched.records, report?.searched.records ?? 0),
          changes: changes.length,
          verdict: report?.verdict ?? '',
        });
      } finally {
        rmSync(head, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  if (options.write ?? true) replaceDocBlock(START, END, diffBlock(rows, load), '## Contract diff (bench/diff.ts)');
  return rows;
}

/** The block of docs/benchmarks.md. */
function diffBlock(rows: readonly DiffBenchRow[], load: number): string {
  const worst = Math.max(...rows.map((row) => median(row.seconds)));
  return [
    START,
    `\`user-summaries diff\` of the contract and a copy with one field edited, as a user runs it (the built command, a process`,
    `each run: Node's start, both versions' validators compiled in four readings, every search), the default budget of`,
    `1000 records a change and seed 37; ${rows[0]?.seconds.length ?? 0} runs of each; ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'},`,
    `load average ${load.toFixed(1)} before the runs; ${new Date().toISOString().slice(0, 10)}. Regenerate with \`npx tsx bench/diff.ts\` (after \`npm run build\`).`,
    '',
    '| the head | verdict | changes | records tried | median | slowest |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.verdict} | ${row.changes} | ${row.records} | ${median(row.seconds).toFixed(1)} s | ${Math.max(...row.seconds).toFixed(1)} s |`,
    ),
    '',
    `Target: under ${TARGET_S} s for two versions differing in one field: ${worst < TARGET_S ? 'met' : '**not met**'} (the slowest median, ${worst.toFixed(1)} s).`,
    "Records tried: every change's searches (a change that breaks no one costs its whole budget; one that breaks stops each",
    'search at its witness), and the records drawn over whole days and pages for breaks no change explains.',
    END,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = benchDiff({ runs: 3, write: !process.argv.includes('--no-write') });
  console.log(JSON.stringify(rows));
}
