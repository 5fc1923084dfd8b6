// Fenced code blocks of the Markdown pages, with the marker comment that precedes each (if any).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './cli.js';

/** One fenced block of a page. */
export interface DocBlock {
  /** The page, relative to the repository (`docs/gate.md`). */
  readonly page: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
  /** The HTML comment on the line before the fence (blank lines between allowed), without `<!--`/`-->`. */
  readonly marker: string | undefined;
}

/** README.md, every docs/*.md page and the architecture's page per package (docs/architecture/*.md). */
export function docPages(): string[] {
  return [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
    // The architecture's page per package.
    ...readdirSync(join(ROOT, 'docs/architecture'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/architecture/${f}`),
  ];
}

/** Every fenced block of a page. */
export function docBlocks(page: string): DocBlock[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? '');
    if (open === null) continue;
    const start = i;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end++;
    let before = start - 1;
    while (before >= 0 && (lines[before] ?? '').trim() === '') before--;
    const comment = /^<!--\s*(.*?)\s*-->$/.exec((lines[before] ?? '').trim());
    blocks.push({
      page,
      line: start + 1,
      lang: open[1] ?? '',
      code: lines.slice(start + 1, end).join('\n'),
      marker: comment?.[1],
    });
    i = end;
  }
  return blocks;
}

/**
 * A Python example's output against the `# ...` comments it carries: the line each print prints, in order; a
 * comment ending in `, ...]` gives the start of its line (the printed line is replaced by the comment when it starts
 * so). Compare the two with toEqual.
 */
export function printedAgainstComments(
  code: string,
  stdout: string,
): { readonly printed: string[]; readonly expected: string[] } {
  const expected = code
    .split('\n')
    .filter((line) => line.startsWith('# '))
    .map((line) => line.slice(2));
  const printed = stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line, i) => {
      const wanted = expected[i];
      return wanted?.endsWith(', ...]') && line.startsWith(wanted.slice(0, -', ...]'.length)) ? wanted : line;
    });
  return { printed, expected };
}

/** The blocks of a page's section: between the `## title` heading and the next `## ` heading, in the page's order. */
export function sectionBlocks(page: string, title: string): DocBlock[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const start = lines.indexOf(`## ${title}`) + 1;
  if (start === 0) return [];
  const next = lines.findIndex((line, i) => i >= start && line.startsWith('## ')) + 1;
  return docBlocks(page).filter((b) => b.line > start && (next === 0 || b.line < next));
}
