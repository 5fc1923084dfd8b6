// What the npm packages weigh as the release packs them (packages/build/src/build/packWorkspace.ts): each tarball's packed and
// unpacked bytes, its file count and the packages it brings with it. The core's target: its tarball at most 300 KB
// packed, with no runtime dependency. Part of `npm run bench` (bench/report.ts writes the table); `npx tsx
// bench/packageWeight.ts` prints it alone.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { packWorkspace } from '../packages/build/src/build/packWorkspace.js';

/** One package's tarball. */
export interface PackageWeight {
  readonly name: string;
  readonly packedBytes: number;
  readonly unpackedBytes: number;
  readonly files: number;
  /** The packages installed with it: `dependencies`, and `peerDependencies` not marked optional. */
  readonly dependencies: readonly string[];
}

/** The budget of the core's tarball, packed (issue 35). */
export const CORE_TARBALL_BUDGET = 300 * 1024;

/** The bytes of the files in a gzipped tar: the sizes its headers give (512-byte blocks, octal size at 124). */
function unpackedSize(tarball: string): number {
  const tar = gunzipSync(readFileSync(tarball));
  let total = 0;
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar
      .subarray(at, at + 100)
      .toString('latin1')
      .replace(/\0.*$/s, '');
    if (name === '') break;
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    if (tar[at + 156] === 0x30 || tar[at + 156] === 0) total += size;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return total;
}

/**
 * @public bench/run.ts loads it by name (`mod['measurePackageWeights']`), which knip cannot follow.
 * Packs the workspace into a scratch folder (the build must be done: `npm run bench` builds first) and weighs each tarball. */
export function measurePackageWeights(): PackageWeight[] {
  const scratch = mkdtempSync(join(tmpdir(), 'usc-bench-pack-'));
  try {
    return packWorkspace(scratch).map((p) => {
      const peers = (p.manifest['peerDependencies'] as Record<string, string> | undefined) ?? {};
      const optional = (p.manifest['peerDependenciesMeta'] as Record<string, { optional?: boolean }> | undefined) ?? {};
      const dependencies = [
        ...Object.keys((p.manifest['dependencies'] as Record<string, string> | undefined) ?? {}),
        ...Object.keys(peers).filter((name) => optional[name]?.optional !== true),
      ];
      return {
        name: p.name,
        packedBytes: statSync(p.tarball).size,
        unpackedBytes: unpackedSize(p.tarball),
        files: p.files.length,
        dependencies,
      };
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The tarballs as a Markdown table. */
export function formatPackageWeights(weights: readonly PackageWeight[]): string {
  return [
    '| package | packed | unpacked | files | installed with it |',
    '|---|--:|--:|--:|---|',
    ...weights.map(
      (w) =>
        `| \`${w.name}\` | **${kb(w.packedBytes)}** | ${kb(w.unpackedBytes)} | ${w.files} | ${w.dependencies.length === 0 ? 'nothing' : w.dependencies.map((d) => `\`${d}\``).join(', ')} |`,
    ),
  ].join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  console.log(formatPackageWeights(measurePackageWeights()));
}
