// The comments of the project's own source files (src/, test/, bench/), as the docs tests read them: line
// comments (`//`, and `#` in Python and shell), the lines of block comments, and a comment after code.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ROOT } from './cli.js';

const SOURCE_EXTENSIONS = new Set(['.ts', '.js', '.mjs', '.py', '.php', '.sh']);

/** Where a comment starts on a line: a line comment, a line of a block comment, or a comment after code. */
export const COMMENT = /(?:^\s*(?:\/\/|\/\*|\*|#)|\s\/\/\s).*$/;

/** One line's comment, or a run of comment lines joined by spaces, and the line it starts on (1-based). */
export interface Comment {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The source files under a folder of the repository (`src`), as paths from the root; dependencies and dot-folders left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === '__pycache__') return [];
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

/** The comment of each line of a file that has one. */
export function commentLines(file: string): Comment[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, at) => {
      const text = COMMENT.exec(line)?.[0];
      return text === undefined ? [] : [{ file, line: at + 1, text }];
    });
}

/** The comments of a file, consecutive comment lines joined into one (a sentence may run over lines). */
export function commentBlocks(file: string): Comment[] {
  const blocks: Comment[] = [];
  let previous = -1;
  for (const comment of commentLines(file)) {
    const text = comment.text.replace(/^\s*(?:\/\/|\/\*\*?|\*\/?|#)\s?/, '').trim();
    const last = blocks.at(-1);
    if (last !== undefined && comment.line === previous + 1)
      blocks[blocks.length - 1] = { ...last, text: `${last.text} ${text}` };
    else blocks.push({ ...comment, text });
    previous = comment.line;
  }
  return blocks;
}
