// Docs that cannot go stale: every fenced sh/bash and ts block of README.md and docs/*.md runs or type-checks
// here, or the page says why not with `<!-- not-run: reason -->` on the line before it.
// - Shell blocks run with bash -eo pipefail in a scratch folder laid out as a reader's project that ran
//   `npm install --save-dev user-summaries-tools`: node_modules/ holds the three packages as the links npm leaves for
//   local folders (the core, the testing kit and the tools of this checkout, built) and node_modules/.bin/user-summaries
//   the tools' bin, as npm links it; `npx` is npm's own (offline: nothing is fetched). Beside them, the reader's own
//   data the pages name as theirs: fixtures/ (valid days), out/ and recorded/ (include_slots=0 pages); and $API and
//   $USER_SUMMARIES_TOKEN naming a running reference server (the reader's API). No stand-in command: a block that
//   names a command a reader would not have fails (`command not found`, or npx's refusal to fetch).
//   `<!-- expect-exit: N -->` before a block expects exit code N instead of 0. `npm test` runs a share of the shell
//   blocks that turns with the run's seed (one block), `npm run test:deep` every one (below, at runBlocks).
// - TypeScript blocks are type-checked together by the project's tsc, `user-summaries-contract` (and each
//   subpath export) mapped to this checkout's built types; names a block uses without defining (`body`,
//   `log`, `metrics`) are declared in one ambient file below.
// - Figures: docs/guard.md quotes no measured time (the generated docs/benchmarks.md holds them), and its sizes only
//   inside the block bench/weight.ts writes.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { atDepth, casesAtDepth } from '../__helpers__/depth.js';
import { docBlocks, docPages, type DocBlock } from '../__helpers__/docBlocks.js';
import { startServe, type RunningServe } from '../__helpers__/liveProcess.js';

const SHELL = new Set(['sh', 'bash', 'shell']);
const TYPESCRIPT = new Set(['ts', 'typescript']);
const TOKEN = 'doc-examples-token-0001';

const blocks: DocBlock[] = docPages().flatMap(docBlocks);
const notRun = (b: DocBlock): string | undefined => /^not-run:\s*(.+)$/.exec(b.marker ?? '')?.[1];
const expectedExit = (b: DocBlock): number => Number(/^expect-exit:\s*(\d+)$/.exec(b.marker ?? '')?.[1] ?? 0);
const name = (b: DocBlock): string => `${b.page}:${b.line}`;
const shellBlocks = blocks.filter((b) => SHELL.has(b.lang) && notRun(b) === undefined);
/** A block that diffs two versions of the whole contract (`user-summaries diff`): seconds of CPU each. */
const diffsContract = (b: DocBlock): boolean => /\bnpx user-summaries diff\b/.test(b.code);
/** A diff block of one plain diff (no second diff, no `--replay`): about a second of CPU where the others cost 2-3. */
const diffsOnce = (b: DocBlock): boolean =>
  (b.code.match(/\bnpx user-summaries diff\b/g) ?? []).length === 1 && !/--replay\b/.test(b.code);
// Every shell block starts processes (each npx an npm, about 0.4 s of CPU, then the command's Node), and a diff of
// the whole contract costs seconds more: `npm test` runs one block, at an offset the run's seed picks in the table of
// every block but those with two diffs or a replay, so the quick runs of successive days go through each of them;
// `npm run test:deep` (every change on CI) runs them all (casesAtDepth in test/__helpers__/depth.ts; docs/testing.md,
// "Two depths").
const runBlocks =
  atDepth(10) === 10
    ? shellBlocks
    : casesAtDepth(
        shellBlocks.filter((b) => !diffsContract(b) || diffsOnce(b)),
        1,
      );
const tsBlocks = blocks.filter((b) => TYPESCRIPT.has(b.lang) && notRun(b) === undefined);

/** Runs a bash script to its end without blocking the event loop; its exit code and output. */
function runShell(
  script: string,
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-eo', 'pipefail', '-c', script], { ...options, timeout: 90_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

let sandbox = '';
let server: RunningServe;

beforeAll(async () => {
  sandbox = mkdtempSync(join(tmpdir(), 'usc-doc-examples-'));
  // What `npm install --save-dev user-summaries-tools` leaves, the packages being this checkout's folders: a link
  // per package, the bin linked into node_modules/.bin and made executable (npm's bin-links does both).
  const modules = join(sandbox, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(ROOT.replace(/\/$/, ''), join(modules, 'user-summaries-contract'));
  symlinkSync(join(ROOT, 'packages/testing'), join(modules, 'user-summaries-testing'));
  symlinkSync(join(ROOT, 'packages/tools'), join(modules, 'user-summaries-tools'));
  const tools = JSON.parse(readFileSync(join(ROOT, 'packages/tools/package.json'), 'utf8')) as {
    version: string;
    bin: Record<string, string>;
  };
  for (const [command, target] of Object.entries(tools.bin)) {
    symlinkSync(join('../user-summaries-tools', target), join(modules, '.bin', command));
    chmodSync(join(ROOT, 'packages/tools', target), 0o755);
  }
  writeFileSync(
    join(sandbox, 'package.json'),
    JSON.stringify({ name: 'doc-examples', private: true, devDependencies: { 'user-summaries-tools': tools.version } }),
  );
  cpSync(join(ROOT, 'examples/valid'), join(sandbox, 'fixtures'), { recursive: true });
  cpSync(join(ROOT, 'examples/valid-no-slots'), join(sandbox, 'out'), { recursive: true });
  cpSync(join(ROOT, 'examples/valid-no-slots'), join(sandbox, 'recorded'), { recursive: true });
  server = await startServe(['--port', '0', '--seed', '11', '--token-env', 'DOC_TOKEN'], { DOC_TOKEN: TOKEN });
});

afterAll(async () => {
  await server?.stop();
  if (sandbox !== '') rmSync(sandbox, { recursive: true, force: true });
});

describe('every fenced example of README.md and docs/ runs, type-checks, or says why not', () => {
  it('each block is sh/bash or ts and covered, or marked not-run with a reason', () => {
    const covered = blocks.filter((b) => SHELL.has(b.lang) || TYPESCRIPT.has(b.lang));
    expect(covered.length).toBeGreaterThan(8);
    for (const b of covered) {
      const reason = notRun(b);
      if (reason !== undefined) expect(reason.length, name(b)).toBeGreaterThan(15);
    }
    // Pages do not hide runnable examples behind other fence names.
    expect(blocks.filter((b) => ['js', 'javascript', 'console', 'zsh'].includes(b.lang)).map(name)).toEqual([]);
  });

  it.each(runBlocks.map((b) => [name(b), b] as const))('runs %s', async (_where, block) => {
    // Asynchronously: the reference server the blocks call runs in this process.
    const run = await runShell(block.code, {
      cwd: sandbox,
      env: {
        ...process.env,
        // A reader's shell: no project's node_modules/.bin on PATH (npm run and npx put this checkout's there).
        PATH: (process.env['PATH'] ?? '')
          .split(':')
          .filter((dir) => !dir.includes('node_modules/.bin'))
          .join(':'),
        API: server.url,
        USER_SUMMARIES_TOKEN: TOKEN,
        NO_COLOR: '1',
        npm_config_update_notifier: 'false',
        // npx runs what the project installed; a block naming anything else fails here instead of fetching it.
        npm_config_offline: 'true',
      },
    });
    // A command the reader would not have fails by itself, whatever exit the block expects: the shell's, or npx's
    // (`npm error could not determine executable to run` for a package without that bin, or a fetch refused offline).
    expect(run.stderr, `${name(block)} stderr`).not.toMatch(/command not found|No such file or directory|npm error/);
    expect(run.status, `${name(block)}\nstdout: ${run.stdout.slice(-2000)}\nstderr: ${run.stderr.slice(-2000)}`).toBe(
      expectedExit(block),
    );
  });

  it('type-checks every TypeScript block against the package types', () => {
    const dir = join(ROOT, 'node_modules/.cache', `usc-doc-ts-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    try {
      const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        exports: Record<string, string | { types?: string }>;
      };
      const paths: Record<string, string[]> = {};
      for (const [key, target] of Object.entries(pkg.exports)) {
        if (typeof target === 'string' || target.types === undefined) continue;
        paths[key === '.' ? 'user-summaries-contract' : `user-summaries-contract/${key.slice(2)}`] = [
          join(ROOT, target.types),
        ];
      }
      writeFileSync(
        join(dir, 'ambient.d.ts'),
        [
          "// Names the examples use without defining them: the reader's own.",
          'declare const body: string;',
          'declare const log: { warn(entry: unknown): void };',
          'declare const metrics: { count(name: string, value: number, tags: Record<string, string>): void };',
          '',
        ].join('\n'),
      );
      const files = tsBlocks.map((b, i) => {
        const file = `${String(i).padStart(2, '0')}-${b.page.replace(/\W+/g, '_')}-${b.line}.ts`;
        writeFileSync(join(dir, file), `${b.code}\nexport {};\n`);
        return file;
      });
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2023'],
            types: ['node'],
            typeRoots: [join(ROOT, 'node_modules/@types')],
            skipLibCheck: true,
            paths,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
          },
          files: ['ambient.d.ts', ...files],
        }),
      );
      const tsc = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
        { encoding: 'utf8' },
      );
      const where = (text: string) =>
        text.replace(/(\d\d)-[\w]+-(\d+)\.ts/g, (_m, i: string) => name(tsBlocks[Number(i)] as DocBlock));
      expect(where(tsc.stdout + tsc.stderr)).toBe('');
      expect(tsc.status).toBe(0);
      expect(files.length).toBeGreaterThanOrEqual(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docs/live.md: the serve/check block uses the local bin, not a PATH command, and its wait ends when serve fails to start', async () => {
    const block = shellBlocks.find((b) => b.page === 'docs/live.md' && b.code.includes('serve.port'));
    expect(block?.code).toContain('us=node_modules/.bin/user-summaries');
    expect(block?.code).not.toMatch(/^user-summaries /m);
    // The same block with a port serve refuses: the loop sees the process gone and the block stops there.
    const failing = (block?.code ?? '').replace('--seed 7', '--seed 7 --port 70000');
    const run = await runShell(failing, {
      cwd: sandbox,
      env: { ...process.env, PATH: '/usr/bin:/bin', NO_COLOR: '1' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('user-summaries serve: --port must be an integer 0-65535');
    expect(run.stderr).toContain('serve did not start: see its message above');
    expect(run.stdout).not.toContain('check');
  });

  it('docs/playground.md quotes no measured time: its figures are the playground bench block of docs/benchmarks.md', () => {
    const playground = readFileSync(join(ROOT, 'docs/playground.md'), 'utf8');
    expect(playground.match(/\b\d+(?:\.\d+)? ?ms\b/g)).toEqual(['300 ms']); // the target, not a measurement
    expect(playground).toContain('[docs/benchmarks.md](benchmarks.md#playground-benchplaygroundts)');
    const benchmarks = readFileSync(join(ROOT, 'docs/benchmarks.md'), 'utf8');
    expect(benchmarks).toContain('## Playground (bench/playground.ts)');
    expect(benchmarks).toMatch(
      /<!-- playground-bench:start -->\n[\s\S]*\| `check`: from reading the text box to the result in the DOM \| \d+ \|[\s\S]*<!-- playground-bench:end -->/,
    );
  });

  it("docs/playground.md's size of playground.js is the built file's, within 5%: it cannot go stale unnoticed", () => {
    const playground = readFileSync(join(ROOT, 'docs/playground.md'), 'utf8');
    const quoted = /`playground\.js`, [^:]*: about (\d+(?:\.\d+)?) MB \(about (\d+) KB gzipped at level 9;/.exec(
      playground.replace(/\s+/g, ' '),
    );
    expect(quoted, 'the sentence that quotes the size').not.toBeNull();
    const script = readFileSync(join(ROOT, 'packages/tools/dist/playground/playground.js'));
    const near = (measured: number, said: number): number => Math.abs(measured - said) / said;
    // MB and KB of 1,000,000 and 1,000 bytes, as `ls -l` and `wc -c` count them.
    expect(near(script.length / 1e6, Number(quoted?.[1])), `${script.length} bytes`).toBeLessThanOrEqual(0.05);
    const gzipped = gzipSync(script, { level: 9 }).length;
    expect(near(gzipped / 1e3, Number(quoted?.[2])), `${gzipped} bytes gzipped`).toBeLessThanOrEqual(0.05);
  });

  it('docs/guard.md quotes no measured time: the figures live in the generated docs/benchmarks.md', () => {
    const guard = readFileSync(join(ROOT, 'docs/guard.md'), 'utf8');
    expect(guard.match(/\b\d+(?:\.\d+)? ?ms\b/g)).toEqual(['50 ms']); // the target, not a measurement
    expect(guard).toContain('[docs/benchmarks.md](benchmarks.md)');
    expect(readFileSync(join(ROOT, 'docs/benchmarks.md'), 'utf8')).toContain(
      'default entry `user-summaries-contract` (its bundle): import',
    );
  });

  it('docs/guard.md quotes sizes only in the block bench/weight.ts writes, which says when and how they were measured', () => {
    const guard = readFileSync(join(ROOT, 'docs/guard.md'), 'utf8');
    const start = guard.indexOf('<!-- weight-bench:start -->');
    const end = guard.indexOf('<!-- weight-bench:end -->');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const block = guard.slice(start, end);
    expect(block).toMatch(/^Written by `npm run bench` \(bench\/weight\.ts\) on \d{4}-\d\d-\d\d /m);
    expect(block).toMatch(/\| `user-summaries-contract\/light` \| validateSummary \| \*\*\d+\.\d KB\*\* \|/);
    const outside = guard.slice(0, start) + guard.slice(end);
    expect(outside.match(/\b\d+(?:\.\d+)? ?(?:KB|MB|kB|GB)\b/g)).toEqual(['15 KB']); // the light entry's budget, not a measurement
  });
});
