/**
 * The two Ajv runtime helpers that precompiled validators call, as ES modules with no imports, so the
 * generated code loads in any runtime (edge workers, browsers, CSP without `unsafe-eval`) and no bundler has to
 * guess how to import a CommonJS default export. Each is a line-for-line port of the function Ajv itself uses,
 * so the precompiled validators reach the verdicts of the compiled ones.
 *
 * @internal
 */

/**
 * Length of a string in Unicode code points (Ajv's `ucs2length`, after punycode.ucs2.decode), as JSON Schema
 * `minLength`/`maxLength` count it.
 */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // A high surrogate followed by a low one is one code point.
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/**
 * Deep equality as Ajv's `enum`/`const` apply it: a port of fast-deep-equal 3 (MIT, Evgeny Poberezkin), the
 * function Ajv ships as its runtime `equal`.
 */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!equal(a[i], other[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (let i = keys.length; i-- !== 0; ) if (!Object.prototype.hasOwnProperty.call(b, keys[i] as string)) return false;
    for (let i = keys.length; i-- !== 0; ) {
      const key = keys[i] as string;
      if (!equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    }
    return true;
  }
  // true if both are NaN
  return a !== a && b !== b;
}
