import { isJsonWhitespace, skipWhitespace, tokenAt } from 'user-summaries-contract/internal/jsonLexer/lexer';
import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import { maskName } from 'user-summaries-contract/internal/validator/mask';
import type { Limits } from './limits.js';
import type { InputProblemCode } from './inputProblem.js';

/** A problem found by the scanner, placed by character offset (the caller turns it into line:column). */
export interface ScanProblem {
  readonly code: InputProblemCode;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly offset: number;
  /** Characters of source the problem covers (for the caret), at least 1. */
  readonly length: number;
  readonly pointer?: string;
  /** A second place the message refers to (the first occurrence of a duplicate name). */
  readonly related?: number;
}

/** The scanner's findings: a fatal error stops the scan (the text is not JSON or is too deep). */
export interface ScanResult {
  readonly fatal?: ScanProblem;
  readonly problems: readonly ScanProblem[];
}

/** What the scanner checks. */
export interface ScanOptions {
  readonly limits: Limits;
  /** Duplicate member names and numbers JSON.parse would round, overflow or underflow. */
  readonly hazardScan: boolean;
  /** Problems recorded at most (the scan still runs to the end to find syntax errors). */
  readonly maxProblems: number;
}

const OBJECT = 0;
const ARRAY = 1;
// Scanner states: a value is expected; a value just ended; just inside '{'; just inside '['.
const VALUE = 0;
const AFTER = 1;
const FIRST_MEMBER = 2;
const FIRST_ELEMENT = 3;
const MAX_POINTER = 1000;

/** A character as a message may show it: punctuation as itself, anything else by kind (never payload text). */
function describeChar(c: number): string {
  if (c < 0x20 || c === 0x7f) return `control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c === 0xfeff) return 'byte order mark U+FEFF';
  if (c < 0x7f && !/[A-Za-z0-9]/.test(String.fromCharCode(c))) return `'${String.fromCharCode(c)}'`;
  if (c >= 48 && c <= 57) return 'a digit';
  if (c < 0x7f) return 'a letter';
  return `character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function hex4(s: string, at: number): number {
  let value = 0;
  for (let k = 0; k < 4; k++) {
    const c = s.charCodeAt(at + k);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d < 0) return -1;
    value = value * 16 + d;
  }
  return value;
}

class Fatal extends Error {
  constructor(readonly problem: ScanProblem) {
    super(problem.message);
  }
}

/**
 * A strict, iterative RFC 8259 scanner: it never recurses and never builds the value. It finds the first
 * syntax error (with a message that names JSON5/JSONC habits), and the hazards `JSON.parse` hides: duplicate
 * member names, `__proto__`/`constructor` members (compared after unescaping), integers beyond 2^53,
 * numbers that overflow or underflow, lone surrogates, and the depth, member-count and name-length limits.
 *
 * @example
 * const { fatal, problems } = scanJson('{"a":1,"a":2}', { limits: DEFAULT_LIMITS, hazardScan: true, maxProblems: 100 });
 * // problems[0].code === 'duplicate_key', problems[0].pointer === '/a'
 */
export function scanJson(s: string, options: ScanOptions): ScanResult {
  const problems: ScanProblem[] = [];
  try {
    new Scanner(s, options, problems).run();
    return { problems };
  } catch (error) {
    if (error instanceof Fatal) return { fatal: error.problem, problems };
    throw error;
  }
}

class Scanner {
  readonly #s: string;
  readonly #n: number;
  readonly #o: ScanOptions;
  readonly #problems: ScanProblem[];
  #i = 0;
  // The open containers, one entry per level.
  readonly #kinds: number[] = [];
  readonly #counts: number[] = [];
  readonly #keys: string[] = [];
  readonly #seen: (Map<string, number> | undefined)[] = [];

  constructor(s: string, options: ScanOptions, problems: ScanProblem[]) {
    this.#s = s;
    this.#n = s.length;
    this.#o = options;
    this.#problems = problems;
  }

  run(): void {
    this.#skipWs();
    if (this.#i >= this.#n) throw this.#fatal('empty', 'the document is empty (no JSON value)', 0, 1);
    let state = VALUE;
    for (;;) {
      if (state === VALUE) {
        state = this.#value();
        continue;
      }
      this.#skipWs();
      const depth = this.#kinds.length;
      if (state !== AFTER) {
        // Just inside a bracket: it closes at once, or the first member/element starts.
        if (this.#i >= this.#n) throw this.#truncated();
        if (tokenAt(this.#s, this.#i) === (state === FIRST_MEMBER ? 'end-object' : 'end-array')) {
          this.#i++;
          this.#pop();
          state = AFTER;
        } else {
          if (state === FIRST_MEMBER) this.#memberName();
          else this.#counts[depth - 1] = (this.#counts[depth - 1] as number) + 1;
          state = VALUE;
        }
        continue;
      }
      if (depth === 0) {
        if (this.#i < this.#n) {
          throw this.#fatal(
            'trailing_data',
            'unexpected data after the JSON value (a second value, or trailing garbage)',
            this.#i,
            1,
          );
        }
        return;
      }
      if (this.#i >= this.#n) throw this.#truncated();
      const token = tokenAt(this.#s, this.#i);
      const kind = this.#kinds[depth - 1];
      if (token === 'value-separator') {
        this.#i++;
        this.#skipWs();
        if (this.#i >= this.#n) throw this.#truncated();
        const next = tokenAt(this.#s, this.#i);
        if (next === 'end-object' || next === 'end-array') {
          throw this.#fatal(
            'syntax',
            'trailing comma before the closing bracket (JSON5/JSONC are not accepted)',
            this.#i - 1,
            1,
          );
        }
        if (kind === OBJECT) this.#memberName();
        else this.#counts[depth - 1] = (this.#counts[depth - 1] as number) + 1;
        state = VALUE;
      } else if ((token === 'end-object' && kind === OBJECT) || (token === 'end-array' && kind === ARRAY)) {
        this.#i++;
        this.#pop();
      } else {
        const expected = kind === OBJECT ? "',' or '}'" : "',' or ']'";
        throw this.#fatal(
          'syntax',
          `expected ${expected} but found ${describeChar(this.#s.charCodeAt(this.#i))}`,
          this.#i,
          1,
        );
      }
    }
  }

  #fatal(code: InputProblemCode, message: string, offset: number, length: number, pointer?: string): Fatal {
    return new Fatal({
      code,
      severity: 'error',
      message,
      offset,
      length,
      ...(pointer === undefined ? {} : { pointer }),
    });
  }

  #truncated(what = 'the document'): Fatal {
    const open = this.#kinds.length;
    const detail = open > 0 ? ` (${open} open ${open === 1 ? 'bracket' : 'brackets'})` : '';
    return this.#fatal('truncated', `unexpected end of input: ${what} is truncated${detail}`, this.#n, 1);
  }

  #record(
    code: InputProblemCode,
    severity: 'error' | 'warning',
    message: string,
    offset: number,
    length: number,
    pointer: string,
    related?: number,
  ): void {
    if (this.#problems.length >= this.#o.maxProblems) return;
    this.#problems.push({
      code,
      severity,
      message,
      offset,
      length: Math.max(1, length),
      pointer,
      ...(related === undefined ? {} : { related }),
    });
  }

  #skipWs(): void {
    this.#i = skipWhitespace(this.#s, this.#i);
  }

  /** The pointer of the current position: every open container's current member or element. */
  #pointer(levels = this.#kinds.length): string {
    let pointer = '';
    for (let d = 0; d < levels; d++) {
      pointer += `/${this.#kinds[d] === OBJECT ? escapePointerToken(this.#keys[d] as string) : String((this.#counts[d] as number) - 1)}`;
      if (pointer.length > MAX_POINTER) return `${pointer.slice(0, MAX_POINTER)}…`;
    }
    return pointer;
  }

  #push(kind: number): void {
    const depth = this.#kinds.length + 1;
    if (depth > this.#o.limits.maxDepth) {
      throw this.#fatal(
        'max_depth',
        `nesting depth exceeds the limit of ${this.#o.limits.maxDepth} (--max-depth)`,
        this.#i,
        1,
        this.#pointer(),
      );
    }
    this.#kinds.push(kind);
    this.#counts.push(0);
    this.#keys.push('');
    this.#seen.push(kind === OBJECT ? new Map() : undefined);
  }

  #pop(): void {
    this.#kinds.pop();
    this.#counts.pop();
    this.#keys.pop();
    this.#seen.pop();
  }

  /** A value at the current position: scalars are consumed, containers entered. Returns the next state. */
  #value(): number {
    if (this.#i >= this.#n) throw this.#truncated();
    const s = this.#s;
    const token = tokenAt(s, this.#i);
    if (token === 'begin-object' || token === 'begin-array') {
      this.#push(token === 'begin-object' ? OBJECT : ARRAY);
      this.#i++;
      return token === 'begin-object' ? FIRST_MEMBER : FIRST_ELEMENT;
    }
    if (token === 'string') {
      this.#string(false);
      return AFTER;
    }
    // A scalar, checked character by character: a number, a literal, or what the message names.
    const c = s.charCodeAt(this.#i);
    if (c === 45 || isDigit(c)) {
      this.#number();
      return AFTER;
    }
    if (c === 116 || c === 102 || c === 110) {
      const word = c === 116 ? 'true' : c === 102 ? 'false' : 'null';
      if (s.startsWith(word, this.#i)) {
        this.#i += word.length;
        return AFTER;
      }
      if (this.#n - this.#i < word.length && word.startsWith(s.slice(this.#i))) throw this.#truncated();
    }
    throw this.#unexpectedValue(c);
  }

  #unexpectedValue(c: number): Fatal {
    const s = this.#s;
    const at = this.#i;
    for (const word of ['NaN', 'Infinity', 'undefined']) {
      if (s.startsWith(word, at)) return this.#fatal('syntax', `${word} is not a JSON value`, at, word.length);
    }
    if (c === 39) return this.#fatal('syntax', 'single-quoted strings are not JSON (JSON5 is not accepted)', at, 1);
    if (c === 47) return this.#fatal('syntax', 'comments are not JSON (JSONC/JSON5 are not accepted)', at, 1);
    if (c === 125 || c === 93 || c === 44 || c === 58)
      return this.#fatal('syntax', `expected a value but found ${describeChar(c)}`, at, 1);
    return this.#fatal('syntax', `expected a value but found ${describeChar(c)}`, at, 1);
  }

  /** The name of a member of the object on top, and its colon; the value follows. */
  #memberName(): void {
    const s = this.#s;
    if (tokenAt(s, this.#i) !== 'string') {
      const c = s.charCodeAt(this.#i);
      if (c === 39)
        throw this.#fatal('syntax', 'single-quoted member names are not JSON (JSON5 is not accepted)', this.#i, 1);
      if (c === 47) throw this.#fatal('syntax', 'comments are not JSON (JSONC/JSON5 are not accepted)', this.#i, 1);
      throw this.#fatal('syntax', `expected a member name in double quotes but found ${describeChar(c)}`, this.#i, 1);
    }
    const top = this.#kinds.length - 1;
    const count = ++(this.#counts[top] as number);
    const start = this.#i;
    const name = this.#string(true) as string;
    const limits = this.#o.limits;
    const parent = (): string => this.#pointer(top);
    if (name.length > limits.maxKeyLength) {
      this.#record(
        'max_key_length',
        'error',
        `a member name of ${name.length} characters exceeds the limit of ${limits.maxKeyLength} (--max-key-length)`,
        start,
        1,
        parent(),
      );
      this.#keys[top] = `${name.slice(0, 32)}…`;
    } else {
      this.#keys[top] = name;
    }
    if (name === '__proto__' || name === 'constructor') {
      this.#record(
        'forbidden_name',
        'error',
        `member name "${name}" is refused: it can alter object prototypes in JavaScript consumers`,
        start,
        this.#i - start,
        this.#pointer(),
      );
    }
    const seen = this.#seen[top];
    if (count === limits.maxMembers + 1) {
      this.#record(
        'max_members',
        'error',
        `the object has more than ${limits.maxMembers} members (--max-members)`,
        start,
        1,
        parent(),
      );
    }
    if (this.#o.hazardScan && seen !== undefined && count <= limits.maxMembers) {
      const first = seen.get(name);
      if (first !== undefined) {
        this.#record(
          'duplicate_key',
          'error',
          `duplicate member name "${maskName(name)}"; JSON.parse would keep only the last value`,
          start,
          this.#i - start,
          this.#pointer(),
          first,
        );
      } else seen.set(name, start);
    }
    this.#skipWs();
    if (this.#i >= this.#n) throw this.#truncated();
    if (tokenAt(s, this.#i) !== 'name-separator')
      throw this.#fatal(
        'syntax',
        `expected ':' after a member name but found ${describeChar(s.charCodeAt(this.#i))}`,
        this.#i,
        1,
      );
    this.#i++;
    this.#skipWs();
  }

  /** A string at the current position; returns the decoded text for member names. */
  #string(decode: boolean): string | undefined {
    const s = this.#s;
    const n = this.#n;
    const start = this.#i;
    let escaped = false;
    let j = start + 1;
    for (;;) {
      if (j >= n) {
        this.#i = n;
        throw this.#truncated('a string');
      }
      const c = s.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        if (j + 1 >= n) {
          this.#i = n;
          throw this.#truncated('a string');
        }
        const e = s.charCodeAt(j + 1);
        if (e === 117) {
          if (j + 6 > n) {
            this.#i = n;
            throw this.#truncated('a string');
          }
          const code = hex4(s, j + 2);
          if (code < 0) throw this.#fatal('syntax', 'invalid \\u escape: four hexadecimal digits expected', j, 2);
          if (code >= 0xd800 && code <= 0xdbff && s.charCodeAt(j + 6) === 92 && s.charCodeAt(j + 7) === 117) {
            const low = hex4(s, j + 8);
            if (low >= 0xdc00 && low <= 0xdfff) {
              j += 12;
              continue;
            }
          }
          if (code >= 0xd800 && code <= 0xdfff) this.#loneSurrogate(j, 6);
          j += 6;
          continue;
        }
        if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
          j += 2;
          continue;
        }
        throw this.#fatal('syntax', `invalid escape sequence: a backslash followed by ${describeChar(e)}`, j, 2);
      }
      if (c < 0x20) {
        const what =
          c === 10 || c === 13
            ? 'a line break inside a string (escape it as \\n)'
            : `an unescaped ${describeChar(c)} inside a string`;
        throw this.#fatal('syntax', what, j, 1);
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        // Raw surrogates only reach here from text that did not come from UTF-8 bytes.
        if (c <= 0xdbff && (s.charCodeAt(j + 1) & 0xfc00) === 0xdc00) j += 2;
        else {
          this.#loneSurrogate(j, 1);
          j++;
        }
        continue;
      }
      j++;
    }
    this.#i = j + 1;
    if (!decode) return undefined;
    return escaped ? (JSON.parse(s.slice(start, j + 1)) as string) : s.slice(start + 1, j);
  }

  #loneSurrogate(offset: number, length: number): void {
    this.#record(
      'lone_surrogate',
      'error',
      'ill-formed Unicode string: a lone surrogate (not a pair) has no character',
      offset,
      length,
      this.#pointer(),
    );
  }

  #number(): void {
    const s = this.#s;
    const n = this.#n;
    const start = this.#i;
    let j = start;
    if (s.charCodeAt(j) === 45) {
      j++;
      if (j >= n) {
        this.#i = n;
        throw this.#truncated();
      }
      if (s.startsWith('Infinity', j)) throw this.#fatal('syntax', '-Infinity is not a JSON value', start, 9);
    }
    const intStart = j;
    const first = s.charCodeAt(j);
    if (first === 48) j++;
    else if (first >= 49 && first <= 57) while (j < n && isDigit(s.charCodeAt(j))) j++;
    else throw this.#fatal('syntax', `expected a digit after '-' but found ${describeChar(first)}`, j, 1);
    const intDigits = j - intStart;
    let fraction = false;
    let exponent = false;
    if (j < n && s.charCodeAt(j) === 46) {
      fraction = true;
      j++;
      const digits = j;
      while (j < n && isDigit(s.charCodeAt(j))) j++;
      if (j === digits) this.#numberEnd(j, 'a digit after the decimal point');
    }
    if (j < n && (s.charCodeAt(j) | 0x20) === 101) {
      exponent = true;
      j++;
      if (j < n && (s.charCodeAt(j) === 43 || s.charCodeAt(j) === 45)) j++;
      const digits = j;
      while (j < n && isDigit(s.charCodeAt(j))) j++;
      if (j === digits) this.#numberEnd(j, 'a digit in the exponent');
    }
    if (j < n) {
      const next = s.charCodeAt(j);
      if (isDigit(next)) throw this.#fatal('syntax', 'numbers must not have leading zeros', start, j - start + 1);
      if (!isJsonWhitespace(next) && next !== 44 && next !== 93 && next !== 125) {
        throw this.#fatal('syntax', `unexpected ${describeChar(next)} after a number`, j, 1);
      }
    }
    this.#i = j;
    if (!this.#o.hazardScan) return;
    if (!fraction && !exponent && intDigits >= 16) {
      if (!Number.isSafeInteger(Number(s.slice(start, j)))) {
        this.#record(
          'unsafe_integer',
          'error',
          'integer beyond the IEEE-754 safe range (2^53 - 1): JSON.parse would round it',
          start,
          j - start,
          this.#pointer(),
        );
      }
    } else if (exponent || intDigits > 308) {
      const value = Number(s.slice(start, j));
      if (!Number.isFinite(value)) {
        this.#record(
          'number_overflow',
          'error',
          'number overflows to Infinity: JSON.parse cannot represent it',
          start,
          j - start,
          this.#pointer(),
        );
      } else if (value === 0 && /[1-9]/.test(s.slice(start, s.slice(start, j).search(/[eE]/) + start))) {
        this.#record(
          'number_underflow',
          'warning',
          'number underflows to 0: JSON.parse reads it as zero',
          start,
          j - start,
          this.#pointer(),
        );
      }
    }
  }

  #numberEnd(j: number, expected: string): never {
    if (j >= this.#n) {
      this.#i = this.#n;
      throw this.#truncated();
    }
    throw this.#fatal('syntax', `expected ${expected} but found ${describeChar(this.#s.charCodeAt(j))}`, j, 1);
  }
}
