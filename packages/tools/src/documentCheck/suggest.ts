/**
 * Edit distance of two short strings (names of options, commands and choices): insertions, deletions,
 * substitutions and transpositions of neighbours each cost one (optimal string alignment), so `fromat` is
 * one edit from `format`.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table (a transposition looks two rows back), each as long as b plus one.
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        best = Math.min(best, (before[j - 2] as number) + 1);
      row[j] = best;
    }
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length] as number;
}

/**
 * The candidate closest to what was typed, when it is close enough to be the likely meaning: at most a third
 * of the longer word's letters differ (at least one may), or one is a prefix of the other. Ties go to the
 * first candidate.
 *
 * @example
 * closest('fromat', ['format', 'from']); // 'format'
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const allowed = Math.max(1, Math.floor(Math.max(typed.length, candidate.length) / 3));
    const prefix = typed.length >= 3 && candidate.startsWith(typed);
    // No alignment takes fewer edits than the difference in length, and a prefix takes exactly that many: a
    // candidate that cannot qualify or cannot beat the best so far is passed over without the table (an unknown
    // member of a --strict run is compared with every name of its object).
    const fewest = Math.abs(typed.length - candidate.length);
    if (fewest >= bestDistance || (fewest > allowed && !prefix)) continue;
    const distance = prefix ? fewest : editDistance(typed, candidate);
    if ((distance <= allowed || prefix) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
