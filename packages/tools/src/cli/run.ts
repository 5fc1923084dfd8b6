import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, renderProgramHelp, usageError } from './args/help.js';
import { closest } from '../documentCheck/suggest.js';
import { COMMANDS } from './commands.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { packageVersion } from '../commandIo/version.js';

/** The program's help, laid out for the stream it goes to. */
const programHelp = (stream: CliIo['stdout']): string =>
  renderProgramHelp(
    COMMANDS.map((c) => c.spec),
    helpWidth(stream),
  );

/** A command word as it may be echoed: only when it looks like a word (it could be a misplaced token). */
const shown = (word: string): string =>
  /^[A-Za-z][A-Za-z-]{0,19}$/.test(word) ? word : '(not shown: it does not look like a command)';

function unknownCommand(io: CliIo, word: string): number {
  if (word.startsWith('-')) {
    const option = word.split('=')[0] ?? '';
    const known = /^--?[A-Za-z][\w-]{0,40}$/.test(option);
    const suggestion = known ? closest(option.replace(/^-+/, ''), ['help', 'version']) : undefined;
    const hint = suggestion === undefined ? '; a command comes first' : ` (did you mean --${suggestion}?)`;
    return usageError(io.stderr, undefined, `unknown option ${known ? option : '(not shown)'}${hint}`);
  }
  const suggestion = closest(
    word,
    COMMANDS.map((c) => c.spec.name),
  );
  return usageError(
    io.stderr,
    undefined,
    `unknown command ${shown(word)}${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}`,
  );
}

/**
 * Runs the command named by the first argument and returns its exit code; never throws. The `user-summaries`
 * binary (`main.ts`) calls it with the process's streams; tests call it in-process with their own.
 *
 * @example
 * const code = await main(['validate', 'fixtures/'], processIo());
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr.write(programHelp(io.stderr));
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h') {
    io.stdout.write(programHelp(io.stdout));
    return EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (name === 'help') {
    const topic = rest[0];
    if (topic === undefined || topic === '--help' || topic === '-h') {
      io.stdout.write(programHelp(io.stdout));
      return EXIT.ok;
    }
    const entry = COMMANDS.find((c) => c.spec.name === topic);
    if (entry === undefined) return unknownCommand(io, topic);
    io.stdout.write(renderCommandHelp(entry.spec, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.spec.name === name);
  if (command === undefined) return unknownCommand(io, name);
  try {
    return await (await command.load())(rest, io);
  } catch (error) {
    // A defect, not bad input: say so without dumping state that may hold payload values or tokens.
    io.stderr.write(`user-summaries ${name}: internal error (${(error as Error).name})\n`);
    return EXIT.usage;
  }
}
