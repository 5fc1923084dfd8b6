// `npm run release:contract`: what a release of the contract writes, after the version is bumped. The changes since
// the last release, as `user-summaries diff` writes them for a pull request, become the release's section of
// docs/contract-changelog.md, and schemas/ is kept as a release of its own (schemas/released/<version>/ and its
// release.json), which the release check (packages/build/src/build/releaseCheck.ts) compares the next changes with, with every
// release before it. A release is refused when the version does not say what the repository's mode check finds.
// `--root DIR` releases another checkout (the test's temporary repository). docs/evolution.md, "The release check".
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modeProblems, releasedContract, runDiff, runModeCheck } from './releaseCheck.js';
import { configuredMode, RELEASES, releases } from './releaseHistory.js';

const OWN_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The changelog's page and the line its first section follows. */
const CHANGELOG = 'docs/contract-changelog.md';

/**
 * The changelog with a section for a release inserted above the previous ones.
 *
 * @example
 * withRelease('# Contract changelog\n\nIntro.\n\n## 0.1.0\n…', '0.2.0', '0.1.0', '### Contract diff: **breaking**\n…');
 */
export function withRelease(changelog: string, version: string, previous: string, diff: string): string {
  const section = `## ${version}\n\nSince ${previous}:\n\n${diff.trim()}\n\n`;
  const first = changelog.search(/^## /m);
  return first === -1
    ? `${changelog.trimEnd()}\n\n${section}`
    : `${changelog.slice(0, first)}${section}${changelog.slice(first)}`;
}

/** Writes the release: its changelog section, then the new baseline. 0 when written, 1 when the release is refused. */
function release(root: string): number {
  const current = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const released = releasedContract(root, undefined);
  if (current === released.version) {
    process.stderr.write(`release: ${current} is already released; bump the version first\n`);
    return 1;
  }
  const mode = configuredMode(root);
  const problem = modeProblems(runModeCheck(releases(root), join(root, 'schemas'), mode), mode, current)[0];
  if (problem !== undefined) {
    process.stderr.write(`release: ${problem}\n`);
    return 1;
  }
  const diff = runDiff(released.folder, join(root, 'schemas'), 'markdown');
  const page = join(root, CHANGELOG);
  writeFileSync(page, withRelease(readFileSync(page, 'utf8'), current, released.version, diff.output));
  const history = join(root, RELEASES);
  // A repository from before the history was kept: its one release moves into a folder of its own first.
  if (existsSync(join(history, 'release.json'))) {
    const before = join(history, released.version);
    mkdirSync(before);
    for (const file of readdirSync(history).filter((f) => f.endsWith('.schema.json') || f === 'release.json'))
      renameSync(join(history, file), join(before, file));
  }
  const folder = join(history, current);
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')))
    copyFileSync(join(root, 'schemas', file), join(folder, file));
  writeFileSync(join(folder, 'release.json'), `${JSON.stringify({ version: current }, null, 2)}\n`);
  console.log(`release: ${current} (since ${released.version}) written to ${CHANGELOG} and ${RELEASES}/${current}/`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const at = process.argv.indexOf('--root');
  const { buildIfStale } = await import('./buildAll.js');
  const built = await buildIfStale();
  if (built !== 0) process.exit(built);
  try {
    process.exitCode = release(resolve(at === -1 ? OWN_ROOT : (process.argv[at + 1] ?? OWN_ROOT)));
  } catch (error) {
    process.stderr.write(`release: ${(error as Error).message}\n`);
    process.exitCode = 2;
  }
}
