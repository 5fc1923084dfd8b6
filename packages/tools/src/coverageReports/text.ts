import { type CoverageReport, belowMinimum, percentText, seenPercent } from 'user-summaries-testing/coverage';
import { escapeControls } from '../outputText/safeText.js';

export { belowMinimum };
import { coverageGroups, type GroupRow } from './coverageGroups.js';

const count = (n: number): string => n.toLocaleString('en-US');
/** A location as the readable formats show it: the root as `/`. */
const shownLocation = (location: string): string => escapeControls(location === '' ? '/' : location);

/** The largest gaps first: the most missing items, then the most partial ones, then the group's name. */
function byGap(a: GroupRow, b: GroupRow): number {
  return b.missing - a.missing || b.partial - a.partial || a.group.localeCompare(b.group);
}

/** The one line of a report's totals. */
export function coverageLine(report: CoverageReport): string {
  const { items, covered, partial } = report.totals;
  const seen = covered + partial;
  return `${count(seen)} of ${count(items)} items seen (${percentText(seenPercent(report.totals))}): ${count(covered)} covered, ${count(partial)} partial (valid side only), ${count(items - seen)} missing; ${count(report.documents)} document${report.documents === 1 ? '' : 's'}${report.requests > 0 ? `, ${count(report.requests)} request${report.requests === 1 ? '' : 's'}` : ''}`;
}

/**
 * The short summary the gate prints: the totals, then a line per group, the largest gaps first.
 *
 * @example
 * io.stderr.write(coverageSummary(report));
 */
export function coverageSummary(report: CoverageReport): string {
  const rows = coverageGroups(report).sort(byGap);
  const width = Math.max(0, ...rows.map((r) => r.group.length));
  const lines = rows.map(
    (r) =>
      `  ${escapeControls(r.group).padEnd(width)}  ${count(r.covered + r.partial)} of ${count(r.items)} seen, ${count(r.missing)} missing, ${count(r.partial)} partial`,
  );
  return `coverage: ${coverageLine(report)}\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}`;
}

/**
 * The readable table: a row per group (items, covered, partial, missing), then every field with an item not
 * covered, its aspects marked `+` covered, `~` partial, `-` missing.
 */
export function coverageTable(report: CoverageReport): string {
  const groups = coverageGroups(report);
  const header = ['group', 'items', 'covered', 'partial', 'missing', 'seen'];
  const rows = groups.map((g) => [
    escapeControls(g.group),
    count(g.items),
    count(g.covered),
    count(g.partial),
    count(g.missing),
    percentText(seenPercent(g)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [`coverage of the contract: ${coverageLine(report)}`, '', line(header), ...rows.map(line), ''];
  for (const group of groups) {
    const open = group.fields.filter((f) => f.items.some((i) => i.status !== 'covered'));
    if (open.length === 0) continue;
    out.push(`${escapeControls(group.group)}:`);
    for (const field of open) {
      const marks = field.items.map(
        (i) => `${i.status === 'covered' ? '+' : i.status === 'partial' ? '~' : '-'}${escapeControls(i.aspect)}`,
      );
      out.push(`  ${shownLocation(field.location)}  ${marks.join(' ')}`);
    }
    out.push('');
  }
  out.push('+ covered, ~ partial (valid side only), - missing');
  return `${out.join('\n')}\n`;
}
