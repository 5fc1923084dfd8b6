// The release's packing step: every npm package of the workspace (the core at the root, then packages/testing and
// packages/tools) packed as the registry will hold it. In the workspace the siblings depend on the core by
// `file:../..` (npm links the root package no other way); a published package must name the version instead. Each
// package is packed from a staging copy (what its `files` names, for npm's own rules to pick from, its package.json
// with every dependency on a package of the workspace pinned to that package's exact version), so the repository's package.json files
// are never modified, not even for a moment. `npx tsx packages/build/src/build/packWorkspace.ts [--out DIR] [--publish]`
// (docs/releasing.md); packages/build/test/package/ packs with the same function and publishes to a local registry.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The fields of a package.json that name packages to install with it. */
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** Fields of the root package.json that describe the workspace, not the published core. */
const WORKSPACE_ONLY_FIELDS = ['workspaces', 'overrides'] as const;

/**
 * Scripts of the workspace's manifests that a published package must not carry: `prepack` builds the core, and in
 * the siblings refuses a plain `npm pack` (their `file:../..` dependency); a published package is built, and its
 * folder has neither sources nor a path dependency.
 */
const WORKSPACE_ONLY_SCRIPTS = ['prepack'] as const;

/** A package.json, as far as packing reads it. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly [field: string]: unknown;
}

/** One package of the workspace: its manifest and its folder (absolute). */
export interface WorkspacePackage {
  readonly dir: string;
  readonly manifest: Manifest;
}

/** One packed package: its tarball, the files npm put in it and the manifest it carries. */
export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  readonly tarball: string;
  readonly files: readonly string[];
  readonly manifest: Manifest;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * The npm packages of the workspace in publishing order: the core first, then the root's `workspaces` in order,
 * leaving out the private ones (packages/build, the workspace's tooling, is never packed).
 */
export function workspacePackages(root: string = ROOT): WorkspacePackage[] {
  const core = readManifest(root);
  const members = (core['workspaces'] as readonly string[] | undefined) ?? [];
  return [
    { dir: root, manifest: core },
    ...members
      .map((member) => ({ dir: resolve(root, member), manifest: readManifest(resolve(root, member)) }))
      .filter((pkg) => pkg.manifest['private'] !== true),
  ];
}

/**
 * A member package's manifest without its `scripts`: they only run its suites in the workspace
 * (`npm test -w packages/tools`), which the published package does not hold.
 */
function withoutWorkspaceScripts(manifest: Manifest): Manifest {
  const { scripts: _scripts, ...rest } = manifest;
  return rest as Manifest;
}

/**
 * The manifest as published: every dependency on a package of the workspace pinned to that package's exact
 * version, and the workspace's own fields and scripts (`prepack`) left out. Fails on a dependency on a package
 * published later (the registry would not have it yet) and on any path specifier left (`file:`, `link:`,
 * `workspace:`).
 */
export function publishedManifest(manifest: Manifest, earlier: ReadonlyMap<string, string>): Manifest {
  const out: Record<string, unknown> = { ...manifest };
  for (const field of WORKSPACE_ONLY_FIELDS) delete out[field];
  const scripts = manifest['scripts'] as Record<string, string> | undefined;
  if (scripts !== undefined) {
    const kept = Object.fromEntries(
      Object.entries(scripts).filter(([name]) => !(WORKSPACE_ONLY_SCRIPTS as readonly string[]).includes(name)),
    );
    if (Object.keys(kept).length > 0) out['scripts'] = kept;
    else delete out['scripts'];
  }
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field] as Record<string, string> | undefined;
    if (deps === undefined) continue;
    const pinned: Record<string, string> = {};
    for (const [name, spec] of Object.entries(deps)) {
      const version = earlier.get(name);
      if (version === undefined && /^(?:file|link|workspace):/.test(spec)) {
        throw new Error(
          `${manifest.name}: ${field}.${name} is "${spec}", a path, and ${name} is not a package published before it`,
        );
      }
      pinned[name] = version ?? spec;
    }
    out[field] = pinned;
  }
  return out as Manifest;
}

/** Characters that make an entry of `files` a pattern rather than a path. */
const GLOB = /[*?[\]{}!]/;

/**
 * What a package's staging copy starts from: every file at the top of its folder, and the folders its `files`,
 * `main`, `browser` and `bin` name (every folder when `files` is missing or starts with a pattern), never
 * node_modules/ or .git/. npm's own rules pick the package's files among them when it packs the copy, as they would
 * in the package's folder: the staging copy holds everything those rules could take.
 */
export function stagingEntries(dir: string, manifest: Manifest): string[] {
  const files = manifest['files'] as readonly string[] | undefined;
  const named = [
    ...(files ?? []).filter((f) => !f.startsWith('!')),
    ...[manifest['main'], manifest['browser']].filter((f): f is string => typeof f === 'string'),
    ...Object.values((manifest['bin'] as Record<string, string> | undefined) ?? {}),
  ].map((path) => path.replace(/^\.?\/+/, '').split('/')[0] ?? '');
  const everyFolder = files === undefined || named.some((top) => GLOB.test(top));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '.git')
    .filter((entry) => !entry.isDirectory() || everyFolder || named.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** A staging copy of one package in `staging`: what npm may pack from it, the published manifest, the licence. */
function stage(pkg: WorkspacePackage, manifest: Manifest, staging: string): void {
  mkdirSync(staging, { recursive: true });
  for (const entry of stagingEntries(pkg.dir, pkg.manifest))
    cpSync(join(pkg.dir, entry), join(staging, entry), { recursive: true });
  writeFileSync(join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Every package carries the repository's licence: npm packs a package's own LICENSE (each folder holds a copy,
  // packages/build/test/package/plainPack.test.ts); a folder without one would get the root's.
  if (!existsSync(join(staging, 'LICENSE'))) copyFileSync(join(ROOT, 'LICENSE'), join(staging, 'LICENSE'));
}

/**
 * Packs every npm package of the workspace into `destination` (made if missing), in publishing order, from
 * what is built (run `npm run build` first). The repository is left as it was.
 *
 * @example
 * for (const p of packWorkspace('/tmp/release')) console.log(p.tarball); // the core, the testing kit, the tools
 */
export function packWorkspace(destination: string, root: string = ROOT): PackedPackage[] {
  const out = resolve(destination);
  mkdirSync(out, { recursive: true });
  const packages = workspacePackages(root);
  const staging = mkdtempSync(join(tmpdir(), 'usc-stage-'));
  try {
    const versions = new Map<string, string>();
    const manifests = packages.map((pkg, i) => {
      const published = publishedManifest(pkg.manifest, versions);
      const manifest = i === 0 ? published : withoutWorkspaceScripts(published);
      versions.set(manifest.name, manifest.version);
      stage(pkg, manifest, join(staging, String(i)));
      return manifest;
    });
    // One npm run packs the staged folders in order, its own rules (`files`, the files it always takes) picking
    // each package's files: no run before it to list them. --ignore-scripts: the build is done (prepack would build
    // again, in a folder with no sources).
    const args = [
      'pack',
      ...packages.map((_pkg, i) => join(staging, String(i))),
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      out,
    ];
    const reports = JSON.parse(
      execFileSync('npm', args, { cwd: staging, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ) as { filename: string; files: { path: string }[] }[];
    return manifests.map((manifest, i) => {
      const report = reports[i];
      if (report === undefined) throw new Error(`npm pack printed no report for ${manifest.name}`);
      return {
        name: manifest.name,
        version: manifest.version,
        tarball: join(out, report.filename),
        files: report.files.map((f) => f.path).sort(),
        manifest,
      };
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * `npm publish` of each tarball, in order (a package after those it depends on), with npm's own configuration
 * (registry, token) and the extra `npmArgs` (`--registry URL`, `--userconfig FILE`, `--dry-run`...).
 */
export function publishPacked(
  packed: readonly PackedPackage[],
  npmArgs: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): void {
  for (const p of packed) execFileSync('npm', ['publish', p.tarball, ...npmArgs], { env, stdio: 'inherit' });
}

/** Said before the install line: which tarballs go together, and why. */
export const INSTALL_NOTE =
  'to install them in a project before they are on the registry (the core, the testing kit and the tools together: the testing kit and the tools pin the core, the tools the testing kit, at versions only these tarballs hold; the core alone and the metrics package alone install alone):';

/**
 * The one `npm install` line that installs the packed packages in a project: every tarball, in publishing order,
 * each path quoted for a POSIX shell when it needs it.
 *
 * @example
 * installLine(packWorkspace('packed')); // 'npm install /repo/packed/user-summaries-contract-0.1.0.tgz …'
 */
export function installLine(packed: readonly PackedPackage[]): string {
  const quoted = (path: string) => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`);
  return `npm install ${packed.map((p) => quoted(p.tarball)).join(' ')}`;
}

async function main(argv: readonly string[]): Promise<number> {
  const outAt = argv.indexOf('--out');
  const known = new Set(['--publish', '--out', ...(outAt >= 0 ? [argv[outAt + 1]] : [])]);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0 || (outAt >= 0 && argv[outAt + 1] === undefined)) {
    console.error('usage: tsx packages/build/src/build/packWorkspace.ts [--out DIR] [--publish]');
    return 2;
  }
  const { buildIfStale } = await import('./buildAll.js');
  const built = await buildIfStale();
  if (built !== 0) return built;
  const packed = packWorkspace(resolve(outAt >= 0 ? (argv[outAt + 1] ?? '.') : '.'));
  for (const p of packed) console.log(`${p.name}@${p.version}  ${p.tarball}  (${p.files.length} files)`);
  if (argv.includes('--publish')) publishPacked(packed);
  else {
    console.log(`publish, in this order: ${packed.map((p) => `npm publish ${p.tarball}`).join(' && ')}`);
    console.log(`\n${INSTALL_NOTE}\n${installLine(packed)}`);
  }
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2));
