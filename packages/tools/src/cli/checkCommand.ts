import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { renderReport, type ReportFormat } from '../conformance/renderCheck.js';
import { runCheck } from '../conformance/runCheck.js';
import type { CheckReport } from '../conformance/types.js';
import { addDays, dayNumber, todayUtc } from '../pages/days.js';
import { DEFAULT_TOKEN_ENV, redact, resolveToken } from '../secrets/secrets.js';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { parseByteSize } from './args/byteSize.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { escapeControls } from '../outputText/safeText.js';
import { outputClash } from './outputClash.js';
import { CHECK_SPEC } from './specs/check.js';
import { escapeHtml } from '../reports/html/escape.js';

/** The largest --max-bytes: a body is held as one string. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

function positiveInt(text: string | undefined, fallback: number | undefined): number | undefined | null {
  if (text === undefined) return fallback;
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The API root of a base URL: one that ends in the endpoint's own path (`…/user-summaries`, what `serve`
 * prints) loses it, since the checker appends the path itself.
 *
 * @example
 * endpointRoot('http://127.0.0.1:8080/user-summaries'); // 'http://127.0.0.1:8080/'
 */
export function endpointRoot(href: string): string {
  return href.replace(/\/user-summaries\/*$/, '/');
}

/** Whether no data request reached the server at all (it is down or the URL is wrong). */
function unreachable(report: CheckReport): boolean {
  const http = report.checks.find((c) => c.name === 'http');
  const schema = report.checks.find((c) => c.name === 'schema');
  return (
    schema?.status === 'skip' &&
    http?.findings.length !== 0 &&
    http?.findings.every((f) => f.class === 'transport') === true
  );
}

/**
 * `user-summaries check`: runs the conformance checks against a live API and prints the report. The token
 * comes from an environment variable (`--token-env`, default USER_SUMMARIES_TOKEN) or a file
 * (`--token-file`), never from argv, and appears in no output.
 *
 * @returns 0 every check passed (warnings allowed unless --warnings-as-errors), 1 a check failed,
 *   2 usage error, unreadable token, or a server that could not be reached at all
 * @example
 * // USER_SUMMARIES_TOKEN=s3cret user-summaries check --base-url http://127.0.0.1:8080 --from 2024-03-01 --to 2024-03-14
 * await runCheckCommand(['--base-url', 'http://127.0.0.1:8080', '--from', '2024-03-01', '--to', '2024-03-14'], processIo());
 */
export async function runCheckCommand(args: readonly string[], io: CliIo): Promise<number> {
  const outcome = parseCommandLine(CHECK_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(CHECK_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  const bad = (message: string): number => usageError(io.stderr, 'check', message);
  if ('error' in outcome) return bad(outcome.error);
  const parsed = outcome.args;
  const values = {
    'base-url': parsed.string('base-url'),
    'token-env': parsed.string('token-env'),
    'token-file': parsed.string('token-file'),
    from: parsed.string('from'),
    to: parsed.string('to'),
    'per-page': parsed.string('per-page'),
    envelope: parsed.string('envelope') ?? 'auto',
    format: parsed.string('format') ?? 'text',
    output: parsed.string('output'),
    'timeout-ms': parsed.string('timeout-ms'),
    'max-bytes': parsed.string('max-bytes'),
    'max-pages': parsed.string('max-pages'),
    'warnings-as-errors': parsed.flag('warnings-as-errors'),
  };
  const base = values['base-url'];
  if (base === undefined) return bad('--base-url is required');
  let baseUrl: URL;
  try {
    baseUrl = new URL(base);
    if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') throw new Error('scheme');
  } catch {
    return bad('--base-url must be an http:// or https:// URL');
  }
  if (baseUrl.search !== '' || baseUrl.hash !== '') return bad('--base-url must not carry a query or fragment');
  // What `serve` prints is the endpoint's URL; the checker appends the path itself, so take the root.
  baseUrl = new URL(endpointRoot(baseUrl.href));
  const to = values.to ?? addDays(todayUtc(), -1) ?? '';
  const from = values.from ?? addDays(to, -6) ?? '';
  if (dayNumber(from) === undefined || dayNumber(to) === undefined)
    return bad('--from and --to must be real dates written Y-m-d');
  if (from > to) return bad('--from must be on or before --to');
  const format = values.format;
  const perPage = positiveInt(values['per-page'], undefined);
  const deadlineMs = positiveInt(values['timeout-ms'], DEFAULT_DEADLINE_MS);
  const maxBytes = values['max-bytes'] === undefined ? 64 * 1024 * 1024 : (parseByteSize(values['max-bytes']) ?? null);
  const maxPages = positiveInt(values['max-pages'], 1000);
  if (perPage === null || deadlineMs == null || maxBytes == null || maxPages == null) {
    return bad(
      '--per-page, --timeout-ms and --max-pages take positive integers, --max-bytes a positive size (K, M, G suffixes allowed)',
    );
  }
  // A body is decoded to one string in memory (as the gate's --max-bytes): past this the cap would not hold.
  if (maxBytes > MAX_BODY_BYTES)
    return bad(`--max-bytes can be at most ${MAX_BODY_BYTES} (a body is decoded to one string in memory)`);
  if (values.output !== undefined && values['token-file'] !== undefined) {
    const clash = await outputClash('--output', values.output, [values['token-file']], io.cwd);
    if (clash !== undefined) return bad(clash);
  }
  const token = await resolveToken({ tokenEnv: values['token-env'], tokenFile: values['token-file'] }, io.env, io.cwd, {
    env: DEFAULT_TOKEN_ENV,
  });
  if (!token.ok) return bad(`${token.error}; set it, or pass --token-env NAME or --token-file FILE`);

  const report = await runCheck({
    baseUrl: baseUrl.href.replace(/\/+$/, ''),
    token: token.token,
    from,
    to,
    perPage,
    envelope: values.envelope as EnvelopeName | 'auto',
    limits: { deadlineMs, maxBytes },
    maxPages,
  });
  // Defence in depth: the report never holds the token, and a hostile server's echo of it is cut here too.
  const text = redact(renderReport(report, format as ReportFormat), [token.token, escapeHtml(token.token)]);
  if (values.output !== undefined) {
    try {
      await writeFile(resolve(io.cwd, values.output), text);
    } catch (error) {
      return bad(`cannot write ${values.output} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    io.stdout.write(`report written to ${values.output}: ${report.counts.fail} fail, ${report.counts.warn} warn\n`);
  } else {
    io.stdout.write(text);
  }
  if (unreachable(report)) {
    io.stderr.write(`user-summaries check: could not reach ${escapeControls(report.target)}\n`);
    return EXIT.usage;
  }
  if (!report.ok) return EXIT.violations;
  return values['warnings-as-errors'] && report.counts.warn > 0 ? EXIT.violations : EXIT.ok;
}
