// The build leaves every bin the packages declare executable (packages/build/src/build/buildAll.ts,
// `markBinsExecutable`): in a clone npm links node_modules/.bin/user-summaries at `npm install`, before the build
// writes its target, so npm never sets its mode, and the command a reader runs (`npx user-summaries`, a pre-commit
// hook, a GitLab job's script) answered "Permission denied".
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { markBinsExecutable } from 'user-summaries-build/build/buildAll';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';

const TOOLS_BIN = join(
  ROOT,
  'packages/tools',
  (JSON.parse(readFileSync(join(ROOT, 'packages/tools/package.json'), 'utf8')) as { bin: Record<string, string> }).bin[
    'user-summaries'
  ] as string,
);

describe("the packages' bins after the build", () => {
  it('node_modules/.bin/user-summaries runs as a command, without node in front of it', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/user-summaries'), ['--version'], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('markBinsExecutable gives a bin written without the mode (as tsc writes it) the mode back', () => {
    const mode = statSync(TOOLS_BIN).mode & 0o777;
    try {
      chmodSync(TOOLS_BIN, 0o644);
      markBinsExecutable();
      expect(statSync(TOOLS_BIN).mode & 0o111).toBe(0o111);
    } finally {
      chmodSync(TOOLS_BIN, mode | 0o755);
    }
  });
});
