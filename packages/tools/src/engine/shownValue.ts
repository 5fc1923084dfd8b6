// What `showValues` shows of a member: the start of its JSON text, written only as far as it is shown. A member
// may nest thousands deep or hold megabytes (a value the request carried, or a body JSON.parse read past the
// depth cap): `JSON.stringify` of it whole would recurse once per level (a RangeError, which once ended the
// engine) and copy what is cut anyway. This walk keeps its own stack and stops at the cut.

/** An array or object being written: its members not yet written. */
interface Open {
  readonly close: ']' | '}';
  readonly members: readonly unknown[];
  /** Member names of an object, in `Object.keys` order (JSON.stringify's); undefined for an array. */
  readonly names: readonly string[] | undefined;
  next: number;
}

/**
 * Characters of a string read past its cut before masking: a credential that starts before the cut and ends after
 * it is seen whole by the mask, so none of it shows.
 */
const MASK_LOOKAHEAD = 1024;

/**
 * The JSON text of a string, masked by `mask` (on the decoded string, before it is written); past `room` code
 * units only the text of its first `room`, without the closing quote: longer than the room left, so the whole
 * is cut before its last code unit (half a surrogate pair there, escaped on its own, is never shown).
 */
function stringText(text: string, room: number, mask: Mask): string {
  const read = text.length > room + MASK_LOOKAHEAD ? text.slice(0, room + MASK_LOOKAHEAD) : text;
  const shown = mask(read);
  if (shown.length <= room && read === text) return JSON.stringify(shown);
  return JSON.stringify(shown.slice(0, room)).slice(0, -1);
}

/** What is shown of a string (a member name or a value), decoded: itself, or with its credentials masked. */
type Mask = (text: string) => string;

const asItIs: Mask = (text) => text;

/** The JSON text of a scalar (a string cut past `room` characters), as JSON.stringify writes it in a document. */
function scalarText(value: unknown, room: number, mask: Mask): string {
  if (typeof value === 'string') return stringText(value, room, mask);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  return 'null';
}

function opened(value: object): Open {
  if (Array.isArray(value)) return { close: ']', members: value, names: undefined, next: 0 };
  const record = value as Record<string, unknown>;
  const names = Object.keys(record);
  return { close: '}', members: names.map((name) => record[name]), names, next: 0 };
}

/**
 * The JSON text of a parsed JSON value (what `JSON.stringify` writes), cut to at most `maxChars` characters:
 * a longer text keeps its first `maxChars - 1` and ends with `…`. Never recurses, and writes at most about
 * `maxChars` characters of the value whatever its depth or size. Each string, member names included, is shown as
 * `mask` returns it (the engine's `showValues`: its credentials masked, jsonText/secretText.ts).
 *
 * @example
 * shownValue({ date: 'x'.repeat(200) }, 20); // '{"date":"xxxxxxxxxx…'
 */
export function shownValue(value: unknown, maxChars: number, mask: Mask = asItIs): string {
  let text = '';
  const stack: Open[] = [];
  /** Characters the text may still take before it is cut (at least one: a string is then cut, not dropped). */
  const room = (): number => Math.max(maxChars - text.length + 1, 1);
  const write = (member: unknown): void => {
    if (typeof member === 'object' && member !== null) {
      const open = opened(member);
      text += open.close === ']' ? '[' : '{';
      stack.push(open);
    } else {
      text += scalarText(member, room(), mask);
    }
  };
  write(value);
  while (stack.length > 0 && text.length <= maxChars) {
    const open = stack[stack.length - 1] as Open;
    if (open.next === open.members.length) {
      text += open.close;
      stack.pop();
      continue;
    }
    const at = open.next++;
    if (at > 0) text += ',';
    if (open.names !== undefined) text += `${stringText(open.names[at] as string, room(), mask)}:`;
    write(open.members[at]);
  }
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
