// The fenced blocks of the Python distribution's README (packages/python/README.md), and which of them are its
// quick start: the blocks between `## Quick start` and the next `## ` heading, run in order as a Python team runs them
// (readme.deep.test.ts); the page's other Python blocks run with the installed distribution (readme.test.ts).
import { docBlocks, type DocBlock } from '../__helpers__/docBlocks.js';

/** The page, from the repository root. */
export const README = 'packages/python/README.md';

/** Every fenced block of the page. */
export const BLOCKS: readonly DocBlock[] = docBlocks(README);

/** Why a block is not run (`<!-- not-run: reason -->` before it), or undefined. */
export function notRun(block: DocBlock): string | undefined {
  return /^not-run:\s*(.+)$/.exec(block.marker ?? '')?.[1];
}

/** The 1-based lines where the page's `## ` headings are, with their text. */
function headings(text: string): { readonly line: number; readonly title: string }[] {
  return text.split('\n').flatMap((line, i) => (line.startsWith('## ') ? [{ line: i + 1, title: line.slice(3) }] : []));
}

/** The quick start's blocks, in the page's order. */
export function quickStart(text: string): DocBlock[] {
  const all = headings(text);
  const start = all.find((h) => h.title === 'Quick start');
  if (start === undefined) return [];
  const end = all.find((h) => h.line > start.line)?.line ?? Number.POSITIVE_INFINITY;
  return BLOCKS.filter((b) => b.line > start.line && b.line < end);
}
