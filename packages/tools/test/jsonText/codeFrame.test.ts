// Code frames of lines of any length: values masked (strings `"…"`, numbers and booleans `…`, names and null
// kept), the window of 120 characters around the caret, the caret under its place. The expected frame is built
// from the tokens the line is made of, each with its masked form, so the oracle shares nothing with the
// masking (packages/tools/src/jsonText/maskedLine.ts), which keeps the masks of a long line compact and builds only the window.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../src/jsonText/codeFrame.js';
import { LineIndex } from '../../src/jsonText/lineIndex.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';

/** A token of a line: its source text and what a frame shows of it when values are masked. */
interface Token {
  readonly text: string;
  readonly masked: string;
}

const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), maxLength: 6 });
const token: fc.Arbitrary<Token> = fc.oneof(
  letters.map((s) => ({ text: `"${s}"`, masked: '"…"' })),
  letters.filter((s) => s.length > 0).map((s) => ({ text: `"${s}":`, masked: `"${s}":` })),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => ({ text: String(n), masked: '…' })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ text: String(n), masked: '…' })),
  fc.constantFrom('true', 'false').map((b) => ({ text: b, masked: '…' })),
  fc.constant({ text: 'null', masked: 'null' }),
);
/** What separates tokens: JSON punctuation and spaces (never a colon: a string before a colon is a name). */
const separator = fc.constantFrom(',', ', ', '[', ']', '{', '}', ' ', ',\t');

/** A line of tokens, each with where it starts in the line and in its masked form. */
const line = fc.array(fc.tuple(token, separator), { maxLength: 300 }).map((pairs) => {
  let text = '';
  let masked = '';
  const places: { start: number; maskedStart: number; token: Token }[] = [];
  for (const [t, sep] of pairs) {
    places.push({ start: text.length, maskedStart: masked.length, token: t });
    text += t.text + sep;
    masked += t.masked + sep;
  }
  return { text, masked, places };
});

const WINDOW = 120;
const BEFORE_CARET = 50;

describe('code frames', () => {
  it('show the masked lines around a token, cut to the window around the caret, the caret under the token', () => {
    const documents = fc
      .array(line, { minLength: 1, maxLength: 3 })
      .chain((lines) => fc.tuple(fc.constant(lines), fc.nat({ max: lines.length - 1 }), fc.nat()))
      .filter(([lines, at]) => (lines[at]?.places.length ?? 0) > 0);
    fc.assert(
      fc.property(documents, fc.boolean(), ([lines, at, pick], showValues) => {
        const target = lines[at] as (typeof lines)[number];
        const place = target.places[pick % target.places.length] as (typeof target.places)[number];
        const shown = (l: (typeof lines)[number]): string => (showValues ? l.text : l.masked);
        const frame = codeFrame(
          new LineIndex(lines.map((l) => l.text).join('\n')),
          at + 1,
          place.start + 1,
          place.token.text.length,
          showValues,
        );
        // The expected frame, from the tokens: the lines before and after the caret's, one window for all.
        const caret = (showValues ? place.start : place.maskedStart) + 1;
        const width = (showValues ? place.token.text : place.token.masked).length;
        const around = lines.slice(Math.max(0, at - 1), at + 2);
        const longest = Math.max(...around.map((l) => shown(l).length));
        const from = longest > WINDOW ? Math.max(0, caret - 1 - BEFORE_CARET) : 0;
        const column = caret - from + (from > 0 ? 1 : 0);
        expect(frame).toEqual({
          lines: around.map((l, k) => ({
            number: Math.max(1, at) + k,
            text: `${from > 0 ? '…' : ''}${shown(l).slice(from, from + WINDOW)}${shown(l).length > from + WINDOW ? '…' : ''}`,
          })),
          caretLine: at + 1,
          caretColumn: column,
          caretWidth: Math.max(1, Math.min(width, WINDOW - (column - 1))),
        });
      }),
      { numRuns: atDepth(300, 100) },
    );
  });

  it('frame a place deep in a line of a million values: the window around it, masked', () => {
    const values = 1_000_000;
    const text = `[${Array.from({ length: values }, (_, i) => (i % 2 === 0 ? '"ab"' : '12')).join(',')}]`;
    const at = 1 + 350_000 * 8; // the 700,000th value, a string: each `"ab",12,` is 8 characters
    expect(text.slice(at, at + 4)).toBe('"ab"');
    const frame = codeFrame(new LineIndex(text), 1, at + 1, 4, false);
    // Masked, each `"…",…,` is 6 characters: the value starts at 1 + 350,000 * 6, the window 50 before it.
    const from = 1 + 350_000 * 6 - 50;
    const masked = '"…",…,'.repeat(30);
    const start = (from - 1) % 6;
    expect(frame).toEqual({
      lines: [{ number: 1, text: `…${masked.slice(start, start + WINDOW)}…` }],
      caretLine: 1,
      caretColumn: 52,
      caretWidth: 3,
    });
  });
});
