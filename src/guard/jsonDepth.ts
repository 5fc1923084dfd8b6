import { nextBracket, tokenAt } from '../jsonLexer/lexer.js';

/**
 * The most levels of arrays and objects a response may nest. A valid page nests 6 deep (envelope, data, day,
 * group, slots, slot); the gate's `--max-depth` has the same default. Deeper texts are refused before they are
 * parsed, so no later walk (hashing, comparing, reporting) can overflow the stack on them.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `max` levels. One pass over the text's tokens (the
 * project's lexer, src/jsonLexer), no recursion and no allocation; brackets inside strings are skipped. Meant for texts about to be parsed (on text that is
 * not JSON it answers for the brackets it sees).
 *
 * @example
 * nestsDeeperThan('[[1]]', 1); // true
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = nextBracket(text, 0); i < text.length; i = nextBracket(text, i + 1)) {
    const token = tokenAt(text, i);
    if (token === 'begin-array' || token === 'begin-object') {
      depth += 1;
      if (depth > max) return true;
    } else depth -= 1;
  }
  return false;
}
