/** How often the progress line is redrawn, and how long a run must last before it appears. */
const EVERY_MS = 250;
const AFTER_MS = 1000;

/** Counters the progress line reads. */
export interface ProgressSource {
  documents(): number;
  bytes(): number;
}

/**
 * A progress line on standard error (documents, documents/s, MB/s), for long runs on a terminal only:
 * it appears after a second, redraws in place, and is erased when the run ends. Silent when standard error
 * is not a TTY, or with `--quiet`.
 */
export function startProgress(
  stderr: { write(chunk: string): unknown; readonly isTTY?: boolean },
  enabled: boolean,
  source: ProgressSource,
): () => void {
  if (!enabled || stderr.isTTY !== true) return () => undefined;
  const started = performance.now();
  let shown = false;
  const timer = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    if (seconds * 1000 < AFTER_MS) return;
    const documents = source.documents();
    const rate = Math.round(documents / seconds).toLocaleString('en-US');
    const mbs = (source.bytes() / 1e6 / seconds).toFixed(1);
    stderr.write(`\r\u001b[2K${documents.toLocaleString('en-US')} documents, ${rate} documents/s, ${mbs} MB/s`);
    shown = true;
  }, EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (shown) stderr.write('\r\u001b[2K');
  };
}
