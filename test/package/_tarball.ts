// The package as `npm pack` makes it, packed once per test run and shared by the suites that read it
// (pack.test.ts checks its contents, newcomer.deep.test.ts installs it, crossimpl/bundles.test.ts looks for the
// bundles in it): whichever file comes first packs, under a lock folder; the others wait for its report.
// `npm test` builds first, so the pack runs no script.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';

/** The packed tarball and the files npm put in it. */
export interface Packed {
  readonly tarball: string;
  readonly files: readonly string[];
}

const WAIT_MS = 120_000;

/** Blocks for `ms` without spinning (the pack runs in another worker process). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function unpack(packed: Packed | { readonly failed: string }): Packed {
  if ('failed' in packed) throw new Error(packed.failed);
  return packed;
}

/** This run's tarball: packed here if no other test file has, else the other file's, once it is written. */
export function packedTarball(): Packed {
  const dir = inject('tarballDir');
  const report = join(dir, 'packed.json');
  try {
    mkdirSync(join(dir, 'lock'));
  } catch {
    const until = Date.now() + WAIT_MS;
    while (!existsSync(report)) {
      if (Date.now() > until) throw new Error(`no tarball in ${dir} after ${WAIT_MS} ms`);
      sleep(50);
    }
    return unpack(JSON.parse(readFileSync(report, 'utf8')) as Packed | { readonly failed: string });
  }
  let packed: Packed | { readonly failed: string };
  try {
    // --ignore-scripts: `npm test` has built dist/; prepack would build it again.
    const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [first] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
    packed = first === undefined ? { failed: 'npm pack printed no report' } : { tarball: join(dir, first.filename), files: first.files.map((f) => f.path).sort() };
  } catch (error) {
    packed = { failed: `npm pack failed: ${String(error)}` };
  }
  // Written whole, then renamed: a waiting file never reads half a report, and learns of a failure at once.
  writeFileSync(`${report}.tmp`, JSON.stringify(packed));
  renameSync(`${report}.tmp`, report);
  return unpack(packed);
}
