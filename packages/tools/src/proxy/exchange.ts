import type { IncomingMessage, ServerResponse } from 'node:http';
import { CheckStopped } from './checkThread.js';
import { checkRequest, requestProfile, type RequestProfile } from './checkRequest.js';
import { checkWhole, walkKey } from './checkWhole.js';
import { decodeBody } from './decodeBody.js';
import type { ExchangeConfig } from './exchangeConfig.js';
import { startDeadline, type ExchangeDeadline } from './exchangeDeadline.js';
import { failFinding, violates, type ExchangeVerdict, type ProxyFinding } from './findings.js';
import { relayBody, type RelayedBody } from './relayBody.js';
import { sendProblem } from './sendProblem.js';
import { statusFindings } from './statusFindings.js';
import { callerSecrets, shownPath } from '../secrets/shownPath.js';
import { passedHeaders, sendUpstream, type UpstreamCall } from './upstream.js';

/** One exchange in flight: what each step passes to the next. */
interface Exchange {
  readonly config: ExchangeConfig;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly started: number;
  readonly at: string;
  readonly profile: RequestProfile;
  /** Every finding of the exchange, the request's first; the verdict's. */
  readonly findings: ProxyFinding[];
  readonly call: UpstreamCall;
  readonly deadline: ExchangeDeadline;
  /** The client closed its connection before its answer was finished. */
  clientLeft: boolean;
  /** The status the upstream answered (0 until it answers). */
  upstreamStatus: number;
  /** Milliseconds from the request to the upstream's response headers (none until it answers). */
  upstreamMs?: number;
}

/**
 * One GET /user-summaries through the proxy: the request is checked against the contract and forwarded to the
 * upstream with the caller's headers; the response is passed on as it arrives (same status, headers and body
 * bytes) while a copy of its body, up to the cap, is checked once whole. With `--errors` the response is held
 * until checked: a violating one becomes a 502 problem document. One deadline covers the upstream, the body and
 * the check. Never throws; every path ends with one verdict.
 *
 * The steps: {@link openExchange} (the request's check, the upstream call, the deadline), {@link answerUnreached}
 * (no upstream response), `relayBody.ts` (streaming with back-pressure), {@link judgeBody} (the body's findings),
 * {@link answerHeld} (`--errors`), {@link finishExchange} (the verdict).
 *
 * @example
 * server.on('request', (req, res) => void proxyExchange(config, req, res, new URL(req.url ?? '/', 'http://proxy')));
 */
export async function proxyExchange(
  config: ExchangeConfig,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const exchange = openExchange(config, req, res, url);
  const sent = await exchange.call.result;
  if (!sent.ok) {
    answerUnreached(exchange, sent.code);
    finishExchange(exchange);
    return;
  }
  const up = sent.response;
  exchange.upstreamMs = Math.round(performance.now() - exchange.started);
  exchange.upstreamStatus = up.statusCode ?? 0;
  exchange.findings.push(...statusFindings(exchange.upstreamStatus, up.headers));
  const stopReading = (): void => exchange.call.cancel();
  const body = await relayBody(up, res, { holding: config.errors, maxBytes: config.maxBytes, stopReading });
  await judgeBody(exchange, up, body);
  if (config.errors) answerHeld(exchange, up, body);
  finishExchange(exchange);
}

/**
 * The exchange begins: the request's check and its coverage, the call to the upstream, the deadline (which cancels
 * the call), and a client that leaves (the upstream call goes too).
 */
function openExchange(config: ExchangeConfig, req: IncomingMessage, res: ServerResponse, url: URL): Exchange {
  const started = performance.now();
  const at = new Date().toISOString();
  const checked = checkRequest(url.searchParams, req.headers);
  const profile = requestProfile(url.searchParams);
  config.ledger.addRequestCoverage(profile.includeSlots, checked.request, checked.violations);
  const call = sendUpstream(config.upstream, {
    method: 'GET',
    pathAndQuery: `/user-summaries${url.search}`,
    from: req,
  });
  const deadline = startDeadline(config.deadlineMs, () => call.cancel());
  const exchange: Exchange = {
    config,
    req,
    res,
    url,
    started,
    at,
    profile,
    call,
    deadline,
    findings: checked.findings,
    clientLeft: false,
    upstreamStatus: 0,
  };
  res.once('close', () => {
    if (res.writableFinished) return;
    exchange.clientLeft = true;
    call.cancel(); // the client left: so does the upstream request
  });
  return exchange;
}

/** No response from the upstream: a 504 past the deadline, a 502 when it could not be reached, nothing when the client left. */
function answerUnreached(exchange: Exchange, code: string): void {
  const { deadline, findings } = exchange;
  if (exchange.clientLeft && !deadline.passed) return;
  findings.push(timedOut(exchange) ?? failFinding('transport', `the upstream request failed (${code})`));
  const title = deadline.passed ? 'The upstream did not answer in time' : 'The upstream could not be reached';
  sendProblem(exchange.res, deadline.passed ? 504 : 502, title, findings);
}

/**
 * The body's findings: over the cap, cut short (unless the client left first), or, for a 200, decoded and checked
 * ({@link checkDecoded}). Holding (`--errors`), a check that ends past the deadline still makes the answer a 504.
 */
async function judgeBody(exchange: Exchange, up: IncomingMessage, body: RelayedBody): Promise<void> {
  const { config, findings } = exchange;
  if (body.over) findings.push(failFinding('limit_exceeded', `body larger than ${config.maxBytes} bytes`));
  else if (!body.ended) {
    if (!exchange.clientLeft || exchange.deadline.passed)
      findings.push(
        timedOut(exchange) ?? failFinding('transport', 'connection closed before the body was complete (truncated)'),
      );
  } else if (exchange.upstreamStatus === 200) {
    const encoding = up.headers['content-encoding'];
    const decoded = decodeBody(body.bytes(), typeof encoding === 'string' ? encoding : undefined, config.maxBytes);
    if (!Buffer.isBuffer(decoded)) findings.push(decoded);
    else await checkDecoded(exchange, decoded);
    // A check on this thread cannot be interrupted: past the deadline, it still makes the answer a 504.
    if (config.errors && !hasTimeout(findings) && performance.now() - exchange.started > config.deadlineMs)
      findings.push(timeoutFinding(config));
  }
}

/**
 * A decoded body's check joins the findings. With `--errors` the answer waits for the check, but never past the
 * deadline: then it is a 504 at once, while the check goes on and its findings join the verdict when it ends.
 */
async function checkDecoded(exchange: Exchange, body: Buffer): Promise<void> {
  const { config, findings, deadline } = exchange;
  const key = walkKey(exchange.url, exchange.req);
  const checking = checkWhole(config, exchange.profile, body, key, deadline.reached).catch((error: unknown) => [
    // The proxy stopped past the deadline, before the check ended; or past what a string can hold, or a defect:
    // the exchange still gets its verdict.
    error instanceof CheckStopped
      ? timeoutFinding(config)
      : failFinding('limit_exceeded', 'the body could not be checked within the limits of the proxy'),
  ]);
  if (config.errors && (await Promise.race([checking, deadline.reached.then(() => undefined)])) === undefined) {
    findings.push(timeoutFinding(config));
    sendProblem(exchange.res, 504, 'The upstream response was not complete and checked in time', findings);
  }
  for (const f of await checking) if (f.rule !== 'timeout' || !hasTimeout(findings)) findings.push(f);
}

/**
 * The answer `--errors` held: a 504 past the deadline, a 502 problem document for a body cut, over the cap or
 * violating the contract (the request's own findings do not count), else the upstream's response as it came.
 */
function answerHeld(exchange: Exchange, up: IncomingMessage, body: RelayedBody): void {
  const { res, findings } = exchange;
  if (res.destroyed) return;
  const bodyFindings = findings.filter((f) => !f.pointer.startsWith('/query') && !f.pointer.startsWith('/headers'));
  if (hasTimeout(findings))
    sendProblem(res, 504, 'The upstream response was not complete and checked in time', findings);
  else if (!body.ended || body.over || violates(bodyFindings)) {
    sendProblem(res, 502, 'The upstream response breaks the user-summaries contract', findings);
  } else {
    res.writeHead(exchange.upstreamStatus, up.statusMessage, passedHeaders(up));
    res.end(body.bytes());
  }
}

/** The exchange ends: the deadline stops, and its one verdict is counted, recorded and announced. */
function finishExchange(exchange: Exchange): void {
  const { config, req, res } = exchange;
  exchange.deadline.clear();
  const verdict = newVerdict(req, {
    at: exchange.at,
    method: req.method ?? 'GET',
    status: res.headersSent ? res.statusCode : 0,
    upstreamStatus: exchange.upstreamStatus,
    ms: Math.round(performance.now() - exchange.started),
    ...(exchange.upstreamMs === undefined ? {} : { upstreamMs: exchange.upstreamMs }),
    findings: exchange.findings,
  });
  config.ledger.addExchange(verdict);
  config.recorder?.exchange(verdict);
  config.onVerdict(verdict);
}

/** The finding of an exchange past its deadline. */
function timeoutFinding(config: ExchangeConfig): ProxyFinding {
  return failFinding('timeout', `no complete, checked response within ${config.deadlineMs} ms`);
}

/** The timeout finding when the deadline has passed, else none. */
function timedOut(exchange: Exchange): ProxyFinding | undefined {
  return exchange.deadline.passed ? timeoutFinding(exchange.config) : undefined;
}

function hasTimeout(findings: readonly ProxyFinding[]): boolean {
  return findings.some((f) => f.rule === 'timeout');
}

/**
 * The verdict of an exchange, its `path` made when first read: masking the query and cutting the caller's token
 * (a regular expression built from the token) costs more than the rest of the bookkeeping of an exchange, and
 * most verdicts (a valid exchange, no `--record`) are counted and never shown.
 */
function newVerdict(req: IncomingMessage, fields: Omit<ExchangeVerdict, 'path'>): ExchangeVerdict {
  let path: string | undefined;
  return {
    at: fields.at,
    method: fields.method,
    get path(): string {
      path ??= shownPath(req.url, callerSecrets(req.rawHeaders));
      return path;
    },
    status: fields.status,
    upstreamStatus: fields.upstreamStatus,
    ms: fields.ms,
    ...(fields.upstreamMs === undefined ? {} : { upstreamMs: fields.upstreamMs }),
    findings: fields.findings,
  };
}
