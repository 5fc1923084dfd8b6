import type { ChangeDecision } from './decide.js';
import type { ProvenSide, ReadingVerdict, Side, UndecidedSide, Witness } from './types.js';

/**
 * Each reading's verdicts from the decision and the search, side by side: a decided break keeps its minimal
 * witness; a search's witness makes a break of a side the decision left unknown, and refutes a proof (said in
 * `refuted`, a defect of the decision); a proof no witness refutes is `proven`; the rest is `unknown` with the
 * decision's reason.
 *
 * @example
 * const readings = mergeVerdicts(searched.readings, decideChange(base, head, draft));
 */
export function mergeVerdicts(searched: readonly ReadingVerdict[], decided: ChangeDecision): ReadingVerdict[] {
  return searched.map((found) => {
    const witnesses: Witness[] = [];
    const proven: ProvenSide[] = [];
    const unknown: UndecidedSide[] = [];
    const refuted: ProvenSide[] = [];
    for (const side of ['producers', 'consumers'] as const satisfies readonly Side[]) {
      const decision = decided.get(found.reading)?.[side];
      const witness = found.witnesses.find((w) => w.breaks === side);
      if (decision?.verdict === 'breaks') witnesses.push(decision.witness);
      else if (witness !== undefined) {
        witnesses.push(witness);
        if (decision?.verdict === 'proven') refuted.push({ side, argument: decision.argument });
      } else if (decision?.verdict === 'proven') proven.push({ side, argument: decision.argument });
      else unknown.push({ side, reason: decision?.verdict === 'unknown' ? decision.reason : 'not decided' });
    }
    return {
      reading: found.reading,
      breaks: witnesses.map((w) => w.breaks),
      witnesses,
      proven,
      unknown,
      ...(refuted.length > 0 ? { refuted } : {}),
    };
  });
}
