import type { CheckConfig } from '../documentCheck/config.js';
import { loadValidators, type Validators } from '../documentCheck/documentKind.js';
import { loadContractValidators } from '../evolution/contractValidators.js';

/** A contract folder that cannot judge, found by a thread after the command checked it (it changed meanwhile). */
class ContractUnavailable extends Error {
  override readonly name = 'ContractUnavailable';
}

/**
 * The validators a run judges with: the installed contract's precompiled ones, or with `--contract DIR` that
 * version's documents compiled at run time (once per folder and thread).
 *
 * @example
 * const validators = await validatorsFor(config.check);
 */
export async function validatorsFor(config: CheckConfig): Promise<Validators> {
  if (config.contract === undefined) return loadValidators(config.strict);
  const load = await loadContractValidators(config.contract);
  if (!load.ok) throw new ContractUnavailable(`${load.problem.file}: ${load.problem.reason}`);
  return load.validators;
}
