/**
 * Line and column of character offsets in a text, 1-based, columns in UTF-16 code units (the unit SARIF's
 * default `columnKind` and editors' JavaScript positions use). Builds its table of line starts on first use.
 */
export class LineIndex {
  readonly #text: string;
  #starts: number[] | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  /** The 1-based line and column of a character offset (clamped to the text). */
  locate(offset: number): { line: number; column: number } {
    const starts = this.#lineStarts();
    const at = Math.max(0, Math.min(offset, this.#text.length));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((starts[mid] as number) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (starts[low] as number) + 1 };
  }

  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    const starts = this.#lineStarts();
    const start = starts[line - 1];
    if (start === undefined) return '';
    const next = starts[line];
    let end = next === undefined ? this.#text.length : next - 1;
    if (end > start && this.#text.charCodeAt(end - 1) === 13) end--;
    return this.#text.slice(start, end);
  }

  /** The number of lines. */
  get lineCount(): number {
    return this.#lineStarts().length;
  }

  #lineStarts(): number[] {
    if (this.#starts === undefined) {
      const starts = [0];
      let at = this.#text.indexOf('\n');
      while (at !== -1) {
        starts.push(at + 1);
        at = this.#text.indexOf('\n', at + 1);
      }
      this.#starts = starts;
    }
    return this.#starts;
  }
}
