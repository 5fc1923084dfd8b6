// The one escaping of text that came from data or file names, for every output a person or a CI runner reads.
// A name with a line break would start a line of the attacker's choosing in a CI log (GitHub Actions runs
// `::add-mask::…`, `::error …` at the start of a line as workflow commands); ESC and OSC sequences steer a
// terminal; U+2028/2029 break lines in some viewers; bidi controls reorder what a reader sees. Each output
// applies it where data enters its text: the human-readable ones (text, github, hints, the checker's text,
// the CLI's messages, the serve log, HTML) show such characters as visible escapes (`\n`, `\u001b`); the JSON
// ones (json, sarif, summary, the checker's json) write them as JSON escapes; XML as character references.

/**
 * Whether a UTF-16 code unit can steer a terminal, a CI log or a reader: C0 controls (line feed and tab
 * included), DEL, C1 controls, the line and paragraph separators U+2028/2029, and the bidirectional
 * controls (U+061C, U+200E/200F, U+202A-202E, U+2066-2069).
 */
export function isSteering(unit: number): boolean {
  if (unit < 0x20) return true;
  if (unit < 0x7f) return false;
  if (unit <= 0x9f) return true;
  return (
    unit === 0x061c ||
    unit === 0x200e ||
    unit === 0x200f ||
    (unit >= 0x2028 && unit <= 0x202e) ||
    (unit >= 0x2066 && unit <= 0x2069)
  );
}

/**
 * Text with each steering code unit replaced by `encode(unit)`; the text itself when it has none. With
 * `keep`, the code units it accepts stay (a format's own line breaks).
 */
function replaceSteering(text: string, encode: (unit: number) => string, keep?: (unit: number) => boolean): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (!isSteering(unit) || keep?.(unit) === true) continue;
    out += text.slice(copied, i) + encode(unit);
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const hex4 = (unit: number): string => unit.toString(16).padStart(4, '0');
/** Tab, line feed and carriage return by code unit, as JSON writes them. */
const SHORT: Readonly<Record<number, string>> = { 9: '\\t', 10: '\\n', 13: '\\r' };

/**
 * Text from data or a file name as a human-readable output shows it: every steering character (see
 * {@link isSteering}) written as a visible escape, `\n`, `\t`, `\r` or `\uXXXX`; everything else unchanged.
 *
 * @example
 * escapeControls('bad\n::error title=FORGED::x.json'); // 'bad\\n::error title=FORGED::x.json'
 */
export function escapeControls(text: string): string {
  return replaceSteering(text, (unit) => SHORT[unit] ?? `\\u${hex4(unit)}`);
}

/**
 * JSON text (from `JSON.stringify`) with the steering characters JSON leaves raw (DEL, C1, U+2028/2029, bidi
 * controls) written as `\uXXXX` escapes: the same JSON value, and no raw control character in the output.
 * Outside strings, JSON text is ASCII without controls, so only characters inside strings change.
 */
export function jsonSafe(json: string): string {
  // C0 controls are escaped by JSON.stringify inside strings: the ones left are an indented text's own white space.
  return replaceSteering(
    json,
    (unit) => `\\u${hex4(unit)}`,
    (unit) => unit < 0x20,
  );
}
