import { escapeControls, jsonSafe } from '../outputText/safeText.js';
import type { ModeReport, ModeViolation } from './modes.js';
import type { DiffFormat } from './formatDiff.js';
import type { ContractChange } from './types.js';

const where = (change: ContractChange): string => {
  const location = change.location === '' ? '/' : change.location;
  return escapeControls(change.entry === 'summary' ? location : `${change.entry} ${location}`);
};

/** What a violation says: the sides broken (with the first witness's rejecting pointer and rule) and undecided. */
function violationText(violation: ModeViolation): string {
  const { change } = violation;
  const parts: string[] = [];
  for (const side of violation.breaks) {
    const witness = change.readings.flatMap((r) => r.witnesses).find((w) => w.breaks === side);
    const rejecting = witness?.acceptedBy === 'base' ? 'head' : 'base';
    parts.push(
      witness === undefined
        ? `breaks ${side}`
        : `breaks ${side} (${witness.reading}: ${rejecting} rejects at ${escapeControls(witness.violation.pointer)}, ${escapeControls(witness.violation.rule)})`,
    );
  }
  for (const side of violation.undecided)
    parts.push(
      `leaves ${side} undecided${change.undecided === undefined ? ' (not proven unaffected)' : ` (${escapeControls(change.undecided)})`}`,
    );
  return `${where(change)}: ${change.change.replaceAll('_', ' ')}: ${parts.join('; ')}`;
}

function renderText(report: ModeReport): string {
  const violated = report.bases.filter((b) => b.violations.length > 0 || b.undecided !== undefined).length;
  const head = escapeControls(report.head);
  const lines = [
    `user-summaries diff --mode ${report.mode} (${report.check}) → ${head}: ${
      report.satisfied
        ? `satisfied by every base (${report.bases.length})`
        : `violated against ${violated} of ${report.bases.length} base${report.bases.length === 1 ? '' : 's'}`
    }`,
  ];
  for (const base of report.bases) {
    const count = base.report.changes.length;
    const label = escapeControls(base.base);
    if (base.undecided !== undefined)
      lines.push(
        `${label}: not decided: the search for breaks no change explains stopped (${escapeControls(base.undecided)})`,
      );
    if (base.violations.length === 0) {
      if (base.undecided === undefined)
        lines.push(`${label}: satisfies ${report.mode} (${count} change${count === 1 ? '' : 's'})`);
      continue;
    }
    lines.push(`${label}: violates ${report.mode}: ${base.violations.length} of ${count} changes`);
    for (const violation of base.violations) lines.push(`  ${violationText(violation)}`);
  }
  return `${lines.join('\n')}\n`;
}

function renderMarkdown(report: ModeReport): string {
  const cell = (text: string): string => `\`${escapeControls(text).replaceAll('`', "'").replaceAll('|', '\\|')}\``;
  const lines = [
    `### Contract mode check: ${report.check} ${report.satisfied ? 'satisfied' : '**violated**'}`,
    '',
    '| base | changes | violates the mode |',
    '|---|---|---|',
  ];
  for (const base of report.bases) {
    const violations =
      base.violations.length === 0
        ? base.undecided === undefined
          ? 'none'
          : `not decided (${escapeControls(base.undecided).replaceAll('|', '\\|')})`
        : base.violations.map((v) => violationText(v).replaceAll('|', '\\|')).join('<br>');
    lines.push(`| ${cell(base.base)} | ${base.report.changes.length} | ${violations} |`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A mode check as text (each base, and each change that violates the mode), `json` (the report, each base's whole
 * diff included) or `markdown` (a pull-request comment). Names from the documents are escaped.
 *
 * @example
 * process.stdout.write(formatModeReport(checkMode('full', 'schemas', diffs), 'text'));
 */
export function formatModeReport(report: ModeReport, format: DiffFormat): string {
  if (format === 'json') return `${jsonSafe(JSON.stringify(report, null, 2))}\n`;
  return format === 'markdown' ? renderMarkdown(report) : renderText(report);
}
