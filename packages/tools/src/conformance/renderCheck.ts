import { xml } from '../reports/xml.js';
import { escapeControls, jsonSafe } from '../outputText/safeText.js';
import { renderHtml } from './renderHtml.js';
import type { CheckReport, Finding } from './types.js';

/** The report formats of `user-summaries check`. */
export type ReportFormat = 'text' | 'json' | 'junit' | 'html';

function where(f: Finding): string {
  const parts = [
    f.page !== undefined ? `page ${f.page}` : '',
    f.includeSlots !== undefined ? `include_slots=${f.includeSlots}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}

/**
 * The report as text: one line per check, its findings indented under it. What the server sent (messages,
 * summaries) and the target go through `escapeControls`: a server cannot start a line in the CI log.
 */
function renderText(report: CheckReport): string {
  const per = report.perPage === undefined ? 'per_page not sent' : `per_page ${report.perPage}`;
  const lines = [
    `user-summaries check ${escapeControls(report.target)}  ${report.range.from}..${report.range.to} (${per})`,
  ];
  for (const check of report.checks) {
    lines.push(`${check.status.toUpperCase().padEnd(4)}  ${check.name.padEnd(18)} ${escapeControls(check.summary)}`);
    for (const f of check.findings)
      lines.push(`      ${f.severity === 'fail' ? 'x' : '!'} ${escapeControls(`${f.rule}${where(f)}: ${f.message}`)}`);
    if (check.omitted > 0) lines.push(`      ... and ${check.omitted} more`);
  }
  const { pass, warn, fail, skip } = report.counts;
  lines.push(
    `${report.checks.length} checks: ${pass} pass, ${warn} warn, ${fail} fail, ${skip} skip (${report.requests} requests, ${report.ms} ms)`,
  );
  return `${lines.join('\n')}\n`;
}

/** The report as one JSON document. */
function renderJson(report: CheckReport): string {
  return `${jsonSafe(JSON.stringify(report, null, 2))}\n`;
}

/** The report as JUnit XML: one test case per check; warnings go to system-out, skips are skipped. */
function renderJunit(report: CheckReport): string {
  const cases = report.checks.map((check) => {
    const detail = check.findings
      .map((f) => escapeControls(`${f.severity} ${f.rule}${where(f)}: ${f.message}`))
      .join('\n');
    const open = `    <testcase classname="user-summaries.check" name="${xml(check.name)}">`;
    if (check.status === 'fail')
      return `${open}\n      <failure message="${xml(escapeControls(check.summary))}" type="${xml(check.findings[0]?.rule ?? 'fail')}">${xml(detail)}</failure>\n    </testcase>`;
    if (check.status === 'skip')
      return `${open}\n      <skipped message="${xml(escapeControls(check.summary))}"/>\n    </testcase>`;
    if (check.status === 'warn') return `${open}\n      <system-out>${xml(detail)}</system-out>\n    </testcase>`;
    return `${open}</testcase>`;
  });
  const { fail, skip } = report.counts;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="user-summaries check" tests="${report.checks.length}" failures="${fail}" skipped="${skip}" time="${(report.ms / 1000).toFixed(3)}">`,
    `  <testsuite name="${xml(escapeControls(report.target))}" tests="${report.checks.length}" failures="${fail}" skipped="${skip}" time="${(report.ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** The report in the format asked for. */
export function renderReport(report: CheckReport, format: ReportFormat): string {
  if (format === 'json') return renderJson(report);
  if (format === 'junit') return renderJunit(report);
  if (format === 'html') return renderHtml(report);
  return renderText(report);
}
