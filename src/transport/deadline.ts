/**
 * The default deadline of one request to another party, in milliseconds: the typed client's `timeoutMs`, the
 * checker's `--timeout-ms` and the proxy's `--deadline-ms` (from the request to the end of its check). The one
 * source of the number; the help texts print it from here.
 *
 * @example
 * const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS; // 10000
 */
export const DEFAULT_DEADLINE_MS = 10_000;
