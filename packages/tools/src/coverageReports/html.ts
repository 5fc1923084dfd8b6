import { type CoverageReport, percentText, seenPercent } from 'user-summaries-testing/coverage';
import { escapeHtml } from '../reports/html/escape.js';
import { htmlDocument, htmlTotals } from '../reports/html/page.js';
import { coverageGroups, type FieldRow, type GroupRow } from './coverageGroups.js';
import { coverageLine } from './text.js';

const count = (n: number): string => n.toLocaleString('en-US');
const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;
const TONE = { covered: 'ok', partial: 'warn', missing: 'bad' } as const;

/** A field's row: its location, its schema node, and each aspect in its status's colour with how often it was seen. */
function fieldRow(field: FieldRow): string {
  const aspects = field.items.map(
    (i) =>
      `<span class="${TONE[i.status]}" title="${i.status}">${escapeHtml(i.aspect)}&nbsp;<span class="muted">${count(i.seen)}</span></span>`,
  );
  return `<tr><td>${code(field.location === '' ? '/' : field.location)}</td><td>${aspects.join(' · ')}</td><td class="muted">${code(field.schema)}</td></tr>`;
}

/** A group: its counts on one line that opens onto its fields (a `details` element, so no script is needed). */
function groupSection(group: GroupRow): string {
  const summary = `<summary><strong>${escapeHtml(group.group)}</strong> <span class="muted">${percentText(seenPercent(group))} seen:</span> <span class="ok">${count(group.covered)} covered</span>, <span class="warn">${count(group.partial)} partial</span>, <span class="${group.missing > 0 ? 'bad' : 'muted'}">${count(group.missing)} missing</span> <span class="muted">of ${count(group.items)}</span></summary>`;
  const head =
    '<thead><tr><th scope="col">location</th><th scope="col">items (times seen)</th><th scope="col">schema node</th></tr></thead>';
  return `<details>${summary}<table>${head}<tbody>\n${group.fields.map(fieldRow).join('\n')}\n</tbody></table></details>`;
}

/**
 * The coverage report as one self-contained HTML page, in the style of the gate's HTML report (inline CSS, no
 * script, no external asset): the totals, then a row per group with its covered, partial and missing items,
 * each opening onto its fields and their aspects. Everything from the report is escaped.
 */
export function coverageHtml(report: CoverageReport): string {
  const groups = coverageGroups(report);
  const { items, covered, partial } = report.totals;
  const missing = items - covered - partial;
  const body = [
    '<header>',
    `<h1>user-summaries coverage: <span class="${missing === 0 && items > 0 ? 'ok' : 'warn'}">${percentText(seenPercent(report.totals))} of the contract seen</span></h1>`,
    `<p class="muted">${escapeHtml(coverageLine(report))}. Reading: include_slots=${report.profile.includeSlots ? 1 : 0}${report.profile.strict ? ', strict' : ''}; parts: ${escapeHtml(report.profile.parts.join(', ') || 'none')}.</p>`,
    '</header>',
    '<main>',
    '<section aria-labelledby="totals"><h2 id="totals">Totals</h2>',
    htmlTotals([
      ['items', count(items)],
      ['covered', count(covered), 'ok'],
      ['partial', count(partial), partial > 0 ? 'warn' : undefined],
      ['missing', count(missing), missing > 0 ? 'bad' : undefined],
      ['documents', count(report.documents)],
      ['responses', count(report.responses)],
      ['requests', count(report.requests)],
    ]),
    '</section>',
    '<section aria-labelledby="groups"><h2 id="groups">By group</h2>',
    '<p class="muted">Covered: seen. Partial: a valid-side item seen where the field has an invalid side nobody fed. Missing: never seen. Open a group for its fields.</p>',
    groups.length === 0 ? '<p>No document was counted.</p>' : groups.map(groupSection).join('\n'),
    '</section>',
    '</main>',
  ].join('\n');
  return htmlDocument('user-summaries coverage', body);
}
