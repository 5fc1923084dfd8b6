import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXIT, type CliIo } from './io.js';
import { runValidate } from './validateCommand.js';

/** The bundled examples: each folder, the flags it is validated with, and the exit code it must give. */
const EXAMPLE_SETS = [
  { folder: 'valid', flags: [], expected: EXIT.ok, title: 'Valid documents (include_slots=1)' },
  { folder: 'valid-no-slots', flags: ['--no-slots'], expected: EXIT.ok, title: 'A published page of the live API (include_slots=0)' },
  { folder: 'invalid', flags: [], expected: EXIT.violations, title: 'Documents that break the contract' },
] as const;

const EXAMPLES_DIR = fileURLToPath(new URL('../../examples/', import.meta.url));

/**
 * `user-summaries demo` (`npm start`): validates the bundled examples and prints the reports. Exits 0 when
 * every set gave the verdict it should (the invalid set must be found invalid), 1 otherwise.
 */
export async function runDemo(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length > 0) {
    io.stderr.write('usage: user-summaries demo\n');
    return EXIT.usage;
  }
  let asIntended = true;
  for (const set of EXAMPLE_SETS) {
    const dir = `${EXAMPLES_DIR}${set.folder}/`;
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort().map((f) => `${dir}${f}`);
    io.stdout.write(`\n== ${set.title}: user-summaries validate ${[...set.flags, `examples/${set.folder}/*.json`].join(' ')}\n`);
    const code = await runValidate([...set.flags, ...files], { ...io, cwd: EXAMPLES_DIR });
    const ok = code === set.expected;
    asIntended &&= ok;
    io.stdout.write(`-> exit ${code} (expected ${set.expected}) ${ok ? 'as intended' : 'NOT AS INTENDED'}\n`);
  }
  io.stdout.write(`\nDemonstration ${asIntended ? 'ran as intended' : 'did not run as intended'}.\n`);
  return asIntended ? EXIT.ok : EXIT.violations;
}
