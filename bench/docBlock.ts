// The benches that write their own figures into docs/benchmarks.md (server, archive, Laravel, playground, lexer)
// each own a block between two markers; bench/report.ts keeps those blocks when it rewrites the page. A user
// guide that quotes a figure holds it between markers too, written by the bench that measures it (docs/guard.md's
// weights: bench/weight.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Replaces the block between the markers `start` and `end` of a page (docs/benchmarks.md unless `page` names
 * another, relative to the repository) with `block` (which begins with `start` and ends with `end`); where the
 * markers are absent, appends it under `heading`.
 *
 * @example
 * replaceDocBlock(START, END, `${START}\n${table}\n${END}`, '## Laravel assertions (bench/laravel.ts)');
 */
export function replaceDocBlock(
  start: string,
  end: string,
  block: string,
  heading: string,
  page = 'docs/benchmarks.md',
): void {
  const doc = fileURLToPath(new URL(`../${page}`, import.meta.url));
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${heading}\n\n${block}\n`;
  writeFileSync(doc, next);
}
