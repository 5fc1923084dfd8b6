// docs/observability.md's wiring example and packages/otel/README.md's quick start run as a reader would run them:
// each block written to a file beside this checkout's node_modules (so `user-summaries-contract`,
// `user-summaries-otel` and the OpenTelemetry SDK resolve as installed), run by Node with tsx's loader (`node --import
// tsx`: tsx's own command starts a second Node for it), and what it prints read.
// The page's PromQL examples and scrape config run in packages/tools/test/metrics/prometheus.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
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

describe('the metrics examples run', () => {
  it('docs/observability.md: the wiring into an application that has an SDK', () => {
    expect(page).toHaveLength(1);
    const run = runBlock(page[0]?.code ?? '');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // What the block printed: the violation, then the SDK's console export of the contract's instruments.
    expect(run.stdout.split('\n')[0]).toBe('/date date_format');
    for (const name of ['user_summaries.documents', 'user_summaries.violations', 'user_summaries.validation.duration'])
      expect(run.stdout).toContain(`name: '${name}'`);
    expect(run.stdout).toContain("'user_summaries.location': '/date'");
  });

  it('packages/otel/README.md: the quick start', () => {
    expect(readme).toHaveLength(1);
    const run = runBlock(readme[0]?.code ?? '');
    expect([run.status, run.stdout, run.stderr]).toStrictEqual([0, 'false\n', '']);
  });
});
