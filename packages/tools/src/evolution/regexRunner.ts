import { RE2JS } from 're2js';

// The diff runs every pattern of both versions on every record it judges. V8's regular expressions backtrack, so a
// pattern such as `^(a|a)*b$` takes exponential time on a string of 64 `a`s; RE2 (its JavaScript port `re2js`)
// runs in time linear in the string whatever the pattern. A pattern is translated from ECMAScript's syntax (the
// `u` flag, as Ajv compiles it) to RE2's with ECMAScript's meaning (`.` and `\s` as ECMAScript reads them), or
// refused with the reason: what RE2 cannot run (backreferences, lookarounds) or what this translation does not read
// (a Unicode property class). docs/evolution.md, "Limits and budgets".

/** ECMAScript's `\s`: WhiteSpace and LineTerminator, as RE2 code points. */
const WHITESPACE =
  '\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** ECMAScript's `.` without the `s` flag: any code point but a line terminator. */
const DOT = '[^\\x{A}\\x{D}\\x{2028}\\x{2029}]';

/** A pattern in RE2's syntax, or why it cannot be run in bounded time. */
export type Translation = { readonly source: string } | { readonly refused: string };

const hex = (code: number): string => `\\x{${code.toString(16).toUpperCase()}}`;
const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;

/** Reads one escape (after its backslash, at `at`): the code point it stands for, or a class, or a refusal. */
function escapeAt(
  pattern: string,
  at: number,
  inClass: boolean,
): { end: number; code?: number; text?: string; refused?: string } {
  const c = pattern[at] as string;
  const simple: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11 };
  if (simple[c] !== undefined) return { end: at + 1, code: simple[c] };
  if (c === 'd' || c === 'D' || c === 'w' || c === 'W') return { end: at + 1, text: `\\${c}` };
  if (c === 's') return { end: at + 1, text: inClass ? WHITESPACE : `[${WHITESPACE}]` };
  if (c === 'S') {
    if (inClass) return { end: at + 1, refused: '`\\S` inside a character class is not read' };
    return { end: at + 1, text: `[^${WHITESPACE}]` };
  }
  if (c === 'b' || c === 'B') return inClass ? { end: at + 1, code: 8 } : { end: at + 1, text: `\\${c}` };
  if (c === '0') return { end: at + 1, code: 0 };
  if (c === 'c') return { end: at + 2, code: (pattern.charCodeAt(at + 1) as number) % 32 };
  if (c === 'x') return { end: at + 3, code: Number.parseInt(pattern.slice(at + 1, at + 3), 16) };
  if (c === 'u') {
    if (pattern[at + 1] === '{') {
      const close = pattern.indexOf('}', at);
      return { end: close + 1, code: Number.parseInt(pattern.slice(at + 2, close), 16) };
    }
    const high = Number.parseInt(pattern.slice(at + 1, at + 5), 16);
    const pair = /^\\u([0-9a-fA-F]{4})/.exec(pattern.slice(at + 5, at + 11));
    const low = pair === null ? Number.NaN : Number.parseInt(pair[1] as string, 16);
    if (high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff)
      return { end: at + 11, code: (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000 };
    if (isSurrogate(high)) return { end: at + 5, refused: 'a lone surrogate is not read' };
    return { end: at + 5, code: high };
  }
  if (c === 'p' || c === 'P') return { end: at + 1, refused: 'a Unicode property class (`\\p{…}`) is not read' };
  if (c === 'k' || /[1-9]/.test(c)) return { end: at + 1, refused: 'a backreference cannot run in linear time' };
  return { end: at + 1, code: c.codePointAt(0) as number };
}

/** Translates a character class starting at `[` (at `at`): its RE2 text and where it ends. */
function classAt(pattern: string, at: number): { end: number; text?: string; refused?: string } {
  let i = at + 1;
  let negated = false;
  if (pattern[i] === '^') {
    negated = true;
    i += 1;
  }
  if (pattern[i] === ']') return { end: i + 1, text: negated ? '(?s:.)' : '[^\\x{0}-\\x{10FFFF}]' };
  let body = '';
  while (i < pattern.length && pattern[i] !== ']') {
    const atom = classAtom(pattern, i);
    if (atom.refused !== undefined) return atom;
    i = atom.end;
    if (atom.code !== undefined && pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
      const to = classAtom(pattern, i + 1);
      if (to.refused !== undefined) return to;
      if (to.code !== undefined) {
        body += `${hex(atom.code)}-${hex(to.code)}`;
        i = to.end;
        continue;
      }
    }
    body += atom.code !== undefined ? hex(atom.code) : atom.text;
  }
  return { end: i + 1, text: `[${negated ? '^' : ''}${body}]` };
}

function classAtom(pattern: string, at: number): { end: number; code?: number; text?: string; refused?: string } {
  if (pattern[at] === '\\') return escapeAt(pattern, at + 1, true);
  const code = pattern.codePointAt(at) as number;
  return { end: at + (code > 0xffff ? 2 : 1), code };
}

/**
 * A pattern (ECMAScript syntax with the `u` flag, valid) in RE2's syntax with the same meaning, or why it is
 * refused: backreferences and lookarounds (RE2 cannot run them in linear time), Unicode property classes and a
 * few rare forms this translation does not read. RE2 itself refuses repetition counts past 1000.
 *
 * @example
 * toRe2('^(?<h>[01][0-9]):[0-5]\\d$'); // { source: '^(\\x{28}…' }
 * toRe2('^(a)\\1$'); // { refused: 'a backreference cannot run in linear time' }
 */
export function toRe2(pattern: string): Translation {
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const escaped = escapeAt(pattern, i + 1, false);
      if (escaped.refused !== undefined) return { refused: escaped.refused };
      out += escaped.code !== undefined ? hex(escaped.code) : escaped.text;
      i = escaped.end;
    } else if (c === '[') {
      const cls = classAt(pattern, i);
      if (cls.refused !== undefined) return { refused: cls.refused };
      out += cls.text;
      i = cls.end;
    } else if (c === '(') {
      const head = pattern.slice(i, i + 4);
      if (/^\(\?(?:[=!]|<[=!])/.test(head)) return { refused: 'a lookaround cannot run in linear time' };
      if (head.startsWith('(?:')) {
        out += '(?:';
        i += 3;
      } else if (head.startsWith('(?<')) {
        out += '(';
        i = pattern.indexOf('>', i) + 1;
      } else if (head.startsWith('(?')) return { refused: 'a group modifier is not read' };
      else {
        out += '(';
        i += 1;
      }
    } else if (c === '{') {
      // A valid `u` pattern has a brace only in a quantifier: passed as it is.
      const close = pattern.indexOf('}', i);
      out += pattern.slice(i, close + 1);
      i = close + 1;
    } else if ('^$|)*+?'.includes(c)) {
      out += c;
      i += 1;
    } else if (c === '.') {
      out += DOT;
      i += 1;
    } else {
      const code = pattern.codePointAt(i) as number;
      out += /[0-9A-Za-z]/.test(c) ? c : hex(code);
      i += code > 0xffff ? 2 : 1;
    }
  }
  return { source: out };
}

/** Thrown when a judge runs a pattern that cannot be run in bounded time: the change being searched is not decided. */
export class PatternRefused extends Error {
  constructor(readonly where: string) {
    super(where);
  }
}

/** The Ajv regular-expression engine of a version (`code.regExp`): each pattern run by RE2, or refused when run. */
export interface BoundedRegExpEngine {
  (pattern: string, flags: string): { test(text: string): boolean; toString(): string };
  code: string;
}

/** The last results of each program, by text: a search judges the same samples of a pattern again and again. */
const RESULTS = new WeakMap<RE2JS, Map<string, boolean>>();
/** Results kept a program: past it, the oldest is dropped. */
const RESULTS_KEPT = 256;
/**
 * Results kept a program by a replay's validators, in a store of their own: a replay judges the same dates and clock
 * times in every recorded day (a year of dates and every clock time fit). A search's store stays small: its samples
 * are mostly new, and a bigger store costs it more than it saves (bench/evolutionModes.ts).
 */
export const REPLAY_RESULTS_KEPT = 4096;

/** Whether RE2 finds the program in the text, from the results kept when it has judged this text lately. */
function tested(run: RE2JS, text: string, store: WeakMap<RE2JS, Map<string, boolean>>, kept: number): boolean {
  let results = store.get(run);
  if (results === undefined) store.set(run, (results = new Map()));
  const known = results.get(text);
  if (known !== undefined) return known;
  const found = run.test(text);
  if (results.size >= kept) results.delete(results.keys().next().value as string);
  results.set(text, found);
  return found;
}

/** A pattern as RE2 runs it, or why it cannot. */
interface CompiledPattern {
  readonly run: RE2JS | undefined;
  readonly reason: string | undefined;
}

/**
 * Patterns compiled lately, for every version: a release history's versions share their patterns, and a compiled
 * RE2 program is only read by its matches. At most {@link COMPILED_KEPT}, the oldest dropped first.
 */
const COMPILED = new Map<string, CompiledPattern>();
const COMPILED_KEPT = 4096;

/** A pattern's RE2 program, or why it has none; a syntax error is thrown, as Ajv's default engine throws it. */
function compiledPattern(pattern: string, flags: string, key: string): CompiledPattern {
  const known = COMPILED.get(key);
  if (known !== undefined) return known;
  // The same syntax error Ajv's default engine gives (the version is then refused with its file).
  new RegExp(pattern, flags);
  const translated = toRe2(pattern);
  let reason = 'refused' in translated ? translated.refused : undefined;
  let run: RE2JS | undefined;
  if ('source' in translated) {
    try {
      run = RE2JS.compile(translated.source);
    } catch (error) {
      reason = `RE2 cannot run it (${(error as Error).message.slice(0, 120)})`;
    }
  }
  if (COMPILED.size >= COMPILED_KEPT) COMPILED.delete(COMPILED.keys().next().value as string);
  const compiled = { run, reason };
  COMPILED.set(key, compiled);
  return compiled;
}

/**
 * Ajv's `code.regExp` for the diff's validators: every pattern compiled by RE2 (linear time in the string). A
 * pattern ECMAScript refuses throws as Ajv's default engine would (the version cannot be compiled); one RE2 cannot
 * run is compiled to a stand-in that throws {@link PatternRefused} with `locate(pattern)` (its document and pointer)
 * when a record reaches it, so the change whose search it stops is named "not decided". `resultsKept`: how many
 * results of each pattern to keep ({@link REPLAY_RESULTS_KEPT} for a replay's validators, in a store of their own).
 *
 * @example
 * new Ajv2020({ code: { regExp: boundedRegExp((p) => `common.schema.json /$defs/time (${p})`) } });
 */
export function boundedRegExp(locate: (pattern: string) => string, resultsKept = RESULTS_KEPT): BoundedRegExpEngine {
  const store = resultsKept === RESULTS_KEPT ? RESULTS : new WeakMap<RE2JS, Map<string, boolean>>();
  const engine = (pattern: string, flags: string) => {
    const key = `/${pattern}/${flags}`;
    const { run, reason } = compiledPattern(pattern, flags, key);
    return {
      test(text: string): boolean {
        if (run === undefined) throw new PatternRefused(`${locate(pattern)}: ${reason}`);
        return tested(run, text, store, resultsKept);
      },
      toString: () => key,
    };
  };
  return Object.assign(engine, { code: 'boundedRegExp' });
}

/** Whether a pattern can be run by the diff in bounded time (RE2 accepts its translation). */
export function isBounded(pattern: string): boolean {
  const translated = toRe2(pattern);
  if ('refused' in translated) return false;
  try {
    RE2JS.compile(translated.source);
    return true;
  } catch {
    return false;
  }
}
