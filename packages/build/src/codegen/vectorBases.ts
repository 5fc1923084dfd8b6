import { readFileSync } from 'node:fs';
import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { summaryGroups } from 'user-summaries-contract/internal/schemas/groups';
import { without, type Json } from './jsonEdit.js';
import { collectionPage, FULL_REQUEST, FULL_SUMMARY, MINIMAL_SUMMARY, paginatorPage } from './vectorBase.js';

/** A copy of the full summary without any `slots` key, as the API serves include_slots=0. */
function withoutSlots(summary: Json): Json {
  return summaryGroups(loadSchemaDocuments()).groups.reduce<Json>((acc, g) => without(acc, `/${g}/slots`), summary);
}

/** The published live page (include_slots=0) that decisions.md names, as examples/ holds it. */
function livePage(): Json {
  return JSON.parse(
    readFileSync(
      new URL('../../../../examples/valid-no-slots/live-page-include-slots-0.json', import.meta.url),
      'utf8',
    ),
  ) as Json;
}

/**
 * The documents a vector case (schemas/vector-cases/*.json) names as its `base`, before its edits: a full
 * valid summary, request and the response envelopes around it. A case with no base gives its `data` whole.
 */
export function vectorBases(): ReadonlyMap<string, Json> {
  const S = FULL_SUMMARY;
  const slotless = withoutSlots(S);
  return new Map<string, Json>([
    ['summary', S],
    ['minimal-summary', MINIMAL_SUMMARY],
    ['day', { date: '2024-02-29' }],
    ['summary-without-slots', slotless],
    ['request', FULL_REQUEST],
    ['paginator', paginatorPage([S, MINIMAL_SUMMARY])],
    ['paginator-of-summary', paginatorPage([S])],
    ['paginator-without-slots', paginatorPage([slotless, MINIMAL_SUMMARY])],
    ['paginator-of-summary-without-slots', paginatorPage([slotless])],
    ['empty-paginator', paginatorPage([])],
    ['collection', collectionPage([S, MINIMAL_SUMMARY])],
    ['collection-of-summary', collectionPage([S])],
    ['empty-collection', collectionPage([])],
    ['bare', [S, MINIMAL_SUMMARY]],
    ['bare-of-summary', [S]],
    ['live-page', livePage()],
  ]);
}
