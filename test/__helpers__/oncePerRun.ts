// One product per test run, made by whichever test file asks first and shared with the others, which run in other
// worker processes: the first takes a lock folder and makes it, the others wait for its report (the packed
// tarball, test/__helpers__/tarball.ts; the installed Python distribution, test/__helpers__/pythonDistribution.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Blocks for `ms` without spinning (the product is made in another worker process). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * `make()`'s result, made once in `dir` (a folder of this run) and shared as JSON: made here when no other test
 * file has started it, else read from the report the other file writes, once it is written (within `waitMs`).
 */
export function oncePerRun<T>(dir: string, make: () => T, waitMs: number): T {
  const report = join(dir, 'report.json');
  try {
    mkdirSync(join(dir, 'lock'));
  } catch {
    const until = Date.now() + waitMs;
    while (!existsSync(report)) {
      if (Date.now() > until) throw new Error(`nothing made in ${dir} after ${waitMs} ms`);
      sleep(50);
    }
    return JSON.parse(readFileSync(report, 'utf8')) as T;
  }
  const made = make();
  // Written whole, then renamed: a waiting file never reads half a report.
  writeFileSync(`${report}.tmp`, JSON.stringify(made));
  renameSync(`${report}.tmp`, report);
  return made;
}
