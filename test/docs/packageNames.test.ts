// Every package name the READMEs give is a real one (issue #42: the README named the Composer package
// `user-summaries/laravel-contract`; packages/laravel/composer.json calls it `user-summaries/contract-laravel`). Each
// `user-summaries…` name in README.md and packages/*/README.md is read from the manifests: an npm package (the
// package.json files) or one of its exports, a path inside an installed npm package that the checkout has
// (`node_modules/user-summaries-tools/dist/laravel`), the Composer package (composer.json), the Python distribution
// or its command (pyproject.toml), or the one other kind of name the READMEs give: the Laravel config's publish tag
// (the service provider's). The README's own names for things the reader names (a Composer repository key) and
// paths of the reader's data are not package names. Every `npm install`, `composer require` and "Composer `…`" of
// the READMEs and docs/ names a real package too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { runCliInProcess } from '../__helpers__/cliInProcess.js';
import { docPages } from '../__helpers__/docBlocks.js';

/**
 * The commands of `user-summaries`, as its built help lists them (the program itself, not a copy of its table; its
 * `main` in this process: what it prints is the point, not the process).
 */
async function commandNames(): Promise<string[]> {
  const help = await runCliInProcess(['--help']);
  const section = /\ncommands\n([\s\S]*?)\n\n/.exec(help.stdout)?.[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z-]+) /gm)].map((m) => m[1] ?? '').filter((c) => c !== 'help');
}

const READMES = [
  'README.md',
  'packages/testing/README.md',
  'packages/tools/README.md',
  'packages/otel/README.md',
  'packages/python/README.md',
  'packages/laravel/README.md',
];
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface NpmManifest {
  readonly name: string;
  readonly exports?: Record<string, unknown>;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}
/** The npm packages, by name: their folder and manifest. */
const NPM = new Map(
  ['', 'packages/testing/', 'packages/tools/', 'packages/otel/'].map((folder) => {
    const manifest = JSON.parse(read(`${folder}package.json`)) as NpmManifest;
    return [manifest.name, { folder, manifest }] as const;
  }),
);
const COMPOSER = (JSON.parse(read('packages/laravel/composer.json')) as { name: string }).name;
const pyproject = read('packages/python/pyproject.toml');
const PYTHON_NAME = /^name = "([^"]+)"$/m.exec(pyproject)?.[1];
const PYTHON_SCRIPTS = [
  ...(/\[project\.scripts\]\n((?:.+\n)+)/.exec(pyproject)?.[1] ?? '').matchAll(/^([\w-]+) =/gm),
].map((m) => m[1]);
const PUBLISH_TAGS = [
  ...read('packages/laravel/src/UserSummariesServiceProvider.php').matchAll(/\],\s*'([\w-]+)'\);/g),
].map((m) => m[1]);

/** Why `name` (as a README writes it, `before` the characters ahead of it) is no real name, or undefined when it is. */
function problem(name: string, before: string): string | undefined {
  const token = name.replace(/[.,:;)]+$/, '');
  if (/repositories\.$/.test(before)) return undefined; // the reader's name for a Composer repository
  if (/node_modules\/$/.test(before)) {
    // A path inside an installed npm package: the package, and the path in its folder (built).
    const [scope, ...rest] = token.split('/');
    const pkg = NPM.get(scope ?? '');
    if (pkg === undefined) return `${token}: no npm package ${scope}`;
    return existsSync(join(ROOT, pkg.folder, ...rest)) ? undefined : `${token}: no such path in ${scope}`;
  }
  if (/[/\w]$/.test(before)) return undefined; // part of a longer path or name (a bucket's folder)
  if (token === COMPOSER || token === PYTHON_NAME || PYTHON_SCRIPTS.includes(token) || PUBLISH_TAGS.includes(token))
    return undefined;
  if (NPM.has(token)) return undefined;
  const slash = token.indexOf('/');
  if (slash > 0 && NPM.has(token.slice(0, slash))) {
    const exportsOf = NPM.get(token.slice(0, slash))?.manifest.exports ?? {};
    return `./${token.slice(slash + 1)}` in exportsOf
      ? undefined
      : `${token}: not an export of ${token.slice(0, slash)}`;
  }
  return `${token}: not a package, export, command or tag of this repository`;
}

describe('the package names the READMEs give', () => {
  it.each(READMES)('%s names only real packages, exports, paths, commands and tags', (page) => {
    const text = read(page);
    const wrong = [...text.matchAll(/user-summaries[-/][\w./*-]*/g)]
      .map((m) => problem(m[0], text.slice(Math.max(0, (m.index ?? 0) - 14), m.index)))
      .filter((p) => p !== undefined);
    expect(wrong).toEqual([]);
  });

  it('every "Composer `…`", composer require and npm install of the READMEs and docs/ names a real package', () => {
    const dependencies = new Set(
      [...NPM.values()].flatMap((p) => [
        ...Object.keys(p.manifest.dependencies ?? {}),
        ...Object.keys(p.manifest.peerDependencies ?? {}),
      ]),
    );
    const wrong: string[] = [];
    let checked = 0;
    for (const page of [...READMES, ...docPages().filter((p) => p !== 'README.md')]) {
      const text = read(page);
      // Commands as a reader copies them: inline code spans and the lines of fenced blocks.
      const code = [
        ...[...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''),
        ...[...text.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].flatMap((m) => (m[1] ?? '').split('\n')),
      ];
      for (const m of text.matchAll(/Composer (?:package )?`([\w-]+\/[\w-]+)`/g)) {
        checked++;
        if (m[1] !== COMPOSER) wrong.push(`${page}: Composer ${m[1]} (composer.json: ${COMPOSER})`);
      }
      for (const line of code) {
        for (const m of line.matchAll(/composer require (?:--dev )?'?([\w-]+\/[\w-]+)/g)) {
          checked++;
          if (m[1] !== COMPOSER) wrong.push(`${page}: composer require ${m[1]} (composer.json: ${COMPOSER})`);
        }
        for (const m of line.matchAll(/npm install((?: --?[\w-]+)*)((?: (?!-)[@\w./-]+)+)/g)) {
          for (const name of (m[2] ?? '').trim().split(' ')) {
            if (!/^[@a-z]/.test(name)) continue;
            checked++;
            if (!NPM.has(name) && !dependencies.has(name)) wrong.push(`${page}: npm install ${name}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(8);
  });

  it('the checks above see a wrong name: the README’s old Composer name, an export that does not exist', () => {
    expect(problem('user-summaries/laravel-contract', 'Composer `')).toBe(
      'user-summaries/laravel-contract: not a package, export, command or tag of this repository',
    );
    expect(problem('user-summaries-contract/loose', ' ')).toBe(
      'user-summaries-contract/loose: not an export of user-summaries-contract',
    );
    expect(problem('user-summaries-tools/dist/nothing', 'node_modules/')).toBe(
      'user-summaries-tools/dist/nothing: no such path in user-summaries-tools',
    );
    expect([COMPOSER, PYTHON_NAME, PYTHON_SCRIPTS, PUBLISH_TAGS]).toEqual([
      'user-summaries/contract-laravel',
      'user-summaries-contract',
      ['user-summaries-dask'],
      ['user-summaries-config'],
    ]);
  });

  it('the tools README names every command a user runs, with its guide; the root README links the guide of each', async () => {
    const tools = read('packages/tools/README.md');
    const root = read('README.md');
    // demo is what `npm start` runs in a clone, not a command a user of the package runs.
    const commands = await commandNames();
    expect(commands).toEqual(
      expect.arrayContaining(['validate', 'merge-reports', 'serve', 'check', 'proxy', 'engine', 'diff']),
    );
    for (const command of commands.filter((c) => c !== 'demo')) {
      expect(tools, command).toMatch(new RegExp(`\`(?:user-summaries |validate )?${command}[\` ]`));
    }
    for (const guide of ['gate', 'live', 'proxy', 'playground', 'laravel', 'coverage', 'evolution', 'cli']) {
      expect(tools, guide).toContain(`](../../docs/${guide}.md`);
      expect(root, guide).toContain(`](docs/${guide}.md`);
    }
  });
});
