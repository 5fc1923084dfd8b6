/**
 * The one description of a command line that parsing, `--help`, `help COMMAND`, suggestions and the docs
 * all read. Adding an option is one {@link OptionSpec} in a command's table; adding a value to an option
 * (a report format, say) is one word in its `choices`; adding a command is one {@link CommandSpec} and one
 * entry in packages/tools/src/cli/commands.ts.
 */

/** One option of a command. */
export interface OptionSpec {
  /** The long name without dashes: `format` is written `--format`. */
  readonly name: string;
  /** A one-letter alias without its dash (`h` for `-h`). */
  readonly short?: string;
  /** `boolean`: a flag that takes no value; `string`: takes one value (`--name V` or `--name=V`). */
  readonly type: 'boolean' | 'string';
  /** May be given more than once; every value is kept in order. */
  readonly multiple?: boolean;
  /** The placeholder of the value in help (`FORMAT`, `N`, `DIR`). */
  readonly value?: string;
  /** The only values accepted; checked by the parser, listed in help, used for "did you mean". */
  readonly choices?: readonly string[];
  /** The value used when the option is absent (string options); shown in help. */
  readonly default?: string;
  /** How help shows a default the parser does not apply itself ("available CPUs"). */
  readonly defaultText?: string;
  /** What the option does, one sentence. */
  readonly description: string;
  /** An example use, as typed after the command name (`--format sarif`). */
  readonly example: string;
  /** The heading the option is listed under in help. */
  readonly group?: string;
}

/** One subcommand of `user-summaries`. */
export interface CommandSpec {
  /** The word typed after `user-summaries`. */
  readonly name: string;
  /** One line for `user-summaries --help`. */
  readonly summary: string;
  /** What follows the command name in the usage line (`[options] PATH...`). */
  readonly usage: string;
  /** Paragraphs shown after the usage line. */
  readonly description?: string;
  /** How many positionals the command takes: none, or any number. */
  readonly positionals: 'none' | 'any';
  /** The options, in the order help lists them. `--help`/`-h` is added to every command. */
  readonly options: readonly OptionSpec[];
  /** Whole command lines shown under "examples". */
  readonly examples: readonly string[];
  /** Text after the options (exit status). */
  readonly notes?: string;
}

/** The help option every command has. */
export const HELP_OPTION: OptionSpec = {
  name: 'help',
  short: 'h',
  type: 'boolean',
  description: 'show this help and exit',
  example: '--help',
};
