import { scalarEnd, skipWhitespace, stringEnd, tokenAt } from 'user-summaries-contract/internal/jsonLexer/lexer';
import { escapePointerToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';

/** Where a pointer lands in the source text: the node's span, or for a missing member its closest owner. */
export interface SourceSpan {
  readonly offset: number;
  readonly length: number;
  /** False when the pointer names a member that is not there (a missing key): the span is its owner's. */
  readonly found: boolean;
}

type Span = readonly [start: number, end: number];

/** An open object or array of the scan; `pointer` is null where nothing wanted lies inside. */
interface Frame {
  readonly isObject: boolean;
  readonly pointer: string | null;
  readonly start: number;
  index: number;
}

/** Every pointer of `pointers` and all their ancestors (the root included). */
function withAncestors(pointers: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const pointer of pointers) {
    for (let at = pointer.length; at > 0; at = pointer.lastIndexOf('/', at - 1)) {
      const prefix = pointer.slice(0, at);
      if (out.has(prefix)) break;
      out.add(prefix);
    }
    out.add('');
  }
  return out;
}

/**
 * A function from RFC 6901 pointers (those asked for) to source spans of one JSON text, found in one pass over
 * the text that keeps only the open containers on the path to a wanted member: time linear in the text,
 * memory in its depth and the number of pointers (a whole-document syntax tree cost many times the text in
 * memory: docs/gate.md).
 * Runs only for documents that broke the contract: the text is valid JSON within the depth limit.
 *
 * A missing member's span is the name of the member that owns it, or the owner itself when that is an array
 * item or the document.
 *
 * With `part: 'name'`, an object member's span is its name (with quotes) instead of its value: where a report
 * points for a member that should not be there at all (an unknown field).
 *
 * @example
 * const locate = pointerLocator('{"a": [1, "x"]}', ['/a/1']);
 * locate('/a/1'); // { offset: 10, length: 3, found: true }
 * locate('/a', 'name'); // { offset: 1, length: 3, found: true }
 */
export function pointerLocator(
  text: string,
  pointers: Iterable<string>,
): (pointer: string, part?: 'value' | 'name') => SourceSpan {
  const wanted = withAncestors(pointers);
  const values = new Map<string, Span>();
  const names = new Map<string, Span>();
  const stack: Frame[] = [];
  const child = (parent: string | null, token: string): string | null => {
    if (parent === null) return null;
    const pointer = `${parent}/${escapePointerToken(token)}`;
    return wanted.has(pointer) ? pointer : null;
  };
  /** Reads a member name at `from` (a quote) up to its colon; returns where its value starts and its pointer. */
  const readMemberName = (frame: Frame, from: number): { at: number; pointer: string | null } => {
    const start = skipWhitespace(text, from);
    const end = stringEnd(text, start);
    let pointer: string | null = null;
    if (frame.pointer !== null) {
      const raw = text.slice(start + 1, end - 1);
      pointer = child(frame.pointer, raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw);
      if (pointer !== null) names.set(pointer, [start, end]);
    }
    const colon = skipWhitespace(text, end);
    return { at: tokenAt(text, colon) === 'name-separator' ? colon + 1 : colon, pointer };
  };

  let i = 0;
  let pointer: string | null = wanted.has('') ? '' : null;
  scan: for (;;) {
    // A value starts here, at `pointer`.
    i = skipWhitespace(text, i);
    if (i >= text.length) break;
    const token = tokenAt(text, i);
    if (token === 'begin-object' || token === 'begin-array') {
      const frame: Frame = { isObject: token === 'begin-object', pointer, start: i, index: 0 };
      stack.push(frame);
      i = skipWhitespace(text, i + 1);
      const first = tokenAt(text, i);
      if (first !== 'end-object' && first !== 'end-array') {
        if (frame.isObject) ({ at: i, pointer } = readMemberName(frame, i));
        else pointer = child(frame.pointer, '0');
        continue;
      }
    } else {
      const end = token === 'string' ? stringEnd(text, i) : scalarEnd(text, i);
      if (pointer !== null) values.set(pointer, [i, end]);
      i = end;
      if (stack.length === 0) break;
      i = skipWhitespace(text, i);
    }
    // After a value: a comma starts the next member or item; a bracket closes containers.
    for (;;) {
      const frame = stack[stack.length - 1];
      if (frame === undefined) break scan;
      if (tokenAt(text, i) === 'value-separator') {
        frame.index++;
        if (frame.isObject) ({ at: i, pointer } = readMemberName(frame, i + 1));
        else {
          pointer = child(frame.pointer, String(frame.index));
          i++;
        }
        continue scan;
      }
      if (i >= text.length) break scan;
      stack.pop();
      i++;
      if (frame.pointer !== null) values.set(frame.pointer, [frame.start, i]);
      i = skipWhitespace(text, i);
    }
  }

  return (target, part = 'value') => {
    const found = (part === 'name' ? names.get(target) : undefined) ?? values.get(target);
    if (found !== undefined) return { offset: found[0], length: Math.max(1, found[1] - found[0]), found: true };
    // The deepest owner there is: its member name, or itself when it is an array item or the document.
    const tokens = parsePointer(target);
    for (let depth = tokens.length - 1; depth >= 0; depth--) {
      const owner = tokens.slice(0, depth).reduce((at, token) => `${at}/${escapePointerToken(token)}`, '');
      const span = names.get(owner) ?? values.get(owner);
      if (span !== undefined) return { offset: span[0], length: Math.max(1, span[1] - span[0]), found: false };
    }
    return { offset: 0, length: 1, found: false };
  };
}
