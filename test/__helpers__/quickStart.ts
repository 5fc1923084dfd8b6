// The quick starts of the packages' READMEs, run as written: the fenced blocks of a README's "## Quick start"
// section, and a TypeScript example type-checked in a project with this checkout's tsc and run with Node
// (packages/build/test/package/newcomer.deep.test.ts in projects installed from a local registry; packages/testing/test/arbitraries/commonJs.test.ts
// in a project linked to the workspace).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './cli.js';
import { docBlocks, type DocBlock } from './docBlocks.js';

/** A finished process: its exit code and what it printed. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The fenced blocks of a README's "Quick start" section, in order. */
export function quickStart(page: string, lang: string): DocBlock[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const start = lines.indexOf('## Quick start') + 1;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const blocks = docBlocks(page).filter((b) => b.line > start && b.line < end && b.lang === lang);
  if (start === 0 || blocks.length === 0) throw new Error(`${page} has no ${lang} block in a "## Quick start" section`);
  return blocks;
}

/**
 * Type-checks a TypeScript example in the project with this checkout's tsc (module nodenext, strict, the libraries'
 * declarations checked too), as a module of the project's own `type`, then runs what tsc wrote with Node.
 */
export function compileAndRun(project: string, code: string): { tsc: string; run: Run } {
  writeFileSync(join(project, 'example.ts'), code);
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        target: 'es2022',
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
      },
      files: ['example.ts'],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], {
    cwd: project,
    encoding: 'utf8',
  });
  const run = spawnSync(process.execPath, ['example.js'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return {
    tsc: `${tsc.stdout}${tsc.stderr}`.trim(),
    run: { code: run.status, stdout: run.stdout, stderr: run.stderr },
  };
}
