// README.md's first screen (issue #43): the two commands that work on a fresh machine first, then the one command
// that packs the four npm packages from a clone and prints the install line that works, then the registry names for
// after publishing; every install line a reader can copy works or says why not. The pack and the install it prints
// run in readmeInstall.deep.test.ts (the scale suites: a build, npm pack and npm install).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installLine, type PackedPackage } from '../../src/build/packWorkspace.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';

const blocks = docBlocks('README.md');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe("README.md's first screen", () => {
  it('starts with npm install && npm start and npm test, then the one command that packs the packages', () => {
    const [first, second] = blocks;
    expect(first?.lang).toBe('sh');
    expect(first?.code.split('\n').map((l) => l.replace(/\s+#.*$/, ''))).toEqual([
      'npm install && npm start',
      'npm test',
    ]);
    // Nothing but the title and one heading before them.
    expect(
      readme
        .split('\n')
        .slice(0, first?.line ?? 0)
        .filter((l) => l.trim() !== '' && !l.startsWith('<!--')),
    ).toEqual(['# user-summaries-contract', '## Start here', '```sh']);
    expect(second?.code).toBe('npm run pack:local');
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['pack:local']).toBe('tsx packages/build/src/build/packWorkspace.ts --out packed');
  });

  it('every npm install line it shows works or says why not', () => {
    const installs = blocks.filter((b) => b.lang === 'sh' && /^npm install\b/m.test(b.code));
    for (const block of installs) {
      if (block.code.startsWith('npm install && npm start')) continue;
      // The registry's names: marked, with the reason (404 until the first release).
      expect(block.marker, `README.md:${block.line}`).toMatch(
        /^not-run: the registry answers 404 until the first release/,
      );
    }
    expect(readme).toContain('| package | for | install (once published; today: `npm run pack:local`, above) |');
    expect(readme).toContain('`npm install user-summaries-contract` answers 404 until the first\nrelease.');
  });

  it('the install line names each tarball, quoted for a shell when its path needs it', () => {
    const packed = ['/clone/packed/a-0.1.0.tgz', "/my clone/it's/b-0.1.0.tgz"].map(
      (tarball) => ({ tarball }) as PackedPackage,
    );
    expect(installLine(packed)).toBe("npm install /clone/packed/a-0.1.0.tgz '/my clone/it'\\''s/b-0.1.0.tgz'");
  });
});
