/** What a parsed document is: one summary, a list of summaries (a bare response), or a response with an envelope. */
export type DocumentKind = 'summary' | 'summaries' | 'response';

/**
 * The members of a response envelope (docs/decisions.md, "The response"): `data`, the collection's `meta` and
 * `links`, the paginator's `current_page`. A summary has none of them (its members are `date` and the groups),
 * so any one of them makes an object a response; which envelope is then `detectEnvelope`'s reading
 * (./envelope.ts), which agrees: an object this reads as a response always has an envelope.
 */
const ENVELOPE_MEMBERS = ['data', 'meta', 'links', 'current_page'] as const;

/**
 * The one reading of "what is this document", used by the gate (`--as auto`), the playground and the vitest
 * matcher (`kind: 'auto'`): an array is a list of summaries; an object with an envelope member (`data`, `meta`,
 * `links`, `current_page`, own members only) is a response, so `{links, meta}` is a collection missing its
 * `data`, not a day; anything else is read as one summary (whose validator then says what is wrong with it).
 * Never throws: a value whose members cannot be read (a revoked proxy) is read as a summary, whose validator
 * reports it unreadable.
 *
 * @example
 * documentKindOf([{ date: '2024-01-01' }]); // 'summaries'
 * documentKindOf({ links: {}, meta: {} }); // 'response'
 * documentKindOf({ date: '2024-01-01' }); // 'summary'
 */
export function documentKindOf(value: unknown): DocumentKind {
  try {
    if (Array.isArray(value)) return 'summaries';
    if (typeof value === 'object' && value !== null && ENVELOPE_MEMBERS.some((name) => Object.hasOwn(value, name)))
      return 'response';
  } catch {
    // A revoked proxy or a throwing trap: not readable as an envelope.
  }
  return 'summary';
}
