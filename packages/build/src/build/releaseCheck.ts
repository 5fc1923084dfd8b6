// `npm run check:release` (in .ci/run): the contract's own release check. It compares schemas/ with every released
// contract, by `user-summaries diff --mode` (the built command, run as a process: the core imports no other
// package), and fails when a change violates the repository's registry mode (package.json's
// `contract.compatibility`, default full) against a release and the package version does not say so: a minor bump
// past that release before 1.0, a major one after. The releases are committed in schemas/released/<version>/ (each
// release's documents and release.json, written by `npm run release:contract`), or with `--base-ref REF` the schemas/
// and package.json of a git ref (a tag). `--root DIR` checks another checkout (the test's temporary repository).
// docs/evolution.md, "The release check".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OWN_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The built command this check runs (`npm run build` writes it; the check builds first when stale). */
const CLI = join(OWN_ROOT, 'packages/tools/dist/cli/main.js');
import { configuredMode, releases, type Mode, type Release } from './releaseHistory.js';
/**
 * The hard limit on the diff's wall-clock time (seconds): its own budget stops it well before (about a minute of
 * work, docs/evolution.md "Limits and budgets"); past this, the process is killed and the check fails, saying so.
 * `--timeout SECONDS` changes it.
 */
export const DIFF_TIMEOUT_SECONDS = 600;
/** The heap the diff's process may use (MiB): a diff that needed more is killed by Node and the check fails. */
const DIFF_HEAP_MIB = 2048;

/** A version as `major.minor.patch` numbers, or undefined when it is not one. */
export function parseVersion(version: string): readonly [number, number, number] | undefined {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+].*)?$/.exec(version);
  return match === null ? undefined : [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whether a version says what the diff found since the released one: a change that breaks producers or consumers
 * needs a minor bump before 1.0 (0.1.x to 0.2.0) and a major one after (1.x to 2.0.0); any version moves forward
 * or stays. Returns the problem, or undefined when the version fits.
 *
 * @example
 * versionProblem('breaking', '0.1.0', '0.1.1'); // 'the contract breaks producers or consumers since 0.1.0: the version must be at least 0.2.0, and is 0.1.1'
 */
export function versionProblem(
  verdict: string,
  released: string,
  current: string,
  what = 'breaks producers or consumers',
): string | undefined {
  const before = parseVersion(released);
  const now = parseVersion(current);
  if (before === undefined) return `the released version ${JSON.stringify(released)} is not major.minor.patch`;
  if (now === undefined) return `the package version ${JSON.stringify(current)} is not major.minor.patch`;
  const order = now[0] - before[0] || now[1] - before[1] || now[2] - before[2];
  if (order < 0) return `the package version ${current} is older than the released ${released}`;
  if (verdict !== 'breaking') return undefined;
  const needed = before[0] === 0 ? `0.${before[1] + 1}.0` : `${before[0] + 1}.0.0`;
  const enough = before[0] === 0 ? now[0] > 0 || now[1] > before[1] : now[0] > before[0];
  return enough
    ? undefined
    : `the contract ${what} since ${released}: the version must be at least ${needed}, and is ${current}`;
}

/**
 * `user-summaries diff BASE HEAD` in a format: whether a change breaks producers or consumers, or could not be
 * decided within the diff's budget (its exit code, 1), and what it printed; a diff that cannot be made (exit 2), that
 * runs past `timeoutSeconds` (killed) or whose process dies is an error that says which.
 */
export function runDiff(
  base: string,
  head: string,
  format: 'text' | 'markdown',
  timeoutSeconds: number = DIFF_TIMEOUT_SECONDS,
): { breaking: boolean; output: string } {
  const run = spawnSync(
    process.execPath,
    [`--max-old-space-size=${DIFF_HEAP_MIB}`, CLI, 'diff', base, head, '--format', format],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: timeoutSeconds * 1000, killSignal: 'SIGKILL' },
  );
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
    throw new Error(
      `the diff did not finish within ${timeoutSeconds} s and was stopped (its own budget should end it sooner: docs/evolution.md, "Limits and budgets")`,
    );
  if (run.status === null)
    throw new Error(`the diff's process ended by ${run.signal ?? 'an error'} before it finished:\n${run.stderr}`);
  if (run.status !== 0 && run.status !== 1) throw new Error(`the diff could not be made:\n${run.stderr}`);
  return { breaking: run.status === 1, output: run.stdout };
}

/** The last released contract: a folder of its documents and its version (a temporary copy for a git ref, removed by `done`). */
export function releasedContract(
  root: string,
  ref: string | undefined,
): { folder: string; version: string; done: () => void } {
  if (ref === undefined) {
    const last = releases(root).at(-1);
    if (last === undefined) throw new Error('no release in schemas/released/ (run npm run release:contract once)');
    return { ...last, done: () => undefined };
  }
  const git = (...args: string[]): string => {
    const run = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
    return run.stdout;
  };
  const folder = mkdtempSync(join(tmpdir(), 'contract-release-'));
  const files = git('ls-tree', '--name-only', `${ref}:schemas`)
    .split('\n')
    .filter((file) => file.endsWith('.schema.json'));
  for (const file of files) writeFileSync(join(folder, file), git('show', `${ref}:schemas/${file}`));
  const version = (JSON.parse(git('show', `${ref}:package.json`)) as { version: string }).version;
  return { folder, version, done: () => rmSync(folder, { recursive: true, force: true }) };
}

/** What a release's diff says under the mode: the changes that violate it, one line each (none: the mode holds). */
export interface ModeOutcome {
  readonly release: Release;
  readonly violations: readonly string[];
  /** Whether a violation is a break (with a witness); else every violation is a side the diff could not decide. */
  readonly broken: boolean;
}

/**
 * `user-summaries diff --mode MODE RELEASE… HEAD --format json`: each release with the changes that violate the mode
 * against it (the transitive check); a check that cannot be made (exit 2) is an error with what it said.
 */
export function runModeCheck(
  bases: readonly Release[],
  head: string,
  mode: Mode,
  timeoutSeconds: number = DIFF_TIMEOUT_SECONDS,
): ModeOutcome[] {
  const run = spawnSync(
    process.execPath,
    [
      `--max-old-space-size=${DIFF_HEAP_MIB}`,
      CLI,
      'diff',
      '--mode',
      mode,
      '--format',
      'json',
      ...bases.map((b) => b.folder),
      head,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: timeoutSeconds * 1000, killSignal: 'SIGKILL' },
  );
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
    throw new Error(
      `the diff did not finish within ${timeoutSeconds} s and was stopped (its own budget should end it sooner: docs/evolution.md, "Limits and budgets")`,
    );
  if (run.status === null)
    throw new Error(`the diff's process ended by ${run.signal ?? 'an error'} before it finished:\n${run.stderr}`);
  if (run.status !== 0 && run.status !== 1) throw new Error(`the mode check could not be made:\n${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    bases: {
      undecided?: string;
      violations: {
        change: { location: string; change: string; undecided?: string };
        breaks: string[];
        undecided: string[];
      }[];
    }[];
  };
  return bases.map((release, k) => ({
    release,
    broken: (report.bases[k]?.violations ?? []).some((v) => v.breaks.length > 0),
    violations: [
      ...(report.bases[k]?.undecided === undefined
        ? []
        : [`not decided within the budget: ${report.bases[k]?.undecided} (the search for breaks no change explains)`]),
      ...(report.bases[k]?.violations ?? []).map(
        (v) =>
          `${v.change.location || '/'} ${v.change.change.replaceAll('_', ' ')}: ${[
            ...v.breaks.map((side) => `breaks ${side}`),
            ...v.undecided.map((side) => `${side} undecided`),
          ].join(
            ', ',
          )}${v.change.undecided === undefined ? '' : ` (not decided within the budget: ${v.change.undecided})`}`,
      ),
    ],
  }));
}

/** The version problems of a mode check: each release the mode is violated against and the version does not leave. */
export function modeProblems(outcomes: readonly ModeOutcome[], mode: Mode, current: string): string[] {
  return outcomes.flatMap(({ release, violations, broken }) => {
    // A side the diff could not decide may break someone: it needs the bump a break needs, and says so.
    const what = !broken
      ? 'has changes the diff could not decide within its budget (they may break producers or consumers)'
      : mode === 'full'
        ? 'breaks producers or consumers'
        : `violates the ${mode} mode`;
    return versionProblem(violations.length > 0 ? 'breaking' : 'compatible', release.version, current, what) ?? [];
  });
}

/** The lines that say the mode check, release by release. */
export function modeSummary(outcomes: readonly ModeOutcome[], mode: Mode): string {
  const lines = [`${mode} mode (package.json contract.compatibility) against ${outcomes.length} release(s):`];
  for (const { release, violations } of outcomes) {
    lines.push(`  ${release.version}: ${violations.length === 0 ? `satisfies ${mode}` : `violates ${mode}`}`);
    for (const violation of violations) lines.push(`    ${violation}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The check: 0 when the version fits the mode check against every release (or the git ref's), 1 when it does not;
 * the mode check, release by release with each change that violates the mode (an undecided side included: it may
 * break), printed either way.
 */
function check(root: string, ref: string | undefined, timeoutSeconds: number): number {
  const current = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const mode = configuredMode(root);
  const released = releasedContract(root, ref);
  try {
    const bases = ref === undefined ? releases(root) : [{ folder: released.folder, version: released.version }];
    const outcomes = runModeCheck(bases, join(root, 'schemas'), mode, timeoutSeconds);
    const problems = modeProblems(outcomes, mode, current);
    const said = modeSummary(outcomes, mode);
    if (problems.length === 0) {
      console.log(`release check: the version ${current} says what changed since ${released.version}\n\n${said}`);
      return 0;
    }
    process.stderr.write(`${problems.map((p) => `release check: ${p}`).join('\n')}\n\n${said}`);
    return 1;
  } finally {
    released.done();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  // The check runs the built command: built first when stale, as every loop does (docs/testing.md).
  const { buildIfStale } = await import('./buildAll.js');
  const built = await buildIfStale();
  if (built !== 0) process.exit(built);
  const timeout = option('--timeout');
  const seconds = timeout === undefined ? DIFF_TIMEOUT_SECONDS : Number(timeout);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    process.stderr.write('release check: --timeout must be a whole number of seconds from 1 to 86400\n');
    process.exit(2);
  }
  try {
    process.exitCode = check(resolve(option('--root') ?? OWN_ROOT), option('--base-ref'), seconds);
  } catch (error) {
    process.stderr.write(`release check: ${(error as Error).message}\n`);
    process.exitCode = 2;
  }
}
