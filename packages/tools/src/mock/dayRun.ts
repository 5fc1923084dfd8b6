import { writeTemplate, type DayTemplate } from './dayTemplate.js';

/**
 * The served texts of consecutive days of a page, measured before they are written: a page is sized once and
 * each day is written straight into the page's buffer (no buffer of its own per day).
 */
export interface DayRun {
  /** How many days. */
  readonly count: number;
  /** Bytes of the days' texts together, the commas between them excluded. */
  readonly byteLength: number;
  /** Writes the texts at byte `at` of `target`, a comma between two days; returns the position after the last. */
  writeTo(target: Uint8Array, at: number): number;
}

/** One day of a run: its bytes as they are, or a template day to write for a date ({@link writeTemplate}). */
export type DayPiece = Uint8Array | { readonly template: DayTemplate; readonly day: number };

const COMMA = 0x2c;

/**
 * The run of the days given, in order.
 *
 * @example
 * const run = dayRun([Buffer.from('{"a":1}'), Buffer.from('{"b":2}')]);
 * const out = Buffer.alloc(run.byteLength + run.count - 1);
 * run.writeTo(out, 0); // out is '{"a":1},{"b":2}'
 */
export function dayRun(pieces: readonly DayPiece[]): DayRun {
  let byteLength = 0;
  for (const piece of pieces) byteLength += piece instanceof Uint8Array ? piece.length : piece.template.bytes.length;
  return {
    count: pieces.length,
    byteLength,
    writeTo(target, at) {
      let view: DataView | undefined;
      let to = at;
      for (let i = 0; i < pieces.length; i += 1) {
        const piece = pieces[i] as DayPiece;
        if (i > 0) target[to++] = COMMA;
        if (piece instanceof Uint8Array) {
          target.set(piece, to);
          to += piece.length;
        } else {
          view ??= new DataView(target.buffer, target.byteOffset, target.byteLength);
          writeTemplate(piece.template, piece.day, target, view, to);
          to += piece.template.bytes.length;
        }
      }
      return to;
    },
  };
}
