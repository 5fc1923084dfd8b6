// The labels of the tools' metrics: the page rules' words the convention lists are the tools' own, each kind of
// finding goes to its metric, and every place a violation is counted at is an item of the coverage model (derived
// from the schemas apart from the metrics' table) for every broken record the testing kit generates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse } from 'user-summaries-contract';
import * as strictEntry from 'user-summaries-contract/strict';
import { invalidUserSummary, userSummariesResponse } from 'user-summaries-testing';
import { coverageModel } from 'user-summaries-testing/coverage';
import { PAGE_RULE_WORDS, violationPlace } from 'user-summaries-otel';
import { PAGE_RULES } from '../../src/pages/pageRules.js';
import { findingMetric, statusLabel, verdictLabel } from '../../src/metrics/labels.js';

const model = coverageModel({ includeSlots: true, strict: true });
/** `part location rule` of every `violated:` item, the root written `/`. */
const ITEMS = new Set(
  model.items
    .filter((item) => item.aspect.startsWith('violated:'))
    .map((item) => `${item.part} ${item.location || '/'} ${item.aspect.slice('violated:'.length)}`),
);

describe('the labels of the tools', () => {
  it('the convention lists the page rules the tools have', () => {
    expect([...PAGE_RULE_WORDS].sort()).toStrictEqual(Object.keys(PAGE_RULES).sort());
  });

  it('sends each finding to its metric', () => {
    const at = (rule: string, pointer: string) => findingMetric({ rule, pointer, severity: 'fail' });
    expect(at('required', '/data/12/sleep/slots/3/type')).toStrictEqual({
      metric: 'violation',
      place: { part: 'day', location: '/sleep/slots/*/type', rule: 'required' },
    });
    expect(at('min', '/query/per_page')).toStrictEqual({
      metric: 'violation',
      place: { part: 'request', location: '/query/per_page', rule: 'min' },
    });
    expect(at('unknown_field', '/meta/x-secret')).toStrictEqual({
      metric: 'violation',
      place: { part: 'envelope', location: '/meta', rule: 'unknown_field' },
    });
    expect(at('duplicate_day', '/data/4/date')).toStrictEqual({ metric: 'page', rule: 'duplicate_day' });
    expect(at('timeout', '')).toStrictEqual({ metric: 'upstream', errorType: 'timeout' });
    expect(at('no such word', '')).toStrictEqual({ metric: 'upstream', errorType: '_OTHER' });
    expect([statusLabel(200), statusLabel(0), statusLabel(999), statusLabel(42)]).toStrictEqual([
      '200',
      '0',
      '_OTHER',
      '_OTHER',
    ]);
    const f = (severity: 'fail' | 'warn') => ({ rule: 'x', pointer: '', severity });
    expect([verdictLabel([]), verdictLabel([f('warn')]), verdictLabel([f('warn'), f('fail')])]).toStrictEqual([
      'pass',
      'warn',
      'fail',
    ]);
  });

  it('places every violation of a generated broken day at an item of the coverage model', () => {
    fc.assert(
      fc.property(invalidUserSummary({ strict: true }), ({ value }) => {
        const result = strictEntry.validateResponse([value], { maxViolations: 1000 });
        const places = result.ok ? [] : result.violations.map((v) => violationPlace('response', v.pointer, v.rule));
        const outside = places.map((p) => `${p.part} ${p.location} ${p.rule}`).filter((key) => !ITEMS.has(key));
        expect(outside).toStrictEqual([]);
      }),
    );
  });

  it('places every violation of a generated page and of a broken request at an item of the coverage model', () => {
    fc.assert(
      fc.property(userSummariesResponse(), fc.dictionary(fc.string(), fc.string()), (page, query) => {
        const body = validateResponse(page);
        const request = validateRequest({ query, headers: {} });
        const places = [
          ...(body.ok ? [] : body.violations.map((v) => violationPlace('response', v.pointer, v.rule))),
          ...(request.ok ? [] : request.violations.map((v) => violationPlace('request', v.pointer, v.rule))),
        ];
        expect(places.map((p) => `${p.part} ${p.location} ${p.rule}`).filter((key) => !ITEMS.has(key))).toStrictEqual(
          [],
        );
      }),
    );
  });
});
