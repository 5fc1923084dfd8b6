// Finds the external runtimes of the cross-implementation suites and runs them over batches of records
// (one process per batch, NDJSON in and out).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { installedDistribution } from './pythonDistribution.js';

/** A runtime found on this machine, or why it is missing. */
export type Runtime =
  | { readonly ok: true; readonly command: string; readonly version: string }
  | { readonly ok: false; readonly reason: string };

const MAX_BUFFER = 512 * 1024 * 1024;

/** What a probe command printed (trimmed), or undefined when it could not run or failed. */
function probe(command: string, args: readonly string[]): string | undefined {
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000 });
  return run.error === undefined && run.status === 0 ? run.stdout.trim() : undefined;
}

/**
 * A python whose `jsonschema` imports: Debian's `/usr/bin/python3` first (the one whose packages `.ci/run` installs),
 * then `python3` on PATH, or the one CROSSIMPL_PYTHON names. The suites run it by the path of its executable (`sys.executable`): a `python3` on
 * PATH may be a version manager's shim (pyenv's is a shell script), which would start a shell before every run.
 */
export function findPythonJsonschema(): Runtime {
  return pythonJsonschema();
}

/**
 * `probe`, run on the first call only. Each suite that needs a runtime asks for it at load, and the test files of a
 * worker share their modules (vitest `isolate: false`): a runtime is probed once per worker, not once per file.
 */
export function probedOnce(probe: () => Runtime): () => Runtime {
  let found: Runtime | undefined;
  return () => (found ??= probe());
}

const pythonJsonschema = probedOnce(() => {
  const script =
    "import sys, jsonschema; from importlib.metadata import version; print(sys.executable); print(version('jsonschema'), 'on Python', sys.version.split()[0])";
  const chosen = process.env['CROSSIMPL_PYTHON'];
  for (const command of chosen ? [chosen] : ['/usr/bin/python3', 'python3']) {
    const [executable, version] = probe(command, ['-c', script])?.split('\n') ?? [];
    if (executable && version) return { ok: true, command: executable, version: `jsonschema ${version}` };
  }
  return { ok: false, reason: 'no python3 with jsonschema (apt-get install python3-jsonschema)' };
});

/**
 * The python of a virtual environment where the Python distribution (packages/python) is installed, once per test
 * run (test/__helpers__/pythonDistribution.ts): the suites of `user_summaries_contract` run what a Python team installs.
 */
export function findInstalledPython(): Runtime {
  return installedPython();
}

const installedPython = probedOnce(() => installedDistribution().python);

/** `php` (or the command CROSSIMPL_PHP names) with Debian's Laravel validator on its include path. */
export function findLaravel(): Runtime {
  return laravel();
}

const laravel = probedOnce(() => {
  const command = process.env['CROSSIMPL_PHP'] || 'php';
  const script =
    'require_once "Illuminate/Validation/autoload.php"; require_once "Illuminate/Translation/autoload.php"; echo class_exists("Illuminate\\\\Validation\\\\Factory") ? PHP_VERSION : "";';
  const version = probe(command, ['-r', script]);
  if (version !== undefined && version !== '') return { ok: true, command, version: `PHP ${version}` };
  return {
    ok: false,
    reason:
      "no php with Laravel's validator (apt-get install php-cli php-illuminate-validation php-illuminate-translation php-illuminate-support php-illuminate-container)",
  };
});

/**
 * Whether a suite runs: yes when its runtime is present; when it is missing, the suite is skipped with a
 * printed reason, except under CI=true, where it runs and fails on its first assertion.
 */
export function suiteRuns(name: string, runtime: Runtime): boolean {
  if (runtime.ok) return true;
  const ci = process.env['CI'] === 'true';
  console.log(
    `${ci ? 'FAILING' : 'skipping'} ${name}: ${runtime.reason}${ci ? ' (CI=true: a missing runtime fails)' : ''}`,
  );
  return ci;
}

/** A line given as JSON text, written verbatim (its number spellings kept); it must not contain a newline. */
export class JsonText {
  constructor(readonly text: string) {
    if (/[\n\r]/.test(text)) throw new Error('a JsonText line must be one line');
  }
}

/**
 * Runs a command over NDJSON lines and returns its parsed output lines; throws when it fails. A line is
 * written with JSON.stringify, or verbatim when it is a {@link JsonText}.
 */
export function runNdjson(command: string, args: readonly string[], lines: readonly unknown[]): unknown[] {
  const input = lines.map((line) => `${line instanceof JsonText ? line.text : JSON.stringify(line)}\n`).join('');
  const run = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: MAX_BUFFER, timeout: 300_000 });
  if (run.status !== 0) throw new Error(`${command} exited ${String(run.status)}: ${run.stderr.slice(0, 2000)}`);
  const out = run.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);
  if (out.length !== lines.length)
    throw new Error(`${command} answered ${out.length} lines for ${lines.length}: ${run.stderr.slice(0, 2000)}`);
  return out;
}

const PYTHON_HARNESS = fileURLToPath(new URL('../crossimpl/jsonschema_harness.py', import.meta.url));

/** Python jsonschema's verdicts for records, each against one of the named schema files. */
export function pythonVerdicts(
  runtime: Runtime,
  schemaFiles: Readonly<Record<string, string>>,
  items: readonly { schema: string; data: unknown }[],
): boolean[] {
  if (!runtime.ok) throw new Error(runtime.reason);
  const args = [PYTHON_HARNESS, ...Object.entries(schemaFiles).map(([name, path]) => `${name}=${path}`)];
  return runNdjson(runtime.command, args, items).map((answer, i) => {
    const { valid, error } = answer as { valid?: boolean; error?: string };
    if (typeof valid !== 'boolean') throw new Error(`python could not check item ${i}: ${String(error)}`);
    return valid;
  });
}

const VIOLATIONS_HARNESS = fileURLToPath(new URL('../crossimpl/violations_harness.py', import.meta.url));

/** A (pointer, rule) pair as `violations()` of the Python distribution returns it. */
export interface PythonViolation {
  readonly pointer: string;
  readonly rule: string;
}

/** `violations(bundle, data)` of the installed Python distribution for records, each against one of the named bundles. */
export function pythonViolations(
  runtime: Runtime,
  schemaFiles: Readonly<Record<string, string>>,
  items: readonly { schema: string; data: unknown }[],
): PythonViolation[][] {
  if (!runtime.ok) throw new Error(runtime.reason);
  const args = [VIOLATIONS_HARNESS, ...Object.entries(schemaFiles).map(([name, path]) => `${name}=${path}`)];
  return runNdjson(runtime.command, args, items).map((answer, i) => {
    const { violations, error } = answer as { violations?: PythonViolation[]; error?: string };
    if (!Array.isArray(violations)) throw new Error(`python could not report item ${i}: ${String(error)}`);
    return violations;
  });
}
