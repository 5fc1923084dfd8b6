import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import type { CommandSpec } from '../args/spec.js';
import { listenOptions } from './listenOptions.js';

/** The command line of `user-summaries proxy`. */
export const PROXY_SPEC: CommandSpec = {
  name: 'proxy',
  summary:
    'a validating proxy: forward GET /user-summaries to the real API and report every exchange that breaks the contract',
  usage: '--upstream URL [options]',
  positionals: 'none',
  description: `Point the app's base URL at the proxy: it forwards GET /user-summaries to --upstream with the caller's
headers (its Authorization header goes to that origin only; no redirect is followed), passes each response on
unchanged as it arrives, and checks the exchange: the request (query, headers), the status and content type,
the body in the profile the request asked for (include_slots from the query, --strict), pagination across the
pages a client walked, days inside the requested range, and the semantic warnings. Other paths and methods are
answered 404/405 unless --pass-unknown. One line per exchange with findings goes to standard error (--format);
the archive report of the bodies seen is written at stop (SIGINT, SIGTERM), once the exchanges under way have
finished (each within --deadline-ms; a second Ctrl-C stops at once), and, with --report, refreshed while it
runs. A live page is at /_contract/. The token is never printed or written.`,
  options: [
    {
      name: 'upstream',
      type: 'string',
      value: 'URL',
      description:
        "the API to forward to: its base URL (http or https origin, optional base path) or the endpoint's own URL, as serve prints it",
      example: '--upstream https://staging.example.com',
    },
    ...listenOptions({ port: 8081, portFile: '/tmp/proxy.port' }),
    {
      name: 'errors',
      type: 'boolean',
      description: 'hold each response until checked; a violating one becomes a 502 application/problem+json',
      example: '--errors',
    },
    {
      name: 'strict',
      type: 'boolean',
      description: "check bodies in the producers' profile (unknown fields fail)",
      example: '--strict',
    },
    {
      name: 'pass-unknown',
      type: 'boolean',
      description:
        'forward paths and methods the contract does not define, unchecked, under the base path only (default: 404/405)',
      example: '--pass-unknown',
    },
    {
      name: 'format',
      type: 'string',
      value: 'FORMAT',
      choices: ['text', 'jsonl'],
      default: 'text',
      description: 'the lines on standard error: text, or one JSON object per line',
      example: '--format jsonl',
    },
    {
      name: 'report',
      type: 'string',
      value: 'FILE',
      description: 'write the archive report (validate --format summary) to FILE, refreshed while running',
      example: '--report proxy-report.json',
    },
    {
      name: 'record',
      type: 'string',
      value: 'DIR',
      description: 'record the exchanges as NDJSON in DIR (no values)',
      example: '--record recorded/',
    },
    {
      name: 'record-values',
      type: 'boolean',
      description: 'with --record: also the response bodies, for validate to read back',
      example: '--record recorded/ --record-values',
    },
    {
      name: 'max-bytes',
      type: 'string',
      value: 'N',
      default: '16777216',
      description: 'most bytes of a body read and checked (before and after decompression)',
      example: '--max-bytes 67108864',
    },
    {
      name: 'deadline-ms',
      type: 'string',
      value: 'N',
      default: String(DEFAULT_DEADLINE_MS),
      description: 'milliseconds from a request to the end of its check',
      example: '--deadline-ms 3000',
    },
    {
      name: 'max-violations',
      type: 'string',
      value: 'N',
      default: '100',
      description: 'findings listed per body, of every kind, violations first (the rest are counted)',
      example: '--max-violations 20',
    },
    {
      name: 'inline-check',
      type: 'boolean',
      description:
        "check bodies on the proxy's own thread (default: on a worker thread when the machine has more than one CPU)",
      example: '--inline-check',
    },
    {
      name: 'memo-mb',
      type: 'string',
      value: 'N',
      default: '8',
      description:
        'MiB of verdicts kept for bodies seen again (identical bytes, identical verdict); 0 checks every body afresh',
      example: '--memo-mb 64',
    },
  ],
  examples: [
    'user-summaries proxy --upstream https://staging.example.com --port 8081',
    'user-summaries proxy --upstream http://127.0.0.1:8080 --errors --report proxy-report.json --format jsonl',
  ],
  notes: `exit status: 0 after a clean stop with no violating exchange, 1 when an exchange broke the contract, 2 on a
usage error or when it cannot listen (a port in use: at once, with the reason on standard error). With --report FILE, FILE holds the include_slots=0 bodies (the contract's
default) and FILE with .slots before its extension the include_slots=1 bodies (a report has one profile).`,
};
