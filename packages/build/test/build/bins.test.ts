// The build leaves every bin the packages declare executable (packages/build/src/build/buildAll.ts,
// `markBinsExecutable`): tsc writes packages/tools/dist/cli/main.js without the mode, and npm sets it only when it
// links a bin whose target exists, so in a clone (npm install before the build) a link to it (a docs sandbox, a
// pre-commit hook, a GitLab job's node_modules/.bin) answered "Permission denied".
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
  it("the tools' bin runs as a command, without node in front of it (as a link to it in .bin runs it)", () => {
    const run = spawnSync(TOOLS_BIN, ['--version'], { encoding: 'utf8' });
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
