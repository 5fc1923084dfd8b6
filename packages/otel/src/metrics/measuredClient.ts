import type { ContractMetrics } from './contractMetrics.js';

/** What the metrics read of a page the typed client returns. */
interface PageLike {
  readonly page: number;
  readonly checked: boolean;
  readonly dropped: number;
}

/** What the metrics read of the client's options and reports. */
interface ClientOptionsLike {
  readonly includeSlots?: boolean;
  readonly reportViolation?: (report: never) => void;
  readonly reportUnknownFields?: (report: never) => void;
}

/** The typed client's surface (the core's `UserSummariesClient`). */
export interface ClientLike<TPage, TRange, TParams, TCall, TSummary> {
  getPage(params: TParams, options?: TCall): Promise<TPage>;
  pages(range: TRange, options?: TCall): AsyncGenerator<TPage, void, undefined>;
  summaries(range: TRange, options?: TCall): AsyncGenerator<TSummary, void, undefined>;
}

interface ReportLike {
  readonly page?: unknown;
  readonly violations?: readonly { readonly pointer: string; readonly rule: string }[];
  readonly paths?: readonly string[];
}

/** Reads an error the client threw: a contract violation (with its subject) or a failed call (with its class). */
function recordError(metrics: ContractMetrics, error: unknown, includeSlots: boolean): void {
  const e = error as { name?: unknown; subject?: unknown; violations?: unknown; kind?: unknown } | null;
  if (e?.name === 'ContractViolationError' && Array.isArray(e.violations)) {
    const kind = e.subject === 'request' ? 'request' : 'response';
    metrics.recordResult(kind, { ok: false, violations: e.violations }, { includeSlots });
  } else if (e?.name === 'UserSummariesClientError') {
    metrics.recordFailure('response', typeof e.kind === 'string' ? e.kind : '', { includeSlots });
  }
}

/**
 * A typed client whose pages are counted in `metrics`: each checked page one `response` document (invalid when
 * a day of it broke the contract, under every policy), each bad day's violations at their location patterns,
 * each unknown member at its parent's pattern, each failed call by its failure class. Pass the core's
 * `createUserSummariesClient` and its options: the callbacks you give are called as before. The client's time
 * includes the network, so no validation time is recorded for it.
 *
 * @example
 * import { createUserSummariesClient } from 'user-summaries-contract';
 * const client = measuredClient(contract, createUserSummariesClient, { baseUrl, token, onViolation: 'warn' });
 * for await (const day of client.summaries({ from: '2024-03-01', to: '2024-03-31' })) use(day);
 */
export function measuredClient<
  TOptions extends ClientOptionsLike,
  TClient extends ClientLike<PageLike, unknown, unknown, unknown, unknown>,
>(metrics: ContractMetrics, create: (options: TOptions) => TClient, options: TOptions): TClient {
  const includeSlots = options.includeSlots === true;
  /** Pages (by number) whose days were reported broken since their call began. */
  const broken = new Map<number, number>();
  const userViolation = options.reportViolation as ((report: ReportLike) => void) | undefined;
  const userUnknown = options.reportUnknownFields as ((report: ReportLike) => void) | undefined;
  const client = create({
    ...options,
    reportViolation: (report: ReportLike) => {
      if (typeof report.page === 'number') broken.set(report.page, (broken.get(report.page) ?? 0) + 1);
      metrics.recordViolations('response', report.violations ?? []);
      userViolation?.(report);
    },
    reportUnknownFields: (report: ReportLike) => {
      metrics.recordUnknownFields('response', report.paths ?? []);
      userUnknown?.(report);
    },
  });
  /** A page returned: one document, invalid when a day of it was reported (its violations are counted already). */
  const seen = (page: PageLike): void => {
    const reported = broken.get(page.page) ?? 0;
    broken.delete(page.page);
    if (page.checked || reported > 0)
      metrics.recordResult('response', { ok: reported === 0, violations: [] }, { includeSlots });
  };
  const getPage: TClient['getPage'] = async (params, call) => {
    try {
      const page = await client.getPage(params, call);
      seen(page);
      return page;
    } catch (error) {
      recordError(metrics, error, includeSlots);
      throw error;
    }
  };
  async function* pages(range: unknown, call?: unknown): AsyncGenerator<PageLike, void, undefined> {
    try {
      for await (const page of client.pages(range, call)) {
        seen(page);
        yield page;
      }
    } catch (error) {
      recordError(metrics, error, includeSlots);
      throw error;
    }
  }
  async function* summaries(range: unknown, call?: unknown): AsyncGenerator<unknown, void, undefined> {
    for await (const page of pages(range, call))
      yield* (page as PageLike & { summaries: readonly unknown[] }).summaries;
  }
  return { ...client, getPage, pages, summaries } as TClient;
}
