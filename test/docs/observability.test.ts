// docs/observability.md's wiring example runs as a reader would run it: the block written to a file beside this
// checkout's node_modules (so `user-summaries-contract`, `user-summaries-otel` and the OpenTelemetry SDK resolve as
// installed), run with tsx, and what it prints read: the violation it found, and the SDK's export of the metrics.
// Its PromQL examples and scrape config run in packages/tools/test/metrics/prometheus.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { docBlocks } from '../__helpers__/docBlocks.js';

const blocks = docBlocks('docs/observability.md');
const runs = blocks.filter((b) => b.lang === 'ts' && b.marker?.startsWith('runs: test/docs/observability.test.ts'));

describe('docs/observability.md', () => {
  it('has the wiring example this suite runs', () => {
    expect(runs).toHaveLength(1);
  });

  it.each(runs.map((b) => [`docs/observability.md:${b.line}`, b.code] as const))('runs %s', (_where, code) => {
    const dir = join(ROOT, 'node_modules/.cache', `usc-doc-otel-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      const file = join(dir, 'example.mts');
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), file], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
      });
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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
