// docs/observability.md's wiring example and packages/otel/README.md's quick start run as a reader would run them:
// each block written to a file beside this checkout's node_modules (so `user-summaries-contract`,
// `user-summaries-otel` and the OpenTelemetry SDK resolve as installed), run by Node with tsx's loader (`node --import
// tsx`: tsx's own command starts a second Node for it), and what it prints read; `npm test` runs one of the two, the
// run's seed picking which, `npm run test:deep` both.
// The page's PromQL examples and scrape config run in packages/tools/test/metrics/prometheus.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { casesAtDepth } from '../__helpers__/depth.js';
import { docBlocks } from '../__helpers__/docBlocks.js';

const MARKER = 'runs: test/docs/observability.test.ts';
const runnable = (page: string) => docBlocks(page).filter((b) => b.lang === 'ts' && b.marker?.startsWith(MARKER));
const page = runnable('docs/observability.md');
const readme = runnable('packages/otel/README.md');

/** Runs a TypeScript block as a reader's module beside this checkout's node_modules; its status and output. */
function runBlock(code: string): { status: number | null; stdout: string; stderr: string } {
  const dir = join(ROOT, 'node_modules/.cache', `usc-doc-otel-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    const file = join(dir, 'example.mts');
    writeFileSync(file, code);
    return spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), file], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each example: where it is, and what its run must print. */
const EVERY_EXAMPLE: readonly (readonly [string, () => string, (run: ReturnType<typeof runBlock>) => void])[] = [
  [
    'docs/observability.md: the wiring into an application that has an SDK',
    () => page[0]?.code ?? '',
    (run) => {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      // What the block printed: the violation, then the SDK's console export of the contract's instruments.
      expect(run.stdout.split('\n')[0]).toBe('/date date_format');
      for (const name of [
        'user_summaries.documents',
        'user_summaries.violations',
        'user_summaries.validation.duration',
      ])
        expect(run.stdout).toContain(`name: '${name}'`);
      expect(run.stdout).toContain("'user_summaries.location': '/date'");
    },
  ],
  [
    'packages/otel/README.md: the quick start',
    () => readme[0]?.code ?? '',
    (run) => expect([run.status, run.stdout, run.stderr]).toStrictEqual([0, 'false\n', '']),
  ],
];

describe('the metrics examples run', () => {
  it('each page has its one example', () => {
    expect(page).toHaveLength(1);
    expect(readme).toHaveLength(1);
  });

  // Each run is a Node start-up loading the contract, the metrics package and the SDK (about half a second of CPU):
  // `npm test` runs one of the two, the run's seed picking which, `npm run test:deep` both (docs/testing.md, "Two
  // depths").
  it.each(casesAtDepth(EVERY_EXAMPLE, 1))('%s', (_where, code, check) => {
    check(runBlock(code()));
  });
});
