import type { GroupName, SlotCount, SlotDensity } from 'user-summaries-testing';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import type { DaySource } from '../mock/daySource.js';
import { DirectorySourceError, loadDirectorySource } from '../mock/directorySource.js';
import { FAULTS, isFaultName, type FaultName } from '../mock/faults.js';
import { startServer, type RunningServer } from '../mock/server.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { DEFAULT_TOKEN_ENV, resolveToken } from '../secrets/secrets.js';
import { seedSource } from '../mock/seedSource.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { closest } from '../documentCheck/suggest.js';
import { untilStopped } from './untilStopped.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { escapeControls } from '../outputText/safeText.js';
import { SERVE_SPEC } from './specs/serve.js';
import { outputClash } from './outputClash.js';

const GROUPS: readonly GroupName[] = SUMMARY_GROUPS;

/** A parsed --slots value, or undefined when malformed. */
function parseSlots(text: string): SlotDensity | SlotCount | undefined {
  if (text === 'realistic' || text === 'dense') return text;
  const match = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(text);
  if (match === null) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return max >= min && max <= 1440 ? { min, max } : undefined;
}

function parseGroups(text: string): readonly GroupName[] | 'any' | undefined {
  if (text === 'any') return 'any';
  if (text === 'all') return GROUPS;
  const list = text.split(',');
  return list.every((g) => (GROUPS as readonly string[]).includes(g)) && new Set(list).size === list.length
    ? (list as GroupName[])
    : undefined;
}

function positiveInt(text: string | undefined, fallback: number): number | undefined {
  if (text === undefined) return fallback;
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * `user-summaries serve`: the reference server of GET /user-summaries, until SIGINT or SIGTERM. Prints
 * the URL it listens on (port 0 picks a free one). The token is read like `check` reads it: from
 * USER_SUMMARIES_TOKEN (or the variable --token-env names), --token-file or --token; with none of them and
 * USER_SUMMARIES_TOKEN unset, it is generated and printed. A token it did not generate is never printed.
 *
 * @returns 0 after a clean stop, 2 on a usage error or when it cannot listen or read its data
 * @example
 * // export USER_SUMMARIES_TOKEN=s3cret; user-summaries serve --port 8080 --seed 7
 * await runServe(['--port', '0', '--seed', '7'], processIo());
 */
export async function runServe(args: readonly string[], io: CliIo, stop?: AbortSignal): Promise<number> {
  const outcome = parseCommandLine(SERVE_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(SERVE_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  const bad = (message: string): number => usageError(io.stderr, 'serve', message);
  if ('error' in outcome) return bad(outcome.error);
  const parsed = outcome.args;
  const text = (name: string): string => parsed.string(name) ?? '';
  const values = {
    host: text('host'),
    port: text('port'),
    token: parsed.string('token'),
    'token-env': parsed.string('token-env'),
    'token-file': parsed.string('token-file'),
    seed: text('seed'),
    slots: text('slots'),
    groups: text('groups'),
    data: parsed.string('data'),
    envelope: text('envelope'),
    fault: parsed.list('fault'),
    'slow-ms': parsed.string('slow-ms'),
    'redirect-to': parsed.string('redirect-to'),
    'max-per-page': parsed.string('max-per-page'),
    'max-range-days': parsed.string('max-range-days'),
    'cache-mb': parsed.string('cache-mb'),
    'list-faults': parsed.flag('list-faults'),
    log: parsed.flag('log'),
    'print-url': parsed.flag('print-url'),
    'port-file': parsed.string('port-file'),
  };
  if (values['list-faults']) {
    for (const [name, what] of Object.entries(FAULTS)) io.stdout.write(`${name.padEnd(20)} ${what}\n`);
    return EXIT.ok;
  }
  const port = positiveInt(values.port, 0);
  if (port === undefined || port > 65535) return bad('--port must be an integer 0-65535');
  if (!['paginator', 'collection', 'bare'].includes(values.envelope))
    return bad('--envelope must be paginator, collection or bare');
  const unknownFault = values.fault.find((f) => !isFaultName(f));
  if (unknownFault !== undefined) {
    // The name typed is not repeated (docs/cli.md, "Errors"): the closest fault mode names it well enough.
    const suggestion = closest(unknownFault, Object.keys(FAULTS));
    return bad(
      `--fault must name a fault mode${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}; --list-faults lists them`,
    );
  }
  const slowMs = positiveInt(values['slow-ms'], 5000);
  const maxPerPage = positiveInt(values['max-per-page'], 100);
  const maxRangeDays = positiveInt(values['max-range-days'], 3660);
  const cacheMb = positiveInt(values['cache-mb'], 64);
  if (
    slowMs === undefined ||
    maxPerPage === undefined ||
    maxPerPage < 1 ||
    maxRangeDays === undefined ||
    maxRangeDays < 1 ||
    cacheMb === undefined ||
    cacheMb < 1
  ) {
    return bad('--slow-ms, --max-per-page, --max-range-days and --cache-mb take positive integers');
  }
  const slots = parseSlots(values.slots);
  const groups = parseGroups(values.groups);
  if (slots === undefined) return bad('--slots must be realistic, dense, N or MIN-MAX (at most 1440)');
  if (groups === undefined) {
    const unknownGroup = values.groups.split(',').find((g) => !(GROUPS as readonly string[]).includes(g));
    const suggestion = unknownGroup === undefined ? undefined : closest(unknownGroup, GROUPS);
    return bad(
      `--groups must be any, all or a comma list of ${GROUPS.join(', ')}${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}`,
    );
  }
  // The port file must not replace what the server reads: its token file, or a day of its --data folder.
  if (values['port-file'] !== undefined) {
    const inputs = [values['token-file'], values.data].filter((path): path is string => path !== undefined);
    const clash = await outputClash('--port-file', values['port-file'], inputs, io.cwd, 'the port');
    if (clash !== undefined) return bad(clash);
  }
  const token = await resolveToken(
    { token: values.token, tokenEnv: values['token-env'], tokenFile: values['token-file'] },
    io.env,
    io.cwd,
    { env: DEFAULT_TOKEN_ENV, unset: 'generate' },
  );
  if (!token.ok) return bad(token.error);

  let source: DaySource;
  try {
    source =
      values.data !== undefined
        ? await loadDirectorySource(resolve(io.cwd, values.data))
        : seedSource({ seed: values.seed, slots, groups, cacheBytes: cacheMb * 1024 * 1024 });
  } catch (error) {
    if (error instanceof DirectorySourceError) {
      io.stderr.write(
        `user-summaries serve: ${escapeControls(error.message)}\n${error.problems
          .slice(0, 50)
          .map((p) => `  ${escapeControls(p)}`)
          .join('\n')}\n`,
      );
      return EXIT.usage;
    }
    return bad(`cannot read the data: ${(error as NodeJS.ErrnoException).code ?? (error as Error).name}`);
  }
  let server: RunningServer;
  try {
    server = await startServer({
      token: token.token,
      source,
      host: values.host,
      port,
      envelope: values.envelope as EnvelopeName,
      faults: values.fault as FaultName[],
      slowMs,
      maxPerPage,
      maxRangeDays,
      ...(values['redirect-to'] !== undefined ? { redirectTo: values['redirect-to'] } : {}),
      ...(values.log ? { onRequest: (line: string) => io.stderr.write(`${escapeControls(line)}\n`) } : {}),
    });
  } catch (error) {
    return bad(`cannot listen on ${values.host}:${port} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const tokenLine =
    token.source === 'generated'
      ? `token: ${token.token}`
      : `token: from ${token.source === 'env' ? `environment variable ${values['token-env'] ?? DEFAULT_TOKEN_ENV}` : token.source === 'file' ? 'the token file' : '--token'} (not shown)`;
  const endpoint = `${server.url}/user-summaries`;
  if (values['port-file'] !== undefined) {
    try {
      await writeFile(resolve(io.cwd, values['port-file']), `${new URL(server.url).port}\n`);
    } catch (error) {
      await server.close();
      return bad(`cannot write ${values['port-file']} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  const banner = [
    'user-summaries reference server',
    `listening on ${endpoint}`,
    `playground: ${server.url}/ (checks pasted payloads in the browser)`,
    `data: ${source.description}`,
    `envelope: ${values.envelope}; faults: ${values.fault.length > 0 ? values.fault.join(', ') : 'none'}`,
    tokenLine,
    ...(/^(?:127\.|::1$|localhost$)/.test(values.host)
      ? []
      : [`note: ${values.host} is not a loopback address; whoever reaches it with the token reads the data`]),
    'stop with Ctrl-C',
    '',
  ].join('\n');
  // --print-url: the URL alone on standard output for scripts (`url=$(… | head -1)`); the banner, which holds
  // a generated token, goes to standard error.
  if (values['print-url']) {
    io.stdout.write(`${endpoint}\n`);
    io.stderr.write(banner);
  } else {
    io.stdout.write(banner);
  }
  await untilStopped(stop);
  await server.close();
  return EXIT.ok;
}
