import { usageError } from './args/help.js';
import { helpWidth } from './args/wrap.js';
import { parseValidateArgs, validateHelp } from './validateOptions.js';
import { runGate } from '../gate/runGate.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { outputClash } from './outputClash.js';
import { resolve } from 'node:path';
import type { GateConfig } from '../documentCheck/config.js';
import { loadContractValidators } from '../evolution/contractValidators.js';
import { escapeControls } from '../outputText/safeText.js';

/**
 * With `--contract DIR`: the folder made absolute (threads and partitions read it) and read and compiled once
 * here, so a folder that cannot judge is a usage error (2) naming the file and the reason before any input is read.
 */
async function withContract(config: GateConfig, io: CliIo): Promise<GateConfig | number> {
  if (config.check.contract === undefined) return config;
  const folder = resolve(io.cwd, config.check.contract);
  const load = await loadContractValidators(folder);
  if (!load.ok) {
    const where = load.problem.file === '.' ? config.check.contract : `${config.check.contract}/${load.problem.file}`;
    io.stderr.write(
      `user-summaries validate: --contract ${escapeControls(where)}: ${escapeControls(load.problem.reason)}\n`,
    );
    return EXIT.usage;
  }
  return { ...config, check: { ...config.check, contract: folder } };
}

/**
 * `user-summaries validate`: the CI gate. Validates summary and response documents (files, directories,
 * NDJSON streams, standard input) and reports in text, json, junit, sarif, github, gitlab, html or the archive format;
 * beside any of them, a Markdown step summary for CI (docs/ci.md).
 *
 * @returns the exit code: 0 all valid, 1 violations, 2 usage error or input that cannot be read or parsed
 * @example
 * await runValidate(['examples/valid/summary-all-groups.json', '--format', 'json'], processIo());
 */
export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseValidateArgs(args);
  if ('help' in parsed) {
    io.stdout.write(validateHelp(helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in parsed) return usageError(io.stderr, 'validate', parsed.error);
  // An output that is an input: refused before anything is read or written (exit 2).
  const coverage = parsed.config.coverage;
  if (coverage !== undefined) {
    const clash = await outputClash('--coverage', coverage.file, parsed.config.paths, io.cwd);
    if (clash !== undefined) return usageError(io.stderr, 'validate', clash);
  }
  const contract = await withContract(parsed.config, io);
  if (typeof contract === 'number') return contract;
  const config = { ...parsed.config, check: contract.check };
  if (config.frames) return (await import('../dask/partitionProtocol.js')).runFrames(config, io);
  return runGate(config, io);
}
