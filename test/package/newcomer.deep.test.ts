// The newcomer's path, from the packed tarball alone in a new project (no other package installed beside it):
// install (no install scripts run), `npx user-summaries-contract --help`, validate the bundled examples and an
// invalid file whose report names the kind of each bad value, `demo`, serve then check with the token exported
// once (USER_SUMMARIES_TOKEN, read by both), and require() from CommonJS on the Node range package.json
// states. Real npm, real processes, loopback only; the tarball is packed from this checkout (the run builds first
// when the build is stale). The install is the point, and a costly start-up: this runs at full depth only (`npm run
// test:deep`, which .ci/run runs; docs/testing.md, "Scale suites"). `npm test` keeps what needs no install:
// pack.test.ts (the tarball's files, no install script, the README's links) and the commands in-process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball, readmeLinkedFiles } from './_tarball.js';
import { ROOT } from '../__helpers__/cli.js';

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };
let project = '';
let installLog = '';
let packed: readonly string[] = [];

/** Runs the installed bin through npx, as the README says, in the new project. */
function npx(args: readonly string[], env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync('npx', ['--no-install', 'user-summaries-contract', ...args], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs the bin npm linked into node_modules/.bin (what npx runs, without npm's start-up each time). */
function bin(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(join(project, 'node_modules/.bin/user-summaries-contract'), args, { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'usc-newcomer-'));
  const { tarball, files } = packedTarball();
  packed = files;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'newcomer', version: '1.0.0', private: true }));
  // The tarball alone: whatever a command the README offers needs at run time comes with it.
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project, encoding: 'utf8' });
  installLog = `${install.stdout}\n${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install failed:\n${installLog}`);
}, 300_000);

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

describe('a newcomer, from the packed tarball', () => {
  it('installs with no install script to run or warn about, and the tarball holds LICENSE and the docs the README links', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/user-summaries-contract/package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(installed.scripts?.[hook], hook).toBeUndefined();
    expect(installLog).not.toMatch(/script/i);
    expect(packed).toContain('LICENSE');
    const linked = readmeLinkedFiles();
    expect(linked.length).toBeGreaterThan(0);
    for (const file of linked) expect(packed, file).toContain(file);
  });

  it('npx user-summaries-contract --help, --version and a command help answer exit 0', () => {
    const help = npx(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: user-summaries <command> \[options\]/);
    for (const command of ['validate', 'serve', 'check', 'demo']) expect(help.stdout).toContain(`  ${command}`);
    expect(bin(['--version']).stdout).toBe(`${PKG.version}\n`);
    const validate = bin(['validate', '-h']);
    expect([validate.code, validate.stdout.split('\n')[0]]).toEqual([0, 'usage: user-summaries validate [options] PATH...']);
  });

  it('validates the bundled examples: valid 0, the include_slots=0 page with --no-slots 0, invalid 1', () => {
    const examples = 'node_modules/user-summaries-contract/examples';
    expect(bin(['validate', `${examples}/valid`]).code).toBe(0);
    expect(bin(['validate', '--no-slots', `${examples}/valid-no-slots`]).code).toBe(0);
    const invalid = bin(['validate', `${examples}/invalid`]);
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain('/activity/total_steps');
  });

  it('an invalid file: the text report names the kind of each bad value, never the value, and says how to see values', () => {
    const file = join(project, 'day.json');
    writeFileSync(file, '{\n  "date": "2024-03-01",\n  "activity": { "total_steps": "812" },\n  "sleep": {},\n  "stress": null\n}\n');
    const run = bin(['validate', '--no-slots', 'day.json']);
    expect(run.code).toBe(1);
    const messages = run.stdout.split('\n').filter((l) => /^ {2}day\.json:/.test(l) && !l.includes('required_with'));
    expect(messages).toEqual([
      '  day.json:3:32  /activity/total_steps  type  activity.total_steps must be an integer (found a string)',
      '  day.json:4:12  /sleep  filled  sleep must not be empty when it is sent (found an empty object)',
      '  day.json:5:13  /stress  filled  stress must not be empty when it is sent (found null)',
    ]);
    expect(run.stdout).toContain('note: values from the payload are masked (health data); --show-values shows them');
    expect(run.stdout).not.toContain('812');
  });

  it('demo (and demo --help) runs to its end with no other package installed: exit 0, every step as intended', () => {
    expect(existsSync(join(project, 'node_modules/fast-check/package.json')), 'fast-check comes as a dependency').toBe(true);
    expect(bin(['demo', '--help']).code).toBe(0);
    const demo = bin(['demo']);
    expect(demo.stderr).not.toContain('internal error');
    expect(demo.code, demo.stdout.slice(-2000)).toBe(0);
    expect(demo.stdout).not.toContain('NOT AS INTENDED');
    expect(demo.stdout).toContain('--fault duplicate-day');
  }, 120_000);

  it('serves, then checks the server at the URL serve printed (--print-url), with the token exported once: exit 0', async () => {
    // One variable for both commands, as docs/live.md says: no --token-env on either.
    const env = { ...process.env, USER_SUMMARIES_TOKEN: 'newcomer-token-0001', NO_COLOR: '1' };
    const server = spawn(join(project, 'node_modules/.bin/user-summaries-contract'), ['serve', '--print-url', '--seed', '3'], { cwd: project, env });
    let banner = '';
    server.stderr.on('data', (c: Buffer) => (banner += c.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
        });
        server.on('exit', (code) => reject(new Error(`serve exited ${String(code)}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/user-summaries$/);
      const check = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        // The bin npx runs (the test above runs npx itself), without npm's start-up a second time.
        const child = spawn(join(project, 'node_modules/.bin/user-summaries-contract'), ['check', '--base-url', url, '--from', '2024-03-01', '--to', '2024-03-07'], { cwd: project, env });
        let stdout = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.on('close', (code) => resolve({ code, stdout }));
      });
      expect(check.stdout).not.toContain('newcomer-token-0001');
      expect(check.code, check.stdout).toBe(0);
      expect(banner).toContain('token: from environment variable USER_SUMMARIES_TOKEN (not shown)');
      expect(banner).not.toContain('newcomer-token-0001');
    } finally {
      server.kill('SIGTERM');
    }
  });

  it(`states the Node range it supports (${PKG.engines.node}), where require() of the package works unflagged from CommonJS`, () => {
    expect(PKG.engines.node).toBe('>=20.19');
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect((major ?? 0) > 20 || ((major ?? 0) === 20 && (minor ?? 0) >= 19)).toBe(true);
    const script = "const m = require('user-summaries-contract'); process.stdout.write(String(m.validateSummary({ date: '2024-03-01' }).ok));";
    const run = spawnSync(process.execPath, ['-e', script], { cwd: project, encoding: 'utf8' });
    expect([run.status, run.stdout]).toEqual([0, 'true']);
  });
});
