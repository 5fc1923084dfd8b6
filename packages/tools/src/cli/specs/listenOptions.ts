import type { OptionSpec } from '../args/spec.js';

/**
 * The options of a command that listens (`serve`, `proxy`): where it listens, and how a script learns where.
 * `port` and `portFile` are the examples the command's help shows.
 *
 * @example
 * options: [...listenOptions({ port: 8080, portFile: '/tmp/us.port' }), ...]
 */
export function listenOptions(examples: { readonly port: number; readonly portFile: string }): OptionSpec[] {
  return [
    {
      name: 'host',
      type: 'string',
      value: 'HOST',
      default: '127.0.0.1',
      description: 'interface to listen on',
      example: '--host 0.0.0.0',
    },
    {
      name: 'port',
      type: 'string',
      value: 'N',
      default: '0',
      description: 'port to listen on; 0 picks a free one',
      example: `--port ${String(examples.port)}`,
    },
    {
      name: 'print-url',
      type: 'boolean',
      description: 'print only the endpoint URL, on one line of standard output',
      example: '--print-url --port 0',
    },
    {
      name: 'port-file',
      type: 'string',
      value: 'FILE',
      description: 'write the port to FILE once listening',
      example: `--port-file ${examples.portFile}`,
    },
  ];
}
