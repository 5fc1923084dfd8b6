import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { formatArchiveReport } from '../archiveReport/archiveReport.js';
import { renderCoverage } from '../coverageReports/renderCoverage.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import type { ExchangeVerdict } from '../proxy/findings.js';
import { violates } from '../proxy/findings.js';
import type { Ledger } from '../proxy/ledger.js';
import { startProxy, type RunningProxy } from '../proxy/proxyServer.js';
import { Recorder } from '../proxy/recorder.js';
import { terminalJson, terminalText } from '../proxy/terminalText.js';
import { parseUpstream, upstreamEndpoint } from '../proxy/upstream.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { untilStopped } from './untilStopped.js';
import { PROXY_SPEC } from './specs/proxy.js';

/** Findings shown on one text line; the rest are counted. */
const LINE_FINDINGS = 10;

/** One line per exchange with findings, escaped: nothing from the request or the response reaches the terminal raw. */
export function verdictLine(verdict: ExchangeVerdict, format: 'text' | 'jsonl'): string {
  if (format === 'jsonl') return `${terminalJson(verdict)}\n`;
  const fails = verdict.findings.filter((f) => f.severity === 'fail').length;
  const warns = verdict.findings.length - fails;
  const counts = [fails > 0 ? `${fails} violation(s)` : '', warns > 0 ? `${warns} warning(s)` : '']
    .filter(Boolean)
    .join(', ');
  const shown = verdict.findings
    .slice(0, LINE_FINDINGS)
    .map((f) => `${f.pointer || '/'} ${f.rule}${f.severity === 'warn' ? ' (warning)' : ''}`);
  const more = verdict.findings.length > LINE_FINDINGS ? `; and ${verdict.findings.length - LINE_FINDINGS} more` : '';
  const status =
    verdict.status === verdict.upstreamStatus
      ? String(verdict.status)
      : `${verdict.status} (upstream ${verdict.upstreamStatus})`;
  return `${terminalText(`${verdict.method} ${verdict.path}`)} ${status}: ${counts}: ${terminalText(shown.join('; '), 2000)}${more}\n`;
}

/** A file name with `suffix` before its extension (at the end when it has none). */
function beforeExtension(file: string, suffix: string): string {
  const dot = file.lastIndexOf('.');
  const cut = dot > file.lastIndexOf('/') && dot > 0 ? dot : file.length;
  return `${file.slice(0, cut)}${suffix}${file.slice(cut)}`;
}

/** The files of `--report FILE`: FILE for include_slots=0, FILE with `.slots` before its extension for include_slots=1. */
export function reportFiles(file: string): { readonly noSlots: string; readonly slots: string } {
  return { noSlots: file, slots: beforeExtension(file, '.slots') };
}

/** Writes the reports atomically (a temporary file renamed): a reader never sees half a report. */
function writeReports(ledger: Ledger, file: string): void {
  const files = reportFiles(file);
  const write = (path: string, text: string): void => {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  };
  write(files.noSlots, formatArchiveReport(ledger.report(false)));
  if (ledger.profiles().includes(true)) write(files.slots, formatArchiveReport(ledger.report(true)));
  // The coverage of the contract by the same bodies, beside each report (docs/coverage.md).
  write(beforeExtension(files.noSlots, '.coverage'), renderCoverage(ledger.coverage(false), 'json', ''));
  if (ledger.profiles().includes(true))
    write(beforeExtension(files.slots, '.coverage'), renderCoverage(ledger.coverage(true), 'json', ''));
}

function positiveInt(text: string | undefined, fallback: number, max: number): number | undefined {
  if (text === undefined) return fallback;
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * `user-summaries proxy`: the validating proxy, until SIGINT or SIGTERM (docs/proxy.md).
 *
 * @returns 0 after a clean stop without a violating exchange, 1 when one broke the contract, 2 on a usage error
 * @example
 * // user-summaries proxy --upstream https://staging.example.com --port 8081 --report proxy-report.json
 * await runProxy(['--upstream', 'http://127.0.0.1:8080', '--port', '0'], processIo());
 */
export async function runProxy(args: readonly string[], io: CliIo, stop?: AbortSignal): Promise<number> {
  const outcome = parseCommandLine(PROXY_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(PROXY_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  const bad = (message: string): number => usageError(io.stderr, 'proxy', message);
  if ('error' in outcome) return bad(outcome.error);
  const parsed = outcome.args;
  const upstreamText = parsed.string('upstream');
  if (upstreamText === undefined) return bad('--upstream URL is required (the API to forward to)');
  const upstream = parseUpstream(upstreamText);
  if (!upstream.ok) return bad(upstream.error);
  const host = parsed.string('host') ?? '127.0.0.1';
  const port = Number(parsed.string('port') ?? '0');
  if (!/^\d+$/.test(parsed.string('port') ?? '0') || port > 65535) return bad('--port must be an integer 0-65535');
  // At most 256 MiB: a body is checked as one string, and V8's strings end at 512 Mi characters.
  const maxBytes = positiveInt(parsed.string('max-bytes'), 16 * 1024 * 1024, 256 * 1024 * 1024);
  const deadlineMs = positiveInt(parsed.string('deadline-ms'), DEFAULT_DEADLINE_MS, 3_600_000);
  const maxViolations = positiveInt(parsed.string('max-violations'), 100, 100_000);
  if (maxBytes === undefined) return bad('--max-bytes takes an integer from 1 to 268435456 (256 MiB)');
  if (deadlineMs === undefined) return bad('--deadline-ms takes an integer from 1 to 3600000');
  if (maxViolations === undefined) return bad('--max-violations takes an integer from 1 to 100000');
  const memoMb = parsed.string('memo-mb') ?? '8';
  if (!/^\d{1,4}$/.test(memoMb) || Number(memoMb) > 4096) return bad('--memo-mb takes an integer from 0 to 4096');
  const format = (parsed.string('format') ?? 'text') as 'text' | 'jsonl';
  const reportFile =
    parsed.string('report') === undefined ? undefined : resolve(io.cwd, parsed.string('report') as string);
  const recordDir = parsed.string('record');
  if (parsed.flag('record-values') && recordDir === undefined) return bad('--record-values needs --record DIR');
  let recorder: Recorder | undefined;
  try {
    if (reportFile !== undefined) mkdirSync(dirname(reportFile), { recursive: true });
    if (recordDir !== undefined) recorder = new Recorder(resolve(io.cwd, recordDir), parsed.flag('record-values'));
  } catch (error) {
    return bad(`cannot write the report or the record (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }

  let violating = 0;
  let dirty = false;
  let proxy: RunningProxy;
  try {
    proxy = await startProxy({
      upstream: upstream.upstream,
      host,
      port,
      errors: parsed.flag('errors'),
      strict: parsed.flag('strict'),
      passUnknown: parsed.flag('pass-unknown'),
      maxBytes,
      deadlineMs,
      maxViolations,
      memoBytes: Number(memoMb) * 1024 * 1024,
      checkThread: !parsed.flag('inline-check') && availableParallelism() > 1,
      ...(recorder === undefined ? {} : { recorder }),
      onVerdict: (verdict) => {
        dirty = true;
        if (violates(verdict.findings)) violating += 1;
        if (verdict.findings.length > 0) io.stderr.write(verdictLine(verdict, format));
      },
    });
  } catch (error) {
    await recorder?.close();
    return bad(`cannot listen on ${host}:${port} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  // --report FILE is refreshed at most once a second while exchanges come in.
  const refresh = setInterval(() => {
    if (reportFile === undefined || !dirty) return;
    dirty = false;
    try {
      writeReports(proxy.ledger, reportFile);
    } catch {
      // retried at the next refresh and at stop, where a failure is reported
    }
  }, 1000);
  refresh.unref();
  const endpoint = `${proxy.url}/user-summaries`;
  if (parsed.string('port-file') !== undefined) {
    try {
      await writeFile(resolve(io.cwd, parsed.string('port-file') as string), `${proxy.port}\n`);
    } catch (error) {
      clearInterval(refresh);
      await proxy.close();
      return bad(`cannot write the port file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  const banner = [
    'user-summaries proxy',
    `listening on ${endpoint}`,
    `forwarding GET /user-summaries to ${upstreamEndpoint(upstream.upstream)} (the caller's Authorization header goes there only)`,
    ...(parsed.flag('pass-unknown')
      ? [`forwarding other paths under ${upstream.upstream.url.origin}${upstream.upstream.basePath}/, unchecked`]
      : []),
    `live page: ${proxy.url}/_contract/`,
    `metrics (Prometheus): ${proxy.url}/_contract/metrics`,
    `checking: include_slots from each request${parsed.flag('strict') ? ', strict' : ''}; ${parsed.flag('errors') ? 'violating responses become 502 problem documents' : 'responses passed on unchanged'}`,
    ...(/^(?:127\.|::1$|localhost$)/.test(host) ? [] : [`note: ${host} is not a loopback address`]),
    'stop with Ctrl-C',
    '',
  ].join('\n');
  if (parsed.flag('print-url')) {
    io.stdout.write(`${endpoint}\n`);
    io.stderr.write(banner);
  } else {
    io.stderr.write(banner);
  }
  await untilStopped(stop);
  clearInterval(refresh);
  // A stop lets the exchanges under way finish, each within --deadline-ms; a second Ctrl-C ends the process at once.
  const pending = proxy.inFlight();
  if (pending > 0)
    io.stderr.write(
      `user-summaries proxy: stopping after ${pending} exchange(s) under way (at most ${deadlineMs} ms; Ctrl-C again to stop now)\n`,
    );
  await proxy.close();
  await recorder?.close();
  const stats = proxy.ledger.stats();
  const seenBefore = proxy.memo().hits;
  io.stderr.write(
    `user-summaries proxy: ${stats.exchanges} exchange(s), ${stats.violating} violating, ${stats.warned} with warnings only; ${seenBefore} ${seenBefore === 1 ? 'body' : 'bodies'} seen before, answered from the kept verdict\n`,
  );
  if (recorder?.failed) io.stderr.write('user-summaries proxy: the record could not be written whole\n');
  if (reportFile !== undefined) {
    try {
      writeReports(proxy.ledger, reportFile);
    } catch (error) {
      io.stderr.write(
        `user-summaries proxy: cannot write the report (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`,
      );
      return EXIT.usage;
    }
  } else {
    for (const includeSlots of proxy.ledger.profiles().length > 0 ? proxy.ledger.profiles().reverse() : [false])
      io.stdout.write(formatArchiveReport(proxy.ledger.report(includeSlots)));
  }
  return violating > 0 ? EXIT.violations : EXIT.ok;
}
