import { HELP_OPTION, type CommandSpec, type OptionSpec } from './spec.js';
import { closest } from '../../documentCheck/suggest.js';

/** The options and positionals of a command line that parsed. */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** A string option's value (its last one), or its default, or undefined. */
  string(name: string): string | undefined;
  /** Whether a flag was given. */
  flag(name: string): boolean;
  /** Every value of a repeatable option, in order. */
  list(name: string): readonly string[];
  /** Whether the option was written on the command line (not defaulted). */
  given(name: string): boolean;
}

/** What parsing a command line gave: the arguments, a request for help, or one line saying what is wrong. */
export type ParseOutcome = { readonly args: ParsedArgs } | { readonly help: true } | { readonly error: string };

/**
 * An option name as it may be shown: up to an `=`, and only when it looks like a name. What follows `=`, or
 * a word that is not a name, may be a value (a token pasted in the wrong place) and is never echoed.
 */
function shownName(arg: string): string {
  const name = arg.split('=')[0] ?? '';
  return /^--?[A-Za-z][\w-]{0,40}$/.test(name) ? name : 'an option';
}

function describeChoices(option: OptionSpec): string {
  const choices = option.choices ?? [];
  return choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`;
}

/**
 * Parses `args` against a command's table. Accepts `--name value`, `--name=value`, `-x`, `--` (everything
 * after it is positional) and `-` as a positional (standard input). A string option's value may not start
 * with `--`. Errors name the option and what was wrong, suggest the closest option or choice, and never
 * repeat a value from the command line.
 *
 * @example
 * const outcome = parseCommandLine(VALIDATE_SPEC, ['--format', 'json', 'day.json']);
 * if ('args' in outcome) outcome.args.string('format'); // 'json'
 */
export function parseCommandLine(spec: CommandSpec, args: readonly string[]): ParseOutcome {
  const options = [...spec.options, HELP_OPTION];
  const byName = new Map(options.map((o) => [o.name, o]));
  const byShort = new Map(options.filter((o) => o.short !== undefined).map((o) => [o.short, o]));
  const strings = new Map<string, string[]>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  const endOfOptions = args.indexOf('--');
  const optionArgs = endOfOptions === -1 ? args : args.slice(0, endOfOptions);
  if (optionArgs.includes('--help') || optionArgs.includes('-h')) return { help: true };

  for (let i = 0; i < optionArgs.length; i++) {
    const arg = optionArgs[i] ?? '';
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const eq = long ? arg.indexOf('=') : -1;
    const key = long ? arg.slice(2, eq === -1 ? undefined : eq) : arg.slice(1);
    const option = long ? byName.get(key) : byShort.get(key);
    if (option === undefined) {
      const suggestion = closest(
        key,
        long ? options.map((o) => o.name) : options.flatMap((o) => (o.short === undefined ? [] : [o.short])),
      );
      const hint = suggestion === undefined ? '' : ` (did you mean ${long ? '--' : '-'}${suggestion}?)`;
      return { error: `unknown option ${shownName(arg)}${hint}` };
    }
    const dashed = `--${option.name}`;
    if (option.type === 'boolean') {
      if (eq !== -1) return { error: `${dashed} takes no value` };
      flags.add(option.name);
      continue;
    }
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      const next = optionArgs[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (value === undefined) {
      return {
        error: `${dashed} needs a value${option.choices === undefined ? ` (${option.value ?? 'VALUE'})` : `: ${describeChoices(option)}`}`,
      };
    }
    if (option.choices !== undefined && !option.choices.includes(value)) {
      const suggestion = closest(value, option.choices);
      return {
        error: `${dashed} must be ${describeChoices(option)}${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}`,
      };
    }
    const values = strings.get(option.name) ?? [];
    if (!option.multiple) values.length = 0;
    values.push(value);
    strings.set(option.name, values);
  }
  if (endOfOptions !== -1) for (const arg of args.slice(endOfOptions + 1)) positionals.push(arg);
  if (spec.positionals === 'none' && positionals.length > 0) {
    return {
      error: `takes no arguments but options, and ${positionals.length === 1 ? 'an argument was' : `${positionals.length} arguments were`} given`,
    };
  }
  const known = (name: string): OptionSpec => {
    const option = byName.get(name);
    if (option === undefined) throw new Error(`no option --${name} in the table of ${spec.name}`);
    return option;
  };
  return {
    args: {
      positionals,
      string: (name) => strings.get(name)?.at(-1) ?? known(name).default,
      flag: (name) => {
        known(name);
        return flags.has(name);
      },
      list: (name) => {
        known(name);
        return strings.get(name) ?? [];
      },
      given: (name) => {
        known(name);
        return strings.has(name) || flags.has(name);
      },
    },
  };
}
