#!/usr/bin/env node
import { EXIT, processIo, type CliIo } from './io.js';

/** A subcommand: loaded only when it is called, so the cold start pays for one command alone. */
type Command = (args: readonly string[], io: CliIo) => Promise<number>;

const COMMANDS: Readonly<Record<string, { summary: string; load: () => Promise<Command> }>> = {
  validate: {
    summary: 'validate summary and response documents (the CI gate)',
    load: async () => (await import('./validateCommand.js')).runValidate,
  },
  'merge-reports': {
    summary: 'merge archive reports (validate --format summary) of parts of an archive into one',
    load: async () => (await import('./mergeReportsCommand.js')).runMergeReports,
  },
  demo: {
    summary: 'validate the bundled examples and show the report (what `npm start` runs)',
    load: async () => (await import('./demo.js')).runDemo,
  },
  serve: {
    summary: 'run the reference server of GET /user-summaries (generated or recorded days, fault modes)',
    load: async () => (await import('./serveCommand.js')).runServe,
  },
  check: {
    summary: 'check a running API against the contract over HTTP (conformance probes)',
    load: async () => (await import('./checkCommand.js')).runCheckCommand,
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `usage: user-summaries <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
}

/** Runs the command named by the first argument and returns its exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout).write(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr.write(`unknown command: ${name}\n${usage()}`);
    return EXIT.usage;
  }
  try {
    return await (await command.load())(rest, io);
  } catch (error) {
    // A defect, not bad input: say so without dumping state that may hold payload values or tokens.
    io.stderr.write(`internal error in ${name}: ${(error as Error).name}\n`);
    return EXIT.usage;
  }
}

process.exitCode = await main(process.argv.slice(2), processIo());
