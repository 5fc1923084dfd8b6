// The Composer package inside the tools package: packages/laravel (without its example application) copied to
// packages/tools/dist/laravel, which the tools' tarball ships with dist/. A Laravel team's Composer `path`
// repository points there, into the tools it installed with npm, so the PHP client and the engine it runs come in
// one version (docs/laravel.md, "Installing").
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** What the Composer package is made of, from packages/laravel (whose folder holds the example application too). */
export const LARAVEL_PACKAGE = {
  folders: ['packages/laravel/config', 'packages/laravel/src'],
  files: [
    'packages/laravel/composer.json',
    'packages/laravel/autoload.php',
    'packages/laravel/README.md',
    'packages/laravel/LICENSE',
  ],
} as const;

/** Copies the Composer package into the tools' dist/ of the repository at `root`, afresh (a file removed is gone). */
export function copyLaravelPackage(root: string): void {
  const target = resolve(root, 'packages/tools/dist/laravel');
  rmSync(target, { recursive: true, force: true });
  for (const part of [...LARAVEL_PACKAGE.folders, ...LARAVEL_PACKAGE.files]) {
    cpSync(resolve(root, part), resolve(target, part.slice('packages/laravel/'.length)), { recursive: true });
  }
}
