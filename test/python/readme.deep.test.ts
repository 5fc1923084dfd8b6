// The quick start of packages/python/README.md, run as written, block after block, as a Python team runs it in a
// checkout (a scale suite: `npm run test:deep`; ensurepip's virtual environment and a Dask cluster are its cost).
// The checkout is a copy of its layout: the distribution's folder and the examples copied, package.json and the tools' manifest copied and
// the built dist/ folders linked (the command finds the gate through the root's workspaces), with Debian's python3 first on PATH and pip without the
// host's own settings (test/__helpers__/pythonDistribution.ts, isolatedPipEnv). The shell blocks run with bash -eo pipefail,
// the Python blocks with the environment the quick start made.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { printedAgainstComments } from '../__helpers__/docBlocks.js';
import { suiteRuns, type Runtime } from '../__helpers__/runtimes.js';
import { findBasePython, isolatedPipEnv } from '../__helpers__/pythonDistribution.js';
import { quickStart, README } from './_readme.js';

const found = findBasePython();
const base: Runtime =
  'reason' in found
    ? { ok: false, reason: found.reason }
    : found.dask
      ? { ok: true, command: found.executable, version: '' }
      : { ok: false, reason: 'no dask and distributed (apt-get install python3-dask python3-distributed)' };
/** The copy of the checkout's layout, made by the suite when it runs (a skipped suite leaves nothing behind). */
let checkout = '';

/** The checkout's layout the quick start reads, and a folder whose `python3` is the base python, for PATH. */
function layOut(python: string): NodeJS.ProcessEnv {
  mkdirSync(join(checkout, 'packages'));
  cpSync(join(ROOT, 'packages/python'), join(checkout, 'packages/python'), {
    recursive: true,
    filter: (path) => !/^(?:build|__pycache__|.*\.egg-info)$/.test(basename(path)),
  });
  cpSync(join(ROOT, 'examples'), join(checkout, 'examples'), { recursive: true });
  // The versions the replay step compares: the head's documents and the releases'.
  cpSync(join(ROOT, 'schemas'), join(checkout, 'schemas'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(checkout, 'package.json'));
  symlinkSync(join(ROOT, 'dist'), join(checkout, 'dist'));
  // The gate is the tools' bin, found through the root's workspaces: the tools' manifest and build, linked.
  mkdirSync(join(checkout, 'packages/tools'));
  cpSync(join(ROOT, 'packages/tools/package.json'), join(checkout, 'packages/tools/package.json'));
  symlinkSync(join(ROOT, 'packages/tools/dist'), join(checkout, 'packages/tools/dist'));
  symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
  const bin = join(checkout, '.bin-for-test');
  mkdirSync(bin);
  symlinkSync(python, join(bin, 'python3'));
  return { ...isolatedPipEnv(), PATH: `${bin}:${process.env['PATH'] ?? ''}`, NO_COLOR: '1' };
}

describe.runIf(suiteRuns('the quick start of packages/python/README.md', base))(
  'packages/python/README.md quick start, as written',
  () => {
    beforeAll(() => {
      checkout = mkdtempSync(join(tmpdir(), 'usc-python-quickstart-'));
    });
    afterAll(() => rmSync(checkout, { recursive: true, force: true }));

    it('installs offline, validates a document and runs the Dask command on the examples, then its replay', () => {
      if (!base.ok) throw new Error(base.reason);
      const env = layOut(base.command);
      const steps = quickStart(readFileSync(join(ROOT, README), 'utf8'));
      expect(steps.length).toBeGreaterThanOrEqual(3);
      for (const step of steps) {
        const where = `${README}:${step.line}`;
        const run =
          step.lang === 'python'
            ? spawnSync(join(checkout, '.venv/bin/python'), ['-c', step.code], {
                cwd: checkout,
                env,
                encoding: 'utf8',
                timeout: 120_000,
              })
            : spawnSync('bash', ['-eo', 'pipefail', '-c', step.code], {
                cwd: checkout,
                env,
                encoding: 'utf8',
                timeout: 240_000,
              });
        expect(run.status, `${where}\nstdout: ${run.stdout.slice(-2000)}\nstderr: ${run.stderr.slice(-2000)}`).toBe(0);
        if (step.lang === 'python') {
          const { printed, expected } = printedAgainstComments(step.code, run.stdout);
          expect(printed, where).toEqual(expected);
        }
      }
      // The Dask command wrote the archive report of the two valid examples, from the checkout's gate.
      const report = JSON.parse(readFileSync(join(checkout, 'report.json'), 'utf8')) as {
        exitCode: number;
        counts: Record<string, number>;
      };
      expect(report.exitCode).toBe(0);
      expect(report.counts).toMatchObject({ files: 2, documents: 2, valid: 2, invalid: 0, unreadable: 0 });
      // The replay of the same two documents under the last release and the head, printed as diff --replay prints it.
      const replay = readFileSync(join(checkout, 'replay.txt'), 'utf8');
      expect(replay).toContain(
        'replay (default): 2 recorded documents judged by both versions, from 2 inputs\n  the head rejects 0 the base accepted (producers break in practice), and accepts 0 the base rejected; 2 accepted and 0 rejected by both\n',
      );
    }, 300_000);
  },
);
