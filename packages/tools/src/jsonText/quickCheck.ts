import type { Limits } from './limits.js';
import { hasSpaceBeforeColon } from './whitespace.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Whether the text of a document JSON.parse accepted may hide a hazard, decided cheaply: `false` means the
 * strict scanner would find nothing, `true` only that it must run. Sound by construction (never `false`
 * when there is a hazard); a `true` costs one scan.
 *
 * - escapes: only `\/ \b \f \n \r \t` and `\u` escapes of non-ASCII, non-surrogate characters keep the
 *   text on the fast path (`\"` breaks the quote count; `\u` of ASCII could spell `__proto__`);
 * - the parsed value: depth, members per object, name length, a member named `__proto__` or
 *   `constructor` (names as JSON.parse decoded them), and (with `hazardScan`) numbers beyond
 *   2^53 or not finite, and a member count below the text's (a duplicate name JSON.parse collapsed);
 * - (with `hazardScan`) an exponent with a minus sign, which may underflow to 0.
 */
export function mayHideHazard(text: string, value: unknown, limits: Limits, hazardScan: boolean): boolean {
  if (escapesNeedScan(text)) return true;
  if (hazardScan && hasNegativeExponent(text)) return true;
  const walked = walk(value, limits, hazardScan);
  if (walked < 0) return true;
  return hazardScan && walked !== membersInText(text, walked);
}

/**
 * Members in the text, cheaply. Counting `":` gives the members whose name is followed by its colon
 * directly, plus strings that start with a colon; when that count equals the parsed members and no name is
 * followed by whitespace before its colon, there is no duplicate (a collapsed duplicate needs a member the
 * count missed). Otherwise every string is visited.
 */
function membersInText(text: string, parsed: number): number {
  // Each `":` found from its colon: a text has fewer colons than quotes, and a search for a single character
  // stops only on it, where a search for `":` stops on every quote.
  let count = 0;
  let at = text.indexOf(':', 1);
  while (at !== -1) {
    if (text.charCodeAt(at - 1) === 34) count++;
    at = text.indexOf(':', at + 1);
  }
  if (count === parsed && !hasSpaceBeforeColon(text)) return count;
  return countMembers(text);
}

function escapesNeedScan(text: string): boolean {
  let at = text.indexOf('\\');
  while (at !== -1) {
    const e = text.charCodeAt(at + 1);
    if (e === 117) {
      const code = Number.parseInt(text.slice(at + 2, at + 6), 16);
      if (!(code >= 0x80) || (code >= 0xd800 && code <= 0xdfff)) return true;
      at = text.indexOf('\\', at + 6);
    } else if (e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
      at = text.indexOf('\\', at + 2);
    } else return true;
  }
  return false;
}

/** Whether `e-` or `E-` follows a digit or a point: found from the minus signs, rarer than the letter e in a text. */
function hasNegativeExponent(text: string): boolean {
  let at = text.indexOf('-', 2);
  while (at !== -1) {
    const e = text.charCodeAt(at - 1);
    if (e === 101 || e === 69) {
      const before = text.charCodeAt(at - 2);
      if ((before >= 48 && before <= 57) || before === 46) return true;
    }
    at = text.indexOf('-', at + 1);
  }
  return false;
}

/**
 * Members in the text of a valid JSON document with no `\"` escape: each string whose closing quote is
 * followed (after whitespace) by a colon is a member name.
 */
function countMembers(text: string): number {
  let members = 0;
  let open = text.indexOf('"');
  while (open !== -1) {
    // Names and most values are short: stepping is cheaper than another indexOf call.
    let close = open + 1;
    while (text.charCodeAt(close) !== 34) close++;
    let c = text.charCodeAt(close + 1);
    if (c === 58) members++;
    else if (c === 32 || c === 10 || c === 13 || c === 9) {
      let j = close + 1;
      while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++j);
      if (c === 58) members++;
    }
    open = text.indexOf('"', close + 1);
  }
  return members;
}

/** Depth limits up to which the walk may recurse: far below any stack limit. */
const RECURSION_LIMIT = 256;

/**
 * Walks a parsed value. Returns the number of members of all objects, or -1 when a limit is exceeded, a name
 * is `__proto__`/`constructor`, or (with `hazardScan`) a number is beyond the safe range. The walk recurses
 * (faster than a loop with its own stack: docs/benchmarks.md) only when the depth limit bounds the recursion to
 * {@link RECURSION_LIMIT} levels.
 */
function walk(root: unknown, limits: Limits, hazardScan: boolean): number {
  return limits.maxDepth <= RECURSION_LIMIT
    ? walkBounded(root, 1, limits, hazardScan)
    : walkIterative(root, limits, hazardScan);
}

function walkBounded(node: unknown, depth: number, limits: Limits, hazardScan: boolean): number {
  if (typeof node !== 'object' || node === null) {
    return hazardScan && typeof node === 'number' && !(Math.abs(node) <= MAX_SAFE) ? -1 : 0;
  }
  if (depth > limits.maxDepth) return -1;
  let members = 0;
  // The item's check is written out in both loops (arrays, objects), not left to the recursive call or a helper:
  // the walk visits every value of every document the gate reads, and a scalar then costs no call at all.
  if (Array.isArray(node)) {
    for (let k = 0; k < node.length; k++) {
      const item: unknown = node[k];
      if (typeof item === 'object') {
        if (item !== null) {
          const inner = walkBounded(item, depth + 1, limits, hazardScan);
          if (inner < 0) return -1;
          members += inner;
        }
      } else if (hazardScan && typeof item === 'number' && !(Math.abs(item) <= MAX_SAFE)) return -1;
    }
    return members;
  }
  let count = 0;
  for (const key in node) {
    count++;
    if (key.length > limits.maxKeyLength || key === '__proto__' || key === 'constructor') return -1;
    const item: unknown = (node as Record<string, unknown>)[key];
    if (typeof item === 'object') {
      if (item !== null) {
        const inner = walkBounded(item, depth + 1, limits, hazardScan);
        if (inner < 0) return -1;
        members += inner;
      }
    } else if (hazardScan && typeof item === 'number' && !(Math.abs(item) <= MAX_SAFE)) return -1;
  }
  return count > limits.maxMembers ? -1 : members + count;
}

/** The same walk with an explicit stack, for depth limits above {@link RECURSION_LIMIT}. */
function walkIterative(root: unknown, limits: Limits, hazardScan: boolean): number {
  if (typeof root !== 'object' || root === null) {
    return hazardScan && typeof root === 'number' && !(Math.abs(root) <= MAX_SAFE) ? -1 : 0;
  }
  const stack: unknown[] = [root];
  const depths: number[] = [1];
  let members = 0;
  const { maxDepth, maxMembers, maxKeyLength } = limits;
  while (stack.length > 0) {
    const node = stack.pop() as object;
    const depth = depths.pop() as number;
    if (depth > maxDepth) return -1;
    if (Array.isArray(node)) {
      for (let k = 0; k < node.length; k++) {
        const item: unknown = node[k];
        if (typeof item === 'object') {
          if (item !== null) {
            stack.push(item);
            depths.push(depth + 1);
          }
        } else if (hazardScan && typeof item === 'number' && !(Math.abs(item) <= MAX_SAFE)) return -1;
      }
      continue;
    }
    let count = 0;
    for (const key in node) {
      count++;
      if (key.length > maxKeyLength || key === '__proto__' || key === 'constructor') return -1;
      const item: unknown = (node as Record<string, unknown>)[key];
      if (typeof item === 'object') {
        if (item !== null) {
          stack.push(item);
          depths.push(depth + 1);
        }
      } else if (hazardScan && typeof item === 'number' && !(Math.abs(item) <= MAX_SAFE)) return -1;
    }
    if (count > maxMembers) return -1;
    members += count;
  }
  return members;
}
