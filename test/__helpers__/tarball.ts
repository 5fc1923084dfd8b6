// The workspace's npm packages as the release packs them (packages/build/src/build/packWorkspace.ts: a staging copy of each, the
// dependencies between them pinned to exact versions), packed once per test run and shared by the suites that read
// them (pack.test.ts checks their contents, pack.deep.test.ts runs Are the Types Wrong, newcomer.deep.test.ts
// publishes them to a local registry and installs them, crossimpl/bundles.test.ts looks for the bundles in the
// core's): whichever file comes first packs, under a lock folder; the others wait for its report. `npm test` builds
// first, so the pack runs no script.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { inject } from 'vitest';
import { packWorkspace, type PackedPackage } from '../../packages/build/src/build/packWorkspace.js';
import { ROOT } from './cli.js';
import { oncePerRun } from './oncePerRun.js';

/** The core, the testing kit, the metrics package and the tools, by name. */
export const CORE = 'user-summaries-contract';
export const TESTING = 'user-summaries-testing';
export const OTEL = 'user-summaries-otel';
export const TOOLS = 'user-summaries-tools';

const WAIT_MS = 180_000;

/** Packs the workspace into `dir`: the packages in publishing order, or why it failed (told to every file that waits). */
function pack(dir: string): readonly PackedPackage[] | { readonly failed: string } {
  try {
    return packWorkspace(dir);
  } catch (error) {
    return { failed: `packing the workspace failed: ${String(error)}` };
  }
}

/** This run's packages, in publishing order: packed here if no other test file has, else the other file's. */
export function packedWorkspace(): readonly PackedPackage[] {
  const dir = inject('tarballDir');
  const packed = oncePerRun(dir, () => pack(dir), WAIT_MS);
  if ('failed' in packed) throw new Error(packed.failed);
  return packed;
}

/** One package of this run's packs. */
export function packedPackage(name: string): PackedPackage {
  const found = packedWorkspace().find((p) => p.name === name);
  if (found === undefined) throw new Error(`${name} was not packed`);
  return found;
}

/** The folder of the workspace a package's sources are in (the core at the root). */
export function packageFolder(name: string): string {
  return name === CORE ? ROOT : join(ROOT, 'packages', name.replace(/^user-summaries-/, ''));
}

/** The relative links of a package's README (its own folder's README.md), without their fragments. */
function readmeLinks(name: string): string[] {
  const readme = readFileSync(join(packageFolder(name), 'README.md'), 'utf8');
  return [...readme.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)].map((m) => (m[1] ?? '').replace(/^\.\//, ''));
}

/**
 * The README's links that must be in the package's tarball: those into a folder the package ships (`schemas/`,
 * `dist/`...); the others must name a file of the repository (its docs/ and the other packages), which a registry
 * page reaches through the package's `repository` (docs/releasing.md).
 */
export function readmeLinkProblems(packed: PackedPackage): string[] {
  const shipped = new Set(packed.files.map((f) => f.split('/')[0]));
  const folder = packageFolder(packed.name);
  return readmeLinks(packed.name).flatMap((link) => {
    const top = normalize(link).split('/')[0] ?? '';
    if (shipped.has(top) && top !== 'README.md')
      return packed.files.includes(normalize(link)) ? [] : [`${link}: not in the tarball`];
    return existsSync(join(folder, link)) ? [] : [`${link}: no such file in the repository`];
  });
}
