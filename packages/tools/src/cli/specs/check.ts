import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import type { CommandSpec } from '../args/spec.js';

/** The report formats of `check`. */
const CHECK_FORMATS = ['text', 'json', 'junit', 'html'] as const;

/** The command line of `user-summaries check`. */
export const CHECK_SPEC: CommandSpec = {
  name: 'check',
  summary: 'check a running API against the contract over HTTP (conformance probes)',
  usage: '--base-url URL [options]',
  positionals: 'none',
  description: `The token comes from an environment variable (--token-env, default USER_SUMMARIES_TOKEN) or a file
(--token-file), never from the command line, and appears in no output. --base-url is the API's root; a URL
ending in /user-summaries (what \`serve\` prints) is accepted too.`,
  options: [
    {
      name: 'base-url',
      type: 'string',
      value: 'URL',
      description: 'the API to check: its root, or its /user-summaries endpoint (required)',
      example: '--base-url http://127.0.0.1:8080',
    },
    {
      name: 'token-env',
      type: 'string',
      value: 'NAME',
      defaultText: 'USER_SUMMARIES_TOKEN',
      description: 'the environment variable that holds the bearer token',
      example: '--token-env API_TOKEN --base-url https://api.example',
    },
    {
      name: 'token-file',
      type: 'string',
      value: 'FILE',
      description: 'a file that holds the bearer token (at most 8 KiB; a final newline is ignored)',
      example: '--token-file ~/.config/us-token --base-url https://api.example',
    },
    {
      name: 'from',
      type: 'string',
      value: 'DATE',
      defaultText: 'six days before --to',
      description: 'first day of the range checked (Y-m-d)',
      example: '--from 2024-03-01 --to 2024-03-14 --base-url http://127.0.0.1:8080',
    },
    {
      name: 'to',
      type: 'string',
      value: 'DATE',
      defaultText: 'yesterday (UTC)',
      description: 'last day of the range checked (Y-m-d)',
      example: '--to 2024-03-14 --base-url http://127.0.0.1:8080',
    },
    {
      name: 'per-page',
      type: 'string',
      value: 'N',
      defaultText: "the server's",
      description: 'per_page of the data requests',
      example: '--per-page 5 --base-url http://127.0.0.1:8080',
    },
    {
      name: 'envelope',
      type: 'string',
      value: 'ENVELOPE',
      choices: ['auto', 'paginator', 'collection', 'bare'],
      default: 'auto',
      description: 'the response envelope to expect',
      example: '--envelope paginator --base-url http://127.0.0.1:8080',
    },
    {
      name: 'format',
      type: 'string',
      value: 'FORMAT',
      choices: CHECK_FORMATS,
      default: 'text',
      description: 'report format',
      example: '--format junit --output check.xml --base-url http://127.0.0.1:8080',
    },
    {
      name: 'output',
      type: 'string',
      value: 'FILE',
      defaultText: 'standard output',
      description: 'write the report to this file',
      example: '--output check.json --format json --base-url http://127.0.0.1:8080',
    },
    {
      name: 'timeout-ms',
      type: 'string',
      value: 'N',
      default: String(DEFAULT_DEADLINE_MS),
      description: 'deadline of each request in milliseconds',
      example: '--timeout-ms 30000 --base-url https://api.example',
    },
    {
      name: 'max-bytes',
      type: 'string',
      value: 'N',
      default: '64M',
      description: 'bytes of one response body (K, M, G suffixes)',
      example: '--max-bytes 1M --base-url https://api.example',
    },
    {
      name: 'max-pages',
      type: 'string',
      value: 'N',
      default: '1000',
      description: 'pages followed through next_page_url',
      example: '--max-pages 50 --base-url https://api.example',
    },
    {
      name: 'warnings-as-errors',
      type: 'boolean',
      description: 'exit 1 when any check warns',
      example: '--warnings-as-errors --base-url https://api.example',
    },
  ],
  examples: [
    'USER_SUMMARIES_TOKEN=… user-summaries check --base-url http://127.0.0.1:8080 --from 2024-03-01 --to 2024-03-14',
    'user-summaries check --base-url https://api.example --token-file ~/.config/us-token --format junit --output check.xml',
  ],
  notes: `exit status: 0 every check passed (warnings allowed unless --warnings-as-errors), 1 a check failed,
2 usage error, unreadable token, or a server that could not be reached at all.`,
};
