// Publishing, proven, and the newcomer's path: the workspace's three packs (packages/build/src/build/packWorkspace.ts, as a release
// makes them) published to a local registry on loopback (verdaccio, no uplink: packages/build/test/package/_registry.ts), then each
// package installed ALONE in a new project made by `npm init -y` (CommonJS, as npm makes it) by the quick start of
// its README, run as written: the core, whose `npm ls --omit=dev` must show it alone; the tools, whose `npx
// user-summaries validate` and `serve` must work with no other install; the testing kit, whose TypeScript example
// must type-check in that CommonJS project (and in an ES module one) and run. What each project installs comes from
// the registry at the versions packed, never from the workspace (its package-lock names the registry's tarballs).
// Real npm, real processes, loopback only. The installs are the point, and costly start-ups: this runs at full
// depth only (`npm run test:deep`, which .ci/run runs; docs/testing.md, "Scale suites"). `npm test` keeps what needs
// no install: pack.test.ts (the tarballs' files, versions, no install script, the READMEs' links, publint).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackedPackage } from '../../src/build/packWorkspace.js';
import type { DocBlock } from '../../../../test/__helpers__/docBlocks.js';
import { compileAndRun, quickStart, type Run } from '../../../../test/__helpers__/quickStart.js';
import { startRegistry, type LocalRegistry } from './_registry.js';
import { CORE, packedWorkspace, TESTING, TOOLS } from '../../../../test/__helpers__/tarball.js';

let scratch = '';
let registry: LocalRegistry;
let packed: readonly PackedPackage[] = [];

/** Runs a shell block as written (bash -e, pipefail) in a project, npm pointed at the local registry. */
function runBlock(project: string, code: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-eo', 'pipefail', '-c', code], {
      cwd: project,
      env: registry.npmEnv,
      timeout: 150_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ code: status, stdout, stderr }));
  });
}

/** A new project as `npm init -y` makes it (`"type": "commonjs"`). */
function newProject(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir);
  const init = spawnSync('npm', ['init', '-y'], { cwd: dir, env: registry.npmEnv, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`npm init failed: ${init.stderr}`);
  return dir;
}

/** The project's package-lock entry of an installed package. */
function locked(project: string, name: string): { version?: string; resolved?: string } | undefined {
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; resolved?: string }>;
  };
  return lock.packages[`node_modules/${name}`];
}

/** Sets the project's `type` (`npm init -y` wrote commonjs). */
function setModuleType(project: string, type: 'commonjs' | 'module'): void {
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ ...manifest, type }, null, 2));
}

/** Whether a loopback port refuses connections, now or within `ms` (a server that stops closes its port). */
async function closedWithin(port: number, ms: number): Promise<boolean> {
  const refused = (): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await refused()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return refused();
}

const versionOf = (name: string): string => packed.find((p) => p.name === name)?.version ?? 'not packed';

beforeAll(async () => {
  packed = packedWorkspace();
  scratch = mkdtempSync(join(tmpdir(), 'usc-registry-'));
  registry = await startRegistry(packed, scratch);
}, 240_000);

afterAll(async () => {
  await registry?.stop();
  if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
});

describe('the registry', () => {
  it('holds the three packages at the versions packed, and the third-party packages the tools need at run time', () => {
    expect([...registry.published.keys()]).toEqual(
      expect.arrayContaining([CORE, TESTING, TOOLS, 'fast-check', 'pure-rand']),
    );
    for (const p of packed) expect(registry.published.get(p.name), p.name).toBe(p.version);
    expect(registry.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

describe("the core alone, by its README's quick start", () => {
  let project = '';

  beforeAll(async () => {
    project = newProject('consumer');
    const [install] = quickStart('README.md', 'sh');
    const run = await runBlock(project, install?.code ?? 'false');
    if (run.code !== 0) throw new Error(`the quick start's install failed:\n${run.stderr}`);
  }, 120_000);

  it('installs the core and nothing else: `npm ls --omit=dev --all` shows it alone, from the registry at the version packed', () => {
    const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
      cwd: project,
      env: registry.npmEnv,
      encoding: 'utf8',
    });
    const tree = JSON.parse(ls.stdout) as { dependencies?: Record<string, { version: string; dependencies?: object }> };
    expect(Object.keys(tree.dependencies ?? {})).toStrictEqual([CORE]);
    expect(tree.dependencies?.[CORE]?.version).toBe(versionOf(CORE));
    expect(tree.dependencies?.[CORE]?.dependencies).toBeUndefined();
    expect(locked(project, CORE)?.resolved).toBe(`${registry.url}${CORE}/-/${CORE}-${versionOf(CORE)}.tgz`);
  });

  it("the quick start's TypeScript, compiled in the CommonJS project npm init made, prints what its comments say", () => {
    const [example] = quickStart('README.md', 'ts');
    const code = example?.code ?? '';
    const { tsc, run } = compileAndRun(project, code);
    expect(tsc).toBe('');
    expect([run.code, run.stderr]).toStrictEqual([0, '']);
    const said = code
      .split('\n')
      .filter((l) => l.startsWith('// /'))
      .map((l) => l.slice(3));
    expect(said.length).toBeGreaterThan(0);
    expect(run.stdout.trim().split('\n')).toStrictEqual(said);
  });

  it('require() from CommonJS works on the Node range the package states', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', CORE, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('>=20.19');
    const script = `const m = require('${CORE}'); process.stdout.write(String(m.validateSummary({ date: '2024-03-01' }).ok));`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: project, encoding: 'utf8' });
    expect([run.status, run.stdout]).toStrictEqual([0, 'true']);
  });
});

describe("the tools alone, by their README's quick start", () => {
  let project = '';
  const blocks = (): DocBlock[] => quickStart('packages/tools/README.md', 'sh');
  const bin = (args: readonly string[]): Run => {
    const run = spawnSync(join(project, 'node_modules/.bin/user-summaries'), args, {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };

  beforeAll(() => {
    project = newProject('producer');
  });

  it('installs with no other package named and runs `npx user-summaries validate` on the bundled examples: exit 0', async () => {
    const run = await runBlock(project, blocks()[0]?.code ?? 'false');
    expect(run.code, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`).toBe(0);
    expect(run.stdout).toMatch(/^usage: user-summaries validate \[options\] PATH\.\.\./m);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/install script|npm warn/i);
  }, 180_000);

  it('every package it installed came from the registry at the version packed: the core and the testing kit by version, no path', () => {
    for (const name of [CORE, TESTING, TOOLS]) {
      expect(locked(project, name), name).toStrictEqual(
        expect.objectContaining({
          version: versionOf(name),
          resolved: `${registry.url}${name}/-/${name}-${versionOf(name)}.tgz`,
        }),
      );
    }
    for (const name of ['fast-check', 'pure-rand'])
      expect(locked(project, name)?.resolved, name).toMatch(new RegExp(`^${registry.url}`));
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', TOOLS, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(installed.dependencies).toStrictEqual(
      expect.objectContaining({ [CORE]: versionOf(CORE), [TESTING]: versionOf(TESTING) }),
    );
    expect(existsSync(join(project, 'node_modules/vitest')), 'vitest is an optional peer of the testing kit').toBe(
      false,
    );
  });

  it("serves on loopback and checks the server, by the README's second block as written; the server stops with it", async () => {
    const run = await runBlock(project, blocks()[1]?.code ?? 'false');
    expect(run.code, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`).toBe(0);
    expect(run.stdout).not.toContain('local-dev-token');
    const port = Number(readFileSync(join(project, 'serve.port'), 'utf8').trim());
    expect(port).toBeGreaterThan(0);
    // `kill "$server"` stopped the server: the port refuses connections.
    expect(await closedWithin(port, 10_000)).toBe(true);
  }, 120_000);

  it('`npx user-summaries serve` answers on loopback with a generated day, and stops with its process group', async () => {
    // detached: npx, npm and the server in a process group of their own, stopped together (npx does not pass a
    // signal on to the command it runs).
    const env = { ...registry.npmEnv, USER_SUMMARIES_TOKEN: 'newcomer-token-0001' };
    const server = spawn('npx', ['user-summaries', 'serve', '--print-url', '--seed', '3'], {
      cwd: project,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let banner = '';
    server.stderr.on('data', (c: Buffer) => (banner += c.toString()));
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
        });
        server.once('exit', (code) => reject(new Error(`serve exited ${String(code)}: ${banner}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/user-summaries$/);
      const answer = await fetch(`${url}?date_from=2024-03-01&date_to=2024-03-02`, {
        headers: { authorization: 'Bearer newcomer-token-0001', 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { data: { date: string }[] };
      expect(body.data.map((d) => d.date)).toStrictEqual(['2024-03-01', '2024-03-02']);
      expect(banner).not.toContain('newcomer-token-0001');
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
      await exited;
      expect(await closedWithin(Number(new URL(url).port), 10_000)).toBe(true);
    } finally {
      // A process ended by SIGTERM has a null exitCode (its signalCode says why), and its group may be gone whole.
      if (server.pid !== undefined && server.exitCode === null && server.signalCode === null) {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // ESRCH: the group ended between the check and the kill; nothing is left to stop.
        }
      }
    }
  }, 120_000);

  it("--version prints the tools' version; an invalid file's report names the kind of each bad value, never the value", () => {
    expect(bin(['--version']).stdout).toBe(`${versionOf(TOOLS)}\n`);
    writeFileSync(
      join(project, 'day.json'),
      '{\n  "date": "2024-03-01",\n  "activity": { "total_steps": "812" },\n  "sleep": {},\n  "stress": null\n}\n',
    );
    const run = bin(['validate', '--no-slots', 'day.json']);
    expect(run.code).toBe(1);
    const messages = run.stdout.split('\n').filter((l) => /^ {2}day\.json:/.test(l) && !l.includes('required_with'));
    expect(messages).toStrictEqual([
      '  day.json:3:32  /activity/total_steps  type  activity.total_steps must be an integer (found a string)',
      '  day.json:4:12  /sleep  filled  sleep must not be empty when it is sent (found an empty object)',
      '  day.json:5:13  /stress  filled  stress must not be empty when it is sent (found null)',
    ]);
    expect(run.stdout).not.toContain('812');
  });

  it('with no install, `npx user-summaries-tools` fetches the package by its name and runs its one bin (docs/cli.md)', async () => {
    const empty = newProject('no-install');
    const run = await runBlock(empty, 'npx --yes user-summaries-tools --version');
    expect([run.code, run.stdout], run.stderr).toStrictEqual([0, `${versionOf(TOOLS)}\n`]);
    expect(existsSync(join(empty, 'node_modules')), 'npx installs into its cache, not the project').toBe(false);
  }, 120_000);

  it('demo runs to its end with nothing else installed: exit 0, every step as intended', () => {
    const demo = bin(['demo']);
    expect(demo.stderr).not.toContain('internal error');
    expect(demo.code, demo.stdout.slice(-2000)).toBe(0);
    expect(demo.stdout).not.toContain('NOT AS INTENDED');
  }, 120_000);
});

describe("the testing kit, by its README's quick start, in a CommonJS TypeScript project", () => {
  let project = '';

  beforeAll(async () => {
    project = newProject('suite');
    const [install] = quickStart('packages/testing/README.md', 'sh');
    const run = await runBlock(project, install?.code ?? 'false');
    if (run.code !== 0) throw new Error(`the quick start's install failed:\n${run.stderr}`);
  }, 120_000);

  it.each(['commonjs', 'module'] as const)(
    "the example type-checks as a %s project and runs: one fast-check, the generators' and the suite's",
    (type) => {
      setModuleType(project, type);
      const [example] = quickStart('packages/testing/README.md', 'ts');
      const { tsc, run } = compileAndRun(project, example?.code ?? '');
      expect(tsc).toBe('');
      expect([run.code, run.stdout, run.stderr]).toStrictEqual([0, 'the serializer keeps the contract\n', '']);
    },
  );
});
