/** The width help is laid out for when standard output is not a terminal (a pipe, a file, a CI log). */
export const DEFAULT_HELP_WIDTH = 80;
/** The narrowest width help is laid out for, however narrow the terminal says it is. */
const NARROWEST = 40;

/**
 * The width to lay help out for on a stream: the terminal's columns when the stream is a terminal that says how
 * wide it is (at least 40), else 80.
 *
 * @example
 * renderCommandHelp(VALIDATE_SPEC, helpWidth(io.stdout));
 */
export function helpWidth(stream: { readonly isTTY?: boolean; readonly columns?: number }): number {
  const columns = stream.columns;
  return stream.isTTY === true && typeof columns === 'number' && Number.isInteger(columns) && columns > 0
    ? Math.max(NARROWEST, columns)
    : DEFAULT_HELP_WIDTH;
}

/**
 * Words laid out in lines of at most `width` columns: the first line starts with `first` (its indentation or a
 * label), the others with `rest`. A word longer than a line (a URL) gets a line of its own.
 */
export function wrapWords(words: readonly string[], width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** The words of a text: runs of anything but white space. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter((w) => w !== '');

/** A line's leading spaces, and the indentation of its continuation lines (two more after a list's `- `). */
function indentOf(line: string): { lead: string; rest: string } {
  const lead = /^ */.exec(line)?.[0] ?? '';
  return { lead, rest: /^ *- /.test(line) ? `${lead}  ` : lead };
}

/**
 * Prose laid out again for `width`: each paragraph's lines as written, a line that starts in lower case joined to
 * the one before it (it continued a sentence the source broke for its own width), then every line wrapped with its
 * indentation. Blank lines stay.
 */
export function reflow(text: string, width: number): string {
  const units: string[] = [];
  for (const line of text.split('\n')) {
    const last = units.length - 1;
    const continues = last >= 0 && units[last] !== '' && /^[a-z(`"'*]/.test(line);
    if (continues) units[last] = `${units[last]} ${line.trim()}`;
    else units.push(line.trimEnd());
  }
  return units
    .map((unit) => {
      if (unit === '' || unit.length <= width) return unit;
      const { lead, rest } = indentOf(unit);
      return wrapWords(wordsOf(unit), width, lead, rest).join('\n');
    })
    .join('\n');
}

/** A command line's words, a quoted string (`'{"a": 1}'`) kept whole. */
function shellWords(line: string): string[] {
  return line.match(/(?:'[^']*'|"(?:\\.|[^"\\])*"|[^\s'"])+/g) ?? [];
}

/**
 * A command line laid out for `width`: as written when it fits, else wrapped between words with ` \` at the end of
 * each broken line (so it still pastes into a shell), continuation lines indented two more.
 */
export function wrapCommand(line: string, width: number, first: string, rest: string): string[] {
  if (first.length + line.length <= width) return [first + line];
  // Room for the ` \` that ends every line but the last.
  const lines = wrapWords(shellWords(line), width - 2, first, `${rest}  `);
  return lines.map((l, i) => (i < lines.length - 1 ? `${l} \\` : l));
}
