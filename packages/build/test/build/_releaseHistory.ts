// The temporary checkouts of the release history's suites (releaseHistory.test.ts, releaseHistory.deep.test.ts):
// releases committed in schemas/released/<version>/, each a copy of schemas/ (edited), and the release check run as
// `npm run check:release` runs it (tsx, a diff of the whole contract in a CLI process).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';

type Json = Record<string, any>;
const folders: string[] = [];

/** Removes every checkout the suite made (call it in `afterAll`). */
export function removeCheckouts(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** The head accepts sleep type 5, which the base rejected (breaks consumers). */
export const sleepTypeAdded = (folder: string): void => {
  const file = join(folder, 'sleep-slot.schema.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  doc['properties']['type'].enum.push(5);
  writeFileSync(file, JSON.stringify(doc, null, 2));
};

/** A checkout whose releases are the versions given (each a copy of schemas/, edited), and whose schemas/ is `head`. */
export function checkout(
  versions: readonly { version: string; edit?: (folder: string) => void }[],
  head: { version: string; edit?: (folder: string) => void },
  compatibility?: unknown,
): string {
  const repo = mkdtempSync(join(tmpdir(), 'contract-history-'));
  folders.push(repo);
  const place = (folder: string, edit?: (folder: string) => void): void => {
    cpSync(join(ROOT, 'schemas'), folder, {
      recursive: true,
      filter: (path) =>
        !path.includes('/released') &&
        !path.includes('/bundles') &&
        !path.includes('/openapi') &&
        !path.includes('/vectors') &&
        !path.includes('/laravel'),
    });
    edit?.(folder);
  };
  for (const { version, edit } of versions) {
    const folder = join(repo, 'schemas/released', version);
    place(folder, edit);
    writeFileSync(join(folder, 'release.json'), JSON.stringify({ version }));
  }
  place(join(repo, 'schemas'), head.edit);
  writeFileSync(
    join(repo, 'package.json'),
    JSON.stringify({
      name: 'contract',
      version: head.version,
      ...(compatibility === undefined ? {} : { contract: { compatibility } }),
    }),
  );
  return repo;
}

/** The release check (`npm run check:release`) on a checkout, as a process. */
export function check(root: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(ROOT, 'packages/build/src/build/releaseCheck.ts'), '--root', root],
    { encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
