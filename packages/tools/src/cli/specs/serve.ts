import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries serve`. */
export const SERVE_SPEC: CommandSpec = {
  name: 'serve',
  summary: 'run the reference server of GET /user-summaries (generated or recorded days, fault modes)',
  usage: '[options]',
  positionals: 'none',
  description: `Serves until SIGINT or SIGTERM. Prints the URL it listens on (--port 0 picks a free port).
The token is read as \`check\` reads it: from USER_SUMMARIES_TOKEN (or the variable --token-env names),
--token-file or --token; when none is given and USER_SUMMARIES_TOKEN is unset, a token is generated and
printed. A token it did not generate is never printed.
Scripts: --print-url prints the endpoint URL alone on standard output (the banner goes to standard error);
--port-file FILE writes the port once the server listens.`,
  options: [
    { name: 'host', type: 'string', value: 'HOST', default: '127.0.0.1', description: 'interface to listen on', example: '--host 0.0.0.0' },
    { name: 'port', type: 'string', value: 'N', default: '0', description: 'port to listen on; 0 picks a free one', example: '--port 8080' },
    { name: 'print-url', type: 'boolean', description: 'print only the endpoint URL, on one line of standard output', example: '--print-url --port 0' },
    { name: 'port-file', type: 'string', value: 'FILE', description: 'write the port to FILE once listening', example: '--port-file /tmp/us.port' },
    { name: 'token-env', type: 'string', value: 'NAME', defaultText: 'USER_SUMMARIES_TOKEN', description: 'the environment variable that holds the bearer token', example: '--token-env API_TOKEN' },
    { name: 'token-file', type: 'string', value: 'FILE', description: 'a file that holds the bearer token', example: '--token-file ~/.config/us-token' },
    { name: 'token', type: 'string', value: 'TOKEN', defaultText: 'generated and printed when USER_SUMMARIES_TOKEN is unset', description: 'the bearer token itself (visible in ps; throwaway local use)', example: '--token local-dev-token' },
    { name: 'seed', type: 'string', value: 'S', default: '1', description: 'seed of the generated days (same seed, same day)', example: '--seed 7' },
    { name: 'slots', type: 'string', value: 'realistic|dense|N|MIN-MAX', default: 'realistic', description: 'slot counts of generated days', example: '--slots 2' },
    { name: 'groups', type: 'string', value: 'any|all|g1,g2', default: 'any', description: 'groups of generated days', example: '--groups sleep,stress' },
    { name: 'data', type: 'string', value: 'DIR', description: 'serve recorded summaries (*.json, *.ndjson) instead of generated ones', example: '--data recorded/' },
    { name: 'envelope', type: 'string', value: 'ENVELOPE', choices: ['paginator', 'collection', 'bare'], default: 'paginator', description: 'response envelope', example: '--envelope collection' },
    { name: 'fault', type: 'string', value: 'NAME', multiple: true, description: 'a fault mode (see --list-faults)', example: '--fault duplicate-day --fault slow' },
    { name: 'slow-ms', type: 'string', value: 'N', default: '5000', description: 'how long the slow fault takes to send a body', example: '--fault slow --slow-ms 200' },
    { name: 'redirect-to', type: 'string', value: 'URL', defaultText: 'http://elsewhere.invalid/user-summaries', description: 'target of the redirect fault', example: '--fault redirect --redirect-to http://127.0.0.1:9/x' },
    { name: 'max-per-page', type: 'string', value: 'N', default: '100', description: 'the largest per_page served (422 above)', example: '--max-per-page 50' },
    { name: 'max-range-days', type: 'string', value: 'N', default: '3660', description: 'the longest date range served (422 above)', example: '--max-range-days 31' },
    { name: 'cache-mb', type: 'string', value: 'N', default: '64', description: 'MiB of JSON text the generated-day cache may hold', example: '--cache-mb 16' },
    { name: 'list-faults', type: 'boolean', description: 'list the fault modes and exit', example: '--list-faults' },
    { name: 'log', type: 'boolean', description: 'one line per request on standard error (credentials masked)', example: '--log' },
  ],
  examples: [
    'export USER_SUMMARIES_TOKEN=$(openssl rand -hex 24); user-summaries serve --port 8080 --seed 7',
    'user-summaries serve --print-url --token local-dev-token > url.txt &',
  ],
  notes: 'exit status: 0 after a clean stop, 2 on a usage error or when it cannot listen or read its data.',
};
