/**
 * The most levels of arrays and objects a response may nest. A valid page nests 6 deep (envelope, data, day,
 * group, slots, slot); the gate's `--max-depth` has the same default. Deeper texts are refused before they are
 * parsed, so no later walk (hashing, comparing, reporting) can overflow the stack on them.
 */
export const MAX_JSON_DEPTH = 64;

// Local constants, not imports of a shared module: V8 does not fold an imported binding into a constant, and
// this loop was measurably slower with the codes imported (docs/benchmarks.md; the gate's scanners keep their
// own for the same reason).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests arrays and objects deeper than `max` levels. One pass over the text, no recursion
 * and no allocation; brackets inside strings are skipped. Meant for texts about to be parsed (on text that is
 * not JSON it answers for the brackets it sees).
 *
 * @example
 * nestsDeeperThan('[[1]]', 1); // true
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}
