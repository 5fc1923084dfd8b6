import { parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { escapeControls, jsonSafe } from '../outputText/safeText.js';
import type { ContractChange, DiffReport, ReadingVerdict, Side, Witness } from './types.js';

/** The formats a diff is written in: a person's summary, the JSON report, a pull-request comment. */
export const DIFF_FORMATS = ['text', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** Before and after are shown up to this many characters in text and Markdown (the JSON report has them whole). */
const SHOWN = 120;

const json = (value: unknown): string => jsonSafe(JSON.stringify(value) ?? 'null');
const shortJson = (value: unknown): string => {
  const text = json(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
};
const kindText = (change: ContractChange): string => change.change.replaceAll('_', ' ');
const sidesText = (sides: readonly Side[]): string => (sides.length === 0 ? 'none' : sides.join(' and '));

/** Where a change is: the location, after the envelope's name for an envelope's member (escaped: it names members of the documents). */
function whereText(change: ContractChange): string {
  const location = change.location === '' ? '/' : change.location;
  return escapeControls(change.entry === 'summary' ? location : `${change.entry} ${location}`);
}

/** Whom a change breaks, reading by reading, said once for readings that agree. */
function readingsText(readings: readonly ReadingVerdict[]): string {
  const groups = new Map<string, string[]>();
  for (const reading of readings) {
    const key = sidesText(reading.breaks);
    groups.set(key, [...(groups.get(key) ?? []), reading.reading]);
  }
  if (groups.size === 1) return `${[...groups.keys()][0]} in every reading`;
  // The readings it breaks first; "none" last.
  const ordered = [...groups].sort(([x], [y]) => Number(x === 'none') - Number(y === 'none'));
  return ordered.map(([sides, names]) => `${sides} in ${names.join(', ')}`).join('; ');
}

/** The first witness of each side (the others prove the same in other readings). */
function witnessesOf(change: ContractChange): Witness[] {
  const all = change.readings.flatMap((reading) => reading.witnesses);
  return (['producers', 'consumers'] as const).flatMap((side) => all.find((w) => w.breaks === side) ?? []);
}

/** The readings a list names: "every reading" when it names all of a change's. */
const readingNames = (names: readonly string[], all: number): string =>
  names.length === all ? 'every reading' : names.join(', ');

/**
 * The proofs and the undecided sides of a change, one line for each side and argument (or reason), with the readings
 * it holds in: `proven for producers (every reading): head's values at … ⊇ base's`.
 */
function evidenceLines(change: ContractChange): string[] {
  return evidence(change).map((item) => `${item.label}: ${escapeControls(item.text)}`);
}

/** The proofs, the undecided sides and the refuted proofs of a change, grouped by side and text. */
function evidence(change: ContractChange): { label: string; text: string }[] {
  const lines: { label: string; text: string }[] = [];
  for (const [label, pick] of [
    ['proven', (r: ReadingVerdict) => r.proven.map((p) => [p.side, p.argument] as const)],
    ['unknown', (r: ReadingVerdict) => r.unknown.map((u) => [u.side, u.reason] as const)],
    ['REFUTED proof', (r: ReadingVerdict) => (r.refuted ?? []).map((p) => [p.side, p.argument] as const)],
  ] as const) {
    const groups = new Map<string, { side: Side; text: string; readings: string[] }>();
    for (const reading of change.readings) {
      for (const [side, text] of pick(reading)) {
        const key = `${side}\n${text}`;
        const group = groups.get(key) ?? { side, text, readings: [] };
        group.readings.push(reading.reading);
        groups.set(key, group);
      }
    }
    for (const group of groups.values())
      lines.push({
        label: `${label} for ${group.side} (${readingNames(group.readings, change.readings.length)})`,
        text: group.text,
      });
  }
  return lines;
}

/** Where a witness's baseline departs from its carrier: the first pointers, said when it has one. */
function baselineText(witness: Witness): string {
  const adjusted = witness.baseline?.adjusted;
  if (adjusted === undefined) return '';
  const shown = adjusted.slice(0, 3).map((pointer) => escapeControls(pointer || '/'));
  const more = adjusted.length > shown.length ? `, and ${adjusted.length - shown.length} more` : '';
  return ` made a day both versions accept (${shown.join(', ')}${more} adjusted),`;
}

function witnessText(witness: Witness): string {
  const rejectedBy = witness.acceptedBy === 'base' ? 'head' : 'base';
  const built =
    witness.carrier === undefined
      ? ''
      : `; the ${witness.carrier === 'example' ? 'example' : 'generated'} record${baselineText(witness)} with ${witness.changed?.length ?? 0} value${witness.changed?.length === 1 ? '' : 's'} changed`;
  return `breaks ${witness.breaks} (${witness.reading}): ${witness.acceptedBy} accepts, ${rejectedBy} rejects at ${escapeControls(witness.violation.pointer)} (${escapeControls(witness.violation.rule)})${built}`;
}

/** A value of a record at a pointer, or undefined. */
function at(record: unknown, pointer: string): unknown {
  let current = record;
  for (const token of parsePointer(pointer)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/**
 * How a witness is shown to a person: a decided witness by the values changed in its carrier (an array by its
 * length: 1,441 slots are not printed), a searched one whole (the JSON report has every record whole).
 */
function recordLines(witness: Witness): string[] {
  if (witness.changed === undefined) return [`    ${json(witness.record)}`];
  const shown = witness.changed.map((pointer) => {
    const value = at(witness.record, pointer);
    const text = value === undefined ? '(left out)' : Array.isArray(value) ? `${value.length} items` : shortJson(value);
    return `    ${escapeControls(pointer || '/')}: ${text}`;
  });
  return shown.length > 0 ? shown : ['    (the record itself)'];
}

/** What was not decided within the budget, for the summary line (empty when everything was). */
function undecidedText(report: DiffReport): string {
  const count = report.changes.filter((c) => c.undecided !== undefined).length;
  const whole = report.searched.undecided === undefined ? '' : ' (and the search for breaks no change explains)';
  return count === 0 && whole === '' ? '' : `, ${count} not decided within the budget${whole}`;
}

function summary(report: DiffReport): string {
  const count = report.changes.length;
  const breaking = report.changes.filter((c) => c.breaks.length > 0).length;
  const changes = `${count} change${count === 1 ? '' : 's'}`;
  if (report.verdict === 'identical') return 'identical: no change found';
  if (report.verdict === 'compatible') return `compatible: ${changes}, none breaks producers or consumers`;
  if (report.verdict === 'undecided')
    return `undecided: ${changes}, none proven to break producers or consumers${undecidedText(report)}`;
  return `breaking: ${changes}, ${breaking} break${breaking === 1 ? 's' : ''} producers or consumers${undecidedText(report)}`;
}

function renderText(report: DiffReport, labels: { readonly base: string; readonly head: string } | undefined): string {
  const from = labels === undefined ? '' : ` ${escapeControls(labels.base)} → ${escapeControls(labels.head)}`;
  const lines = [`user-summaries diff${from}: ${summary(report)}`];
  const whole =
    report.searched.records > 0
      ? `, and ${report.searched.records} drawn over whole days and pages for breaks no change explains`
      : '';
  if (report.verdict !== 'identical' || whole !== '')
    lines.push(`seed ${report.seed}; up to ${report.recordsPerChange} records tried a change${whole}`);
  if (report.searched.undecided !== undefined)
    lines.push(
      `breaks no change explains: not decided within the budget: ${escapeControls(report.searched.undecided)}`,
    );
  for (const change of report.changes) {
    lines.push(
      '',
      `${whereText(change)}: ${kindText(change)} (${shortJson(change.before)} → ${shortJson(change.after)})`,
    );
    if (change.undecided !== undefined)
      lines.push(
        `  not decided within the budget: ${escapeControls(change.undecided)}; ${change.searched.records} generated records tried (seed ${change.searched.seed})`,
      );
    if (change.breaks.length > 0) lines.push(`  breaks ${readingsText(change.readings)}`);
    else if (change.undecided === undefined)
      lines.push(`  breaks none: ${change.searched.records} generated records tried (seed ${change.searched.seed})`);
    for (const line of evidenceLines(change)) lines.push(`  ${line}`);
    for (const witness of witnessesOf(change)) lines.push(`  ${witnessText(witness)}:`, ...recordLines(witness));
  }
  return `${lines.join('\n')}\n`;
}

/** The longest run of backticks in a text (a loop: a spread of every run would overflow a call's arguments). */
function longestRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text.charCodeAt(i) === 96 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** Text from the documents in a Markdown cell: escaped, its `|`, backticks and markup characters inert. */
const escapeMarkdown = (text: string): string => escapeControls(text).replace(/[|`*_<>[\]\\]/g, '\\$&');

/** Inline code in Markdown that no content can close or break out of (a table cell's `|` escaped too). */
function code(text: string): string {
  const safe = escapeControls(text).replaceAll('|', '\\|');
  const longest = longestRun(safe);
  const fence = '`'.repeat(longest + 1);
  return safe.includes('`') ? `${fence} ${safe} ${fence}` : `${fence}${safe}${fence}`;
}

/** A fenced block of JSON that the JSON cannot close. */
function block(value: unknown): string {
  const text = jsonSafe(JSON.stringify(value, null, 2) ?? 'null');
  const longest = longestRun(text);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}json\n${text}\n${fence}`;
}

/** A pull-request comment holds at most 65,536 characters on GitHub: the Markdown stays under it. */
export const MAX_MARKDOWN_CHARS = 65_535;

/** The note that ends a cut comment, naming the JSON report (with the versions compared, when known). */
function cutNote(labels: { readonly base: string; readonly head: string } | undefined): string {
  const command =
    labels === undefined
      ? 'user-summaries diff BASE HEAD --format json'
      : `user-summaries diff ${labels.base} ${labels.head} --format json`;
  return `\n*Cut to stay under the 65,536 characters of a pull-request comment: ${code(command)} reports every change and witness.*\n`;
}

/**
 * Lines added while they fit in {@link MAX_MARKDOWN_CHARS} with `reserve` characters left for what closes the
 * comment; false once a line did not fit (nothing after it is added).
 */
class Budgeted {
  readonly lines: string[] = [];
  #length = 0;
  cut = false;
  readonly #reserve: number;

  constructor(reserve: number) {
    this.#reserve = reserve;
  }

  add(...lines: string[]): boolean {
    if (this.cut) return false;
    const size = lines.reduce((n, line) => n + line.length + 1, 0);
    if (this.#length + size + this.#reserve > MAX_MARKDOWN_CHARS) {
      this.cut = true;
      return false;
    }
    this.lines.push(...lines);
    this.#length += size;
    return true;
  }
}

function renderMarkdown(
  report: DiffReport,
  labels: { readonly base: string; readonly head: string } | undefined,
): string {
  const note = cutNote(labels);
  const closeDetails = '</details>';
  const out = new Budgeted(note.length + closeDetails.length + 1);
  out.add(`### Contract diff: ${report.verdict === 'breaking' ? '**breaking**' : report.verdict}`, '');
  const whole =
    report.searched.records > 0
      ? `, and ${report.searched.records} drawn over whole days and pages for breaks no change explains`
      : '';
  out.add(
    `${summary(report)}. Seed ${report.seed}; up to ${report.recordsPerChange} generated records tried a change${whole}; each verdict checked by validators built from both versions.`,
  );
  if (report.searched.undecided !== undefined)
    out.add(
      '',
      `Breaks no change explains: not decided within the budget: ${escapeMarkdown(report.searched.undecided)}.`,
    );
  if (report.changes.length === 0) return `${out.lines.join('\n')}\n`;
  out.add('', '| location | change | before → after | breaks |', '|---|---|---|---|');
  for (const change of report.changes) {
    const undecided =
      change.undecided === undefined ? '' : `not decided within the budget: ${escapeMarkdown(change.undecided)}`;
    const breaks =
      change.breaks.length === 0
        ? undecided === ''
          ? `none (${change.searched.records} records tried)`
          : undecided
        : `${readingsText(change.readings)}${undecided === '' ? '' : `; ${undecided}`}`;
    out.add(
      `| ${code(change.entry === 'summary' ? change.location || '/' : `${change.entry} ${change.location || '/'}`)} | ${kindText(change)} | ${code(shortJson(change.before))} → ${code(shortJson(change.after))} | ${breaks} |`,
    );
  }
  const shown = report.changes.flatMap((change) =>
    evidence(change).map(
      (item) => `- ${code(change.location || '/')} ${kindText(change)}: ${item.label}: ${code(item.text)}`,
    ),
  );
  if (shown.length > 0 && out.add('', '<details><summary>Proofs and undecided sides</summary>', '')) {
    for (const line of shown) if (!out.add(line)) break;
    out.lines.push('', closeDetails);
  }
  const proven = report.changes.filter((c) => c.breaks.length > 0);
  if (
    proven.length > 0 &&
    out.add(
      '',
      '<details><summary>Witnesses: records one version accepts and the other rejects (a decided one by the values it changed in the example; --format json has each whole)</summary>',
      '',
    )
  ) {
    for (const change of proven) {
      for (const witness of witnessesOf(change)) {
        const rejectedBy = witness.acceptedBy === 'base' ? 'head' : 'base';
        out.add(
          `${code(change.location || '/')} ${kindText(change)} breaks ${witness.breaks} (${witness.reading}): ${witness.acceptedBy} accepts, ${rejectedBy} rejects at ${code(witness.violation.pointer)} (${code(witness.violation.rule)})`,
          '',
          witness.changed === undefined
            ? block(witness.record)
            : recordLines(witness)
                .map((line) => `- ${code(line.trim())}`)
                .join('\n'),
          '',
        );
      }
    }
    out.lines.push(closeDetails);
  }
  return `${out.lines.join('\n')}\n${out.cut ? note : ''}`;
}

/**
 * A diff report as text (a person's summary), `json` (the report itself) or `markdown` (a pull-request comment,
 * under {@link MAX_MARKDOWN_CHARS} characters: cut with a note naming the JSON report when it would not fit).
 * Every name from the documents and every generated value is escaped for a terminal, a CI log or Markdown.
 *
 * @example
 * process.stdout.write(formatDiff(outcome.report, 'markdown'));
 */
export function formatDiff(
  report: DiffReport,
  format: DiffFormat,
  labels?: { readonly base: string; readonly head: string },
): string {
  if (format === 'json') return `${jsonSafe(JSON.stringify(report, null, 2))}\n`;
  if (format === 'markdown') return renderMarkdown(report, labels);
  return renderText(report, labels);
}
