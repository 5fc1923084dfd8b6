// The Python distribution of packages/python, installed as its README's quick start installs it: pip, offline
// (--no-index, --no-build-isolation: the build uses the setuptools and wheel the base python has, Debian's; --no-deps,
// its requirements checked after the install, without pip's resolver), into a fresh virtual environment that sees
// the base python's packages (Debian's jsonschema, dask and distributed). The Python suites run this installed
// distribution, never the source files: its import package and its `user-summaries-dask` command come from the
// environment's site-packages and bin/.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from './cli.js';
import { oncePerRun } from './oncePerRun.js';
import type { Runtime } from './runtimes.js';

/** What an install gives the suites: the environment's python, and the same python when the dask extra is in. */
export interface Installed {
  /** The environment's python, with the distribution installed; or why there is none. */
  readonly python: Runtime;
  /** The same python when the `dask` extra is installed (dask and distributed import); or why not. */
  readonly dask: Runtime;
  /** The python the environment was made from, without the distribution ('' when there is none). */
  readonly base: string;
}

/** The Debian packages the install needs, named in every reason a suite is skipped for. */
const PYTHON_PACKAGES = 'python3-jsonschema python3-venv python3-pip python3-setuptools python3-wheel';

/** The modules a base python needs for the install (and the quick start's `python3 -m venv`, ensurepip). */
const NEEDED = ['jsonschema', 'pip', 'setuptools', 'wheel', 'ensurepip'];

const PROBE = [
  'import sys',
  'from importlib.util import find_spec',
  `print(sys.executable); print(",".join(m for m in ${JSON.stringify(NEEDED)} if find_spec(m) is None))`,
  "print('dask' if find_spec('dask') and find_spec('distributed') else '')",
].join('\n');

/**
 * A base python with every module of NEEDED: CROSSIMPL_PYTHON if set, else Debian's `/usr/bin/python3` (the one whose
 * packages `.ci/run` installs), then `python3` on PATH (which may be a version manager's shim: pyenv's starts a
 * shell and several scripts before every run); `dask` when it has dask and distributed.
 */
export function findBasePython():
  | { readonly executable: string; readonly dask: boolean }
  | { readonly reason: string } {
  const chosen = process.env['CROSSIMPL_PYTHON'];
  const tried: string[] = [];
  for (const command of chosen ? [chosen] : ['/usr/bin/python3', 'python3']) {
    const run = spawnSync(command, ['-c', PROBE], { encoding: 'utf8', timeout: 30_000 });
    if (run.error !== undefined || run.status !== 0) {
      tried.push(`${command}: does not run`);
      continue;
    }
    const [executable = '', missing = '', dask = ''] = run.stdout.split('\n');
    if (missing === '') return { executable, dask: dask === 'dask' };
    tried.push(`${command}: no ${missing.replaceAll(',', ', ')}`);
  }
  return {
    reason: `no python3 to install the Python distribution with (${tried.join('; ')}; apt-get install ${PYTHON_PACKAGES})`,
  };
}

/**
 * The environment pip runs in: this process's, without pip's own settings (PIP_* variables, and every pip.conf, by
 * PIP_CONFIG_FILE=/dev/null), so that an index or a wheel folder configured on the host cannot stand in for "offline".
 */
export function isolatedPipEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PIP_')));
  return { ...env, PIP_CONFIG_FILE: '/dev/null', PIP_DISABLE_PIP_VERSION_CHECK: '1' };
}

/**
 * Run by the environment's python after the install (argv[1] `dask` when the extra is in): prints the distribution's
 * version line, then its requirements (the extra's with it) that the environment does not satisfy, `; `-separated
 * (an empty line when all are), as pip's resolver would judge them (pip's own `packaging`, the base python's pip).
 */
const REQUIRES = [
  'import sys',
  'from importlib.metadata import PackageNotFoundError, distribution, version',
  'from pip._vendor.packaging.markers import default_environment',
  'from pip._vendor.packaging.requirements import Requirement',
  "d = distribution('user-summaries-contract')",
  "environment = {**default_environment(), 'extra': sys.argv[1]}",
  'unmet = []',
  'for r in map(Requirement, d.requires or []):',
  '    if r.marker is not None and not r.marker.evaluate(environment): continue',
  '    try: found = version(r.name)',
  "    except PackageNotFoundError: unmet.append(f'{r} (none installed)'); continue",
  "    if not r.specifier.contains(found, prereleases=True): unmet.append(f'{r} ({r.name} {found} installed)')",
  "print('user-summaries-contract', d.version, 'on Python', sys.version.split()[0])",
  "print('; '.join(unmet))",
].join('\n');

/** Runs a step of the install; its failure as a reason, with the end of what it printed. */
function step(what: string, command: string, args: readonly string[], env?: NodeJS.ProcessEnv): string | undefined {
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 300_000, env, maxBuffer: 16 * 1024 * 1024 });
  if (run.error === undefined && run.status === 0) return undefined;
  return `${what} failed (${run.error?.message ?? `exit ${String(run.status)}`}): ${`${run.stdout}\n${run.stderr}`.trim().slice(-1500)}`;
}

/**
 * Installs packages/python into a new virtual environment in `dir`: `venv --system-site-packages` from the base
 * python, then `pip install --no-index --no-build-isolation --no-deps` of a copy of the folder (with `[dask]` when the
 * base python has dask and distributed), its requirements then checked against what the environment sees (REQUIRES:
 * pip's resolver would spend a quarter of a second of CPU finding that the base python's packages satisfy them; the
 * README's quick start, run as written with the resolver by test/python/readme.deep.test.ts, installs without
 * --no-deps). A copy, not the folder itself: setuptools builds in the folder it is given and
 * keeps its `build/` there, whose files of an earlier build would go into the wheel. The environment is made without
 * pip of its own (`--without-pip`; the base python's pip, seen through the system site-packages, installs into it):
 * ensurepip would spend seconds installing a pip the base python has (the README's quick start does run ensurepip).
 */
export function installDistribution(dir: string): Installed {
  const base = findBasePython();
  if ('reason' in base)
    return { python: { ok: false, reason: base.reason }, dask: { ok: false, reason: base.reason }, base: '' };
  const venv = join(dir, 'venv');
  const source = join(dir, 'source');
  const python = join(venv, 'bin', 'python');
  cpSync(join(ROOT, 'packages/python'), source, {
    recursive: true,
    filter: (path) => !/^(?:build|__pycache__|.*\.egg-info)$/.test(basename(path)),
  });
  const failed =
    step('python3 -m venv', base.executable, ['-m', 'venv', '--without-pip', '--system-site-packages', venv]) ??
    step(
      'pip install',
      python,
      [
        ...['-m', 'pip', 'install', '--quiet', '--no-index', '--no-build-isolation', '--no-deps'],
        base.dask ? `${source}[dask]` : source,
      ],
      isolatedPipEnv(),
    );
  if (failed !== undefined)
    return { python: { ok: false, reason: failed }, dask: { ok: false, reason: failed }, base: base.executable };
  const probe = spawnSync(python, ['-c', REQUIRES, base.dask ? 'dask' : ''], { encoding: 'utf8' });
  const [version = '', unmet = ''] = probe.stdout.split('\n');
  if (probe.status !== 0 || unmet !== '') {
    const reason = `the installed distribution's requirements are not met: ${unmet || probe.stderr.trim().slice(-1500)}`;
    return { python: { ok: false, reason }, dask: { ok: false, reason }, base: base.executable };
  }
  return {
    python: { ok: true, command: python, version },
    dask: base.dask
      ? { ok: true, command: python, version }
      : {
          ok: false,
          reason: 'no dask and distributed beside the base python (apt-get install python3-dask python3-distributed)',
        },
    base: base.executable,
  };
}

/** The distribution installed for this test run: by the first test file that asks (in any worker), shared after. */
export function installedDistribution(): Installed {
  const dir = inject('pythonDir');
  return oncePerRun(dir, () => installDistribution(dir), 300_000);
}

/** The `user-summaries-dask` command the distribution installed, beside its python in the environment's bin/. */
export function userSummariesDask(python: Runtime): string {
  return python.ok ? join(dirname(python.command), 'user-summaries-dask') : 'user-summaries-dask';
}
