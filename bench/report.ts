import { formatHostile, type HostileBench } from './hostile.js';
import { DEFAULT_ENTRY_BUDGET, formatWeights, VALID_PATH_BUDGET, type Weight } from './weight.js';
import { CORE_TARBALL_BUDGET, formatPackageWeights, type PackageWeight } from './packageWeight.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MachineInfo } from './machine.js';
import { formatNs, formatSpread, type Measurement } from './measure.js';
import type { Payload } from './payloads.js';
import type { PayloadKind, Peer } from './peers/types.js';
import type { Anatomy } from './anatomy.js';
import type { StartupTimes } from './startup.js';

const DOC = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const SERVER_START = '<!-- server-bench:start -->';
const SERVER_END = '<!-- server-bench:end -->';
/**
 * What one lexer for the three consumers cost (src/jsonLexer): measured once, when the three hand-written lexers
 * became one, each consumer before and after in the same process, alternating, CPU time.
 */
const LEXER_HISTORY = `Measured once, when the three hand-written lexers (the depth check, the strict scanner, the pointer locations) became one (src/jsonLexer/lexer.ts, 2026-11-24): each consumer before and after on the texts below, in one process, alternating seven rounds, CPU time (the machine's load average was about 10 on 2 cores, which wall time does not survive). Time after ÷ time before, median of the rounds: the depth check 0.65× (compact page), 0.83× (indented), 0.46× (strings with escapes): faster, strings are skipped with \`indexOf\`; the strict scanner 1.09×, 1.05×, 1.04×; the pointer locations 1.11×, 1.08×, 1.05×. The gate's usual path (JSON.parse, the hazard check of packages/tools/src/jsonText/quickCheck.ts, the validators) does not lex: the scanner runs only on a document JSON.parse refused or that may hide a hazard, the locations only on a document with violations. Two choices were measured: the whitespace test written out in \`skipWhitespace\` instead of a call of \`isJsonWhitespace\` (the call cost the pointer locations 1.45× instead of 1.05× on indented text), and token kinds as string literals compared where they are used, so no consumer reads an imported constant in its loop.`;
const ARCHIVE_START = '<!-- archive-bench:start -->';
const LEXER_START = '<!-- json-lexer-bench:start -->';
const LEXER_END = '<!-- json-lexer-bench:end -->';
const ARCHIVE_END = '<!-- archive-bench:end -->';
const DIFF_START = '<!-- diff-bench:start -->';
const DIFF_END = '<!-- diff-bench:end -->';
const MODES_START = '<!-- evolution-modes-bench:start -->';
const MODES_END = '<!-- evolution-modes-bench:end -->';
const DECIDE_START = '<!-- decide-bench:start -->';
const DECIDE_END = '<!-- decide-bench:end -->';
const METRICS_START = '<!-- metrics-bench:start -->';
const METRICS_END = '<!-- metrics-bench:end -->';
const CI_REPORTS_START = '<!-- ci-reports-bench:start -->';
const CI_REPORTS_END = '<!-- ci-reports-bench:end -->';
const LARAVEL_START = '<!-- laravel-bench:start -->';
const LARAVEL_END = '<!-- laravel-bench:end -->';
const PLAYGROUND_START = '<!-- playground-bench:start -->';
const PLAYGROUND_END = '<!-- playground-bench:end -->';
const ENGINE_START = '<!-- engine-change:start -->';
const ENGINE_END = '<!-- engine-change:end -->';
const MEMORY_START = '<!-- violation-memory:start -->';
const MEMORY_END = '<!-- violation-memory:end -->';
/** Where the core's packed bytes went and what brought them under 300 KB, measured once (issue 35). */
const CORE_WEIGHT_START = '<!-- core-weight-change:start -->';
const CORE_WEIGHT_END = '<!-- core-weight-change:end -->';
const SERVER_NOTES_START = '<!-- server-notes:start -->';
const SERVER_NOTES_END = '<!-- server-notes:end -->';
/** Figures the user guides once quoted, each with when and how it was measured (no bench rewrites them). */
const GUIDE_FIGURES_START = '<!-- guide-figures:start -->';
const GUIDE_FIGURES_END = '<!-- guide-figures:end -->';
const BLANK_START = '<!-- archive-blank:start -->';
const BLANK_END = '<!-- archive-blank:end -->';
const COVERAGE_START = '<!-- archive-coverage:start -->';
const COVERAGE_END = '<!-- archive-coverage:end -->';
/** What the blank-line figures mean and what changed, written once when blank lines were made cheap (issue 22). */
const BLANK_HISTORY = `Written by \`npm run bench:archive\` (\`-- --blank-only\` for this part alone). Blank lines should cost no more per
byte than records, and now cost less: before, 64 MiB of newlines took the gate 6 s against 2.3 s for 64 MiB of
records, and 1 GiB of blank lines (a 1 MB gzip) 75 s through Dask, because every empty line was a step of its own
in three places (splitting, counting, checking). Now whole chunks of short lines join a batch at once
(\`splitLines\`), a run of empty lines is one regular-expression step (\`linesOf\` in packages/tools/src/gate/runTask.ts, and the
jsonschema engine's line splitter), and the lines of a batch are counted by the loop that checks them.

The exact gunzip (a second inflater trails the first to replay what zlib keeps back of a failing call,
packages/tools/src/gate/gunzip.ts) doubles the work of inflating: on a 45 MB archive of full days gzipped, inflating alone took
150 ms against 62 ms, the whole gate about 2.0 s against 1.95 s (inflating is a few percent of checking).`;

/** One peer on one payload: timed, or why not. */
export interface Cell {
  readonly peer: string;
  readonly payload: string;
  readonly status: 'timed' | 'disagrees' | 'n/a' | 'error';
  readonly measurement?: Measurement;
  readonly note?: string;
}

/** Results of the benches other engineers own, each absent when its file is, or its error. */
export interface Extras {
  readonly gate?: { readonly text: string; readonly result: unknown } | { readonly error: string } | undefined;
  readonly guardImportMs?: number | { readonly error: string } | undefined;
  readonly server?: boolean | { readonly error: string } | undefined;
  /** bench/laravel.ts: the Laravel assertion through the real PHP process (it writes its own block). */
  readonly laravel?: boolean | { readonly error: string } | undefined;
  /** bench/diff.ts: `user-summaries diff` of two versions differing in one field (it writes its own block). */
  readonly diff?: boolean | { readonly error: string } | undefined;
  /** bench/evolutionModes.ts: a transitive mode check over 20 versions, and replay's throughput (it writes its own block). */
  readonly modes?: boolean | { readonly error: string } | undefined;
  /** bench/decide.ts: the diff's decision per change (it writes its own block). */
  readonly decide?: boolean | { readonly error: string } | undefined;
  /** bench/metrics.ts: the guard and the proxy with and without the contract's metrics (it writes its own block). */
  readonly metrics?: boolean | { readonly error: string } | undefined;
  /** bench/ciReports.ts: the CI reports at 100,000 violations (it writes its own block). */
  readonly ciReports?: boolean | { readonly error: string } | undefined;
  /** bench/hostile.ts, run in a child process. */
  readonly hostile?: HostileBench | { readonly error: string } | undefined;
  /** bench/weight.ts: the guard in a consumer's bundle. */
  readonly weights?: readonly Weight[] | { readonly error: string } | undefined;
  /** bench/packageWeight.ts: the npm packages' tarballs as the release packs them. */
  readonly packages?: readonly PackageWeight[] | { readonly error: string } | undefined;
}

/** Everything a run measured. */
export interface BenchReport {
  readonly machine: MachineInfo;
  readonly command: string;
  /** One-minute load average at the start and at the end of the run. */
  readonly loadAverage: readonly [number, number];
  readonly durationS: number;
  /** Rounds over every peer and payload; each cell keeps its best round. */
  readonly rounds: number;
  readonly payloads: readonly Payload[];
  readonly peers: readonly Peer[];
  readonly cells: readonly Cell[];
  /** First preparation (compile, and the first call) of each peer per payload kind, in milliseconds. */
  readonly compileMs: Readonly<Record<string, Partial<Record<PayloadKind, number>>>>;
  readonly startup: StartupTimes;
  /** Where the fast tier's time goes on the valid full day (bench/anatomy.ts). */
  readonly anatomy: Anatomy | { readonly error: string };
  readonly extras: Extras;
}

const LIBRARY = 'this library';
const JSON_PARSE = 'JSON.parse (floor)';
const AJV = 'Ajv + ajv-errors (straightforward)';
const ZOD = 'zod 4';

interface Target {
  readonly what: string;
  readonly required: string;
  readonly measured: string;
  readonly met: boolean | undefined;
}

function median(report: BenchReport, peer: string, payload: string): number | undefined {
  const cell = report.cells.find((c) => c.peer === peer && c.payload === payload);
  return cell?.status === 'timed' ? cell.measurement?.medianNs : undefined;
}

const times = (x: number): string => `${x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`;

function ratioTarget(
  what: string,
  required: number,
  numerator: number | undefined,
  denominator: number | undefined,
  atMost = false,
): Target {
  if (numerator === undefined || denominator === undefined)
    return { what, required: `${atMost ? '≤' : '≥'} ${required}×`, measured: 'not measured', met: undefined };
  const ratio = numerator / denominator;
  return {
    what,
    required: `${atMost ? '≤' : '≥'} ${required}×`,
    measured: times(ratio),
    met: atMost ? ratio <= required : ratio >= required,
  };
}

function gateResult(extras: Extras): { coldStart?: { overheadMs?: number; validatorLoadMs?: number } } | undefined {
  const gate = extras.gate;
  return gate !== undefined && 'result' in gate ? (gate.result as { coldStart?: { overheadMs?: number } }) : undefined;
}

function targets(report: BenchReport): Target[] {
  const m = (peer: string, payload: string): number | undefined => median(report, peer, payload);
  const out: Target[] = [
    ratioTarget(
      'Valid full day: this library faster than JSON.parse of the same text',
      10,
      m(JSON_PARSE, 'full'),
      m(LIBRARY, 'full'),
    ),
    ratioTarget('Valid full day: faster than the straightforward Ajv setup', 1.3, m(AJV, 'full'), m(LIBRARY, 'full')),
    ratioTarget('Valid full day: faster than zod 4', 15, m(ZOD, 'full'), m(LIBRARY, 'full')),
    ratioTarget(
      'Invalid day (1% of slots broken), full report: time relative to the valid day',
      1.5,
      m(LIBRARY, 'invalid1'),
      m(LIBRARY, 'full'),
      true,
    ),
    ratioTarget(
      'Invalid day, full report: faster than Ajv + ajv-errors',
      10,
      m(AJV, 'invalid1'),
      m(LIBRARY, 'invalid1'),
    ),
  ];
  const ready = report.startup.validatorsReadyMs;
  out.push({
    what: 'Precompiled validators ready (an application module imports the fast module and validates once; fresh process)',
    required: '< 5 ms',
    measured: `${ready.toFixed(1)} ms`,
    met: ready < 5,
  });
  const hostile = report.extras.hostile;
  if (hostile !== undefined && 'rows' in hostile) {
    const worst = Math.max(...hostile.rows.map((r) => r.libraryNs / r.parseNs));
    const sizes = `${hostile.rows.length} documents, ${Math.min(...hostile.rows.map((r) => r.bytes))} to ${Math.max(...hostile.rows.map((r) => r.bytes))} bytes`;
    out.push({
      what: `Hostile invalid documents (${sizes}): report time over JSON.parse of the text, worst case`,
      required: '≤ 10×',
      measured: `${worst.toFixed(1)}×`,
      met: worst <= 10,
    });
  }
  const weights = report.extras.weights;
  const full =
    weights !== undefined && !('error' in weights)
      ? weights.find((w) => !w.entry.includes('/') && w.imports === 'validateResponse')
      : undefined;
  out.push({
    what: "A consumer's bundle importing `validateResponse` (default entry: synchronous, the open reading with its report; the strict modules, imported on first use, not counted): minified and gzipped",
    required: `≤ ${(DEFAULT_ENTRY_BUDGET / 1024).toFixed(0)} KB`,
    measured: full === undefined ? 'not measured' : `${(full.validGzip / 1024).toFixed(1)} KB`,
    met: full === undefined ? undefined : full.validGzip <= DEFAULT_ENTRY_BUDGET,
  });
  const light =
    weights !== undefined && !('error' in weights)
      ? weights.find((w) => w.entry.endsWith('/light') && w.imports === 'validateSummary')
      : undefined;
  out.push({
    what: "A consumer's bundle importing `validateSummary` (light entry): the valid path, minified and gzipped",
    required: `≤ ${(VALID_PATH_BUDGET / 1024).toFixed(0)} KB`,
    measured: light === undefined ? 'not measured' : `${(light.validGzip / 1024).toFixed(1)} KB`,
    met: light === undefined ? undefined : light.validGzip <= VALID_PATH_BUDGET,
  });
  const packages = report.extras.packages;
  const core = packages !== undefined && !('error' in packages) ? packages[0] : undefined;
  out.push({
    what: "The core's tarball as released (`packages/build/src/build/packWorkspace.ts`): packed size, and the packages installed with it",
    required: `≤ ${(CORE_TARBALL_BUDGET / 1024).toFixed(0)} KB, 0 dependencies`,
    measured:
      core === undefined
        ? 'not measured'
        : `${(core.packedBytes / 1024).toFixed(1)} KB, ${core.dependencies.length} dependencies`,
    met: core === undefined ? undefined : core.packedBytes <= CORE_TARBALL_BUDGET && core.dependencies.length === 0,
  });
  const overhead = gateResult(report.extras)?.coldStart?.overheadMs;
  out.push({
    what: 'Cold CLI, as in the gate issue (validate one file, over `node -e 0`)',
    required: '< 150 ms',
    measured: overhead === undefined ? 'not measured' : `${overhead.toFixed(0)} ms`,
    met: overhead === undefined ? undefined : overhead < 150,
  });
  return out;
}

const metText = (met: boolean | undefined): string => (met === undefined ? '–' : met ? 'met' : '**not met**');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function cellText(cell: Cell | undefined): string {
  if (cell === undefined) return '';
  if (cell.status === 'timed' && cell.measurement)
    return `${formatNs(cell.measurement.medianNs)} ${formatSpread(cell.measurement)}`;
  if (cell.status === 'disagrees') return `verdict differs (${cell.note ?? ''}): not timed`;
  if (cell.status === 'error') return `error: ${cell.note ?? ''}`;
  return 'n/a';
}

function timesTable(report: BenchReport): string {
  const rows = report.peers.map((peer) => [
    peer.name,
    ...report.payloads.map((p) => cellText(report.cells.find((c) => c.peer === peer.name && c.payload === p.id))),
  ]);
  return table(['', ...report.payloads.map((p) => p.id)], rows);
}

function ratioTable(report: BenchReport): string {
  const rows = report.peers
    .filter((peer) => peer.name !== LIBRARY)
    .map((peer) => [
      peer.name,
      ...report.payloads.map((p) => {
        const them = median(report, peer.name, p.id);
        const us = median(report, LIBRARY, p.id);
        return them === undefined || us === undefined ? '' : times(them / us);
      }),
    ]);
  return table(["time ÷ this library's", ...report.payloads.map((p) => p.id)], rows);
}

function payloadTable(report: BenchReport): string {
  return table(
    ['id', 'payload', 'JSON text', 'slots', 'broken slots', 'verdict'],
    report.payloads.map((p) => [
      p.id,
      p.title,
      `${(p.text.length / 1024).toFixed(1)} KiB`,
      String(p.slots),
      String(p.broken),
      p.valid
        ? 'valid'
        : `invalid: ${p.expected.length} violations${p.expected.length > 100 ? ' (100 reported, the rest counted in `omitted`)' : ''}`,
    ]),
  );
}

function compileTable(report: BenchReport): string {
  const s = report.startup;
  const rows: string[][] = [
    [
      'precompiled fast tier alone: an application module imports `precompiled/default.fast.js` (its runtime inside) and validates once',
      `${s.validatorsReadyMs.toFixed(1)} ms`,
    ],
    ['default entry `user-summaries-contract` (its bundle): import', `${s.precompiledImportMs.toFixed(1)} ms`],
    ['… import + first valid summary', `${s.precompiledReadyMs.toFixed(1)} ms`],
    ['… + first report of an invalid summary', `${s.precompiledReportReadyMs.toFixed(1)} ms`],
    [
      'the same entry unbundled (`dist/index.js`, one module a file): import + first valid summary',
      `${s.compiledReadyMs.toFixed(1)} ms`,
    ],
    ['… + first report of an invalid summary', `${s.compiledReportReadyMs.toFixed(1)} ms`],
  ];
  const guard = report.extras.guardImportMs;
  if (typeof guard === 'number')
    rows.push(['guard import, bench/guard.ts (`benchGuardImport`)', `${guard.toFixed(1)} ms`]);
  const load = gateResult(report.extras)?.coldStart?.validatorLoadMs;
  if (load !== undefined)
    rows.push(['CLI: validator load + compile for one summary, bench/gate.ts', `${load.toFixed(0)} ms`]);
  return table([`in a fresh Node process (median of ${String(s.runs)})`, 'time'], rows);
}

function peerCompileTable(report: BenchReport): string {
  return table(
    ['peer', 'summary', 'response'],
    report.peers.map((peer) => {
      const ms = report.compileMs[peer.name] ?? {};
      const f = (kind: PayloadKind): string => (ms[kind] === undefined ? '' : `${(ms[kind] as number).toFixed(1)} ms`);
      return [peer.name, f('summary'), f('response')];
    }),
  );
}

const METHOD = `## How it is measured

- \`npm run bench\` builds, then runs \`bench/run.ts\` (about three and a half minutes here, most of it the gate bench at full sizes). Options after \`--\`: \`--quick\` (short
  budgets, one round: a smoke run whose figures are not worth keeping), \`--no-write\` (print only),
  \`--only=<name,...>\` (some peers; implies \`--no-write\`), \`--no-extras\` (skip the gate, server and guard-import
  benches; with \`--quick\` the gate bench runs small files, whose throughput start-up dominates).
- Payloads come from the project's arbitraries (\`packages/testing/src/arbitraries\`) with a fixed seed (\`bench/payloads.ts\`):
  \`sampleSummary\` for the days, \`userSummariesResponse\` for the page, with every group and the live API's extra
  members. The invalid days are the full day with slots broken one rule each (a time \`24:00\`, a missing
  \`timestamp\`, a timestamp sent as a string, a sleep \`type\` of 7, an end date at \`24:00:00\`, a missing \`bpm\`, a
  null \`si\`), chosen by a seeded generator; the run first checks that this library reports exactly those (pointer,
  rule) pairs. Each payload is written with \`JSON.stringify\` and parsed back once before any timing, so every
  peer gets objects as \`JSON.parse\` makes them (never hand-built ones).
- Every peer validates the same exported schemas where it can: Ajv loads \`schemas/*.schema.json\`; schemasafe,
  cfworker and hyperjump load the bundles of \`schemas/bundles/\`; zod is a hand-written schema of the contract
  (\`bench/peers/zodSummary.ts\`, never shipped). A peer is timed on a payload only when its verdict agrees with the
  payload's; otherwise the cell says so.
- The timed call is what a consumer gets: valid/invalid and, for a rejected value, the peer's full report (all
  errors: Ajv \`allErrors\`, schemasafe \`allErrors\`, cfworker without short-circuit, hyperjump \`BASIC\` output,
  zod \`safeParse\` issues; this library's collapsed, capped violation list). \`JSON.parse\` gets the text.
- Timing (\`bench/measure.ts\`): a warm-up (100 ms), then samples of batched calls (about 2 ms each) for 0.45 s or at
  least 7 samples; the table shows the median time of one call and the p10–p90 spread of the samples as ± half
  its width relative to the median. Each peer runs in a fresh process of its own (\`bench/peerProcess.ts\`), one
  after another, so that no peer's code shares the engine's state (inline caches, inlining decisions, garbage)
  with another's, and only one of the two cores is busy timing. In its process a peer first sees every payload
  once (its verdicts; the engine has then met every shape, as a service would), then every payload is timed
  twice (two rounds); each cell keeps the round with the lower median, so a burst of load elsewhere on the
  machine does not decide a ratio.
- Startup is measured in fresh Node processes on the built package (\`npm run build\` runs first), each
  started on an application module file (\`node app.mjs\`) that imports this package, as a consumer's code does;
  the clock is read before the child first touches \`process.stdout\` (whose set-up costs about 1.5 ms). Code
  given to \`node -e\` instead would pay the module loader's own set-up, about 4 ms here, at its first \`import()\`.
- Ratios are the figures that count: absolute times depend on the machine, and this one is shared (see the load
  average above), so a rerun moves every time; ratios within one run move much less.`;

const CHOICES = `## Choices where the issue is silent

- **Which "this library"**: the targets use the default entry's \`validateSummary\`/\`validateResponse\` with
  default options (fast tier; report tier only on failure). The fast tier's bare verdict is shown beside it.
- **The straightforward Ajv setup** gets the same contract messages as ajv-errors \`errorMessage\` maps (what a team
  that wants readable reports writes), so its error path does the same job as this library's; "Ajv, no messages"
  is the same setup without them. Both use \`strict: false\` (the schemas carry \`x-\` annotations).
- **zod** uses \`z.looseObject\` (the contract allows unknown members; a stripping \`z.object\` would build a copy),
  \`z.int()\` (safe integers, as the contract reads integer) and the exported regular expressions for the formats.
  It covers the summary and the paginator envelope.
- **hyperjump** does not assert \`format\` by default under 2020-12; the exported \`pattern\`s carry the formats, so
  its verdicts agree anyway.
- **The 30-day page** carries full days (include_slots=1), as the live API sends them when asked for slots.
- **The worst case** breaks every slot of the full day; this library reports the first 100 violations and counts
  the rest in \`omitted\` (the default cap).
- **Spread** is the p10–p90 range, not a standard deviation: timings are skewed by GC pauses and other processes.`;

const LEVERS = `## What makes this library fast

Each lever keeps the results: the verdicts, and the violations field for field
(\`test/validator/reportEquivalence.test.ts\` compares the engine with plain Ajv + ajv-formats + ajv-errors over
whole documents, in every reading, on generated and mutated days and pages).

- **One engine, precompiled** (docs/architecture/core.md, "The validator engine"): every entry runs the modules
  \`npm run build\` generates with Ajv's standalone code; nothing compiles a schema at run time, so the first
  failure in any entry costs no compilation.
- **Fixed-width formats by character codes** (\`src/validator/fastFormats.ts\`): \`Y-m-d\`, \`H:i\` and
  \`Y-m-d\\TH:i:s\` are checked with one read per character and branch-free range tests, plus a memo of the last
  accepted date-time (consecutive sleep slots share their bounds). Property tests
  (\`test/validator/fastFormats.test.ts\`) prove the checks and the exported \`pattern\`s agree. The checks are
  built in one closure, so their constants stay constants once bundled (a bundler turns a module's top-level
  \`const\` into \`var\`, which V8 does not fold: the precompiled validators ran 2.5 times slower), and call a held
  \`String.prototype.charCodeAt\` (V8 stops inlining \`s.charCodeAt(i)\` once any \`class … extends String\` exists:
  such a library loaded next to this one made the checks five times slower).
- **Safe integers in one test** in the fast tier (\`packages/build/src/codegen/safeIntegerKeyword.ts\`): \`Number.isSafeInteger\`
  instead of Ajv's \`x % 1\` and bounds.
- **A fast tier without error objects** (\`x-verdict\`, \`packages/build/src/codegen/verdictKeyword.ts\`): its code builds no error
  object, not even for the failing branches of an \`anyOf\` on valid data, and is less code to parse.
- **Reports by units** (\`src/validator/unitWalk.ts\`): \`allErrors\` and ajv-errors only ever see one unit (an
  envelope, a day, a group, a slot); a unit whose verdict passes costs its verdict; a group's slots are checked by
  verdicts on windows of the array, whose first error names the next slot that fails; the walk stops at the cap.
- **Reports that build what they keep** (\`src/validator/collapse.ts\`, \`fromAjvErrors.ts\`): messages, schema paths
  and params are built for the violations kept under the cap, and pointers are compared in place
  (\`comparePointers\`, no token arrays).
- **Precompiled modules that load in one go**: each carries what it calls and imports nothing, because a module
  load costs about a millisecond in Node 20 here, whatever its size; the guard entry is one bundle of its small
  modules (\`packages/build/src/build/bundleEntries.ts\`): importing it went from about 27 ms to about 12 ms, about half of a
  consumer's cold start. The bundle loads the precompiled modules as they are: one with them inside loaded no
  faster.
- **Walks and scanners V8 compiles tightly**: the parse layer's walk of a parsed value
  (\`packages/tools/src/jsonText/quickCheck.ts\`) recurses, twice as fast as a loop with its own stack, where the depth limit
  bounds the recursion; the JSON lexer keeps its character codes as local constants (\`src/jsonLexer/lexer.ts\`),
  since V8 does not fold an imported binding into a constant: the depth check, before it used the lexer,
  measured about 15% slower with the codes imported.`;

/** "Where a valid day's time goes", from bench/anatomy.ts. */
function anatomyText(report: BenchReport): string {
  const a = report.anatomy;
  if ('error' in a) return `## Where a valid day's time goes\n\n_bench/anatomy.ts failed: ${a.error}_`;
  const us = (v: number): string => `${v.toFixed(1)} µs`;
  const n = (name: string): number => a.strings[name] ?? 0;
  return [
    "## Where a valid day's time goes",
    '',
    'The fast tier on the valid full day, in a fresh process (bench/anatomy.ts):',
    '',
    table(
      ['', 'time'],
      [
        ['the verdict, as the library runs it', us(a.verdictUs)],
        [
          'the same validator with the three format checks answering true without reading the string (structure, types, integers)',
          us(a.formatsUncheckedUs),
        ],
        [
          `the format checks alone, on the day's ${n('contract-ymd-this')} date-times, ${n('contract-hi')} times and ${n('contract-ymd')} dates`,
          us(a.formatChecksUs),
        ],
      ],
    ),
    '',
    'Every character of `Y-m-d\\TH:i:s`, `H:i` and `Y-m-d` constrains the value (a digit, a range, a separator), so a',
    "validator that applies the contract's formats reads each of them at least once; reading them is most of the",
    "valid day's time.",
  ].join('\n');
}

/** "What limits the targets not met", with this run's figures. */
function limitsText(report: BenchReport): string {
  const a = 'error' in report.anatomy ? undefined : report.anatomy;
  const zod = median(report, ZOD, 'full');
  const ajv = median(report, AJV, 'invalid1');
  const us = (ns: number | undefined): string => (ns === undefined ? 'n/a' : `${(ns / 1000).toFixed(0)} µs`);
  const floor = a === undefined ? 'n/a' : `${a.formatChecksUs.toFixed(0)} µs`;
  return `## What limits the targets not met

- **15× zod 4 on a valid day.** zod 4 takes ${us(zod)} on the full day here, so 15× means
  ${us(zod === undefined ? undefined : zod / 15)} for the whole verdict. The format checks alone take ${floor} of it
  (above): the day holds about 17,000 characters of fixed-width dates and times, and V8's \`charCodeAt\` costs
  1.3–2 ns a character on this machine. Regular expressions (what zod runs), a \`Set\` of the valid times and
  prefix comparisons were all measured slower. What is left is Ajv's generated structure, a few nanoseconds a
  slot; a code generator of our own could shave part of it but not reach the target while the formats cost what
  they cost.
- **10× Ajv + ajv-errors on the invalid day.** Its full report takes ${us(ajv)} here, so 10× means
  ${us(ajv === undefined ? undefined : ajv / 10)}. A complete report must check every date and time of the day (any of
  them could be broken), and those checks alone take ${floor}: no design reaches 10× on this day and machine.
  This library's report of a day first runs its verdict (which stops at the first failure and says where) and then
  reads the rest of the day once, each broken slot with \`allErrors\`; the ceiling is the peer's time over one full pass.
- Timings of JIT-compiled code move between runs (±20% is common here, more on a busy machine); ratios of the
  same run are steadier, and the table of spreads shows how much each cell moved within its samples.`;
}

/** The reference server's block, as bench/server.ts wrote it (kept as it is), or empty markers. */
function serverBlock(): string {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const start = current.indexOf(SERVER_START);
  const end = current.indexOf(SERVER_END);
  return start >= 0 && end > start
    ? current.slice(start, end + SERVER_END.length)
    : `${SERVER_START}\n_Not measured yet: \`npx tsx bench/server.ts\`._\n${SERVER_END}`;
}

function hostileText(extras: Extras): string {
  const hostile = extras.hostile;
  const body =
    hostile === undefined
      ? '_Not run (`--no-extras`)._'
      : 'error' in hostile
        ? `_bench/hostile.ts failed: ${hostile.error}_`
        : formatHostile(hostile);
  return [
    '## Hostile payloads (bench/hostile.ts)',
    '',
    'Invalid documents built to maximise violations (test/__helpers__/hostileShapes.ts) at about 10 KB, 100 KB, 1 MB and',
    "10 MB of text, each reported with the default cap (100) by the default entry's validators,",
    'against JSON.parse of the same text in the same process (medians). Once a report knows its first',
    'violations it stops ("stopped early": `omittedIsLowerBound`), so above a few hundred kilobytes its time no',
    'longer grows with the document. How: docs/gate.md, "What a hostile document costs".',
    '',
    body,
  ].join('\n');
}

function weightText(extras: Extras): string {
  const weights = extras.weights;
  const body =
    weights === undefined
      ? '_Not run (`--no-extras`)._'
      : 'error' in weights
        ? `_bench/weight.ts failed: ${weights.error}_`
        : formatWeights(weights);
  return [
    "## Weight in a consumer's bundle (bench/weight.ts)",
    '',
    'esbuild bundles a consumer module that imports from the package (browser platform, minified, split at dynamic',
    'imports); each output is gzipped on its own. The valid path is the entry chunk and its static imports. The',
    'default entry is synchronous, so its report (the report module of the open reading) is a static import and',
    'counts in its valid path, as do the fast modules of both include_slots readings; the strict modules load on',
    'first use only (when unknown fields are reported) and count in "all chunks" alone. The light entry answers',
    'valid values with the fast tiers alone and imports the default entry on the first failure (docs/guard.md,',
    '"Two entries").',
    '',
    body,
    '',
    packagesText(extras),
  ].join('\n');
}

function packagesText(extras: Extras): string {
  const packages = extras.packages;
  const body =
    packages === undefined
      ? '_Not run (`--no-extras`)._'
      : 'error' in packages
        ? `_bench/packageWeight.ts failed: ${packages.error}_`
        : formatPackageWeights(packages);
  return [
    '## The packages as released (bench/packageWeight.ts)',
    '',
    'Each npm package of the workspace packed as a release packs it (packages/build/src/build/packWorkspace.ts, docs/releasing.md):',
    "the tarball's bytes (packed: what a registry stores and npm downloads; unpacked: the files), and the packages",
    "npm installs with it. A consumer's `npm ls --omit=dev` shows the core alone: packages/build/test/package/newcomer.deep.test.ts",
    'installs it from a local registry and checks that.',
    '',
    body,
    '',
    keptBlock(CORE_WEIGHT_START, CORE_WEIGHT_END, "the before/after measurement of issue 35 (the core's weight)"),
  ].join('\n');
}

/**
 * A block another bench wrote between its markers in docs/benchmarks.md, kept as it is (this report does not
 * measure it), or the markers around a line that says which command measures it.
 */
function keptBlock(startMarker: string, endMarker: string, command: string): string {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  return start >= 0 && end > start
    ? current.slice(start, end + endMarker.length)
    : `${startMarker}\n_Not measured yet: \`${command}\`._\n${endMarker}`;
}

/** The Laravel assertion's block, as bench/laravel.ts wrote it (kept as it is), or empty markers. */
function laravelBlock(extras: Extras): string {
  const failed =
    typeof extras.laravel === 'object' ? `\n_bench/laravel.ts failed in the last run: ${extras.laravel.error}_` : '';
  return `${keptBlock(LARAVEL_START, LARAVEL_END, 'npx tsx bench/laravel.ts')}${failed}`;
}

function extrasText(extras: Extras): string {
  const out: string[] = ['## CI gate (bench/gate.ts)', ''];
  const gate = extras.gate;
  if (gate === undefined) out.push('_Not run (`--no-extras`, or bench/gate.ts absent)._');
  else if ('error' in gate) out.push(`_bench/gate.ts failed: ${gate.error}_`);
  else out.push('```', gate.text, '```');
  out.push(
    '',
    'Measured by `benchGate()` of bench/gate.ts at its full sizes (also `npx tsx bench/gate.ts`): a 200 MB corpus for the throughput of each mode (best of three runs, start-up subtracted), and 100 MB and 1 GB streams for peak memory. The targets take the better of the corpus and the largest stream.',
  );
  return out.join('\n');
}

/** The report as Markdown, and a short summary for the console; writes docs/benchmarks.md when asked. */
export function writeReport(report: BenchReport, write: boolean): string {
  const t = targets(report);
  const m = report.machine;
  const lib = (payload: string): string => {
    const v = median(report, LIBRARY, payload);
    return v === undefined ? 'n/a' : formatNs(v);
  };
  const doc = [
    '# Benchmarks',
    '',
    `Generated by \`${report.command}\` (bench/run.ts) on ${m.date.slice(0, 10)}; rerun it to refresh every figure except the reference`,
    "server's, which `npx tsx bench/server.ts` writes between its markers. This library, its peers and `JSON.parse` are measured",
    `side by side in one run, on the same payloads. A valid full day (${lib('full')}) and the full report of the same day with`,
    `1% of its slots broken (${lib('invalid1')}) are the headline figures.`,
    '',
    '## Targets',
    '',
    table(
      ['target', 'required', 'measured', ''],
      t.map((x) => [x.what, x.required, x.measured, metText(x.met)]),
    ),
    '',
    'Ratios are medians divided by medians from the same run. Where a target is not met, the measured figure is the',
    'honest one; "What limits the targets not met" below says why.',
    '',
    '## The one engine (issue 21): before and after',
    '',
    keptBlock(ENGINE_START, ENGINE_END, 'the before/after runs of issue 21'),
    '',
    '## Machine and run',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${m.cpuModel}, ${m.cores} cores`],
        ['memory', `${m.memoryGiB.toFixed(1)} GiB`],
        ['OS', m.os],
        ['Node', `${m.node} (V8 ${m.v8})`],
        ['command', `\`${report.command}\``],
        ['date', m.date],
        [
          'duration',
          `${report.durationS.toFixed(0)} s (${report.rounds} round${report.rounds === 1 ? '' : 's'} of timing)`,
        ],
        [
          'load average (1 min), start → end',
          `${report.loadAverage[0].toFixed(2)} → ${report.loadAverage[1].toFixed(2)}`,
        ],
      ],
    ),
    '',
    '## Payloads',
    '',
    payloadTable(report),
    '',
    '## Time per validation',
    '',
    'Median time of one call, ± half the p10–p90 range of the samples.',
    '',
    timesTable(report),
    '',
    '## Relative to this library',
    '',
    "Each peer's median divided by this library's on the same payload: above 1× the peer is slower.",
    '',
    ratioTable(report),
    '',
    '## Compile and load',
    '',
    compileTable(report),
    '',
    'First preparation of each peer in the benchmark process (compile, and the first call, which compiles for some):',
    '',
    peerCompileTable(report),
    '',
    '## Peers',
    '',
    ...report.peers.map((p) => `- **${p.name}**: ${p.setup}.`),
    '',
    METHOD,
    '',
    CHOICES,
    '',
    LEVERS,
    '',
    anatomyText(report),
    '',
    limitsText(report),
    '',
    extrasText(report.extras),
    '',
    hostileText(report.extras),
    '',
    '## Memory per reported violation (issue 22)',
    '',
    keptBlock(MEMORY_START, MEMORY_END, 'the peak RSS runs of docs/gate.md, "Memory per violation"'),
    '',
    weightText(report.extras),
    '',
    '## Reference server and proxy',
    '',
    serverBlock(),
    '',
    keptBlock(SERVER_NOTES_START, SERVER_NOTES_END, 'the profile of issue 25 (docs/proxy.md)'),
    '',
    '## Archives on Dask (bench/archive.ts)',
    '',
    keptBlock(ARCHIVE_START, ARCHIVE_END, 'npm run bench:archive'),
    '',
    '## Laravel assertions (bench/laravel.ts)',
    '',
    laravelBlock(report.extras),
    '',
    '## Contract diff (bench/diff.ts)',
    '',
    `${keptBlock(DIFF_START, DIFF_END, 'npx tsx bench/diff.ts')}${typeof report.extras.diff === 'object' ? `\n_bench/diff.ts failed in the last run: ${report.extras.diff.error}_` : ''}`,
    '',
    `The decision alone, per change (bench/decide.ts):`,
    '',
    `${keptBlock(DECIDE_START, DECIDE_END, 'npx tsx bench/decide.ts')}${typeof report.extras.decide === 'object' && 'error' in report.extras.decide ? `\n_bench/decide.ts failed in the last run: ${report.extras.decide.error}_` : ''}`,
    '',
    '## Registry modes and replay (bench/evolutionModes.ts)',
    '',
    `${keptBlock(MODES_START, MODES_END, 'npx tsx bench/evolutionModes.ts')}${typeof report.extras.modes === 'object' ? `\n_bench/evolutionModes.ts failed in the last run: ${report.extras.modes.error}_` : ''}`,
    '',
    '## Metrics (bench/metrics.ts)',
    '',
    `${keptBlock(METRICS_START, METRICS_END, 'npx tsx bench/metrics.ts')}${typeof report.extras.metrics === 'object' ? `\n_bench/metrics.ts failed in the last run: ${report.extras.metrics.error}_` : ''}`,
    '',
    '## CI reports at 100,000 violations (bench/ciReports.ts)',
    '',
    `${keptBlock(CI_REPORTS_START, CI_REPORTS_END, 'npx tsx bench/ciReports.ts')}${typeof report.extras.ciReports === 'object' ? `\n_bench/ciReports.ts failed in the last run: ${report.extras.ciReports.error}_` : ''}`,
    '',
    '## Playground (bench/playground.ts)',
    '',
    keptBlock(PLAYGROUND_START, PLAYGROUND_END, 'npm run bench:playground'),
    '',
    '## Blank lines (bench/archive.ts)',
    '',
    keptBlock(BLANK_START, BLANK_END, 'npm run bench:archive -- --blank-only'),
    '',
    BLANK_HISTORY,
    '',
    '## Coverage of the contract (bench/archive.ts)',
    '',
    keptBlock(COVERAGE_START, COVERAGE_END, 'npm run bench:archive -- --coverage-only'),
    '',
    '## JSON lexer (bench/jsonLexer.ts)',
    '',
    LEXER_HISTORY,
    '',
    keptBlock(LEXER_START, LEXER_END, 'npm run bench:lexer'),
    '',
    '## Figures moved from the guides',
    '',
    keptBlock(GUIDE_FIGURES_START, GUIDE_FIGURES_END, 'measured by hand, each as its entry says'),
    '',
  ].join('\n');
  if (write) writeFileSync(DOC, doc);
  const summary = t
    .map((x) => `${metText(x.met).replace(/\*/g, '').padEnd(8)} ${x.measured.padStart(12)}  (${x.required})  ${x.what}`)
    .join('\n');
  return `\ntargets:\n${summary}\n${write ? 'wrote docs/benchmarks.md' : 'docs/benchmarks.md not written'} (${report.durationS.toFixed(0)} s)`;
}
