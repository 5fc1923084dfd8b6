import { escapeControls } from '../../outputText/safeText.js';
import { HELP_OPTION, type CommandSpec, type OptionSpec } from './spec.js';

const PROGRAM = 'user-summaries';
const COLUMN = 34;

function optionLabel(option: OptionSpec): string {
  const short = option.short === undefined ? '' : `-${option.short}, `;
  const value =
    option.type === 'string'
      ? ` ${option.value ?? (option.choices === undefined ? 'VALUE' : option.choices.join('|'))}`
      : '';
  return `${short}--${option.name}${value}`;
}

function optionText(option: OptionSpec): string[] {
  const label = `  ${optionLabel(option)}`;
  const facts = [
    ...(option.choices !== undefined && option.value !== undefined ? [`one of ${option.choices.join(', ')}`] : []),
    ...(option.default !== undefined || option.defaultText !== undefined
      ? [`default: ${option.defaultText ?? option.default ?? ''}`]
      : []),
    ...(option.multiple ? ['repeatable'] : []),
  ];
  const first = `${option.description}${facts.length > 0 ? ` (${facts.join('; ')})` : ''}`;
  const pad = ' '.repeat(COLUMN);
  const head = label.length < COLUMN - 1 ? `${label.padEnd(COLUMN)}${first}` : `${label}\n${pad}${first}`;
  return option.name === HELP_OPTION.name ? [head] : [head, `${pad}e.g. ${PROGRAM} ${option.example}`];
}

/**
 * The help of one command, built from its table: usage, description, every option with its default and
 * an example, examples, notes.
 *
 * @example
 * process.stdout.write(renderCommandHelp(VALIDATE_SPEC));
 */
export function renderCommandHelp(spec: CommandSpec): string {
  const lines = [`usage: ${PROGRAM} ${spec.name}${spec.usage === '' ? '' : ` ${spec.usage}`}`, '', spec.summary];
  if (spec.description !== undefined) lines.push('', spec.description.trimEnd());
  const groups = new Map<string, OptionSpec[]>();
  for (const option of [...spec.options, HELP_OPTION]) {
    const group = option.group ?? 'options';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  for (const [group, options] of groups) {
    lines.push('', group);
    for (const option of options) {
      lines.push(...optionText({ ...option, example: `${spec.name} ${option.example}` }));
    }
  }
  if (spec.examples.length > 0) lines.push('', 'examples', ...spec.examples.map((e) => `  ${e}`));
  if (spec.notes !== undefined) lines.push('', spec.notes.trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The help of the program: its commands, `help`, `--version`. */
export function renderProgramHelp(commands: readonly { name: string; summary: string }[]): string {
  const width = Math.max(...commands.map((c) => c.name.length), 'help'.length) + 2;
  return [
    `usage: ${PROGRAM} <command> [options]`,
    '',
    'commands',
    ...commands.map((c) => `  ${c.name.padEnd(width)} ${c.summary}`),
    `  ${'help'.padEnd(width)} show the help of a command: ${PROGRAM} help validate`,
    '',
    'options',
    `  -h, --help${' '.repeat(Math.max(1, width - 8))} show this help`,
    `  -v, --version${' '.repeat(Math.max(1, width - 11))} print the version`,
    '',
    `Run \`${PROGRAM} <command> --help\` for a command's options, defaults and examples.`,
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
