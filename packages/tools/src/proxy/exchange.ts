import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { freshVerdict, type BodyMemo, type BodyVerdict } from './bodyMemo.js';
import { oneLine, profileKey } from './checkBody.js';
import { CheckStopped, type CheckThread } from './checkThread.js';
import { checkRequest, requestProfile, type RequestProfile } from './checkRequest.js';
import {
  capFindings,
  PROBLEM_TYPE,
  problemDocument,
  violates,
  type ExchangeVerdict,
  type ProxyFinding,
} from './findings.js';
import type { Ledger } from './ledger.js';
import type { Recorder } from './recorder.js';
import { statusFindings } from './statusFindings.js';
import { callerSecrets, shownPath } from '../secrets/shownPath.js';
import { passedHeaders, sendUpstream, type Upstream } from './upstream.js';
import type { WalkTracker } from './walks.js';
import type { WalkTurns } from './walkTurns.js';

/** Everything one exchange is handled with. */
export interface ExchangeConfig {
  readonly upstream: Upstream;
  /** `--errors`: hold each response until it is checked and replace a violating one with a 502 problem document. */
  readonly errors: boolean;
  readonly strict: boolean;
  /** Most body bytes read (before and after decompression). */
  readonly maxBytes: number;
  /** Milliseconds from the request to the end of the check (with `--errors`, to the answer). */
  readonly deadlineMs: number;
  readonly maxViolations: number;
  readonly ledger: Ledger;
  readonly walks: WalkTracker;
  /** Verdicts of bodies already checked (identical bytes, identical profile); none checks every body afresh. */
  readonly memo?: BodyMemo;
  /** Where new bodies are checked: a worker thread; none checks them on this thread. */
  readonly checkThread?: CheckThread;
  /** Each body's turn in its walk: its stream rules wait for the bodies of its walk before it ({@link checkWhole}). */
  readonly turns: WalkTurns;
  readonly recorder?: Recorder;
  /** Called once per exchange, when it is checked. */
  readonly onVerdict: (verdict: ExchangeVerdict) => void;
}

const fail = (rule: string, message: string): ProxyFinding => ({ rule, severity: 'fail', pointer: '', message });

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

/** Sends an RFC 9457 problem document (never a payload value), unless the client is gone. */
export function sendProblem(
  res: ServerResponse,
  status: number,
  title: string,
  findings: readonly ProxyFinding[],
): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify(problemDocument(status, title, findings));
  res.writeHead(status, {
    'Content-Type': PROBLEM_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** The body decoded from its Content-Encoding, within the byte cap; or the finding why not. */
function decoded(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer | ProxyFinding {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  const inflate = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[name];
  if (name === 'identity' || name === '') return body;
  if (inflate === undefined) return fail('non_json', 'the body has a content encoding the proxy does not read');
  try {
    return inflate(body, { maxOutputLength: maxBytes });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? fail('limit_exceeded', `body larger than ${maxBytes} bytes (after decompression)`)
      : fail('non_json', 'the body does not decompress');
  }
}

/** The walk a page belongs to: the query without `page`, and the caller (a hash of its Authorization header). */
function walkKey(url: URL, req: IncomingMessage): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete('page');
  params.sort();
  const caller = createHash('sha256')
    .update(req.headers.authorization ?? '')
    .digest('base64url')
    .slice(0, 16);
  return `${url.pathname}?${params.toString()}|${caller}`;
}

/** The check of a body: kept in the memo, when there is one, for the same bytes under the same profile. */
async function bodyVerdict(
  config: ExchangeConfig,
  profile: RequestProfile,
  body: Buffer,
): Promise<{ verdict: BodyVerdict; line?: Uint8Array }> {
  const bodyProfile = {
    includeSlots: profile.includeSlots,
    strict: config.strict,
    maxViolations: config.maxViolations,
    maxBytes: config.maxBytes,
  };
  const key = config.memo?.keyOf(profileKey(bodyProfile), body);
  const kept = key === undefined ? undefined : config.memo?.get(key);
  if (kept !== undefined) return { verdict: kept };
  const fresh =
    config.checkThread === undefined
      ? await freshVerdict(body, bodyProfile)
      : await config.checkThread.check(body, bodyProfile, config.recorder !== undefined);
  if (key !== undefined) config.memo?.set(key, fresh.verdict);
  return fresh;
}

/**
 * The findings of a whole body: the gate's check, then the stream rules of its walk, capped at `--max-violations`;
 * counted and recorded. The check may finish out of turn (a body seen before is answered at once, a new one waits
 * for the check thread), so the stream rules wait for the bodies of the same walk that arrived before it, each
 * until it is through or past its deadline ({@link WalkTurns}): a walk's pages are seen in the order they arrived,
 * as a check on this thread would see them, and a body slow to check holds up no other caller's walk.
 */
async function checkWhole(
  config: ExchangeConfig,
  profile: RequestProfile,
  body: Buffer,
  key: string,
  deadline: Promise<void>,
): Promise<ProxyFinding[]> {
  const checked = bodyVerdict(config, profile, body);
  checked.catch(() => undefined); // awaited below, after the bodies before it: not an unhandled rejection meanwhile
  const turn = config.turns.take(key, deadline);
  try {
    await turn.before;
    const { verdict, line } = await checked;
    if (verdict.outcome !== undefined) {
      config.ledger.addBody(profile.includeSlots, verdict.outcome, verdict.lineBytes);
      if (verdict.coverage !== undefined) config.ledger.addCoverage(profile.includeSlots, verdict.coverage);
      if (config.recorder !== undefined) config.recorder.body(profile.includeSlots, line ?? oneLine(body));
    }
    const stream = verdict.page === undefined ? [] : config.walks.observeFacts(key, profile, verdict.page);
    return capFindings([...verdict.findings, ...stream], config.maxViolations, {
      fails: (verdict.outcome?.omitted ?? 0) + (verdict.page?.omitted.fails ?? 0),
      warns: verdict.page?.omitted.warns ?? 0,
      atLeast: verdict.outcome?.omittedIsLowerBound === true,
    });
  } finally {
    turn.done();
  }
}

/**
 * One GET /user-summaries through the proxy: the request is checked against the contract and forwarded to the
 * upstream with the caller's headers; the response is passed on as it arrives (same status, headers and body
 * bytes) while a copy of its body, up to the cap, is checked once whole. With `--errors` the response is held
 * until checked: a violating one becomes a 502 problem document. One deadline covers the upstream, the body and
 * the check. Never throws; every path ends with one verdict.
 */
export async function proxyExchange(
  config: ExchangeConfig,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const started = performance.now();
  const at = new Date().toISOString();
  const checked = checkRequest(url.searchParams, req.headers);
  const findings: ProxyFinding[] = checked.findings;
  const profile = requestProfile(url.searchParams);
  config.ledger.addRequestCoverage(profile.includeSlots, checked.request, checked.violations);
  const call = sendUpstream(config.upstream, {
    method: 'GET',
    pathAndQuery: `/user-summaries${url.search}`,
    from: req,
  });
  let timedOut = false;
  let reachDeadline = (): void => undefined;
  const deadline = new Promise<void>((resolve) => (reachDeadline = resolve));
  const timer = setTimeout(() => {
    timedOut = true;
    call.cancel();
    reachDeadline();
  }, config.deadlineMs);
  let clientLeft = false;
  res.once('close', () => {
    if (res.writableFinished) return;
    clientLeft = true;
    call.cancel(); // the client left: so does the upstream request
  });
  let upstreamStatus = 0;
  let upstreamMs: number | undefined;
  const finish = (): void => {
    clearTimeout(timer);
    const verdict = newVerdict(req, {
      at,
      method: req.method ?? 'GET',
      status: res.headersSent ? res.statusCode : 0,
      upstreamStatus,
      ms: Math.round(performance.now() - started),
      ...(upstreamMs === undefined ? {} : { upstreamMs }),
      findings,
    });
    config.ledger.addExchange(verdict);
    config.recorder?.exchange(verdict);
    config.onVerdict(verdict);
  };
  const timeout = (): ProxyFinding => fail('timeout', `no complete, checked response within ${config.deadlineMs} ms`);
  const hasTimeout = (): boolean => findings.some((f) => f.rule === 'timeout');

  const sent = await call.result;
  if (!sent.ok) {
    if (clientLeft && !timedOut) {
      finish();
      return;
    }
    findings.push(timedOut ? timeout() : fail('transport', `the upstream request failed (${sent.code})`));
    sendProblem(
      res,
      timedOut ? 504 : 502,
      timedOut ? 'The upstream did not answer in time' : 'The upstream could not be reached',
      findings,
    );
    finish();
    return;
  }
  const up = sent.response;
  upstreamMs = Math.round(performance.now() - started);
  upstreamStatus = up.statusCode ?? 0;
  findings.push(...statusFindings(upstreamStatus, up.headers));
  const holding = config.errors;
  if (!holding && !res.destroyed) res.writeHead(upstreamStatus, up.statusMessage, passedHeaders(up));
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  const ended = await new Promise<boolean>((resolve) => {
    up.on('data', (chunk: Buffer) => {
      if (!holding && !res.destroyed && !res.write(chunk)) {
        up.pause();
        res.once('drain', () => up.resume());
      }
      if (over) return;
      size += chunk.length;
      if (size <= config.maxBytes) chunks.push(chunk);
      else {
        over = true;
        chunks.length = 0;
        if (holding) call.cancel(); // nothing will be passed on: stop reading
      }
    });
    up.once('end', () => resolve(true));
    up.once('close', () => resolve(up.complete));
    up.once('error', () => resolve(false));
  });
  if (!holding && !res.destroyed) {
    if (ended && !over) res.end();
    else if (!ended)
      res.destroy(); // the upstream cut the body: so does the proxy (the client sees what the API did)
    else res.end();
  }
  if (over) findings.push(fail('limit_exceeded', `body larger than ${config.maxBytes} bytes`));
  else if (!ended) {
    if (!clientLeft || timedOut)
      findings.push(
        timedOut ? timeout() : fail('transport', 'connection closed before the body was complete (truncated)'),
      );
  } else if (upstreamStatus === 200) {
    const body = decoded(
      Buffer.concat(chunks, size),
      typeof up.headers['content-encoding'] === 'string' ? up.headers['content-encoding'] : undefined,
      config.maxBytes,
    );
    if (!Buffer.isBuffer(body)) findings.push(body);
    else {
      const checking = checkWhole(config, profile, body, walkKey(url, req), deadline).catch((error: unknown) => [
        // The proxy stopped past the deadline, before the check ended; or past what a string can hold, or a defect:
        // the exchange still gets its verdict.
        error instanceof CheckStopped
          ? timeout()
          : fail('limit_exceeded', 'the body could not be checked within the limits of the proxy'),
      ]);
      // With --errors the answer waits for the check, but never past the deadline: then it is a 504 at once, while
      // the check goes on and its findings join the verdict when it ends.
      if (holding && (await Promise.race([checking, deadline.then(() => undefined)])) === undefined) {
        findings.push(timeout());
        sendProblem(res, 504, 'The upstream response was not complete and checked in time', findings);
      }
      for (const f of await checking) if (f.rule !== 'timeout' || !hasTimeout()) findings.push(f);
    }
    // A check on this thread cannot be interrupted: past the deadline, it still makes the answer a 504.
    if (holding && !hasTimeout() && performance.now() - started > config.deadlineMs) findings.push(timeout());
  }
  if (holding && !res.destroyed) {
    if (hasTimeout()) sendProblem(res, 504, 'The upstream response was not complete and checked in time', findings);
    else if (
      !ended ||
      over ||
      violates(findings.filter((f) => !f.pointer.startsWith('/query') && !f.pointer.startsWith('/headers')))
    ) {
      sendProblem(res, 502, 'The upstream response breaks the user-summaries contract', findings);
    } else {
      res.writeHead(upstreamStatus, up.statusMessage, passedHeaders(up));
      res.end(Buffer.concat(chunks, size));
    }
  }
  finish();
}
