import { readFileSync } from 'node:fs';

/** The tools package's version, read from its package.json (two folders above dist/commandIo/ and packages/tools/src/commandIo/). */
export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
