import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateToken } from '../secrets/secrets.js';
import { seedSource } from '../mock/seedSource.js';
import { startServer } from '../mock/server.js';
import type { FaultName } from '../mock/faults.js';
import { runCheckCommand } from './checkCommand.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { DEMO_SPEC } from './specs/demo.js';
import { runValidate } from './validateCommand.js';

/** The bundled examples: each folder, the flags it is validated with, and the exit code it must give. */
const EXAMPLE_SETS = [
  { folder: 'valid', flags: [], expected: EXIT.ok, title: 'Valid documents (include_slots=1)' },
  {
    folder: 'valid-no-slots',
    flags: ['--no-slots'],
    expected: EXIT.ok,
    title: 'A published page of the live API (include_slots=0)',
  },
  { folder: 'invalid', flags: [], expected: EXIT.violations, title: 'Documents that break the contract' },
] as const;

// The repository's examples/, copied into the built package by the build (packages/build/src/build/buildAll.ts).
const EXAMPLES_DIR = fileURLToPath(new URL('../../dist/examples/', import.meta.url));

/** The embedded live default: a reference server generated from a seed, checked over a fortnight. */
const LIVE_DEFAULT = { seed: 42, from: '2024-03-01', to: '2024-03-14', perPage: 5 } as const;

/** The live runs: the healthy server must pass, a faulty one must be caught. */
const LIVE_RUNS: readonly { faults: readonly FaultName[]; expected: number; title: string }[] = [
  { faults: [], expected: EXIT.ok, title: 'The reference server, checked over HTTP' },
  {
    faults: ['duplicate-day'],
    expected: EXIT.violations,
    title: 'The same server with --fault duplicate-day: the checker must catch it',
  },
];

/**
 * Starts the reference server on a free loopback port (token generated in memory, never printed), runs
 * `user-summaries check` against it and prints the report; true when the exit code is the expected one.
 */
async function liveRun(run: (typeof LIVE_RUNS)[number], io: CliIo): Promise<boolean> {
  const token = generateToken();
  const server = await startServer({ token, source: seedSource({ seed: LIVE_DEFAULT.seed }), faults: run.faults });
  try {
    const fault = run.faults.map((f) => ` --fault ${f}`).join('');
    io.stdout.write(
      `\n== ${run.title}\n$ user-summaries serve --port 0 --seed ${LIVE_DEFAULT.seed}${fault}   # listening on ${server.url}\n`,
    );
    io.stdout.write(
      `$ user-summaries check --base-url ${server.url} --from ${LIVE_DEFAULT.from} --to ${LIVE_DEFAULT.to} --per-page ${LIVE_DEFAULT.perPage}\n`,
    );
    const args = [
      '--base-url',
      server.url,
      '--from',
      LIVE_DEFAULT.from,
      '--to',
      LIVE_DEFAULT.to,
      '--per-page',
      String(LIVE_DEFAULT.perPage),
    ];
    const code = await runCheckCommand(args, { ...io, env: { ...io.env, USER_SUMMARIES_TOKEN: token } });
    const ok = code === run.expected;
    io.stdout.write(`-> exit ${code} (expected ${run.expected}) ${ok ? 'as intended' : 'NOT AS INTENDED'}\n`);
    return ok;
  } finally {
    await server.close();
  }
}

/**
 * `user-summaries demo` (`npm start`): validates the bundled examples and prints the reports, then starts the
 * reference server on a free port and runs the conformance checker against it (healthy, then with a fault).
 * Exits 0 when every step gave the verdict it should (the invalid set and the faulty server must be caught),
 * 1 otherwise.
 */
export async function runDemo(args: readonly string[], io: CliIo): Promise<number> {
  const outcome = parseCommandLine(DEMO_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(DEMO_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in outcome) return usageError(io.stderr, 'demo', outcome.error);
  let asIntended = true;
  for (const set of EXAMPLE_SETS) {
    const dir = `${EXAMPLES_DIR}${set.folder}/`;
    const files = (await readdir(dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `${dir}${f}`);
    io.stdout.write(
      `\n== ${set.title}: user-summaries validate ${[...set.flags, `examples/${set.folder}/*.json`].join(' ')}\n`,
    );
    const code = await runValidate([...set.flags, ...files], { ...io, cwd: EXAMPLES_DIR });
    const ok = code === set.expected;
    asIntended &&= ok;
    io.stdout.write(`-> exit ${code} (expected ${set.expected}) ${ok ? 'as intended' : 'NOT AS INTENDED'}\n`);
  }
  for (const run of LIVE_RUNS) asIntended = (await liveRun(run, io)) && asIntended;
  io.stdout.write(`\nDemonstration ${asIntended ? 'ran as intended' : 'did not run as intended'}.\n`);
  return asIntended ? EXIT.ok : EXIT.violations;
}
