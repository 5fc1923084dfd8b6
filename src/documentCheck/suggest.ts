/**
 * Edit distance of two short strings (names of options, commands and choices): insertions, deletions,
 * substitutions and transpositions of neighbours each cost one (optimal string alignment), so `fromat` is
 * one edit from `format`.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
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
    const distance = editDistance(typed, candidate);
    const allowed = Math.max(1, Math.floor(Math.max(typed.length, candidate.length) / 3));
    const prefix = typed.length >= 3 && candidate.startsWith(typed);
    if ((distance <= allowed || prefix) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
