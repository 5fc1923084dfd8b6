import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The runtime's source, and the modules it imports, in the order their code must come. */
const ENTRY = 'src/standalone/runtime.ts';
const OUTPUTS = ['validator/fastFormats.js', 'standalone/runtime.js'] as const;
/** Names Ajv's standalone code declares itself (`validate12`, `schema3`, `func0`, ...): the runtime must not. */
const AJV_NAMES = /^(?:validate|schema|func|formats|pattern|wrapper|evaluated|data|valid|errors|vErrors|err)\d*$/;

let cached: string | undefined;

/** Runs the project's own tsc on the runtime, with options fixed here (not the project's tsconfig). */
function transpile(outDir: string): void {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  const args = [
    tsc,
    '--ignoreConfig',
    ...['--outDir', outDir, '--rootDir', join(ROOT, 'src')],
    ...['--module', 'esnext', '--target', 'es2022', '--newLine', 'lf'],
    ...['--removeComments', '--declaration', 'false', '--strict', '--skipLibCheck'],
    join(ROOT, ENTRY),
  ];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tsc could not transpile ${ENTRY}: ${run.stdout}${run.stderr}`);
}

/**
 * The runtime precompiled validators call (src/standalone/runtime.ts and the character-code formats of
 * src/validator/fastFormats.ts), transpiled by the project's tsc and made one block of top-level declarations
 * (imports dropped, `export` removed), to be written into each generated module. A module that carries its
 * runtime loads in one module load (about a millisecond each in Node 20 here) and needs no linking.
 *
 * The TypeScript files stay the one source: test/guard/runtime.test.ts holds them to Ajv's own helpers, and
 * test/codegen/generated.test.ts fails when a module's copy is stale.
 *
 * @example
 * const source = `${embeddedRuntime()}\n${ajvStandaloneCode}`;
 */
export function embeddedRuntime(): string {
  if (cached !== undefined) return cached;
  const outDir = mkdtempSync(join(tmpdir(), 'us-runtime-'));
  try {
    transpile(outDir);
    const code = OUTPUTS.map((file) =>
      readFileSync(join(outDir, file), 'utf8')
        .split('\n')
        .filter((line) => !/^import\s/.test(line))
        .map((line) => line.replace(/^export (?=const |function |let |class )/, ''))
        .join('\n')
        .trim(),
    ).join('\n');
    if (/^export\s/m.test(code)) throw new Error(`${ENTRY}: an export form the embedding does not handle`);
    for (const [, name] of code.matchAll(/^(?:const|let|function|class) (\w+)/gm)) {
      if (AJV_NAMES.test(name as string)) throw new Error(`${ENTRY}: the name ${name as string} may clash with Ajv's generated code`);
    }
    cached = code;
    return code;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
