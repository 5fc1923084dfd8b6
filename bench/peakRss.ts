// Preloaded (`--import`) by bench/hostile.ts: prints the process's peak RSS at exit, and the RSS a program
// marked as its baseline (`globalThis.markRssBaseline()`, 0 when none), on standard error.
import { writeSync } from 'node:fs';

let baseline = 0;
(globalThis as { markRssBaseline?: () => void }).markRssBaseline = (): void => {
  baseline = process.memoryUsage().rss;
};
process.on('exit', () => {
  writeSync(2, `peak-rss ${process.resourceUsage().maxRSS * 1024} baseline ${baseline}\n`);
});
