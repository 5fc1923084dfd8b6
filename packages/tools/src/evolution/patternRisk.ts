/** A quantifier read after an atom or a group: whether it repeats more than once, and whether its count varies. */
function quantifierAt(pattern: string, at: number): { end: number; repeats: boolean; varies: boolean } | undefined {
  const c = pattern[at];
  let end = at + 1;
  let repeats: boolean;
  let varies: boolean;
  if (c === '*' || c === '+') {
    repeats = true;
    varies = true;
  } else if (c === '?') {
    repeats = false;
    varies = true;
  } else if (c === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
    if (match === null) return undefined;
    const low = Number(match[1]);
    const high = match[2] === undefined ? low : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
    end = at + match[0].length;
    repeats = high > 1;
    varies = high !== low;
  } else {
    return undefined;
  }
  if (pattern[end] === '?') end += 1;
  return { end, repeats, varies };
}

/**
 * Whether a regular expression may backtrack catastrophically: a group repeated more than once that holds a
 * quantifier whose count varies (`(a+)+`, `(a|b*){2,}`), the shape of the patterns that take exponential time
 * (docs/evolution.md). A heuristic that errs on the side of refusing: the diff runs each version's patterns on
 * the records it generates, and a version it cannot run in bounded time is one it cannot compare.
 *
 * @example
 * mayBacktrack('^(a+)+$'); // true
 * mayBacktrack('^(?:[01][0-9]|2[0-3]):[0-5][0-9]$'); // false
 */
export function mayBacktrack(pattern: string): boolean {
  // For each open group: whether something inside it has a varying count.
  const groups: boolean[] = [];
  let inside = false;
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    let atomEnd: number;
    let closed: boolean | undefined;
    if (c === '\\') atomEnd = i + 2;
    else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === ']') j += 1;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      atomEnd = j + 1;
    } else if (c === '(') {
      groups.push(inside);
      inside = false;
      i += 1;
      continue;
    } else if (c === ')') {
      closed = inside;
      inside = groups.pop() ?? false;
      atomEnd = i + 1;
    } else atomEnd = i + 1;
    const quantifier = quantifierAt(pattern, atomEnd);
    if (quantifier !== undefined) {
      if (closed === true && quantifier.repeats) return true;
      if (quantifier.varies) inside = true;
      i = quantifier.end;
    } else i = atomEnd;
    if (closed === true) inside = true;
  }
  return false;
}
