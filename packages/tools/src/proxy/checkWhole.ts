import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { freshVerdict, type BodyVerdict } from './bodyMemo.js';
import { oneLine, profileKey } from './checkBody.js';
import type { RequestProfile } from './checkRequest.js';
import type { ExchangeConfig } from './exchangeConfig.js';
import { capFindings, type ProxyFinding } from './findings.js';

/** The walk a page belongs to: the query without `page`, and the caller (a hash of its Authorization header). */
export function walkKey(url: URL, req: IncomingMessage): string {
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
 * until it is through or past its deadline (`walkTurns.ts`): a walk's pages are seen in the order they arrived,
 * as a check on this thread would see them, and a body slow to check holds up no other caller's walk.
 *
 * @example
 * const findings = await checkWhole(config, profile, body, walkKey(url, req), deadline.reached);
 */
export async function checkWhole(
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
