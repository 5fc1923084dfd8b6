import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, relative } from 'node:path';
import type { CoverageReport } from 'user-summaries-testing/coverage';
import { LineIndex } from '../jsonText/lineIndex.js';
import { pointerLocator } from '../jsonText/locatePointers.js';

const require = createRequire(import.meta.url);

/** The path of a schema file of the contract as the tools find it (the core's `schemas/`). */
function schemaPath(file: string): string {
  return require.resolve(`user-summaries-contract/schemas/${file}`);
}

/** A path for `SF:`, relative to the working folder when the file is under it (a checkout, node_modules), else absolute. */
function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel.split('\\').join('/');
}

/**
 * The coverage report as lcov: a record per schema file (`SF:`), each item a branch (`BRDA:`) at the line of its
 * schema node, each such line (`DA:`) hit as often as its items were seen; so an lcov viewer or a coverage
 * service draws the contract's files green where every item of a line was seen, and marks lines with a
 * missing item as partly covered. An item whose node cannot be found (a report of another version) is left out.
 *
 * @param cwd - the folder `SF:` paths are relative to
 * @example
 * writeFileSync('contract.lcov', coverageLcov(report, process.cwd()));
 */
export function coverageLcov(report: CoverageReport, cwd: string): string {
  const byFile = new Map<string, { pointer: string; seen: number }[]>();
  for (const item of report.items) {
    const hash = item.schema.indexOf('#');
    const file = item.schema.slice(0, hash);
    if (hash <= 0 || !/^[a-z0-9-]+\.schema\.json$/.test(file)) continue;
    let list = byFile.get(file);
    if (list === undefined) byFile.set(file, (list = []));
    list.push({ pointer: item.schema.slice(hash + 1), seen: item.seen });
  }
  const records: string[] = [];
  for (const [file, items] of [...byFile].sort((a, b) => a[0].localeCompare(b[0]))) {
    let path: string;
    let text: string;
    try {
      path = schemaPath(file);
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    const lines = new LineIndex(text);
    const locate = pointerLocator(
      text,
      items.map((i) => i.pointer),
    );
    const byLine = new Map<number, number[]>();
    for (const item of items) {
      const at = locate(item.pointer);
      if (!at.found) continue;
      const { line } = lines.locate(at.offset);
      let seen = byLine.get(line);
      if (seen === undefined) byLine.set(line, (seen = []));
      seen.push(item.seen);
    }
    const sorted = [...byLine].sort((a, b) => a[0] - b[0]);
    const out = ['TN:user-summaries-coverage', `SF:${shownPath(path, cwd)}`];
    for (const [line, seen] of sorted) out.push(...seen.map((n, i) => `BRDA:${line},0,${i},${n}`));
    for (const [line, seen] of sorted) out.push(`DA:${line},${seen.reduce((a, b) => a + b, 0)}`);
    const branches = sorted.flatMap(([, seen]) => seen);
    out.push(
      `LF:${sorted.length}`,
      `LH:${sorted.filter(([, seen]) => seen.some((n) => n > 0)).length}`,
      `BRF:${branches.length}`,
      `BRH:${branches.filter((n) => n > 0).length}`,
      'end_of_record',
    );
    records.push(out.join('\n'));
  }
  return records.length === 0 ? '' : `${records.join('\n')}\n`;
}
