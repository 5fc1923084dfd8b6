import { escapeControls } from '../../outputText/safeText.js';
import { HELP_OPTION, type CommandSpec, type OptionSpec } from './spec.js';
import { DEFAULT_HELP_WIDTH, reflow, wrapCommand, wrapWords } from './wrap.js';

const PROGRAM = 'user-summaries';
/** Where the options' descriptions start: 34 columns on a wide screen, less on a narrow one. */
const columnFor = (width: number): number => Math.min(34, Math.floor(width * 0.3));

function optionLabel(option: OptionSpec): string {
  const short = option.short === undefined ? '' : `-${option.short}, `;
  const value =
    option.type === 'string'
      ? ` ${option.value ?? (option.choices === undefined ? 'VALUE' : option.choices.join('|'))}`
      : '';
  return `${short}--${option.name}${value}`;
}

function optionText(option: OptionSpec, width: number): string[] {
  const column = columnFor(width);
  const label = `  ${optionLabel(option)}`;
  const facts = [
    ...(option.choices !== undefined && option.value !== undefined ? [`one of ${option.choices.join(', ')}`] : []),
    ...(option.default !== undefined || option.defaultText !== undefined
      ? [`default: ${option.defaultText ?? option.default ?? ''}`]
      : []),
    ...(option.multiple ? ['repeatable'] : []),
  ];
  const first = `${option.description}${facts.length > 0 ? ` (${facts.join('; ')})` : ''}`;
  const pad = ' '.repeat(column);
  const words = first.split(/\s+/).filter((w) => w !== '');
  // The label and the description on one line when the label leaves room, else the label alone above it.
  const head =
    label.length < column - 1
      ? wrapWords(words, width, label.padEnd(column), pad)
      : [label, ...wrapWords(words, width, pad, pad)];
  return option.name === HELP_OPTION.name
    ? head
    : [...head, ...wrapCommand(`${PROGRAM} ${option.example}`, width, `${pad}e.g. `, `${pad}     `)];
}

/**
 * The help of one command, built from its table: usage, description, every option with its default and
 * an example, examples, notes; laid out in lines of at most `width` columns (a word longer than a line aside),
 * examples broken with ` \` so they still paste.
 *
 * @param width - the columns to fit: the terminal's (`helpWidth(io.stdout)`), 80 when it is not a terminal
 * @example
 * process.stdout.write(renderCommandHelp(VALIDATE_SPEC, helpWidth(process.stdout)));
 */
export function renderCommandHelp(spec: CommandSpec, width: number = DEFAULT_HELP_WIDTH): string {
  const lines = [
    ...wrapCommand(`${PROGRAM} ${spec.name}${spec.usage === '' ? '' : ` ${spec.usage}`}`, width, 'usage: ', '      '),
    '',
    reflow(spec.summary, width),
  ];
  if (spec.description !== undefined) lines.push('', reflow(spec.description.trimEnd(), width));
  const groups = new Map<string, OptionSpec[]>();
  for (const option of [...spec.options, HELP_OPTION]) {
    const group = option.group ?? 'options';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  for (const [group, options] of groups) {
    lines.push('', group);
    for (const option of options) {
      lines.push(...optionText({ ...option, example: `${spec.name} ${option.example}` }, width));
    }
  }
  if (spec.examples.length > 0)
    lines.push('', 'examples', ...spec.examples.flatMap((e) => wrapCommand(e, width, '  ', '  ')));
  if (spec.notes !== undefined) lines.push('', reflow(spec.notes.trimEnd(), width));
  return `${lines.join('\n')}\n`;
}

/**
 * The help of the program: its commands, `help`, `--version`, in lines of at most `width` columns.
 *
 * @param width - the columns to fit: the terminal's (`helpWidth(io.stdout)`), 80 when it is not a terminal
 */
export function renderProgramHelp(
  commands: readonly { name: string; summary: string }[],
  width: number = DEFAULT_HELP_WIDTH,
): string {
  const names = Math.max(...commands.map((c) => c.name.length), 'help'.length) + 2;
  const pad = ' '.repeat(names + 3);
  const row = (label: string, text: string): string[] =>
    wrapWords(
      text.split(' ').filter((w) => w !== ''),
      width,
      `${label}${' '.repeat(Math.max(1, names + 3 - label.length))}`,
      pad,
    );
  return [
    `usage: ${PROGRAM} <command> [options]`,
    '',
    'commands',
    ...commands.flatMap((c) => row(`  ${c.name}`, c.summary)),
    ...row('  help', `show the help of a command: ${PROGRAM} help validate`),
    '',
    'options',
    ...row('  -h, --help', 'show this help'),
    ...row('  -v, --version', 'print the version'),
    '',
    reflow(`Run \`${PROGRAM} <command> --help\` for a command's options, defaults and examples.`, width),
    `Without installing: npx user-summaries-tools <command>`,
    '',
  ].join('\n');
}

/**
 * Writes one usage error in the one style every command shares and returns exit code 2:
 * `user-summaries <command>: <what is wrong>` then how to get the help.
 */
export function usageError(stderr: { write(chunk: string): unknown }, command: string | undefined, message: string): 2 {
  const where = command === undefined ? PROGRAM : `${PROGRAM} ${command}`;
  // The message may quote the command line (a file name, an option's value): escaped like every output.
  stderr.write(`${where}: ${escapeControls(message)}\nrun \`${where} --help\` for the options\n`);
  return 2;
}
