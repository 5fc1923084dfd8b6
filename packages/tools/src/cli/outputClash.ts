// An output file of a command must not be one of its inputs: `validate X --coverage X` once replaced the document
// X with the report and exited 0. Files are compared as the file system knows them (device and inode, so another
// spelling of the path, a symbolic or a hard link is the same file), and an output inside a folder the gate walks
// is refused when the walk reads files of its name (`*.json`, `*.ndjson`, `*.jsonl`, each also `.gz`): the run
// would read it, or the next one would read the report as a document.
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The names a folder walk of the gate reads (packages/tools/src/gate/inputs.ts). */
const WALKED = /\.(?:json|ndjson|jsonl)(?:\.gz)?$/i;

/** What an input is, as far as the clash goes: a file (its identity) or a folder (its real path). */
type Known =
  | { readonly kind: 'file'; readonly dev: number; readonly ino: number }
  | { readonly kind: 'folder'; readonly real: string };

async function known(path: string): Promise<Known | undefined> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return { kind: 'folder', real: await realpath(path) };
    return { kind: 'file', dev: info.dev, ino: info.ino };
  } catch {
    return undefined; // an input that cannot be read is the run's to report; an output that does not exist is new
  }
}

/** The real path an output will have: its own when it exists, else its folder's real path and its name. */
async function realOutput(path: string): Promise<string | undefined> {
  try {
    return await realpath(path);
  } catch {
    try {
      return resolve(await realpath(dirname(path)), basename(path));
    } catch {
      return undefined; // its folder does not exist: writing it fails, and says so
    }
  }
}

/**
 * Why writing `output` would overwrite or feed an input of the run, or undefined when it does not: the output is
 * the same file as an input named on the command line, or lies (at any depth, outside hidden folders and
 * `node_modules`, which the walk skips) in a folder input under a name the gate's walk reads. `-` (standard
 * input or output) is never a file here.
 *
 * @param option - the output's option, for the message (`--coverage`)
 * @param what - what the option writes, for the message (`the report`, `the port`)
 * @example
 * await outputClash('--coverage', 'day.json', ['day.json'], process.cwd());
 * // '--coverage day.json is the input day.json: the report would replace it'
 */
export async function outputClash(
  option: string,
  output: string,
  inputs: readonly string[],
  cwd: string,
  what = 'the report',
): Promise<string | undefined> {
  if (output === '-') return undefined;
  const target = isAbsolute(output) ? output : resolve(cwd, output);
  const written = await known(target);
  const real = await realOutput(target);
  for (const input of inputs) {
    if (input === '-') continue;
    const read = await known(isAbsolute(input) ? input : resolve(cwd, input));
    if (read === undefined) continue;
    if (read.kind === 'file') {
      if (written?.kind === 'file' && written.dev === read.dev && written.ino === read.ino)
        return `${option} ${output} is the input ${input}: ${what} would replace it`;
      continue;
    }
    if (real === undefined || !WALKED.test(basename(real))) continue;
    const inside = relative(read.real, real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) continue;
    const folders = inside.split(sep).slice(0, -1);
    if (folders.some((name) => name.startsWith('.') || name === 'node_modules')) continue;
    return `${option} ${output} lies in the folder ${input}, which is read as input: ${what} would be read as a document (write it elsewhere)`;
  }
  return undefined;
}
