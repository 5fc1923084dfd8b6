// Vitest setup file, on when USC_CPU_LOG names a file (vitest.config.ts): appends one line per test file, its path
// and the CPU seconds (user + sys) its worker spent from the file's start to its end, the child processes it waited
// for included (what `/usr/bin/time` counts for a whole run). On a loaded machine wall time says little and
// vitest's durations are wall time; this is how docs/testing.md's "Measured" tables are made:
//   USC_CPU_LOG=/tmp/cpu.tsv npx vitest run; sort -t$'\t' -k2 -nr /tmp/cpu.tsv
// A worker's first file also carries the loading of the modules the worker shares (`isolate: false`).
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

/** Seconds of CPU of this process and its waited-for children so far (Linux: /proc/self/stat, 100 ticks a second). */
function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), counted from the state (field 3).
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
}

const log = process.env['USC_CPU_LOG'];
const file = expect.getState().testPath;
const start = cpuSeconds();
afterAll(() => {
  if (log !== undefined && log !== '') appendFileSync(log, `${file}\t${(cpuSeconds() - start).toFixed(2)}\n`);
});
