import { looksSecret } from 'user-summaries-contract/internal/validator/mask';

// Where a text holds a credential, judged on what the text MEANS, not on how it is spelled: the one masking of
// `validate --show-values` (the gate's values and code frames, jsonText/codeFrame.ts and maskedLine.ts) and of the
// engine's `showValues` (engine/shownValue.ts). A secret reaches a report in many spellings: a base64 token
// with `\/` escapes (PHP's json_encode default, so every Laravel API), with `\u002f`, percent-encoded in a URL
// (`%2F`, `%252F`), `Bearer` followed by a line break, a colon or a no-break space. The text is read through two
// decodings, each keeping where every character came from: JSON escapes (leniently: a backslash that starts no
// escape is itself), then percent-escapes (UTF-8, once or twice encoded). The credentials are found on the
// decoded text, and each is mapped back to the span of the text that spells it, so a code frame that shows the
// source as written masks exactly the characters that spell a secret, whatever their escapes.
//
// What a credential is: a run of `A-Z a-z 0-9 _ - + / = .` that looks like one by itself (a JWT, a long opaque
// token: the core's `looksSecret`), a run after `Bearer` or `Basic` (any case) and white space (any: a line
// break, a no-break space), colons or zero-width characters, and the rest of a run `Bearer+…` (a form-encoded
// space). Linear in the text; no regular expression runs over it.

/** Whether a UTF-16 code unit is one of `A-Z a-z 0-9 _ - + / = .` (a run of them is a token). */
function isTokenUnit(unit: number): boolean {
  return (
    (unit >= 48 && unit <= 57) ||
    (unit >= 65 && unit <= 90) ||
    (unit >= 97 && unit <= 122) ||
    unit === 95 ||
    unit === 45 ||
    unit === 43 ||
    unit === 47 ||
    unit === 61 ||
    unit === 46
  );
}

/** What may stand between `Bearer` and its token: white space of any kind, a colon, a zero-width character. */
function isSeparator(unit: number): boolean {
  if (unit === 58 || unit === 0x200b || unit === 0x200c || unit === 0x200d || unit === 0x2060) return true;
  return /\s/.test(String.fromCharCode(unit));
}

function hexValue(unit: number): number {
  if (unit >= 48 && unit <= 57) return unit - 48;
  if (unit >= 65 && unit <= 70) return unit - 55;
  if (unit >= 97 && unit <= 102) return unit - 87;
  return -1;
}

/** A text read through a decoding: its characters, and for each the span [start, end) of the source spelling it. */
interface Decoded {
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** `source[from, to)` with its JSON escapes read (`\/`, `\u002f`, `\n`, …); a backslash that starts none is itself. */
function jsonDecoded(source: string, from: number, to: number): Decoded {
  const starts = new Int32Array(to - from);
  const ends = new Int32Array(to - from);
  let text = '';
  let n = 0;
  let i = from;
  while (i < to) {
    let char = source[i] as string;
    let next = i + 1;
    if (char === '\\' && i + 1 < to) {
      const letter = source[i + 1] as string;
      const short = SHORT_ESCAPES[letter];
      if (short !== undefined) {
        char = short;
        next = i + 2;
      } else if (letter === 'u' && i + 6 <= to) {
        let code = 0;
        for (let k = i + 2; k < i + 6 && code >= 0; k++) {
          const h = hexValue(source.charCodeAt(k));
          code = h < 0 ? -1 : code * 16 + h;
        }
        if (code >= 0) {
          char = String.fromCharCode(code);
          next = i + 6;
        }
      }
    }
    text += char;
    starts[n] = i;
    ends[n] = next;
    n++;
    i = next;
  }
  return { text, starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
}

/** The byte a percent-escape at `at` of `text` spells (`%2F`, or twice encoded `%252F`), and where it ends; or undefined. */
function percentByte(text: string, at: number): { byte: number; end: number } | undefined {
  if (text.charCodeAt(at) !== 37) return undefined;
  const hi = hexValue(text.charCodeAt(at + 1));
  const lo = hexValue(text.charCodeAt(at + 2));
  if (hi < 0 || lo < 0) return undefined;
  const byte = hi * 16 + lo;
  if (byte === 0x25) {
    const hi2 = hexValue(text.charCodeAt(at + 3));
    const lo2 = hexValue(text.charCodeAt(at + 4));
    if (hi2 >= 0 && lo2 >= 0) return { byte: hi2 * 16 + lo2, end: at + 5 };
  }
  return { byte, end: at + 3 };
}

/** A decoded text read again through its percent-escapes, each character still mapped to the source. */
function percentDecoded(inner: Decoded): Decoded {
  const { text } = inner;
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let out = '';
  let n = 0;
  let i = 0;
  const push = (chars: string, from: number, to: number): void => {
    for (let k = 0; k < chars.length; k++) {
      out += chars[k];
      starts[n] = inner.starts[from] as number;
      ends[n] = inner.ends[to - 1] as number;
      n++;
    }
  };
  while (i < text.length) {
    const first = percentByte(text, i);
    if (first === undefined) {
      push(text[i] as string, i, i + 1);
      i++;
      continue;
    }
    // A UTF-8 sequence: its lead byte says how many continuation bytes follow, each a percent-escape too.
    const extra = first.byte >= 0xf0 ? 3 : first.byte >= 0xe0 ? 2 : first.byte >= 0xc0 ? 1 : 0;
    let code = extra === 0 ? first.byte : first.byte & (0x3f >> extra);
    let end = first.end;
    let whole = first.byte < 0x80 || (first.byte >= 0xc2 && first.byte <= 0xf4);
    for (let k = 0; k < extra && whole; k++) {
      const more = percentByte(text, end);
      if (more === undefined || (more.byte & 0xc0) !== 0x80) whole = false;
      else {
        code = code * 64 + (more.byte & 0x3f);
        end = more.end;
      }
    }
    push(whole ? String.fromCodePoint(code) : '\ufffd', i, end);
    i = end;
  }
  return { text: out, starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
}

/** Whether the token run `text[from, to)` ends with an authorization scheme's name (`Bearer`, `Basic`, any case). */
function endsWithScheme(text: string, from: number, to: number): boolean {
  const last = text.charCodeAt(to - 1) | 0x20;
  if (last === 0x72) return to - from >= 6 && text.slice(to - 6, to).toLowerCase() === 'bearer';
  if (last === 0x63) return to - from >= 5 && text.slice(to - 5, to).toLowerCase() === 'basic';
  return false;
}

/** The length of a `Bearer+` or `Basic+` prefix of the token run `text[from, to)` (a form-encoded space), or 0. */
function schemePlus(text: string, from: number, to: number): number {
  if ((text.charCodeAt(from) | 0x20) !== 0x62 || to - from < 7) return 0;
  const head = text.slice(from, from + 7).toLowerCase();
  if (head === 'bearer+') return 7;
  return head.startsWith('basic+') ? 6 : 0;
}

/** Whether the token run `text[from, to)` looks like a credential by itself (the core's `looksSecret`). */
function secretRun(text: string, from: number, to: number): boolean {
  // looksSecret holds for a run only when it is long (an opaque token) or starts as a JWT does: the rest costs no copy.
  if (to - from < 40 && !(text.charCodeAt(from) === 0x65 && text.startsWith('eyJ', from))) return false;
  return looksSecret(text.slice(from, to));
}

/** The credentials of `text[from, to)`, as [start, end) pairs of offsets in `text`, in order. */
function credentialSpans(text: string, from: number, to: number): number[] {
  const spans: number[] = [];
  let scheme = false;
  let separated = false;
  let i = from;
  while (i < to) {
    const unit = text.charCodeAt(i);
    if (isTokenUnit(unit)) {
      let j = i + 1;
      while (j < to && isTokenUnit(text.charCodeAt(j))) j++;
      if ((scheme && separated) || secretRun(text, i, j)) spans.push(i, j);
      else {
        const plus = schemePlus(text, i, j);
        if (plus > 0 && j - i > plus) spans.push(i + plus, j);
      }
      scheme = endsWithScheme(text, i, j);
      separated = false;
      i = j;
    } else {
      if (scheme && isSeparator(unit)) separated = true;
      else {
        scheme = false;
        separated = false;
      }
      i++;
    }
  }
  return spans;
}

/**
 * The spans of `text[from, to)` that spell a credential once read through its JSON escapes and percent-escapes,
 * as [start, end) pairs of offsets in `text`, in order and apart. A span covers every escape that spells a
 * character of the credential, so masking it leaves none of the credential's characters in any spelling.
 *
 * @example
 * secretSpans('"Bearer\\nabc"', 1, 12); // [9, 12]: `abc` after `Bearer` and an escaped line break
 */
export function secretSpans(text: string, from = 0, to = text.length): number[] {
  let plain = true;
  for (let i = from; i < to && plain; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 92 || unit === 37) plain = false;
  }
  if (plain) return credentialSpans(text, from, to);
  const decoded = percentDecoded(jsonDecoded(text, from, to));
  const found = credentialSpans(decoded.text, 0, decoded.text.length);
  const spans: number[] = [];
  for (let k = 0; k < found.length; k += 2) {
    const start = decoded.starts[found[k] as number] as number;
    const end = decoded.ends[(found[k + 1] as number) - 1] as number;
    // Two credentials spelled by overlapping escapes (one `%2F` split between them cannot happen, but stay safe).
    if (spans.length > 0 && start <= (spans[spans.length - 1] as number))
      spans[spans.length - 1] = Math.max(end, spans[spans.length - 1] as number);
    else spans.push(start, end);
  }
  return spans;
}

/**
 * A text with every span of {@link secretSpans} replaced by `[masked]`: what `--show-values` and the engine's
 * `showValues` may show of a string, as written in a source (escapes and all) or as decoded.
 *
 * @example
 * maskSecrets('https://app.example/cb?token=Bearer%20s3cr3t'); // 'https://app.example/cb?token=Bearer%20[masked]'
 */
export function maskSecrets(text: string): string {
  const spans = secretSpans(text);
  if (spans.length === 0) return text;
  let out = '';
  let copied = 0;
  for (let k = 0; k < spans.length; k += 2) {
    out += `${text.slice(copied, spans[k] as number)}[masked]`;
    copied = spans[k + 1] as number;
  }
  return out + text.slice(copied);
}
