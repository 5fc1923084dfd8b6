// The time of the diff's decision per change (packages/tools/src/evolution/decide.ts): for the changes of the corpus's
// hand-written cases and its first mutants (schemas/compatibility-cases/), each version prepared once (its
// validators compiled, not timed), then each change decided in every reading for both sides, timed alone, in this
// process. `npx tsx bench/decide.ts` (part of `npm run bench`); writes its block into docs/benchmarks.md between the
// decide-bench markers.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { decideVersions } from '../packages/tools/src/evolution/decideVersions.js';
import { applyPatches, contractDocuments, readCases } from '../packages/tools/test/evolution/corpus/caseFormat.js';
import { replaceDocBlock } from './docBlock.js';

const START = '<!-- decide-bench:start -->';
const END = '<!-- decide-bench:end -->';
/** The target: the decision at most 100 ms median per change. */
const TARGET_MS = 100;

/** What the bench measured: each change's decision time. */
export interface DecideBench {
  readonly changes: number;
  readonly cases: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly slowestMs: number;
}

const quantile = (xs: readonly number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? Number.NaN;

/**
 * Decides the changes of the corpus's hand-written cases and of its first `mutants` mutants, and with `write`
 * writes the block of docs/benchmarks.md.
 *
 * @example
 * const figures = benchDecide({ mutants: 20, write: false });
 */
export function benchDecide(options: { readonly mutants?: number; readonly write?: boolean } = {}): DecideBench {
  const load = loadavg()[0] ?? 0;
  const contract = contractDocuments();
  const files = readCases();
  const cases = files.flatMap(({ file, cases: list }) =>
    file === 'mutants.json' ? list.slice(0, options.mutants ?? 60) : list,
  );
  const times: number[] = [];
  for (const testCase of cases) {
    const base = { documents: applyPatches(contract, testCase.base) };
    const head = { documents: applyPatches(contract, testCase.head) };
    const { changes } = decideVersions(base, head, 37, testCase.policy === 'strict' ? 'strict' : 'lenient');
    for (const change of changes) times.push(change.milliseconds);
  }
  const figures = {
    changes: times.length,
    cases: cases.length,
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    slowestMs: Math.max(...times),
  };
  if (options.write ?? true) replaceDocBlock(START, END, block(figures, load), '## Contract diff (bench/diff.ts)');
  return figures;
}

function block(figures: DecideBench, load: number): string {
  return [
    START,
    `The diff's decision alone (three verdicts in four readings for both sides, its witnesses confirmed by the validators),`,
    `per change, on the ${figures.changes} changes of ${figures.cases} cases of schemas/compatibility-cases/ (the hand-written`,
    `ones and the first mutants); each version's validators compiled before the clock starts; one process;`,
    `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, load average ${load.toFixed(1)} before the run;`,
    `${new Date().toISOString().slice(0, 10)}. Regenerate with \`npx tsx bench/decide.ts\`.`,
    '',
    '| changes | median | p90 | slowest |',
    '|---:|---:|---:|---:|',
    `| ${figures.changes} | ${figures.medianMs.toFixed(1)} ms | ${figures.p90Ms.toFixed(1)} ms | ${figures.slowestMs.toFixed(1)} ms |`,
    '',
    `Target: at most ${TARGET_MS} ms median per change: ${figures.medianMs <= TARGET_MS ? 'met' : '**not met**'}.`,
    END,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(benchDecide({ write: !process.argv.includes('--no-write') })));
}
