import { barChart, type Bar } from '../reports/html/chart.js';
import { escapeHtml } from '../reports/html/escape.js';
import { htmlDocument, htmlTable, htmlTotals } from '../reports/html/page.js';
import { addDays, rangeLength } from '../pages/days.js';
import type { CheckReport, CheckStatus, Finding } from './types.js';

/** The contract's page size when `per_page` is not sent. */
const DEFAULT_PER_PAGE = 10;

const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;
const TONE: Readonly<Record<CheckStatus, string>> = { pass: 'ok', warn: 'warn', fail: 'bad', skip: 'muted' };

/**
 * The day of the requested range a finding is on: the n-th item of `data` over the pages is the n-th day
 * (the contract orders days by date, one per day). Derived from the request, never from a payload value.
 */
function dayOf(finding: Finding, perPage: number): number | undefined {
  if (finding.page === undefined || finding.pointer === undefined) return undefined;
  const match = /^(?:\/data)?\/(\d+)(?:\/|$)/.exec(finding.pointer);
  return match === null ? undefined : (finding.page - 1) * perPage + Number(match[1]);
}

/** A pointer with its array indices as `*`: the member of the schema that findings share. */
function memberOf(pointer: string): string {
  // Split, not a regular expression: pointers are unbounded (a member name can be megabytes long).
  const isIndex = (token: string): boolean => token !== '' && [...token].every((c) => c >= '0' && c <= '9');
  return (
    pointer
      .split('/')
      .map((token, i) => (i > 0 && isIndex(token) ? '*' : token))
      .join('/') || '/'
  );
}

function countBy<TKey>(items: readonly Finding[], key: (f: Finding) => TKey): [TKey, number][] {
  const counts = new Map<TKey, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

function findingRow(f: Finding): string[] {
  const where = [
    f.page === undefined ? '' : `page ${f.page}`,
    f.includeSlots === undefined ? '' : `include_slots=${f.includeSlots}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    escapeHtml(f.severity),
    code(f.rule),
    f.pointer === undefined ? '' : code(f.pointer),
    escapeHtml(where),
    escapeHtml(f.message),
  ];
}

/**
 * The checker's report as one self-contained HTML file (inline CSS and SVG, no script, no external asset):
 * the checks and their totals, findings grouped by rule word and by member, a chart of findings per day of
 * the requested range, and the semantic warnings. Findings carry no payload value, and everything is escaped.
 *
 * @example
 * await writeFile('check.html', renderHtml(await runCheck(options)));
 */
export function renderHtml(report: CheckReport): string {
  const findings = report.checks.flatMap((c) => c.findings);
  const failures = findings.filter((f) => f.severity === 'fail');
  const warnings = findings.filter((f) => f.severity === 'warn');
  const perPage = report.perPage ?? DEFAULT_PER_PAGE;
  const days = rangeLength(report.range.from, report.range.to);
  const perDay = new Array<number>(Math.max(0, days)).fill(0);
  let unplaced = 0;
  for (const f of findings) {
    const day = dayOf(f, perPage);
    if (day !== undefined && day < perDay.length) perDay[day] = (perDay[day] ?? 0) + 1;
    else unplaced++;
  }
  const bars: Bar[] = perDay.map((count, i) => ({ label: addDays(report.range.from, i) ?? `day ${i + 1}`, count }));
  const omitted = report.checks.reduce((n, c) => n + c.omitted, 0);
  const { pass, warn, fail, skip } = report.counts;
  const per = report.perPage === undefined ? 'per_page not sent' : `per_page ${report.perPage}`;
  const body = [
    '<header>',
    `<h1>user-summaries check: <span class="${report.ok ? 'ok' : 'bad'}">${report.ok ? 'pass' : 'fail'}</span></h1>`,
    `<p class="muted">${escapeHtml(`${report.target}  ${report.range.from}..${report.range.to} (${per}); ${report.requests} requests in ${report.ms} ms`)}</p>`,
    '</header>',
    '<main>',
    '<section aria-labelledby="totals"><h2 id="totals">Totals</h2>',
    htmlTotals([
      ['checks', report.checks.length],
      ['pass', pass, 'ok'],
      ['warn', warn, warn > 0 ? 'warn' : undefined],
      ['fail', fail, fail > 0 ? 'bad' : undefined],
      ['skip', skip],
      ['violations', failures.length + omitted, failures.length > 0 ? 'bad' : undefined],
      ['warnings', warnings.length, warnings.length > 0 ? 'warn' : undefined],
    ]),
    htmlTable(
      'The checks',
      ['check', 'status', 'what was seen'],
      report.checks.map((c) => [
        code(c.name),
        `<span class="${TONE[c.status]}">${escapeHtml(c.status)}</span>`,
        escapeHtml(c.summary),
      ]),
    ),
    '</section>',
    '<section aria-labelledby="per-day"><h2 id="per-day">Findings per day</h2>',
    `<p class="muted">Each day of the requested range, by position: the n-th summary served is read as the n-th day. ${unplaced > 0 ? `${unplaced} findings are not on a day (requests, pagination) and are not charted.` : ''}</p>`,
    barChart('Findings per day', bars),
    '</section>',
    '<section aria-labelledby="by-rule"><h2 id="by-rule">By rule word</h2>',
    findings.length === 0
      ? '<p>No finding.</p>'
      : htmlTable(
          'Findings per rule word',
          ['rule', 'findings'],
          countBy(findings, (f) => f.rule).map(([rule, n]) => [code(rule), String(n)]),
          [1],
        ),
    '</section>',
    '<section aria-labelledby="by-location"><h2 id="by-location">By member</h2>',
    findings.length === 0
      ? '<p>No finding.</p>'
      : htmlTable(
          'Findings per member (array indices as *)',
          ['member', 'findings'],
          countBy(findings, (f) => (f.pointer === undefined ? '(no member)' : memberOf(f.pointer))).map(([m, n]) => [
            code(m),
            String(n),
          ]),
          [1],
        ),
    '</section>',
    '<section aria-labelledby="violations"><h2 id="violations">Violations</h2>',
    failures.length === 0
      ? '<p>No violation.</p>'
      : htmlTable('Failed findings', ['severity', 'rule', 'pointer', 'where', 'message'], failures.map(findingRow)),
    omitted > 0 ? `<p class="muted">… and ${omitted} more findings not kept.</p>` : '',
    '</section>',
    '<section aria-labelledby="warnings"><h2 id="warnings">Semantic warnings</h2>',
    warnings.length === 0
      ? '<p>No warning.</p>'
      : htmlTable('Warnings', ['severity', 'rule', 'pointer', 'where', 'message'], warnings.map(findingRow)),
    '</section>',
    '</main>',
  ].join('\n');
  return htmlDocument('user-summaries check report', body);
}
