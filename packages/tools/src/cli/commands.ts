import type { CommandSpec } from './args/spec.js';
import type { CliIo } from '../commandIo/io.js';
import { CHECK_SPEC } from './specs/check.js';
import { DEMO_SPEC } from './specs/demo.js';
import { DIFF_SPEC } from './specs/diff.js';
import { ENGINE_SPEC } from './specs/engine.js';
import { MERGE_REPORTS_SPEC } from './specs/mergeReports.js';
import { PROXY_SPEC } from './specs/proxy.js';
import { SERVE_SPEC } from './specs/serve.js';
import { VALIDATE_SPEC } from './specs/validate.js';

/** A subcommand's entry point: loaded only when it is called, so the cold start pays for one command alone. */
type Command = (args: readonly string[], io: CliIo) => Promise<number>;

/** A subcommand: its table (for help and parsing) and how to load it. */
export interface CommandEntry {
  readonly spec: CommandSpec;
  readonly load: () => Promise<Command>;
}

/**
 * Every subcommand of `user-summaries`, in the order `--help` lists them. A new command is one entry here
 * and one spec in packages/tools/src/cli/specs/ (docs/cli.md).
 */
export const COMMANDS: readonly CommandEntry[] = [
  { spec: VALIDATE_SPEC, load: async () => (await import('./validateCommand.js')).runValidate },
  { spec: MERGE_REPORTS_SPEC, load: async () => (await import('./mergeReportsCommand.js')).runMergeReports },
  { spec: DEMO_SPEC, load: async () => (await import('./demoCommand.js')).runDemo },
  { spec: SERVE_SPEC, load: async () => (await import('./serveCommand.js')).runServe },
  { spec: CHECK_SPEC, load: async () => (await import('./checkCommand.js')).runCheckCommand },
  { spec: PROXY_SPEC, load: async () => (await import('./proxyCommand.js')).runProxy },
  { spec: ENGINE_SPEC, load: async () => (await import('./engineCommand.js')).runEngine },
  { spec: DIFF_SPEC, load: async () => (await import('./diffCommand.js')).runDiff },
];
