import { Buffer, isUtf8 } from 'node:buffer';
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import type { InputFormat } from '../documentCheck/config.js';

/**
 * A path as the file system knows it: a string, or the bytes of a name that is not UTF-8 (found by a directory
 * walk), which a string cannot carry. Node's file functions take both.
 */
type FsPath = string | Buffer;

/** One input of a run, in the order it is checked. */
export type Input =
  | {
      readonly kind: 'file';
      readonly path: FsPath;
      readonly display: string;
      readonly format: InputFormat;
      readonly gzip: boolean;
      readonly size?: number;
    }
  | { readonly kind: 'stdin'; readonly display: string; readonly format: InputFormat; readonly gzip: boolean }
  | { readonly kind: 'unreadable'; readonly display: string; readonly message: string };

const NDJSON_EXTENSIONS = ['.ndjson', '.jsonl'];
const FOUND_EXTENSIONS = ['.json', ...NDJSON_EXTENSIONS].flatMap((ext) => [ext, `${ext}.gz`]);
/** Folders a directory walk never enters: hidden ones (.git) and installed packages. */
const SKIPPED_FOLDER = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/** Whether a file is read through gzip: its name ends in `.gz`. */
function isGzipName(path: string): boolean {
  return path.toLowerCase().endsWith('.gz');
}

/**
 * The format of a file: NDJSON for `.ndjson`/`.jsonl` (also before `.gz`), JSON otherwise, unless
 * `--input-format` says.
 */
function formatOf(path: string, forced: InputFormat | undefined): InputFormat {
  if (forced !== undefined) return forced;
  const lower = path.toLowerCase().replace(/\.gz$/, '');
  return NDJSON_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'ndjson' : 'json';
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return `cannot be read (${code ?? 'error'})`;
}

/**
 * Expands the paths of the command line into inputs: files as named (any extension), directories walked
 * recursively in name order for `*.json`, `*.ndjson` and `*.jsonl`, each also as `*.gz` (hidden folders, `node_modules` and
 * symbolic links to folders are not entered), and `-` for standard input. Never throws: a path that cannot
 * be read becomes an `unreadable` input.
 *
 * @example
 * const inputs = await discoverInputs(['fixtures/', '-'], process.cwd(), undefined);
 */
export async function discoverInputs(
  paths: readonly string[],
  cwd: string,
  forced: InputFormat | undefined,
  stdinName?: string,
): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const path of paths) {
    if (path === '-') {
      inputs.push(
        stdinName === undefined
          ? { kind: 'stdin', display: '-', format: forced ?? 'json', gzip: false }
          : { kind: 'stdin', display: stdinName, format: formatOf(stdinName, forced), gzip: isGzipName(stdinName) },
      );
      continue;
    }
    const absolute = isAbsolute(path) ? path : resolve(cwd, path);
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(absolute);
    } catch (error) {
      inputs.push({ kind: 'unreadable', display: path, message: reason(error) });
      continue;
    }
    if (!info.isDirectory()) {
      inputs.push({
        kind: 'file',
        path: absolute,
        display: path,
        format: formatOf(path, forced),
        gzip: isGzipName(path),
        ...(info.isFile() ? { size: info.size } : {}),
      });
      continue;
    }
    const found = await walkDirectory(absolute, path);
    if (found.length === 0)
      inputs.push({
        kind: 'unreadable',
        display: path,
        message: 'the directory holds no *.json, *.ndjson or *.jsonl file',
      });
    // One by one, not spread into push: a folder can hold hundreds of thousands of files.
    for (const input of found)
      inputs.push(input.kind === 'file' ? { ...input, format: formatOf(input.display, forced) } : input);
  }
  return inputs;
}

/** What the gate says of a symbolic link in a folder that leads out of it. */
const LINK_OUT = 'a symbolic link out of the folder being checked is not followed (name its target to check it)';

/** Whether `path` is `root` or lies under it (both resolved: no `..`, no symbolic link left). */
function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

/** A child of a folder: its path, string while every name on it is UTF-8, else the path's bytes. */
function childPath(parent: FsPath, name: Buffer): FsPath {
  if (typeof parent === 'string' && isUtf8(name)) return join(parent, name.toString('utf8'));
  return Buffer.concat([typeof parent === 'string' ? Buffer.from(parent) : parent, Buffer.from(sep), name]);
}

/**
 * The matching files under a directory, in code-point order of their paths. Names are read as bytes: a name
 * that is not UTF-8 is opened by its bytes and shown with U+FFFD for each bad sequence. A symbolic link to a
 * folder is not entered; a symbolic link to a file is followed only when its target lies inside the directory
 * named (a link out of it, to `~/.ssh` or `/proc/self/environ`, is an unreadable input with its reason: a pull
 * request must not make the gate print files from outside the folder it checks). Paths named on the command
 * line are read wherever they lead: the person running the gate named them.
 */
async function walkDirectory(absolute: string, display: string): Promise<Input[]> {
  const root = await realpath(absolute).catch(() => absolute);
  const found: Input[] = [];
  const stack: { absolute: FsPath; display: string }[] = [{ absolute, display }];
  while (stack.length > 0) {
    const dir = stack.pop() as { absolute: FsPath; display: string };
    let entries: Dirent<Buffer>[];
    try {
      entries = await readdir(dir.absolute, { withFileTypes: true, encoding: 'buffer' });
    } catch (error) {
      found.push({ kind: 'unreadable', display: dir.display, message: reason(error) });
      continue;
    }
    const named = entries.map((entry) => ({ entry, name: entry.name.toString('utf8') }));
    named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const folders: { absolute: FsPath; display: string }[] = [];
    for (const { entry, name } of named) {
      const child = { absolute: childPath(dir.absolute, entry.name), display: join(dir.display, name) };
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDER(name)) folders.push(child);
        continue;
      }
      if (!FOUND_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))) continue;
      let size: number | undefined;
      try {
        if (entry.isSymbolicLink() && !isInside(root, await realpath(child.absolute))) {
          found.push({ kind: 'unreadable', display: child.display, message: LINK_OUT });
          continue;
        }
        const info = await stat(child.absolute);
        if (info.isDirectory()) continue; // a symbolic link to a folder: not followed
        size = info.isFile() ? info.size : undefined;
      } catch (error) {
        found.push({ kind: 'unreadable', display: child.display, message: reason(error) });
        continue;
      }
      found.push({
        kind: 'file',
        path: child.absolute,
        display: child.display,
        format: 'json',
        gzip: isGzipName(name),
        ...(size === undefined ? {} : { size }),
      });
    }
    for (const folder of folders) stack.push(folder);
  }
  // Path order, segment by segment: a folder's files sit where its name sorts among its siblings.
  const segments = (input: Input): string[] => input.display.split(/[\\/]/);
  return found.sort((a, b) => {
    const x = segments(a);
    const y = segments(b);
    for (let k = 0; k < Math.min(x.length, y.length); k++) {
      const p = x[k] as string;
      const q = y[k] as string;
      if (p !== q) return p < q ? -1 : 1;
    }
    return x.length - y.length;
  });
}
