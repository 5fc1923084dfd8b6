// docs/cross-implementation.md: each table is one block of rows (a blank line would end a Markdown table and
// leave a row as a stray paragraph), and the tables name every engine difference and divergence class.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';

const PAGE = readFileSync(join(ROOT, 'docs/cross-implementation.md'), 'utf8');

/** The ids in the first column of the table that follows a heading, up to the table's end. */
function tableIds(heading: string): string[] {
  const lines = PAGE.slice(PAGE.indexOf(heading)).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows.slice(2).map((r) => /^\| `([^`]+)`/.exec(r)?.[1] ?? '');
}

describe('docs/cross-implementation.md tables', () => {
  it('no table row stands apart from its table', () => {
    const lines = PAGE.split('\n');
    const stray = lines.flatMap((line, i) =>
      line.startsWith('| `') && !(lines[i - 1] ?? '').startsWith('|') ? [i + 1] : [],
    );
    expect(stray).toEqual([]);
  });

  it('the engine differences table holds number-overflow; the divergence classes table holds number-beyond-double', () => {
    expect(tableIds('### Engine differences')).toEqual([
      'python-dollar-before-final-newline',
      'python-dot-matches-cr-and-separators',
      'number-overflow',
    ]);
    expect(tableIds('### Divergence classes')).toContain('number-beyond-double');
  });
});
