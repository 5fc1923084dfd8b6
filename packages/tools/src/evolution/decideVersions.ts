import { compareLocations, type ChangeDraft } from './changes.js';
import { decideChange, type ChangeDecision } from './decide.js';
import { prepare } from './prepare.js';
import { ENTRIES } from './locations.js';
import type { ContractVersion } from './readVersion.js';
import type { VersionSide } from './search.js';
import type { DiffPolicy } from './types.js';

/** A change of the documents and its decision, with the time the decision took. */
export interface DecidedChange {
  readonly draft: ChangeDraft;
  readonly decision: ChangeDecision;
  readonly milliseconds: number;
}

/**
 * The decision alone (no search) for every change found by comparing two versions' documents: what the bench times
 * and what the tests attack with the search. Throws a `ModelProblem` for a version that cannot be read.
 *
 * @example
 * const { changes } = decideVersions(base, head);
 * changes[0]?.decision.get('default')?.consumers.verdict; // 'breaks'
 */
export function decideVersions(
  base: ContractVersion,
  head: ContractVersion,
  seed = 37,
  policy: DiffPolicy = 'lenient',
): { readonly base: VersionSide; readonly head: VersionSide; readonly changes: readonly DecidedChange[] } {
  const b = prepare('base', base, seed);
  const h = prepare('head', head, seed);
  const drafts = ENTRIES.flatMap((entry) => {
    const before = b.locations.get(entry.name);
    const after = h.locations.get(entry.name);
    return before === undefined || after === undefined ? [] : compareLocations(before, after);
  });
  const changes = drafts.map((draft) => {
    const started = performance.now();
    const decision = decideChange(b, h, draft, policy);
    return { draft, decision, milliseconds: performance.now() - started };
  });
  return { base: b, head: h, changes };
}
