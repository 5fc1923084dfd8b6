// Package hygiene, on the tarball `npm pack` makes (after `npm run build`; packed once per run,
// test/package/_tarball.ts): what it holds, no install script, and publint. Two checks are costly start-ups and run
// in `npm run test:deep` only: installing the tarball in a new project and running its bins there
// (newcomer.deep.test.ts, which also require()s it from CommonJS), and Are the Types Wrong (pack.deep.test.ts).
// The package is ESM-only ("type": "module", no `require` condition): it states its Node range instead (engines
// >=20.19, where require() of an ES module is unflagged).
import { readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { packedTarball, readmeLinkedFiles } from './_tarball.js';

const ROOT = new URL('../../', import.meta.url);
const PKG = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  main: string;
  types: string;
  bin: Record<string, string>;
  sideEffects: boolean;
  type: string;
  files: string[];
  scripts?: Record<string, string>;
};

let tarball = '';
let files: readonly string[] = [];

beforeAll(() => {
  ({ tarball, files } = packedTarball());
}, 120_000);

/** `./dist/x.js` → `dist/x.js`; wildcard targets are checked by their folder. */
function targetsOf(value: string | Record<string, string>): string[] {
  return (typeof value === 'string' ? [value] : Object.values(value)).map((t) => t.replace(/^\.\//, ''));
}

describe('npm pack', () => {
  it('is ESM with types and no side effects', () => {
    expect(PKG.type).toBe('module');
    expect(PKG.sideEffects).toBe(false);
    expect(Object.keys(PKG.exports)).toEqual(expect.arrayContaining(['.', './arbitraries', './schemas/*', './standalone', './vitest']));
    for (const entry of ['.', './arbitraries', './standalone', './vitest']) {
      const target = PKG.exports[entry] as Record<string, string>;
      expect(Object.keys(target), entry).toStrictEqual(['types', 'default']);
    }
  });

  it('holds every file the package.json points at: exports, main, types, bin, precompiled validators, schemas', () => {
    const wanted = [
      ...Object.values(PKG.exports).flatMap(targetsOf),
      PKG.main.replace(/^\.\//, ''),
      PKG.types.replace(/^\.\//, ''),
      ...Object.values(PKG.bin),
    ];
    for (const target of wanted) {
      if (target.includes('*')) {
        const prefix = target.slice(0, target.indexOf('*'));
        expect(files.some((f) => f.startsWith(prefix)), target).toBe(true);
      } else {
        expect(files, target).toContain(target);
      }
    }
    expect(files.filter((f) => /^precompiled\/.*\.js$/.test(f)).length).toBeGreaterThanOrEqual(4);
    expect(files).toContain('schemas/user-summary.schema.json');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('README.md');
  });

  it('holds none of the workspace\'s other packages: the Python distribution is installed by pip from packages/python', () => {
    expect(files.filter((f) => /^(?:packages|integrations\/python|integrations\/dask)\//.test(f) || f.endsWith('.py'))).toStrictEqual([]);
  });

  it('runs no script at install, and holds LICENSE and every file the README links', () => {
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(PKG.scripts?.[hook], hook).toBeUndefined();
    expect(files).toContain('LICENSE');
    const linked = readmeLinkedFiles();
    expect(linked.length).toBeGreaterThan(0);
    for (const file of linked) expect(files, file).toContain(file);
  });

  it('holds nothing from test/, src/ or bench/, no source maps, no dotfiles, no tarballs', () => {
    const stray = files.filter((f) => /^(?:test|src|bench|node_modules)\//.test(f) || f.endsWith('.map') || /(?:^|\/)\./.test(f) || f.endsWith('.tgz') || /\.test\.[jt]s$/.test(f));
    expect(stray).toStrictEqual([]);
  });

  it('is publint-clean (strict, suggestions included)', async () => {
    const bytes = readFileSync(tarball);
    const { messages } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
      strict: true,
      level: 'suggestion',
    });
    expect(messages.map((m) => `${m.type} ${m.code}: ${formatMessage(m, PKG) ?? ''}`)).toStrictEqual([]);
  });
});
