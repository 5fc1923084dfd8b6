// Package hygiene, on the three tarballs the release packs (packages/build/src/build/packWorkspace.ts, after `npm run build`; packed
// once per run, test/__helpers__/tarball.ts): what each holds, the versions between them, no install script, and
// publint. Two checks are costly start-ups and run in `npm run test:deep` only: publishing them to a local registry
// and installing each alone in a new project (newcomer.deep.test.ts), and Are the Types Wrong (pack.deep.test.ts).
// The packages are ESM ("type": "module"); they state their Node range instead of a CommonJS build (engines
// >=20.19, where require() of an ES module is unflagged). The testing kit's generators also have a `require`
// condition, for CommonJS projects' type-checking (docs/arbitraries.md).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedManifest, stagingEntries, type Manifest, type PackedPackage } from '../../src/build/packWorkspace.js';
import {
  CORE,
  OTEL,
  packageFolder,
  packedWorkspace,
  readmeLinkProblems,
  TESTING,
  TOOLS,
} from '../../../../test/__helpers__/tarball.js';

/** The manifest fields this test reads. */
interface PackageJson extends Manifest {
  readonly exports: Record<string, string | Record<string, string | Record<string, string>>>;
  readonly main?: string;
  readonly types?: string;
  readonly bin?: Record<string, string>;
  readonly sideEffects?: boolean;
  readonly type?: string;
  readonly engines?: Record<string, string>;
  readonly scripts?: Record<string, string>;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

let packed: readonly PackedPackage[] = [];
const byName = (name: string): PackedPackage => {
  const found = packed.find((p) => p.name === name);
  if (found === undefined) throw new Error(`${name} not packed`);
  return found;
};
const manifestOf = (name: string): PackageJson => byName(name).manifest as PackageJson;

beforeAll(() => {
  packed = packedWorkspace();
}, 180_000);

/** Every file an export condition names (`./dist/x.js` → `dist/x.js`), nested conditions included. */
function exportTargets(value: string | Record<string, unknown>): string[] {
  return typeof value === 'string'
    ? [value.replace(/^\.\//, '')]
    : Object.values(value).flatMap((v) => exportTargets(v as string | Record<string, unknown>));
}

/** The innermost condition objects of an export: each must name its types before its code. */
function conditionLeaves(value: string | Record<string, unknown>): Record<string, string>[] {
  if (typeof value === 'string') return [];
  const nested = Object.values(value).filter((v) => typeof v !== 'string');
  return nested.length === 0
    ? [value as Record<string, string>]
    : nested.flatMap((v) => conditionLeaves(v as Record<string, unknown>));
}

describe('the workspace, packed for the registry', () => {
  it("packs the four npm packages in publishing order, each at the version of its folder's package.json", () => {
    expect(packed.map((p) => p.name)).toStrictEqual([CORE, TESTING, OTEL, TOOLS]);
    for (const p of packed) {
      const source = JSON.parse(readFileSync(join(packageFolder(p.name), 'package.json'), 'utf8')) as Manifest;
      expect(p.version, p.name).toBe(source.version);
    }
  });

  it('names each sibling by its exact version, never by a path: the tools need the core and the testing kit as packed', () => {
    const versions = new Map(packed.map((p) => [p.name, p.version]));
    for (const p of packed) {
      const m = p.manifest as PackageJson;
      for (const deps of [m.dependencies, m.peerDependencies, m.optionalDependencies]) {
        for (const [name, spec] of Object.entries(deps ?? {})) {
          expect(spec, `${p.name} → ${name}`).not.toMatch(/^(?:file|link|workspace):/);
          if (versions.has(name)) expect(spec, `${p.name} → ${name}`).toBe(versions.get(name));
        }
      }
    }
    expect(manifestOf(TESTING).dependencies).toStrictEqual({ [CORE]: byName(CORE).version });
    // ajv and ajv-formats: the diff compiles the versions it compares; re2js: it runs their patterns in linear time,
    // pinned exactly (docs/evolution.md); prom-client writes the proxy's and the mock's /_contract/metrics in the
    // metrics package's names (docs/observability.md).
    expect(Object.keys(manifestOf(TOOLS).dependencies ?? {}).sort()).toStrictEqual(
      ['ajv', 'ajv-formats', 'fast-check', 'prom-client', 're2js', CORE, TESTING, OTEL].sort(),
    );
    expect(manifestOf(TOOLS).dependencies?.['prom-client']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifestOf(TOOLS).dependencies?.['re2js']).toBe('2.10.0');
    expect(manifestOf(CORE)['workspaces']).toBeUndefined();
  });

  it('publishedManifest pins a `file:` dependency on a package published before it, and refuses one on any other', () => {
    const manifest = { name: 'x', version: '1.0.0', dependencies: { core: 'file:../..', other: '^2.0.0' } };
    expect(publishedManifest(manifest, new Map([['core', '3.1.4']]))['dependencies']).toStrictEqual({
      core: '3.1.4',
      other: '^2.0.0',
    });
    expect(() => publishedManifest(manifest, new Map())).toThrow(/core is not a package published before it/);
  });

  it("stages the top-level files and the folders `files`, `main` and `bin` name (every folder for a pattern), for npm's own rules to pick from", () => {
    const dir = mkdtempSync(join(tmpdir(), 'usc-staging-entries-'));
    try {
      for (const folder of ['dist', 'schemas', 'bin', 'lib', 'src', 'node_modules', '.git'])
        mkdirSync(join(dir, folder));
      for (const file of ['README.md', 'package.json', '.npmignore', 'tsconfig.json'])
        writeFileSync(join(dir, file), '');
      const manifest = { name: 'x', version: '1.0.0', main: './lib/index.js', bin: { x: 'bin/x.js' } };
      expect(stagingEntries(dir, { ...manifest, files: ['dist', '!dist/**/*.map', 'schemas/*.json'] })).toStrictEqual([
        '.npmignore',
        'README.md',
        'bin',
        'dist',
        'lib',
        'package.json',
        'schemas',
        'tsconfig.json',
      ]);
      const everyFolder = [
        '.npmignore',
        'README.md',
        'bin',
        'dist',
        'lib',
        'package.json',
        'schemas',
        'src',
        'tsconfig.json',
      ];
      expect(stagingEntries(dir, { ...manifest, files: ['*.js'] })).toStrictEqual(everyFolder);
      expect(stagingEntries(dir, manifest)).toStrictEqual(everyFolder);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves the repository's package.json files as they were", () => {
    const source = JSON.parse(readFileSync(join(packageFolder(TOOLS), 'package.json'), 'utf8')) as PackageJson;
    expect(source.dependencies?.[CORE]).toBe('file:../..');
  });
});

describe.each([CORE, TESTING, OTEL, TOOLS])('npm pack of %s', (name) => {
  it('is ESM with types, states its Node range, and names types before code in every condition', () => {
    const m = manifestOf(name);
    expect(m.type).toBe('module');
    expect(m.engines).toStrictEqual({ node: '>=20.19' });
    for (const [entry, target] of Object.entries(m.exports)) {
      if (typeof target === 'string') continue;
      for (const leaf of conditionLeaves(target))
        expect(Object.keys(leaf), `${name} ${entry}`).toStrictEqual(['types', 'default']);
    }
  });

  it('holds every file its package.json points at (exports, main, types, bin), README.md and LICENSE', () => {
    const m = manifestOf(name);
    const { files } = byName(name);
    const wanted = [
      ...Object.values(m.exports).flatMap(exportTargets),
      ...[m.main, m.types].flatMap((f) => (f === undefined ? [] : [f.replace(/^\.\//, '')])),
      ...Object.values(m.bin ?? {}),
    ];
    for (const target of wanted) {
      if (target.includes('*'))
        expect(
          files.some((f) => f.startsWith(target.slice(0, target.indexOf('*')))),
          target,
        ).toBe(true);
      else expect(files, target).toContain(target);
    }
    expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
  });

  it('runs no script at install; its README links only files it ships or files of the repository', () => {
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(manifestOf(name).scripts?.[hook], hook).toBeUndefined();
    expect(readmeLinkProblems(byName(name))).toStrictEqual([]);
  });

  it("holds nothing from test/, src/ or bench/, no source maps, no dotfiles, no tarballs, no Python; PHP only as the tools' copy of the Laravel package", () => {
    // The tools carry the Composer package the Laravel client installs from a path repository (dist/laravel/,
    // without its example app), so the client and the engine it runs come in one version (docs/laravel.md).
    const laravelCopy = (f: string): boolean =>
      name === 'user-summaries-tools' && f.startsWith('dist/laravel/') && !f.startsWith('dist/laravel/example/');
    const stray = byName(name).files.filter(
      (f) =>
        /^(?:test|src|bench|node_modules|packages|integrations)\//.test(f) ||
        f.endsWith('.map') ||
        /(?:^|\/)\./.test(f) ||
        /\.(?:tgz|py)$/.test(f) ||
        (f.endsWith('.php') && !laravelCopy(f)) ||
        /\.test\.[jt]s$/.test(f),
    );
    expect(stray).toStrictEqual([]);
    if (name !== 'user-summaries-tools') expect(byName(name).files.filter((f) => f.endsWith('.php'))).toStrictEqual([]);
    else expect(byName(name).files).toContain('dist/laravel/src/Engine/EngineLocator.php');
  });

  it('is publint-clean (strict, suggestions included)', async () => {
    const bytes = readFileSync(byName(name).tarball);
    const { messages } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
      strict: true,
      level: 'suggestion',
    });
    expect(messages.map((m) => `${m.type} ${m.code}: ${formatMessage(m, manifestOf(name)) ?? ''}`)).toStrictEqual([]);
  });
});

describe("the core's tarball", () => {
  it('holds the built modules, the precompiled validators and the schemas only: no generator, build step, CLI, mock, proxy, playground or coverage model', () => {
    const { files } = byName(CORE);
    expect(
      files.filter(
        (f) => !/^(?:dist|precompiled|schemas)\//.test(f) && !['README.md', 'LICENSE', 'package.json'].includes(f),
      ),
    ).toStrictEqual([]);
    const dist = new Set(
      files.filter((f) => f.startsWith('dist/') && f.split('/').length > 2).map((f) => f.split('/')[1]),
    );
    // Not coverage: the items and their counting are the testing kit's (user-summaries-testing/coverage), which
    // its matchers and the tools share; no entry of the core used them.
    expect([...dist].sort()).toStrictEqual([
      'generated',
      'guard',
      'jsonLexer',
      'precompiled',
      'schemas',
      'transport',
      'validator',
    ]);
    expect(
      files.filter(
        (f) =>
          /^schemas\/vector-cases\//.test(f) ||
          /(?:^|\/)(?:cli|mock|proxy|playground|engine|codegen|build)(?:\/|\.)/.test(f),
      ),
    ).toStrictEqual([]);
    expect(files.filter((f) => /^precompiled\/.*\.js$/.test(f)).length).toBeGreaterThanOrEqual(4);
    expect(files).toEqual(
      expect.arrayContaining(['schemas/user-summary.schema.json', 'dist/index.d.ts', 'dist/index.bundle.js']),
    );
  });

  it('weighs at most 300 KB packed (issue 35): its modules ship without their comments, its declarations with them', () => {
    const { tarball, files } = byName(CORE);
    expect(statSync(tarball).size).toBeLessThanOrEqual(300 * 1024);
    // A line that opens a comment; the two bundles open with their banner, written by esbuild.
    const commented = files.filter(
      (f) =>
        /^dist\/.*\.js$/.test(f) &&
        !f.endsWith('.bundle.js') &&
        /^\s*(?:\/\/|\/\*)/m.test(readFileSync(join(packageFolder(CORE), f), 'utf8')),
    );
    expect(commented).toStrictEqual([]);
    // What a consumer's editor shows on hover.
    expect(readFileSync(join(packageFolder(CORE), 'dist/precompiled/validateResponse.d.ts'), 'utf8')).toMatch(
      /\/\*\*\n \* Validates a response body of GET \/user-summaries[\s\S]*\*\/\nexport declare function validateResponse\(/,
    );
  });

  it('has no dependency of any kind and no bin: a consumer installs the core alone', () => {
    const m = manifestOf(CORE);
    expect([m.dependencies, m.peerDependencies, m.optionalDependencies, m.bin]).toStrictEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(m.sideEffects).toBe(false);
  });
});

describe("the testing kit's and the tools' tarballs", () => {
  it('the testing kit: the generators with CommonJS declarations for the `require` condition, the matchers, the coverage model; fast-check and vitest as peers', () => {
    const { files } = byName(TESTING);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/arbitraries/index.cjs',
        'dist/arbitraries/index.d.cts',
        'dist/arbitraries/userSummary.d.cts',
        'dist/vitest/index.js',
        'dist/coverage/index.js',
        'dist/coverage/index.d.ts',
      ]),
    );
    expect(Object.keys(manifestOf(TESTING).peerDependencies ?? {}).sort()).toStrictEqual(['fast-check', 'vitest']);
  });

  it('the metrics package: its entry and declarations, @opentelemetry/api as its one peer and no dependency', () => {
    const { files } = byName(OTEL);
    expect(files).toEqual(expect.arrayContaining(['dist/metrics/index.js', 'dist/metrics/index.d.ts']));
    expect(manifestOf(OTEL).dependencies).toBeUndefined();
    expect(Object.keys(manifestOf(OTEL).peerDependencies ?? {})).toStrictEqual(['@opentelemetry/api']);
  });

  it('the tools: the user-summaries bin, the examples the demo reads, the playground page and the alert rules', () => {
    const { files } = byName(TOOLS);
    expect(files).toContain('prometheus/user-summaries.rules.yml');
    expect(manifestOf(TOOLS).bin).toStrictEqual({ 'user-summaries': 'dist/cli/main.js' });
    expect(files.some((f) => f.startsWith('dist/examples/valid/'))).toBe(true);
    expect(files.some((f) => f.startsWith('dist/playground/'))).toBe(true);
  });
});
