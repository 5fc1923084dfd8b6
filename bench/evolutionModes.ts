// Registry modes and replay (issue #44): the time of `user-summaries diff --mode full` over a release history of 20
// versions (19 bases and the head: the transitive check), and the throughput of `diff --replay` against the gate's
// (`validate --format summary`) on the same archive, each as a user runs it (the built command, a process each run).
// `npx tsx bench/evolutionModes.ts` (after `npm run build`), and part of `npm run bench`. Writes its block into
// docs/benchmarks.md between the evolution-modes markers; docs/evolution.md quotes no figure: it points here.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceDocBlock } from './docBlock.js';
import { fullDay } from './gateFixtures.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = join(ROOT, 'packages/tools/dist/cli/main.js');
const START = '<!-- evolution-modes-bench:start -->';
const END = '<!-- evolution-modes-bench:end -->';
/** The targets: a transitive check over 20 versions, and replay's share of the gate's throughput. */
const TARGET_S = 10;
const TARGET_SHARE = 0.4;
const VERSIONS = 20;

type Json = Record<string, any>;

function copy(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((f) => f.endsWith('.schema.json')))
    copyFileSync(join(from, file), join(to, file));
}

function editDoc(folder: string, file: string, change: (doc: Json) => void): void {
  const path = join(folder, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

/**
 * A history of versions as a vendor releases them: each adds one thing to the one before (a sleep type, an optional
 * member of a group), so each pair differs and every base has a few changes against the head.
 */
function history(folder: string): string[] {
  const versions: string[] = [];
  for (let k = 0; k < VERSIONS; k++) {
    const version = join(folder, `v${k}`);
    copy(k === 0 ? join(ROOT, 'schemas') : (versions[k - 1] as string), version);
    if (k > 0 && k % 2 === 1)
      editDoc(version, 'sleep-slot.schema.json', (d) => d['properties']['type'].enum.push(4 + k));
    if (k > 0 && k % 2 === 0)
      editDoc(version, 'stress.schema.json', (d) => {
        d['properties'][`note_${k}`] = { type: 'integer', minimum: 0 };
      });
    versions.push(version);
  }
  return versions;
}

/**
 * Preloaded into the command: at its exit it writes the CPU time of its whole process (every thread, user and
 * system) to stderr, which two idle cores divide: on a loaded machine the wall time says more about the others.
 */
const CPU_PRELOAD = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\ncpu-us '+(u.user+u.system))})`;

const seconds = (args: readonly string[]): { s: number; cpu: number; status: number | null; stdout: string } => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', CPU_PRELOAD, CLI, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`${args[0]} failed (${String(run.status)}): ${run.stderr.slice(0, 300)}`);
  const cpu = Number(/cpu-us (\d+)/.exec(run.stderr)?.[1] ?? Number.NaN) / 1e6;
  return { s: (performance.now() - started) / 1000, cpu, status: run.status, stdout: run.stdout };
};

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** What the bench measured. */
export interface EvolutionModesBench {
  readonly transitive: {
    readonly seconds: readonly number[];
    /** CPU seconds (user and system, every thread) of each run. */
    readonly cpuSeconds: readonly number[];
    readonly bases: number;
    readonly changes: number;
  };
  readonly replay: {
    readonly days: number;
    readonly bytes: number;
    readonly gateSeconds: number;
    readonly replaySeconds: number;
    readonly headRejects: number;
  };
}

/**
 * Runs both measurements and with `write` writes the block of docs/benchmarks.md.
 *
 * @example
 * const result = benchEvolutionModes({ runs: 1, write: false });
 */
export function benchEvolutionModes(
  options: { readonly runs?: number; readonly days?: number; readonly write?: boolean } = {},
): EvolutionModesBench {
  const load = loadavg()[0] ?? 0;
  const folder = mkdtempSync(join(tmpdir(), 'modes-bench-'));
  try {
    const versions = history(folder);
    const transitiveSeconds: number[] = [];
    const transitiveCpu: number[] = [];
    let changes = 0;
    for (let i = 0; i < (options.runs ?? 3); i++) {
      const run = seconds(['diff', '--mode', 'full', '--format', 'json', ...versions]);
      transitiveSeconds.push(run.s);
      transitiveCpu.push(run.cpu);
      const report = JSON.parse(run.stdout) as { bases: { report: { changes: unknown[] } }[] };
      changes = report.bases.reduce((sum, b) => sum + b.report.changes.length, 0);
    }
    // The archive: full days with slots, every tenth with total_glasses null, which the head no longer allows.
    const base = join(folder, 'base');
    const head = join(folder, 'head');
    copy(join(ROOT, 'schemas'), base);
    copy(join(ROOT, 'schemas'), head);
    editDoc(head, 'activity.schema.json', (d) =>
      Object.assign(d['properties']['total_glasses'], { $ref: 'common.schema.json#/$defs/integer', type: 'integer' }),
    );
    const days = options.days ?? 400;
    const archive = join(folder, 'archive.ndjson');
    const lines: string[] = [];
    for (let i = 0; i < days; i++) {
      const day = fullDay(i) as Json;
      if (i % 10 === 0) day['activity']['total_glasses'] = null;
      lines.push(JSON.stringify(day));
    }
    writeFileSync(archive, `${lines.join('\n')}\n`);
    const tiny = join(folder, 'tiny.ndjson');
    writeFileSync(tiny, `${lines[1]}\n`);
    const bytes = statSync(archive).size;
    // Each run less its fixed cost (the process, the validators, the diff's search, here of 8 records a change: the search is the diff's, not the replay's) measured on one document.
    const gate = median([0, 1, 2].map(() => seconds(['validate', '--format', 'summary', '--quiet', archive]).s));
    const gateFixed = median([0, 1, 2].map(() => seconds(['validate', '--format', 'summary', '--quiet', tiny]).s));
    let headRejects = 0;
    const replay = median(
      [0, 1, 2].map(() => {
        const run = seconds(['diff', base, head, '--records', '8', '--replay', archive, '--format', 'json']);
        headRejects = (JSON.parse(run.stdout) as { replay: { headRejects: number } }).replay.headRejects;
        return run.s;
      }),
    );
    const replayFixed = median(
      [0, 1, 2].map(() => seconds(['diff', base, head, '--records', '8', '--replay', tiny, '--format', 'json']).s),
    );
    const result: EvolutionModesBench = {
      transitive: { seconds: transitiveSeconds, cpuSeconds: transitiveCpu, bases: VERSIONS - 1, changes },
      replay: { days, bytes, gateSeconds: gate - gateFixed, replaySeconds: replay - replayFixed, headRejects },
    };
    if (options.write ?? true)
      replaceDocBlock(START, END, block(result, load), '## Registry modes and replay (bench/evolutionModes.ts)');
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function block(result: EvolutionModesBench, load: number): string {
  const worst = median(result.transitive.seconds);
  const mb = result.replay.bytes / 1024 / 1024;
  const gateRate = mb / result.replay.gateSeconds;
  const replayRate = mb / result.replay.replaySeconds;
  const share = replayRate / gateRate;
  return [
    START,
    `\`user-summaries diff --mode full\` over a history of ${VERSIONS} versions (${result.transitive.bases} bases and the head, each version adding a sleep`,
    `type or an optional member to the one before: ${result.transitive.changes} changes over the bases), the built command in a process of its own, default budget`,
    `(1000 records a change, seed 37); and \`diff --replay\` against \`validate --format summary\` on one NDJSON archive of ${result.replay.days} full days`,
    `(${mb.toFixed(1)} MB, every tenth with a value the head refuses), each less the same command's time on one of its days (Node's start, the`,
    `validators, the diff's search, here of 8 records a change: the search is the diff's, not the replay's). ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, load average ${load.toFixed(1)} before the runs; ${new Date().toISOString().slice(0, 10)}.`,
    'Regenerate with `npx tsx bench/evolutionModes.ts` (after `npm run build`).',
    '',
    '| measure | result | target |',
    '|---|---:|---|',
    `| transitive check, ${VERSIONS} versions (median of ${result.transitive.seconds.length}) | ${worst.toFixed(1)} s | under ${TARGET_S} s: ${worst < TARGET_S ? 'met' : '**not met**'} |`,
    `| the same, CPU time of the command (user and system, every thread; median): what ${cpus().length} idle cores divide | ${median(result.transitive.cpuSeconds).toFixed(1)} s | |`,
    `| the gate on the archive | ${gateRate.toFixed(1)} MB/s | |`,
    `| replay of the archive (every document judged by both versions; ${result.replay.headRejects} the head rejects) | ${replayRate.toFixed(1)} MB/s | |`,
    `| replay's share of the gate's throughput | ${(share * 100).toFixed(0)}% | at least ${TARGET_SHARE * 100}%: ${share >= TARGET_SHARE ? 'met' : '**not met**'} |`,
    END,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = benchEvolutionModes({ runs: 3, write: !process.argv.includes('--no-write') });
  console.log(JSON.stringify(result));
}
