// The JSON lexer's consumers (src/jsonLexer/lexer.ts): the depth check every guard and server read runs
// (nestsDeeperThan), the gate's strict scanner (scanJson, on documents JSON.parse refused or that may hide a
// hazard) and the pointer locations of a broken document (pointerLocator), each timed against JSON.parse of the
// same text in the same process: `npm run bench:lexer` (add --write to write the figures into
// docs/benchmarks.md between the json-lexer-bench markers; `npm run bench` keeps that block as it is).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { nestsDeeperThan } from '../src/guard/jsonDepth.js';
import { DEFAULT_LIMITS } from '../packages/tools/src/jsonText/limits.js';
import { pointerLocator } from '../packages/tools/src/jsonText/locatePointers.js';
import { scanJson } from '../packages/tools/src/jsonText/scanJson.js';
import { formatSpread, measure, type Measurement } from './measure.js';
import { thirtyDayPage } from './payloads.js';
import { replaceDocBlock } from './docBlock.js';

/** The markers of the block this bench writes in docs/benchmarks.md (bench/report.ts keeps it). */
const LEXER_START = '<!-- json-lexer-bench:start -->';
const LEXER_END = '<!-- json-lexer-bench:end -->';

/** A text to lex, and pointers into it for the locator. */
interface Text {
  readonly name: string;
  readonly text: string;
  readonly pointers: readonly string[];
}

/** The benchmark's 30-day page compact and indented, and an array of strings full of escapes. */
function texts(): Text[] {
  const page = thirtyDayPage() as { data: { heart_rate?: { slots?: unknown[] } }[] };
  // A hundred pointers spread over the page: the last slot's date and the first slot of each day.
  const pointers = page.data.flatMap((day, i) => [
    `/data/${i}/date`,
    `/data/${i}/heart_rate/slots/0`,
    `/data/${i}/heart_rate/slots/${(day.heart_rate?.slots?.length ?? 1) - 1}`,
    `/data/${i}/missing`,
  ]);
  const escaped = Array.from(
    { length: 40_000 },
    (_, i) => `line ${i}\n\t"quoted" \\ back\\slash é \u2028 ${'x'.repeat(i % 17)}`,
  );
  return [
    { name: '30-day page, compact', text: JSON.stringify(page), pointers },
    { name: '30-day page, indented', text: JSON.stringify(page, null, 2), pointers },
    { name: 'strings with escapes', text: JSON.stringify(escaped), pointers: ['/0', '/19999', '/39999', '/40000'] },
  ];
}

/** One row of the table: an operation's time on a text, and its ratio to JSON.parse of that text. */
interface Row {
  readonly text: string;
  readonly bytes: number;
  readonly operation: string;
  readonly m: Measurement;
  readonly ratio: number;
}

const mbps = (bytes: number, ns: number): string => `${((bytes / ns) * 1e3).toFixed(0)} MB/s`;

/** Times each consumer on each text (best kept of a median per cell), with JSON.parse as the floor. */
function run(): Row[] {
  const rows: Row[] = [];
  const options = { limits: DEFAULT_LIMITS, hazardScan: true, maxProblems: 100 } as const;
  for (const { name, text, pointers } of texts()) {
    if (scanJson(text, options).fatal !== undefined) throw new Error(`${name}: the scanner refuses the text`);
    const parse = measure(() => JSON.parse(text));
    const operations: [string, () => unknown][] = [
      ['JSON.parse (floor)', () => JSON.parse(text)],
      ['depth check (nestsDeeperThan)', () => nestsDeeperThan(text, 64)],
      ['strict scan (scanJson)', () => scanJson(text, options)],
      [
        `pointer locations (pointerLocator, ${pointers.length} pointers)`,
        () => {
          const locate = pointerLocator(text, pointers);
          for (const pointer of pointers) locate(pointer);
        },
      ],
    ];
    for (const [operation, fn] of operations) {
      const m = operation.startsWith('JSON.parse') ? parse : measure(fn);
      rows.push({ text: name, bytes: text.length, operation, m, ratio: m.medianNs / parse.medianNs });
    }
  }
  return rows;
}

/** The figures as a markdown block (between the markers). */
function format(rows: readonly Row[], load: readonly [number, number]): string {
  const lines = [
    LEXER_START,
    `Median of each operation in one process (\`npm run bench:lexer\`, ${new Date().toISOString().slice(0, 10)}), against JSON.parse of the same text measured in the same run; 1-minute load average ${load[0].toFixed(1)} → ${load[1].toFixed(1)} on this 2-core machine.`,
    '',
    '| text | operation | throughput | ÷ JSON.parse time | spread |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.text} (${(r.bytes / 1024).toFixed(0)} KiB) | ${r.operation} | ${mbps(r.bytes, r.m.medianNs)} | ${r.ratio.toFixed(2)}× | ${formatSpread(r.m)} |`,
    ),
    LEXER_END,
  ];
  return lines.join('\n');
}

/** Replaces the block between the markers of docs/benchmarks.md (appends a section when there is none). */
function write(block: string): void {
  replaceDocBlock(LEXER_START, LEXER_END, block, '## JSON lexer (bench/jsonLexer.ts)');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const before = loadavg()[0] ?? 0;
  const rows = run();
  const block = format(rows, [before, loadavg()[0] ?? 0]);
  console.log(block);
  if (process.argv.includes('--write')) write(block);
}
