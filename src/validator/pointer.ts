/** Escapes one RFC 6901 reference token (`~` as `~0`, `/` as `~1`). */
export function escapePointerToken(token: string): string {
  return token.includes('~') || token.includes('/') ? token.replaceAll('~', '~0').replaceAll('/', '~1') : token;
}

/** Unescapes one RFC 6901 reference token (`~1` as `/`, then `~0` as `~`): the inverse of {@link escapePointerToken}. */
function unescapePointerToken(token: string): string {
  return token.includes('~') ? token.replaceAll('~1', '/').replaceAll('~0', '~') : token;
}

/** Splits an RFC 6901 pointer into its unescaped reference tokens. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Only a pointer with an escape needs unescaping.
  return pointer.includes('~') ? tokens.map(unescapePointerToken) : tokens;
}

/**
 * Compares two unequal reference tokens: array indices as RFC 6901 writes them (`isIndexToken`: `0`, or digits
 * without a leading zero) numerically, and before every other token, which compare as strings (by UTF-16 code
 * units). The order of `Object.keys` in JavaScript, and a total order: 0 only for equal tokens, so `01`, `1.0`,
 * `1e0`, ` 1` and `-0` are member names, each apart from `1`.
 */
function compareTokens(x: string, y: string): number {
  const xIndex = isIndexToken(x);
  const yIndex = isIndexToken(y);
  if (xIndex && yIndex) return x.length !== y.length ? x.length - y.length : x < y ? -1 : 1;
  if (xIndex !== yIndex) return xIndex ? -1 : 1;
  return x < y ? -1 : 1;
}

/** The unescaped reference token of a pointer that starts at `from`. */
function tokenAt(pointer: string, from: number): string {
  const end = pointer.indexOf('/', from);
  return unescapePointerToken(pointer.slice(from, end === -1 ? pointer.length : end));
}

/**
 * Compares pointers in document order, token by token ({@link compareTokens}: array indices numerically and
 * first; an ancestor before its descendants), without splitting them: only the first pair of tokens that differ
 * is read. A total order in which `comparePointers(a, b) === 0` exactly when `a === b`.
 *
 * @example
 * ['/sleep/slots/10', '/sleep/slots/2'].sort(comparePointers); // ['/sleep/slots/2', '/sleep/slots/10']
 */
export function comparePointers(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let i = 0;
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return 0;
  // The tokens so far are equal; one pointer may end where the other goes on to a child.
  if (i === a.length && b.charCodeAt(i) === 47) return -1;
  if (i === b.length && a.charCodeAt(i) === 47) return 1;
  // Both share the characters before i, so the differing tokens start at the same place.
  const from = a.lastIndexOf('/', i - 1) + 1;
  const fast = compareTokensInPlace(a, b, from, i);
  if (fast !== 0) return fast;
  const x = tokenAt(a, from);
  const y = tokenAt(b, from);
  // Tokens unequal as written read alike only through an escape RFC 6901 does not define (`~` alone, `~2`).
  return x !== y ? compareTokens(x, y) : a < b ? -1 : 1;
}

/** The end of the token of a pointer that contains offset `at` (the next `/`, or the end). */
function tokenEnd(pointer: string, at: number): number {
  const end = pointer.indexOf('/', at);
  return end === -1 ? pointer.length : end;
}

/** Whether `pointer[from, to)` is an array index as written (digits, no leading zero), and holds no escape. */
function isPlainIndex(pointer: string, from: number, to: number): boolean {
  if (to === from || (pointer.charCodeAt(from) === 48 && to - from > 1)) return false;
  for (let k = from; k < to; k++) {
    const c = pointer.charCodeAt(k);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Whether `pointer[from, to)` starts with a letter or `_` and holds no escape: never a number to `Number()`. */
function isPlainName(pointer: string, from: number, to: number): boolean {
  const c = pointer.charCodeAt(from);
  if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95)) return false;
  return pointer.indexOf('~', from) === -1 || pointer.indexOf('~', from) >= to;
}

/**
 * {@link compareTokens} of the tokens that start at `from` and first differ at `at`, read in place, for the two
 * common kinds (array indices, and member names that start with a letter); 0 for anything else, which the
 * caller compares by unescaped tokens. A report sorts its violations with this, hundreds of times a report.
 */
function compareTokensInPlace(a: string, b: string, from: number, at: number): number {
  const endA = tokenEnd(a, from);
  const endB = tokenEnd(b, from);
  if (isPlainIndex(a, from, endA) && isPlainIndex(b, from, endB)) {
    // Without leading zeros, the longer index is the larger; of equal length, the first differing digit decides.
    return endA - from !== endB - from ? endA - endB : a.charCodeAt(at) - b.charCodeAt(at);
  }
  if (isPlainName(a, from, endA) && isPlainName(b, from, endB)) {
    // One token may end where the other goes on: the shorter (its prefix) comes first.
    if (at >= endA) return -1;
    if (at >= endB) return 1;
    return a.charCodeAt(at) < b.charCodeAt(at) ? -1 : 1;
  }
  return 0;
}

/** Whether a reference token is an array index as RFC 6901 writes it: `0`, or digits without a leading zero. */
export function isIndexToken(token: string): boolean {
  const length = token.length;
  if (length === 0) return false;
  const first = token.charCodeAt(0);
  if (first === 48) return length === 1;
  if (first < 49 || first > 57) return false;
  for (let i = 1; i < length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Resolves an RFC 6901 pointer inside a JSON value. Only own properties are followed, so `__proto__`
 * and friends never resolve to the prototype.
 *
 * @returns `{ found: true, value }`, or `{ found: false }` when a token does not resolve.
 */
export function resolvePointer(root: unknown, pointer: string): { found: true; value: unknown } | { found: false } {
  let current: unknown = root;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!isIndexToken(token) || Number(token) >= current.length) return { found: false };
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

/** A pointer as a readable field label: `/sleep/slots/3/type` is `sleep.slots[3].type`; the root is `document`. */
export function fieldLabel(pointer: string): string {
  let label = '';
  // Without an escape, the tokens are the pointer's own slices: no array is built.
  if (!pointer.includes('~')) {
    for (let from = 1; from <= pointer.length; ) {
      const to = pointer.indexOf('/', from);
      const token = pointer.slice(from, to === -1 ? pointer.length : to);
      if (isIndexToken(token)) label += `[${token}]`;
      else label += label === '' ? token : `.${token}`;
      from = to === -1 ? pointer.length + 1 : to + 1;
    }
    return label === '' ? 'document' : label;
  }
  for (const token of parsePointer(pointer)) {
    if (isIndexToken(token)) label += `[${token}]`;
    else label += label === '' ? token : `.${token}`;
  }
  return label === '' ? 'document' : label;
}
