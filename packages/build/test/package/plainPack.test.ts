// What the ordinary commands do in a package's own folder (issue #42): `npm pack` and `npm publish` of
// packages/testing or packages/tools would ship `"user-summaries-contract": "file:../.."` (a consumer gets a link to
// its own folder), so both refuse, pointing to the workspace's packing script (docs/releasing.md); the release's
// manifests carry no such guard. Every package folder holds the repository's LICENSE, byte for byte, so each archive
// made from it carries the licence (npm, Composer, the Python sdist and wheel:
// packages/tools/test/laravel/composerArchive.test.ts,
// test/python/archives.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedManifest, workspacePackages } from '../../src/build/packWorkspace.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';

const scratch = mkdtempSync(join(tmpdir(), 'usc-plain-pack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** npm in `cwd`, tarballs into the scratch folder, no registry reachable (nothing may be published). */
function npm(args: readonly string[], cwd: string): { status: number | null; output: string } {
  const run = spawnSync('npm', [...args, '--registry', 'http://127.0.0.1:9/'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_pack_destination: scratch },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

/**
 * The ordinary commands that must refuse: in each sibling's folder, and from the root for a workspace (npm is slow to
 * start: one run each; the guard is one script). The folder npm runs in, the package it names, npm's arguments.
 */
const EVERY_COMMAND = [
  ['packages/testing', 'testing', ['pack']],
  ['packages/tools', 'tools', ['publish', '--dry-run']],
  ['the root', 'tools', ['pack', '--dry-run', '-w', 'packages/tools']],
] as const;
/** One of them in `npm test` (the run's seed picks which), all three under `npm run test:deep`. */
const COMMANDS = casesAtDepth(EVERY_COMMAND, 1);

describe('npm pack and npm publish in a sibling package’s folder, or of a workspace from the root', () => {
  it.each(COMMANDS)(
    '%s: npm of user-summaries-%s %j refuses, naming the path dependency and the packing script',
    (where, name, args) => {
      const run = npm(args, where === 'the root' ? ROOT : join(ROOT, where));
      expect(run.status, run.output).not.toBe(0);
      expect(run.output).toContain(
        `user-summaries-${name}: not packed from its folder: its package.json names the core by a path (file:../..)`,
      );
      expect(run.output).toContain(
        'Pack the release from the repository root: npx tsx packages/build/src/build/packWorkspace.ts',
      );
      expect(run.output).toContain('(docs/releasing.md)');
      expect(readdirSync(scratch).filter((f) => f.endsWith('.tgz'))).toEqual([]);
    },
  );

  it('the manifests the release packs carry no prepack: a published package is built and has no path dependency', () => {
    const versions = new Map<string, string>();
    for (const pkg of workspacePackages()) {
      const manifest = publishedManifest(pkg.manifest, versions);
      versions.set(manifest.name, manifest.version);
      expect((manifest['scripts'] as Record<string, string> | undefined)?.['prepack'], manifest.name).toBeUndefined();
      expect(JSON.stringify(manifest), manifest.name).not.toContain('file:../..');
    }
    // The workspace's own manifests keep their scripts: the guards, and the build before a pack of the core and of
    // the metrics package (which names no package of the workspace, so it packs from its folder as it is).
    const guarded = workspacePackages().map((p) =>
      Boolean((p.manifest['scripts'] as Record<string, string>)?.['prepack']),
    );
    expect(guarded).toEqual([true, true, true, true]);
  });
});

describe('the licence in every package', () => {
  it.each(['testing', 'tools', 'otel', 'python', 'laravel'])(
    "packages/%s/LICENSE is the repository's LICENSE",
    (name) => {
      expect(readFileSync(join(ROOT, 'packages', name, 'LICENSE'), 'utf8')).toBe(
        readFileSync(join(ROOT, 'LICENSE'), 'utf8'),
      );
    },
  );
});
