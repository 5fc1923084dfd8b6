// The package as `npm pack` makes it, packed once per test run and shared by the suites that read it
// (pack.test.ts checks its contents, newcomer.deep.test.ts installs it, crossimpl/bundles.test.ts looks for the
// bundles in it): whichever file comes first packs, under a lock folder; the others wait for its report.
// `npm test` builds first, so the pack runs no script.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { oncePerRun } from '../__helpers__/oncePerRun.js';

/** The packed tarball and the files npm put in it. */
export interface Packed {
  readonly tarball: string;
  readonly files: readonly string[];
}

const WAIT_MS = 120_000;

function unpack(packed: Packed | { readonly failed: string }): Packed {
  if ('failed' in packed) throw new Error(packed.failed);
  return packed;
}

/** Packs the package into `dir`: the tarball and its files, or why it failed (told to every file that waits). */
function pack(dir: string): Packed | { readonly failed: string } {
  try {
    // --ignore-scripts: `npm test` has built dist/; prepack would build it again.
    const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [first] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
    return first === undefined ? { failed: 'npm pack printed no report' } : { tarball: join(dir, first.filename), files: first.files.map((f) => f.path).sort() };
  } catch (error) {
    return { failed: `npm pack failed: ${String(error)}` };
  }
}

/**
 * The files of this repository the README links to, which the tarball must hold: every relative link but those
 * into packages/, the workspace's other packages, which ship on their own (the Python distribution, by pip).
 */
export function readmeLinkedFiles(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/\]\((?!https?:|#|packages\/)([^)#]+)/g)].map((m) => (m[1] ?? '').replace(/^\.\//, ''));
}

/** This run's tarball: packed here if no other test file has, else the other file's, once it is written. */
export function packedTarball(): Packed {
  const dir = inject('tarballDir');
  return unpack(oncePerRun(dir, () => pack(dir), WAIT_MS));
}
