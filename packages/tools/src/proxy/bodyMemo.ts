import { createHash } from 'node:crypto';
import type { DocumentOutcome } from '../documentCheck/types.js';
import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { checkBody, type BodyProfile } from './checkBody.js';
import type { ProxyFinding } from './findings.js';
import { pageFacts, type PageFacts } from '../pages/pageFacts.js';
import { documentCoverage, type SparseCoverage, coverageModel } from 'user-summaries-testing/coverage';

/** What the check of one body decided, all of it a function of the body's bytes and the profile. */
export interface BodyVerdict {
  /** The gate's outcome; undefined for a blank body. */
  readonly outcome: DocumentOutcome | undefined;
  /** The gate's findings on the body (violations and input problems; those past the cap are counted in `outcome`). */
  readonly findings: readonly ProxyFinding[];
  /** Bytes of the body as one NDJSON line (what the archive report counts). */
  readonly lineBytes: number;
  /** What the stream rules read of the body; undefined when the parse layer refused it. */
  readonly page: PageFacts | undefined;
  /** The coverage items the body exercised (docs/coverage.md), sparse; undefined when the parse layer refused it. */
  readonly coverage?: SparseCoverage;
}

/**
 * Checks a body afresh: the gate's check ({@link checkBody}), then what the stream rules read of it. Also returns
 * the body as the NDJSON line that was checked (what `--record-values` writes).
 */
export async function freshVerdict(
  body: Uint8Array,
  profile: BodyProfile,
): Promise<{ verdict: BodyVerdict; line: Uint8Array }> {
  const checked = await checkBody(body, profile);
  const page =
    checked.value === undefined
      ? undefined
      : pageFacts(checked.value, detectEnvelope(checked.value), profile.includeSlots, profile.maxViolations);
  const verdict: BodyVerdict = {
    outcome: checked.outcome,
    findings: checked.findings,
    lineBytes: checked.line.length,
    page,
  };
  if (checked.value === undefined) return { verdict, line: checked.line };
  // Counted where the body is parsed (the check thread): what crosses back is one pair per item seen.
  const coverage = documentCoverage(
    coverageModel(profile),
    checked.value,
    'response',
    checked.outcome?.violations ?? [],
  );
  return { verdict: { ...verdict, coverage }, line: checked.line };
}

/** Default budget of a memo: a few thousand valid pages, with or without slots (docs/proxy.md, *A body seen again*). */
const DEFAULT_MEMO_BYTES = 8 * 1024 * 1024;

/**
 * An estimate of the heap a value holds, in bytes, on the safe side: every object and array with its slots, every
 * string at two bytes a character, a string or object reached twice counted twice. A verdict is a small tree
 * (outcome, violations and their params, findings, summaries' facts); a test holds the estimate above what V8's
 * heap shows for valid, invalid and unreadable pages (packages/tools/test/proxy/bodyMemo.test.ts; the ratios in docs/proxy.md).
 */
function heapEstimate(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 32 + 2 * value.length;
  if (typeof value !== 'object' || value === null || depth > 16) return 16; // a verdict is far shallower: a bound for the stack only
  let cost = 64;
  if (Array.isArray(value)) {
    for (const item of value) cost += 8 + heapEstimate(item, depth + 1);
    return cost;
  }
  for (const key in value) cost += 24 + heapEstimate((value as Record<string, unknown>)[key], depth + 1);
  return cost;
}

/** What a memo holds, and what it saved. */
export interface MemoStats {
  /** Verdicts kept. */
  readonly entries: number;
  /** The estimate of the heap they hold, in bytes. */
  readonly bytes: number;
  /** Bodies answered from a kept verdict instead of a check. */
  readonly hits: number;
}

/** A kept verdict, and whether it was used since eviction last passed it over. */
interface Entry {
  readonly verdict: BodyVerdict;
  readonly cost: number;
  used: boolean;
}

/**
 * The verdicts of bodies already checked, by a SHA-256 digest of the profile and the body's bytes: identical
 * bytes under the same profile get the identical verdict, so a body seen again (a load test repeats its
 * requests; staging serves the same page to every client that asks) costs a digest instead of a parse and a
 * validation. Only what the body decides is kept; what depends on the request (the range, the page number, the
 * pages a client walked before) is judged on every exchange. Bounded by an estimate of the heap it holds; a
 * verdict larger than an eighth of the budget is not kept.
 *
 * Eviction is first in, first out with a second chance (a verdict used since it was kept goes to the back once),
 * from a queue of its own: a `Map` reordered on every use and emptied from its front (a plain LRU) leaves deleted
 * slots that every eviction steps over again: quadratic in the verdicts kept (a test fills a memo of 256 MiB).
 *
 * @example
 * const memo = new BodyMemo();
 * const key = memo.keyOf(profileKey(profile), body);
 * let verdict = memo.get(key);
 * if (verdict === undefined) memo.set(key, (verdict = (await freshVerdict(body, profile)).verdict));
 */
export class BodyMemo {
  readonly #entries = new Map<string, Entry>();
  /** Keys in the order eviction visits them, from `#head` on. */
  #order: string[] = [];
  #head = 0;
  readonly #maxBytes: number;
  #bytes = 0;
  #hits = 0;

  /** @param maxBytes Budget of the memo (an estimate of the heap it holds); 0 keeps nothing. */
  constructor(maxBytes = DEFAULT_MEMO_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** The key of a body under a profile (the profile's own key, then the bytes). */
  keyOf(profileKey: string, body: Uint8Array): string {
    return createHash('sha256').update(profileKey).update('\u0000').update(body).digest('base64');
  }

  /** The verdict kept under `key`; undefined when there is none. */
  get(key: string): BodyVerdict | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    this.#hits++;
    return entry.verdict;
  }

  /** Keeps a verdict, dropping the oldest ones not used since (see the class) past the budget. */
  set(key: string, verdict: BodyVerdict): void {
    const cost = 256 + heapEstimate(verdict);
    if (cost * 8 > this.#maxBytes || this.#entries.has(key)) return;
    this.#entries.set(key, { verdict, cost, used: false });
    this.#order.push(key);
    this.#bytes += cost;
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#order[this.#head++] as string;
      const entry = this.#entries.get(oldest) as Entry;
      if (entry.used) {
        entry.used = false;
        this.#order.push(oldest);
        continue;
      }
      this.#entries.delete(oldest);
      this.#bytes -= entry.cost;
    }
    if (this.#head > 1024 && this.#head * 2 > this.#order.length) {
      this.#order = this.#order.slice(this.#head);
      this.#head = 0;
    }
  }

  /** Verdicts kept, the estimate of the heap they hold, and how many bodies were answered from them so far. */
  get stats(): MemoStats {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits };
  }
}
