import { readFileSync } from 'node:fs';
import { withValue, without, type Json } from './jsonEdit.js';
import { collectionPage, FULL_SUMMARY, MINIMAL_SUMMARY, paginatorPage } from './vectorBase.js';
import { withoutSlots } from './vectorSummaryCases.js';
import { at, vector, type VectorTest } from './vectorTypes.js';

const ROOT = new URL('../../', import.meta.url);
const S = FULL_SUMMARY;

/** The published live page (include_slots=0) that decisions.md names. */
function livePage(): Json {
  return JSON.parse(readFileSync(new URL('examples/valid-no-slots/live-page-include-slots-0.json', ROOT), 'utf8')) as Json;
}

const PAGINATOR_KEYS = ['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'];

/** Response cases of the default bundle: decisions.md 'The response'. */
export function defaultResponseCases(): VectorTest[] {
  const page = paginatorPage([S, MINIMAL_SUMMARY]);
  return [
    vector('decision: response: the Laravel paginator is valid', page, []),
    vector('decision: response: the resource collection {data, links, meta} is valid', collectionPage([S, MINIMAL_SUMMARY]), []),
    vector('decision: response: a bare array of summaries is valid', [S, MINIMAL_SUMMARY], []),
    vector('decision: response: an empty bare array is valid', [], []),
    vector('decision: response: an empty paginator page has from and to null', paginatorPage([]), []),
    vector('decision: response: an empty collection page has from and to null', collectionPage([]), []),
    vector('decision: response: page URLs may be http:// and need not carry the query', withValue(page, '/next_page_url', 'http://api.example.com/user-summaries?page=2'), []),
    vector('decision: response: unknown envelope keys are allowed by default', withValue(page, '/request_id', 'abc'), []),
    ...PAGINATOR_KEYS.map((key) => vector(`decision: response: paginator without ${key} is required`, without(page, `/${key}`), [at(`/${key}`, 'required')])),
    vector('decision: response: paginator current_page "1" is a type violation', withValue(page, '/current_page', '1'), [at('/current_page', 'type')]),
    vector('decision: response: paginator from null on a non-empty page is valid (nullable)', withValue(page, '/from', null), []),
    vector('decision: response: a summary inside the paginator is validated', withValue(page, '/data/1/date', '2024-02-30'), [at('/data/1/date', 'date_format')]),
    vector('decision: response: a summary inside a bare array is validated', [S, { date: '2024-01-01', heart_rate: {} }], [at('/1/heart_rate', 'filled')]),
    vector('decision: response: a summary inside the collection is validated', withValue(collectionPage([S]), '/data/0/sleep/slots/0/type', 7), [at('/data/0/sleep/slots/0/type', 'in')]),
    vector('decision: response: collection without meta.total is required', without(collectionPage([S]), '/meta/total'), [at('/meta/total', 'required')]),
    vector('decision: response: collection links.next must be a string or null', withValue(collectionPage([S]), '/links/next', 2), [at('/links/next', 'type')]),
    vector('decision: response: collection meta.per_page "10" is a type violation', withValue(collectionPage([S]), '/meta/per_page', '10'), [at('/meta/per_page', 'type')]),
    vector('decision: response: a string body has no envelope', 'x', [at('', 'envelope')]),
    vector('decision: response: null has no envelope', null, [at('', 'envelope')]),
    vector('decision: response: include_slots=1 reading: a summary without slots is required_with', [without(S, '/activity/slots')], [at('/0/activity/slots', 'required_with')]),
  ];
}

/** Response cases of the include_slots=0 bundle. */
export function noSlotsResponseCases(): VectorTest[] {
  return [
    vector('decision: the published live page (include_slots=0) is a valid response', livePage(), []),
    vector('decision: include_slots=0: a paginator of summaries without slots is valid', paginatorPage([withoutSlots(S), MINIMAL_SUMMARY]), []),
    vector('decision: include_slots=0: slots sent are still validated', paginatorPage([withValue(withoutSlots(S), '/heart_rate/slots', [{ timestamp: 1 }])]), [at('/data/0/heart_rate/slots/0/bpm', 'present'), at('/data/0/heart_rate/slots/0/date', 'required')]),
    vector('decision: include_slots=0: the envelope is still required', without(paginatorPage([]), '/total'), [at('/total', 'required')]),
  ];
}

/** Response cases of the strict bundle. */
export function strictResponseCases(): VectorTest[] {
  const page = paginatorPage([S]);
  return [
    vector('decision: strict: a paginator of contract fields only is valid', page, []),
    vector('decision: strict: an unknown envelope key is unknown_field', withValue(page, '/request_id', 'abc'), [at('/request_id', 'unknown_field')]),
    vector('decision: strict: an unknown summary key is unknown_field', [withValue(S, '/user_id', 'u')], [at('/0/user_id', 'unknown_field')]),
  ];
}
