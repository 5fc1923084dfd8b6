import { maskName } from 'user-summaries-contract/internal/validator/mask';
import { secretSpans } from './secretText.js';

// One source line with its values masked, for code frames. A line can be megabytes long (a minified document,
// an NDJSON record) with millions of values: the masks are kept in typed arrays and the masked text is never
// built whole; a frame takes the few characters of its window ({@link MaskedLine.slice}).

/** Receives each value token of a line, in order, and what a frame shows instead. */
type MaskSink = (start: number, end: number, text: string) => void;

/**
 * A string token's text between its quotes as a frame shows it: the source as written, escapes and all, with
 * every span whose decoded value is a credential masked (jsonText/secretText.ts), then cut as a member name is.
 */
function shownString(line: string, from: number, to: number): string {
  const spans = secretSpans(line, from, to);
  if (spans.length === 0) return maskName(line.slice(from, to));
  let out = '';
  let copied = from;
  for (let k = 0; k < spans.length; k += 2) {
    out += `${line.slice(copied, spans[k] as number)}[masked]`;
    copied = spans[k + 1] as number;
  }
  return maskName(out + line.slice(copied, to));
}

/**
 * The value tokens of one source line and their stand-ins: strings that are not member names become `"…"`,
 * numbers and booleans `…`; `null`, names and punctuation stay. With `showValues`, only credentials are masked
 * (secretText.ts: found on the decoded text whatever its escapes), and long strings cut. Tolerant: it lexes
 * broken JSON.
 */
function valueMasks(line: string, showValues: boolean, mask: MaskSink): void {
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      while (j < n && line.charCodeAt(j) !== 34) j += line.charCodeAt(j) === 92 ? 2 : 1;
      const end = Math.min(n, j + 1);
      let k = end;
      while (k < n && /\s/.test(line[k] as string)) k++;
      const innerEnd = Math.max(i + 1, end - 1);
      if (line[k] === ':' || showValues) {
        const shown = shownString(line, i + 1, innerEnd);
        if (shown !== line.slice(i + 1, innerEnd)) mask(i, end, `"${shown}"`);
      } else mask(i, end, '"…"');
      i = end;
    } else if (showValues) {
      // Values are shown: text outside strings (a file that is not JSON, a broken document) is shown too, but
      // what spells a credential is masked as in strings: a `ghp_…` line of a config file, a JWT, the value
      // after `Bearer`. The text up to the next string is read at once: `Bearer` and its token may lie apart.
      let j = i;
      while (j < n && line.charCodeAt(j) !== 34) j++;
      const spans = secretSpans(line, i, j);
      for (let s = 0; s < spans.length; s += 2) mask(spans[s] as number, spans[s + 1] as number, '[masked]');
      i = j;
    } else if (c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z.+-]/.test(line[j] as string)) j++;
      mask(i, j, '…');
      i = j;
    } else if (/[A-Za-z_$]/.test(line[i] as string)) {
      // null, or an identifier of broken JSON: keep null, mask the rest.
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$]/.test(line[j] as string)) j++;
      if (line.slice(i, j) !== 'null') mask(i, j, '…');
      i = j;
    } else i++;
  }
}

/** A growable list of 32-bit integers (offsets in a line, which are below 2^29: V8's longest string). */
class IntList {
  #data = new Int32Array(64);
  length = 0;

  push(value: number): void {
    if (this.length === this.#data.length) {
      const grown = new Int32Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.length++] = value;
  }

  at(index: number): number {
    return this.#data[index] as number;
  }
}

/** The stand-ins every line shares; a name shown in part (cut, or a token in it masked) is added once it occurs. */
const SHARED_TEXTS = ['…', '"…"', '[masked]'];

/**
 * A source line with its values masked (strings `"…"`, numbers and booleans `…`; with `showValues`, secret-like
 * runs only): its length, the place of an offset of the line in it, and any slice of it. The masks are three
 * integers each (where the token starts, where it ends, the shift of the offsets after it) and the index of their
 * stand-in, so a line of a million values costs megabytes, not the hundreds of megabytes of a million objects
 * and a string built by a million concatenations (docs/benchmarks.md, "Code frames of a long line").
 */
export class MaskedLine {
  readonly #line: string;
  readonly #starts = new IntList();
  readonly #ends = new IntList();
  /** The shift of the offsets past each mask: the masked text's length minus the line's, up to that mask. */
  readonly #shiftAfter = new IntList();
  readonly #texts = new IntList();
  readonly #textTable = [...SHARED_TEXTS];

  constructor(line: string, showValues: boolean) {
    this.#line = line;
    let shift = 0;
    valueMasks(line, showValues, (start, end, text) => {
      const shared = SHARED_TEXTS.indexOf(text);
      const index = shared === -1 ? this.#textTable.push(text) - 1 : shared;
      this.#starts.push(start);
      this.#ends.push(end);
      this.#texts.push(index);
      shift += text.length - (end - start);
      this.#shiftAfter.push(shift);
    });
  }

  /** The length of the masked text. */
  get length(): number {
    const count = this.#starts.length;
    return this.#line.length + (count === 0 ? 0 : this.#shiftAfter.at(count - 1));
  }

  #text(mask: number): string {
    return this.#textTable[this.#texts.at(mask)] as string;
  }

  #shiftBefore(mask: number): number {
    return mask === 0 ? 0 : this.#shiftAfter.at(mask - 1);
  }

  /** The last mask for which `startOf(mask) <= at` holds (binary search: both are increasing), or -1. */
  #lastAtOrBefore(at: number, startOf: (mask: number) => number): number {
    let lo = 0;
    let hi = this.#starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (startOf(mid) <= at) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** The offset in the masked text of an offset of the line: a place inside a value is the start of its stand-in. */
  map(offset: number): number {
    const found = this.#lastAtOrBefore(offset, (mask) => this.#starts.at(mask));
    if (found === -1) return offset;
    const maskedStart = this.#starts.at(found) + this.#shiftBefore(found);
    return offset < this.#ends.at(found) ? maskedStart : offset + this.#shiftAfter.at(found);
  }

  /**
   * The masked text from `from` to `to` (offsets in it). The masked text is the line's text between the masks
   * and each mask's stand-in in turn: the walk starts at the last mask at or before `from` and stops at `to`.
   */
  slice(from: number, to: number): string {
    const end = Math.min(to, this.length);
    const count = this.#starts.length;
    let out = '';
    // Segments in order: the line's text before mask k (plain), then mask k's stand-in; k = count is the tail.
    let mask = this.#lastAtOrBefore(from, (k) => this.#starts.at(k) + this.#shiftBefore(k));
    let plain = mask === -1;
    if (mask === -1) mask = 0;
    while (from < end) {
      if (plain) {
        const origin = mask === 0 ? 0 : this.#ends.at(mask - 1);
        const stop = mask < count ? this.#starts.at(mask) : this.#line.length;
        const at = origin + this.#shiftBefore(mask);
        const upTo = Math.min(end, at + (stop - origin));
        if (from < upTo) {
          out += this.#line.slice(origin + (from - at), origin + (upTo - at));
          from = upTo;
        }
        if (mask >= count) break;
      } else {
        const text = this.#text(mask);
        const at = this.#starts.at(mask) + this.#shiftBefore(mask);
        const upTo = Math.min(end, at + text.length);
        if (from < upTo) {
          out += text.slice(from - at, upTo - at);
          from = upTo;
        }
        mask++;
      }
      plain = !plain;
    }
    return out;
  }
}
