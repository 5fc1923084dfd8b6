// README.md's install section as a reader runs it (a scale suite: a build, npm pack and npm install): `npm run
// pack:local` in the clone, then the line it prints, as printed, in an empty project, whose `user-summaries` then
// validates; and the tools' tarball alone fails, as the README says. Quick sibling: readmeInstall.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'us-readme-install-'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "reader", "version": "1.0.0", "private": true }\n');
  projects.push(dir);
  return dir;
}

/** npm as the reader's shell runs it, from the npm cache first (the packages' own dependencies). */
const env = { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' };

describe("README.md's install section", () => {
  it('npm run pack:local prints the one npm install line, which installs the four packages in a project', () => {
    const block = docBlocks('README.md').find((b) => b.code === 'npm run pack:local');
    const pack = spawnSync('bash', ['-eo', 'pipefail', '-c', block?.code ?? 'false'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(pack.status, pack.stderr).toBe(0);
    const line = pack.stdout.trim().split('\n').at(-1) ?? '';
    const tarballs = line.split(' ').slice(2);
    expect(line.startsWith('npm install ')).toBe(true);
    expect(tarballs.map((t) => t.replace(/.*\//, ''))).toEqual([
      'user-summaries-contract-0.1.0.tgz',
      'user-summaries-testing-0.1.0.tgz',
      'user-summaries-otel-0.1.0.tgz',
      'user-summaries-tools-0.1.0.tgz',
    ]);
    for (const tarball of tarballs) expect(existsSync(tarball)).toBe(true);

    const reader = project();
    const install = spawnSync('bash', ['-eo', 'pipefail', '-c', line], {
      cwd: reader,
      env,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(install.status, install.stderr).toBe(0);
    const gate = spawnSync(
      join(reader, 'node_modules/.bin/user-summaries'),
      ['validate', join(ROOT, 'examples/valid')],
      {
        cwd: reader,
        encoding: 'utf8',
      },
    );
    expect(gate.status, gate.stderr).toBe(0);

    // The tools' tarball alone: its pinned core is on no registry.
    const alone = spawnSync('npm', ['install', tarballs.find((t) => t.includes('user-summaries-tools-')) as string], {
      cwd: project(),
      env,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(alone.status).not.toBe(0);
  });
});
