// The gate's one-pass pointer locator against momoa's syntax tree (the locator it replaced, kept as a dev
// dependency to hold it to the same spans), on generated JSON texts and pointers, present and missing.
import { parse, type DocumentNode, type MemberNode, type ValueNode } from '@humanwhocodes/momoa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { pointerLocator, type SourceSpan } from '../../src/jsonText/locatePointers.js';
import { escapePointerToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';

/** The span momoa's tree gives a pointer, as the gate placed violations before (its own semantics). */
function momoaSpan(document: DocumentNode, pointer: string): SourceSpan {
  const spanOf = (node: { range?: [number, number] }): { offset: number; length: number } => {
    const [start, end] = node.range ?? [0, 1];
    return { offset: start, length: Math.max(1, end - start) };
  };
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
    if (next === undefined) return { ...spanOf(member === undefined ? node : member.name), found: false };
    node = next;
  }
  return { ...spanOf(node), found: true };
}

/** Every pointer of a value, and for each object a pointer to a member it lacks. */
function pointersOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value))
    return [at, `${at}/${value.length}`, ...value.flatMap((item, i) => pointersOf(item, `${at}/${i}`))];
  if (typeof value === 'object' && value !== null) {
    return [
      at,
      `${at}/missing~1key`,
      ...Object.entries(value).flatMap(([key, item]) => pointersOf(item, `${at}/${escapePointerToken(key)}`)),
    ];
  }
  return [at, `${at}/under-a-scalar`];
}

describe('the one-pass pointer locator', () => {
  it('gives the spans momoa gives, for present and missing members, in compact and indented texts', () => {
    // Unique keys only: the parse layer rejects duplicate keys before any document is validated.
    const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    fc.assert(
      fc.property(json, fc.constantFrom(undefined, 2, '\t'), fc.context(), (value, indent, ctx) => {
        const text = JSON.stringify(value, null, indent);
        const pointers = pointersOf(value);
        const locate = pointerLocator(text, pointers);
        const document = parse(text, { mode: 'json', ranges: true });
        for (const pointer of pointers) {
          ctx.log(pointer);
          expect(locate(pointer)).toStrictEqual(momoaSpan(document, pointer));
        }
      }),
      { numRuns: atDepth(300, 100) },
    );
  });

  it('places members whose names hold escapes, quotes and slashes', () => {
    const text = '{"a\\"b": {"c/d": [1, {"e~f": "x\\"y"}]}, "\\u0067": true}';
    const locate = pointerLocator(text, ['/a"b/c~1d/1/e~0f', '/g', '/a"b/c~1d/7']);
    const value = '"x\\"y"';
    expect(locate('/a"b/c~1d/1/e~0f')).toStrictEqual({
      offset: text.indexOf(value),
      length: value.length,
      found: true,
    });
    expect(locate('/g')).toStrictEqual({ offset: text.indexOf('true'), length: 4, found: true });
    // A missing item of an array that is a member's value: the member's name.
    expect(locate('/a"b/c~1d/7')).toStrictEqual({ offset: text.indexOf('"c/d"'), length: 5, found: false });
  });

  it('keeps only what it was asked for: a 40,000-item text is placed without a tree of it', () => {
    const text = JSON.stringify({ data: Array.from({ length: 40_000 }, (_, i) => ({ i, date: 'x' })) });
    const locate = pointerLocator(text, ['/data/39999/date']);
    const span = locate('/data/39999/date');
    expect(text.slice(span.offset, span.offset + span.length)).toBe('"x"');
  });
});
