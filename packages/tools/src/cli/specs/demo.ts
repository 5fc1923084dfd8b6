import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries demo`. */
export const DEMO_SPEC: CommandSpec = {
  name: 'demo',
  summary: 'validate the bundled examples and show the report (what `npm start` runs)',
  usage: '',
  positionals: 'none',
  description: `Validates the bundled examples, then starts the reference server on a free loopback port and checks it,
healthy and with a fault. Exits 0 when every step gave the verdict it should.`,
  options: [],
  examples: ['user-summaries demo', 'npx user-summaries-tools demo'],
};
