import type { CommandSpec } from '../args/spec.js';

/** The largest request line `engine` reads by default: a 16 MiB body sent as base64, with room for the rest. */
const DEFAULT_MAX_LINE_BYTES = 24 * 1024 * 1024;

/** The command line of `user-summaries engine`. */
export const ENGINE_SPEC: CommandSpec = {
  name: 'engine',
  summary: 'a long-lived validator for other languages: one NDJSON request line in, one answer line out',
  usage: '[options] < requests.ndjson',
  positionals: 'none',
  description: `Reads request lines (one JSON object each) from standard input and writes one answer line to standard
output for each, in order, as soon as the line has arrived: a test suite in another language starts the
process once and pays Node's start-up once. A request names what to check (response, summary, request), the
document (its body text, its bytes in base64, or its parsed value), the HTTP status and Content-Type it came
with, the request's query (for the page checks) and the options of validateResponse. A body gets the gate's
limits with their codes (over 16 MiB: max_bytes, not read, as validate says). The protocol is in
docs/laravel.md ("The engine protocol"). Nothing is written to standard error unless the process fails.`,
  options: [
    {
      name: 'max-line-bytes',
      type: 'string',
      value: 'N',
      default: String(DEFAULT_MAX_LINE_BYTES),
      description: 'the longest request line read; a longer one is answered with an error and skipped',
      example: '--max-line-bytes 67108864',
    },
  ],
  examples: ['printf \'%s\\n\' \'{"id":1,"check":"summary","value":{"date":"2024-01-31"}}\' | user-summaries engine'],
  notes: 'exit status: 0 when standard input ends, 2 on a usage error.',
};
