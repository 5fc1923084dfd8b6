// The Python distribution (packages/python) as pip installs it into a fresh virtual environment, offline
// (test/__helpers__/pythonDistribution.ts): what the install holds (the bundles byte for byte, the rule data, the command and
// the dask extra), that the package is imported from the environment and not from the repository, the command's
// usage errors (exit 2, named as the command), where the command finds the gate, and the zip archive a cluster's
// workers import.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLES } from 'user-summaries-build/codegen/bundleArtifacts';
import { ROOT } from '../__helpers__/cli.js';
import { findInstalledPython, suiteRuns } from '../__helpers__/runtimes.js';
import { basePython, findDaskPython } from '../__helpers__/dask.js';
import { userSummariesDask } from '../__helpers__/pythonDistribution.js';

const python = findInstalledPython();
const dask = findDaskPython();
/** A folder outside the repository, made by the suite when it runs (a skipped suite leaves nothing behind). */
let scratch = '';

/** Runs the environment's python on a script, in a folder outside the repository; its output, or a thrown error. */
function runPython(
  script: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv; command?: string; args?: readonly string[] } = {},
): string {
  if (!python.ok) throw new Error(python.reason);
  const run = spawnSync(options.command ?? python.command, ['-c', script, ...(options.args ?? [])], {
    cwd: options.cwd ?? scratch,
    encoding: 'utf8',
    env: options.env,
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`python exited ${String(run.status)}: ${run.stderr.slice(-2000)}`);
  return run.stdout;
}

/** The command run as a user runs it, in a folder outside the repository. */
function command(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(userSummariesDask(dask), args, { cwd: scratch, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * The command's `main(args)` for each argument list, in one python process (what a run prints and its exit code, a
 * usage error's SystemExit included): the refusals made before any work, without a python start for each.
 */
function refusals(
  interpreter: string,
  argLists: readonly (readonly string[])[],
): { code: number | null; stdout: string; stderr: string }[] {
  const script = [
    'import contextlib, io, json, sys',
    'from user_summaries_contract.dask.command import main',
    'out = []',
    'for args in json.loads(sys.stdin.read()):',
    '    stdout, stderr = io.StringIO(), io.StringIO()',
    '    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):',
    '        try:',
    '            code = main(args)',
    '        except SystemExit as stop:',
    '            code = stop.code',
    "    out.append({'code': code, 'stdout': stdout.getvalue(), 'stderr': stderr.getvalue()})",
    'sys.__stdout__.write(json.dumps(out))',
  ].join('\n');
  const run = spawnSync(interpreter, ['-c', script], {
    cwd: scratch,
    encoding: 'utf8',
    input: JSON.stringify(argLists),
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`python exited ${String(run.status)}: ${run.stderr.slice(-2000)}`);
  return JSON.parse(run.stdout) as { code: number | null; stdout: string; stderr: string }[];
}

/** What the installed distribution says of itself: its metadata, its version, where it is imported from, its bundles. */
interface Inspected {
  readonly files: string[];
  readonly requires: string[];
  readonly extras: string[];
  readonly scripts: Record<string, string>;
  readonly version: string;
  readonly file: string;
  readonly prefix: string;
  readonly names: string[];
  readonly bundles: Record<string, string>;
}
let inspection: Inspected | undefined;

/** {@link Inspected}, read by one python process for the three tests that read it (a python start each saved). */
function inspected(): Inspected {
  inspection ??= JSON.parse(
    runPython(
      [
        'import json, sys',
        'from importlib.metadata import distribution, version',
        'from importlib.resources import files',
        'import user_summaries_contract as u',
        "d = distribution('user-summaries-contract')",
        "print(json.dumps({'files': sorted(str(f) for f in d.files if '__pycache__' not in str(f) and '.dist-info' not in str(f)),",
        "  'requires': d.requires, 'extras': d.metadata.get_all('Provides-Extra'),",
        "  'scripts': {e.name: e.value for e in d.entry_points if e.group == 'console_scripts'},",
        "  'version': version('user-summaries-contract'),",
        "  'file': u.__file__, 'prefix': sys.prefix, 'names': list(u.BUNDLE_NAMES),",
        "  'bundles': {n: files('user_summaries_contract').joinpath('bundles').joinpath(n).read_text('utf-8') for n in u.BUNDLE_NAMES}}))",
      ].join('\n'),
    ),
  ) as Inspected;
  return inspection;
}

describe.runIf(suiteRuns('the Python distribution suite', python))('the Python distribution, installed by pip', () => {
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'usc-python-distribution-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('holds the package, the bundles, the rule data and the command, and declares jsonschema and the dask extra', () => {
    const installed = inspected();
    const pkg = 'user_summaries_contract';
    expect(installed.files).toEqual(
      [
        '../../../bin/user-summaries-dask',
        ...['__init__.py', '_bundles.py', '_violations.py', 'rules.json'].map((f) => `${pkg}/${f}`),
        ...BUNDLES.map((b) => `${pkg}/bundles/${b.name}`),
        ...[
          '__init__.py',
          '__main__.py',
          'command.py',
          'coverage.py',
          'gate.py',
          'jsonschema_engine.py',
          'node_engine.py',
          'partitions.py',
          'replay.py',
          'report.py',
          'run.py',
          'tasks.py',
        ].map((f) => `${pkg}/dask/${f}`),
      ].sort(),
    );
    expect(installed.requires).toEqual([
      'jsonschema (>=4.10)',
      "dask (>=2022.12) ; extra == 'dask'",
      "distributed (>=2022.12) ; extra == 'dask'",
    ]);
    expect(installed.extras).toEqual(['dask']);
    expect(installed.scripts).toEqual({ 'user-summaries-dask': 'user_summaries_contract.dask.command:main' });
  });

  it("is versioned as the core whose bundles and rule data it carries (pyproject.toml's version is the root package.json's)", () => {
    const core = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(inspected().version).toBe(core.version);
  });

  it('is imported from the environment, and its bundles are those of schemas/bundles byte for byte', () => {
    const found = inspected();
    expect(found.file.startsWith(`${found.prefix}/lib/`)).toBe(true);
    expect(found.file.startsWith(ROOT)).toBe(false);
    expect(found.names).toEqual(BUNDLES.map((b) => b.name).sort());
    for (const name of found.names)
      expect(found.bundles[name] === readFileSync(join(ROOT, 'schemas/bundles', name), 'utf8'), name).toBe(true);
  });

  it('loads a bundle by its name only, and validates with it from a folder that holds nothing of the repository', () => {
    const script = [
      'from user_summaries_contract import load_bundle, violations',
      "print(violations(load_bundle('user-summary.strict.bundle.json'), {'date': '2024-01-31', 'extra': 1}))",
      "for name in ('../rules.json', 'user-summary', '/etc/passwd'):",
      '    try:',
      '        load_bundle(name)',
      '    except ValueError as error:',
      '        print(error)',
    ].join('\n');
    const names = BUNDLES.map((b) => b.name)
      .sort()
      .join(', ');
    expect(runPython(script).split('\n')).toEqual([
      "[{'pointer': '/extra', 'rule': 'unknown_field'}]",
      `no bundle named '../rules.json'; the bundles are ${names}`,
      `no bundle named 'user-summary'; the bundles are ${names}`,
      `no bundle named '/etc/passwd'; the bundles are ${names}`,
      '',
    ]);
  });

  it.runIf(suiteRuns('the Python distribution suite (its dask extra)', dask))(
    'has the command, whose usage errors exit 2 named as the command, as `python3 -m` too',
    () => {
      const none = command([]);
      expect(none.code).toBe(2);
      expect(none.stderr).toMatch(/^usage: user-summaries-dask /);
      expect(none.stderr).toMatch(/\nuser-summaries-dask: the following arguments are required: FILES\n$/);
      // The other refusals in one process (the command's main, as its console script calls it): the spawned runs
      // above and below prove the command and the module; each python start costs more than a refusal.
      const [workers, examples, profile, bundles] = refusals(dask.ok ? dask.command : 'python3', [
        ['--workers', '0', 'x.ndjson'],
        ['--max-examples', '-1', 'x.ndjson'],
        ['--engine', 'jsonschema', '--strict', '--no-slots', 'x.ndjson'],
        ['--engine', 'jsonschema', '--bundles', scratch, 'x.ndjson'],
      ]);
      expect(workers).toMatchObject({ code: 2, stdout: '' });
      expect(workers?.stderr).toContain(
        'user-summaries-dask: argument --workers: must be a positive integer, but received 0\n',
      );
      expect(examples).toEqual({
        code: 2,
        stdout: '',
        stderr: 'user-summaries-dask: --max-examples must not be negative\n',
      });
      expect(profile).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'user-summaries-dask: no bundle combines --strict and --no-slots; use the node engine for that profile\n',
      });
      expect(bundles).toMatchObject({ code: 2, stdout: '' });
      const module = spawnSync(
        dask.ok ? dask.command : 'python3',
        ['-m', 'user_summaries_contract.dask', '--max-examples', '-1', 'x.ndjson'],
        { cwd: scratch, encoding: 'utf8' },
      );
      expect({ code: module.status, stderr: module.stderr }).toEqual({
        code: 2,
        stderr: 'user-summaries-dask: --max-examples must not be negative\n',
      });
    },
  );

  it('says which extra to install when distributed is missing, before any work (exit 2)', () => {
    // `None` in sys.modules makes `import distributed` raise ImportError, as it does where the extra is absent.
    const script =
      "import sys\nsys.modules['distributed'] = None\nfrom user_summaries_contract.dask.command import main\nsys.exit(main(['x.ndjson']))";
    const run = spawnSync(python.ok ? python.command : 'python3', ['-c', script], { cwd: scratch, encoding: 'utf8' });
    expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "user-summaries-dask: distributed is missing (the distribution's dask extra: pip install 'user-summaries-contract[dask]', or apt-get install python3-dask python3-distributed)\n",
    });
  });

  it("finds the gate: the nearest npm project's bin or checkout from the current folder up, else user-summaries on PATH", () => {
    const project = join(scratch, 'project');
    const deeper = join(project, 'archive', '2024');
    mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
    mkdirSync(deeper, { recursive: true });
    writeFileSync(join(project, 'node_modules', '.bin', 'user-summaries'), '#!/bin/sh\n');
    chmodSync(join(project, 'node_modules', '.bin', 'user-summaries'), 0o755);
    const empty = mkdtempSync(join(tmpdir(), 'usc-python-nothing-'));
    try {
      // default_gate() from each folder, in one python process (it reads the current folder when called).
      const folders = [ROOT, join(ROOT, 'test', 'python'), deeper, empty];
      const found = runPython(
        [
          'import json, os, sys',
          'from user_summaries_contract.dask.gate import default_gate',
          'for folder in json.loads(sys.argv[1]):',
          '    os.chdir(folder)',
          '    print(default_gate())',
        ].join('\n'),
        { args: [JSON.stringify(folders)] },
      ).split('\n');
      const gate = (cwd: string): string | undefined => found[folders.indexOf(cwd)];
      // The checkout's gate: the bin npm linked for the tools' workspace when it was built before an install, else
      // the workspace's bin read from its manifest (a fresh clone: npm ci links no bin whose file is not built yet).
      const linked = join(ROOT, 'node_modules', '.bin', 'user-summaries');
      const checkout = existsSync(linked) ? linked : `node ${ROOT}packages/tools/dist/cli/main.js`;
      expect(gate(ROOT)).toBe(checkout);
      expect(gate(join(ROOT, 'test', 'python'))).toBe(checkout);
      expect(gate(deeper)).toBe(join(project, 'node_modules', '.bin', 'user-summaries'));
      expect(gate(empty)).toBe('user-summaries');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("ships itself to a cluster's workers as a zip archive that a python without the distribution imports, data included", () => {
    const archive = join(scratch, 'shipped');
    mkdirSync(archive, { recursive: true });
    // The upload with a stand-in client that keeps the archive (Client.upload_file's argument) instead of sending it.
    const ship = [
      'import shutil, sys',
      'from user_summaries_contract.dask.run import _ship_package',
      'class Keep:',
      '    def upload_file(self, path):',
      `        shutil.copy(path, ${JSON.stringify(archive)})`,
      '_ship_package(Keep())',
    ].join('\n');
    runPython(ship);
    const zip = join(archive, 'user_summaries_contract.zip');
    const use = [
      'import sys',
      `sys.path.insert(0, ${JSON.stringify(zip)})`,
      'from importlib.util import find_spec',
      'from user_summaries_contract import load_bundle, violations',
      'import user_summaries_contract.dask.tasks',
      'print(find_spec("user_summaries_contract").origin)',
      "print(violations(load_bundle('user-summary.bundle.json'), {'date': '2024-02-30'}))",
    ].join('\n');
    // The python the environment was made from: no user_summaries_contract of its own, as on a worker host.
    const printed = runPython(use, { command: basePython() }).split('\n');
    expect(printed.slice(0, 2)).toEqual([
      `${zip}/user_summaries_contract/__init__.py`,
      "[{'pointer': '/date', 'rule': 'date_format'}]",
    ]);
  });
});
