import { escapeControls } from '../outputText/safeText.js';
import type { ReplayCount, ReplayExample, ReplayReport } from './replayTypes.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function exampleText(example: ReplayExample): string {
  const value = example.value === undefined ? '' : ` = ${escapeControls(example.value)}`;
  return `${escapeControls(example.file)}:${example.line} ${escapeControls(example.pointer || '/')} (${escapeControls(example.rule)})${value}`;
}

function countLines(count: ReplayCount, indent: string): string[] {
  const lines = [
    `${indent}head rejects ${count.headRejects} the base accepted, accepts ${count.headAccepts} the base rejected`,
  ];
  for (const example of count.examples.headRejects) lines.push(`${indent}  head rejects: ${exampleText(example)}`);
  for (const example of count.examples.headAccepts) lines.push(`${indent}  base rejected: ${exampleText(example)}`);
  return lines;
}

/**
 * A replay as text, after the diff's own report: the totals, then each change whose documents changed verdict
 * (a change no recorded document tells apart is said in one line), then the documents no change explains.
 *
 * @example
 * process.stdout.write(formatReplayText(report));
 */
export function formatReplayText(replay: ReplayReport): string {
  const lines = [
    '',
    `replay (${replay.reading}): ${plural(replay.documents, 'recorded document')} judged by both versions, from ${plural(replay.inputs, 'input')}`,
    `  the head rejects ${replay.headRejects} the base accepted (producers break in practice), and accepts ${replay.headAccepts} the base rejected; ${replay.unchanged.accepted} accepted and ${replay.unchanged.rejected} rejected by both`,
  ];
  if (replay.unreadable > 0 || replay.unreadableInputs > 0)
    lines.push(
      `  not judged: ${plural(replay.unreadable, 'record')} the parse layer refused, ${plural(replay.unreadableInputs, 'input')} that could not be read`,
    );
  for (const change of replay.changes) {
    const where = escapeControls(
      change.entry === 'summary' ? change.location || '/' : `${change.entry} ${change.location || '/'}`,
    );
    if (change.headRejects === 0 && change.headAccepts === 0) {
      lines.push(`${where}: ${change.change.replaceAll('_', ' ')}: no recorded document changes verdict`);
      continue;
    }
    lines.push(`${where}: ${change.change.replaceAll('_', ' ')}:`, ...countLines(change, '  '));
  }
  const rest = replay.unattributed;
  if (rest.headRejects > 0 || rest.headAccepts > 0) lines.push("at no change's location:", ...countLines(rest, '  '));
  return `${lines.join('\n')}\n`;
}

/**
 * A replay as a Markdown table for a pull-request comment: per change, the documents whose verdict changed.
 *
 * @example
 * comment += formatReplayMarkdown(report);
 */
export function formatReplayMarkdown(replay: ReplayReport): string {
  const cell = (text: string): string => `\`${escapeControls(text).replaceAll('`', "'").replaceAll('|', '\\|')}\``;
  const first = (count: ReplayCount): string =>
    [...count.examples.headRejects, ...count.examples.headAccepts]
      .slice(0, 1)
      .map((e) => cell(`${e.file}:${e.line} ${e.pointer || '/'} (${e.rule})`))
      .join('');
  const lines = [
    '',
    `#### Replay of ${plural(replay.documents, 'recorded document')} (${replay.reading})`,
    '',
    `The head rejects **${replay.headRejects}** the base accepted and accepts **${replay.headAccepts}** the base rejected.`,
    '',
    '| location | change | head rejects | head accepts | first example |',
    '|---|---|---|---|---|',
  ];
  for (const change of replay.changes)
    lines.push(
      `| ${cell(change.entry === 'summary' ? change.location || '/' : `${change.entry} ${change.location || '/'}`)} | ${change.change.replaceAll('_', ' ')} | ${change.headRejects} | ${change.headAccepts} | ${first(change)} |`,
    );
  const rest = replay.unattributed;
  lines.push(`| (no change) | | ${rest.headRejects} | ${rest.headAccepts} | ${first(rest)} |`);
  return `${lines.join('\n')}\n`;
}
