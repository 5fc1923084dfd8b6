import type { DocumentNode, MemberNode, ValueNode } from '@humanwhocodes/momoa';
import { parsePointer } from '../validator/pointer.js';

/** Where a pointer lands in the source text: the node's span, or for a missing member its closest owner. */
export interface SourceSpan {
  readonly offset: number;
  readonly length: number;
  /** False when the pointer names a member that is not there (a missing key): the span is its owner's. */
  readonly found: boolean;
}

type Momoa = typeof import('@humanwhocodes/momoa');
let momoa: Promise<Momoa> | undefined;

/** Loads the location-aware parser once, on the slow path only (the cold start never pays for it). */
function loadMomoa(): Promise<Momoa> {
  momoa ??= import('@humanwhocodes/momoa');
  return momoa;
}

function spanOf(node: { range?: [number, number] }): { offset: number; length: number } {
  const [start, end] = node.range ?? [0, 1];
  return { offset: start, length: Math.max(1, end - start) };
}

/**
 * A function from RFC 6901 pointers to source spans of one JSON text, built from momoa's AST. Runs only for
 * documents that broke the contract; the text is known to be valid JSON within the depth limit, so momoa's
 * recursion is bounded.
 *
 * @example
 * const locate = await pointerLocator('{"a": [1, "x"]}');
 * locate('/a/1'); // { offset: 10, length: 3, found: true }
 */
export async function pointerLocator(text: string): Promise<(pointer: string) => SourceSpan> {
  const { parse } = await loadMomoa();
  let document: DocumentNode | undefined;
  try {
    document = parse(text, { mode: 'json', ranges: true });
  } catch {
    document = undefined;
  }
  return (pointer) => {
    if (document === undefined) return { offset: 0, length: 1, found: false };
    let node: ValueNode = document.body;
    let member: MemberNode | undefined;
    for (const token of parsePointer(pointer)) {
      let next: ValueNode | undefined;
      if (node.type === 'Object') {
        const found = node.members.findLast((m) => m.name.type === 'String' && m.name.value === token);
        if (found !== undefined) {
          member = found;
          next = found.value;
        }
      } else if (node.type === 'Array' && /^(?:0|[1-9][0-9]*)$/.test(token)) {
        const element = node.elements[Number(token)];
        if (element !== undefined) {
          member = undefined;
          next = element.value;
        }
      }
      if (next === undefined) {
        // A missing member: point at the name of the member that owns it (or at the owner itself).
        return { ...spanOf(member === undefined ? node : member.name), found: false };
      }
      node = next;
    }
    return { ...spanOf(node), found: true };
  };
}
