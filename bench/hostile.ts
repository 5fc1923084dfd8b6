// Hostile payloads (issue: a hostile payload costs what its size costs): invalid documents of 10 KB to 10 MB
// built to maximise violations (test/__helpers__/hostileShapes.ts), each reported by the library's validator (the
// default entry's), timed against JSON.parse of the same text in the same process; and the
// peak memory of a report and of the gate on those files (the json report, and the default text report with its
// code frames), each in a fresh process.
// Run alone: `npx tsx bench/hostile.ts [--quick] [--memory]` (prints JSON; `--memory`: the peak memory only, no
// timing); `npm run bench` runs it in a child process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateResponse, validateSummary } from '../src/index.js';
import { HOSTILE_SHAPES, type HostileShape } from '../test/__helpers__/hostileShapes.js';
import { formatNs, measure } from './measure.js';

/** One shape at one size: medians in nanoseconds, and the report's violations and lower-bound flag. */
export interface HostileRow {
  readonly shape: string;
  readonly bytes: number;
  readonly parseNs: number;
  readonly libraryNs: number;
  readonly omittedIsLowerBound: boolean;
}

/** Peak memory of one file: a report in a process of its own, and the gate on the file. */
export interface HostileMemoryRow {
  readonly shape: string;
  readonly bytes: number;
  /** Peak RSS past the parsed document's, over the text's size: what the report itself costs. */
  readonly reportPerByte: number;
  /** The gate's peak RSS (`user-summaries validate FILE --format json`), and that over the file's size. */
  readonly gateMiB: number;
  readonly gatePerByte: number;
  /**
   * The gate's peak RSS with the default text report, whose code frames mask the lines they show: a document
   * on one line (minified, an NDJSON record) is one line of megabytes (docs/benchmarks.md, "Code frames of a
   * long line").
   */
  readonly gateTextMiB: number;
}

export interface HostileBench {
  readonly rows: readonly HostileRow[];
  readonly memory: readonly HostileMemoryRow[];
}

const SIZES = [10_000, 100_000, 1_000_000, 10_000_000] as const;
const QUICK_SIZES = [10_000, 100_000] as const;
const ROOT = new URL('../', import.meta.url);
const SCRATCH = fileURLToPath(new URL('bench/.scratch/hostile/', ROOT));

/** The shape's document whose JSON text is about `bytes` long. */
function sized(shape: HostileShape, bytes: number): string {
  const probe = 64;
  const perItem = JSON.stringify(shape.build(probe * 2)).length - JSON.stringify(shape.build(probe)).length;
  const base = JSON.stringify(shape.build(probe)).length - perItem;
  const n = Math.max(1, Math.round((bytes - base) / Math.max(1, perItem / probe)));
  return JSON.stringify(shape.build(n));
}

function timeShape(shape: HostileShape, text: string, quick: boolean): HostileRow {
  const validate = shape.entry === 'summary' ? validateSummary : validateResponse;
  const value = JSON.parse(text) as unknown;
  // A first call outside the timing (V8 compiles the code it runs).
  validate(value);
  const budget = {
    budgetMs: quick ? 150 : text.length > 2_000_000 ? 1_500 : 600,
    warmupMs: quick ? 50 : 200,
    minSamples: quick ? 5 : 15,
  };
  const parse = measure(() => JSON.parse(text), budget);
  const time = measure(() => validate(value), budget);
  const result = validate(value);
  if (result.ok) throw new Error(`${shape.name} validated`);
  return {
    shape: shape.name,
    bytes: text.length,
    parseNs: parse.medianNs,
    libraryNs: time.medianNs,
    omittedIsLowerBound: result.omittedIsLowerBound,
  };
}

/** Peak RSS of a fresh Node process running `args`, in bytes, read by a preload at exit. */
function peakRss(args: readonly string[]): { peak: number; baseline: number } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', fileURLToPath(new URL('./peakRss.ts', import.meta.url)), ...args],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = /peak-rss (\d+) baseline (\d+)/.exec(run.stderr);
  if (line === null) throw new Error(`no peak RSS from ${args.join(' ')}: ${run.stderr.slice(0, 300)}`);
  return { peak: Number(line[1]), baseline: Number(line[2]) };
}

function memoryOf(shape: HostileShape, text: string, file: string): HostileMemoryRow {
  writeFileSync(file, text);
  const report = peakRss([fileURLToPath(new URL('./hostileReport.ts', import.meta.url)), file, shape.entry]);
  const gate = peakRss([
    fileURLToPath(new URL('packages/tools/dist/cli/main.js', ROOT)),
    'validate',
    file,
    '--format',
    'json',
  ]);
  const gateText = peakRss([fileURLToPath(new URL('packages/tools/dist/cli/main.js', ROOT)), 'validate', file]);
  const bytes = statSync(file).size;
  return {
    shape: shape.name,
    bytes,
    reportPerByte: Math.max(0, report.peak - report.baseline) / bytes,
    gateMiB: gate.peak / 2 ** 20,
    gatePerByte: gate.peak / bytes,
    gateTextMiB: gateText.peak / 2 ** 20,
  };
}

/** Times every hostile shape at every size (unless `memoryOnly`), and the peak memory of the largest. */
export function benchHostile(quick: boolean, memoryOnly = false): HostileBench {
  const rows: HostileRow[] = [];
  const memory: HostileMemoryRow[] = [];
  mkdirSync(SCRATCH, { recursive: true });
  try {
    for (const shape of HOSTILE_SHAPES) {
      for (const bytes of quick ? QUICK_SIZES : SIZES) {
        const largest = bytes === (quick ? 100_000 : 10_000_000);
        if (memoryOnly && !largest) continue;
        const text = sized(shape, bytes);
        if (!memoryOnly) rows.push(timeShape(shape, text, quick));
        if (largest) memory.push(memoryOf(shape, text, `${SCRATCH}/${memory.length}.json`));
      }
    }
  } finally {
    rmSync(SCRATCH, { recursive: true, force: true });
  }
  return { rows, memory };
}

const kb = (bytes: number): string =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} KB`;
const ratio = (x: number): string => `${x >= 10 ? x.toFixed(0) : x.toFixed(2)}×`;

/** The hostile bench as Markdown: the time curve against size, the target, and peak memory. */
export function formatHostile(result: HostileBench): string {
  const worst = Math.max(...result.rows.map((r) => r.libraryNs / r.parseNs));
  const lines = [
    `Worst report time over JSON.parse time, any shape at any size: **${ratio(worst)}** (target ≤ 10×: ${worst <= 10 ? 'met' : '**not met**'}).`,
    '',
    '| shape | text | JSON.parse | report | report / parse | stopped early |',
    '|---|---|---|---|---|---|',
    ...result.rows.map(
      (r) =>
        `| ${r.shape} | ${kb(r.bytes)} | ${formatNs(r.parseNs)} | ${formatNs(r.libraryNs)} | ${ratio(r.libraryNs / r.parseNs)} | ${r.omittedIsLowerBound ? 'yes' : 'no'} |`,
    ),
    '',
    "Peak memory, each in a fresh process: a report (its peak RSS past the parsed document's, per byte of text), the gate on the file (`user-summaries validate FILE --format json`: its whole peak RSS, start-up and parse included), and the gate with its default text report (code frames, each masking the line it shows).",
    '',
    '| shape | file | report: extra bytes per byte | gate: peak | gate: peak per byte | gate, text report: peak |',
    '|---|---|---|---|---|---|',
    ...result.memory.map(
      (m) =>
        `| ${m.shape} | ${kb(m.bytes)} | ${m.reportPerByte.toFixed(2)} | ${m.gateMiB.toFixed(0)} MiB | ${m.gatePerByte.toFixed(1)} | ${m.gateTextMiB.toFixed(0)} MiB |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = benchHostile(process.argv.includes('--quick'), process.argv.includes('--memory'));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
