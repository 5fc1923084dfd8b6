// The OpenTelemetry SDK reads exactly what a hand-written corpus should give: so many documents of each kind,
// reading and outcome, so many violations of each rule at each location pattern. The expectations are written by
// hand from the corpus (docs/observability.md's convention), not computed by the package.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  userSummaryStandardSchema,
  validateRequest,
  validateResponse,
  validateSummary,
  type UserSummary,
} from 'user-summaries-contract';
import * as strictEntry from 'user-summaries-contract/strict';
import { createContractMetrics, measuredStandardSchema, measuredValidator } from '../src/metrics/index.js';
import { inMemorySdk, pointsByKey } from './_sdk.js';

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../examples/valid/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const fullDay = (): UserSummary => example('summary-all-groups.json') as unknown as UserSummary;

const sdk = inMemorySdk();
afterAll(() => sdk.shutdown());

describe('a hand-written corpus, read back through the SDK', async () => {
  const metrics = createContractMetrics(sdk.meter);
  // Every check timed (the wrappers time one in 64 by default: the last test).
  const every = { timeOneIn: 1 };
  const summary = measuredValidator(metrics, 'summary', validateSummary, every);
  const strictSummary = measuredValidator(metrics, 'summary', strictEntry.validateSummary, { ...every, strict: true });
  const response = measuredValidator(metrics, 'response', validateResponse, every);
  const request = measuredValidator(metrics, 'request', validateRequest, every);

  // Three valid days, one of them read without slots.
  summary({ date: '2024-03-10' });
  summary(fullDay());
  summary({ date: '2024-03-11' }, { includeSlots: false });
  // Two sleep slots (indices 1 and 2 of one day) with a type the contract does not have.
  const badTypes = fullDay() as unknown as { sleep: { slots: { type: unknown }[] } };
  (badTypes.sleep.slots[1] as { type: unknown }).type = 'nap';
  (badTypes.sleep.slots[2] as { type: unknown }).type = 'nap';
  summary(badTypes);
  // A date that is no calendar date.
  summary({ date: '2024-02-30' });
  // The strict reading: a member of the day and one of a slot that the contract does not know.
  const unknown = fullDay() as unknown as Record<string, unknown> & { sleep: { slots: Record<string, unknown>[] } };
  delete unknown['user_id'];
  unknown['mood_canary_member'] = 1;
  (unknown.sleep.slots[0] as Record<string, unknown>)['colour_canary_member'] = 'x';
  strictSummary(unknown);
  // A request whose range ends before it starts, with per_page 0.
  request({
    query: { date_from: '2024-01-02', date_to: '2024-01-01', per_page: '0' },
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
  });
  // A page whose first day has a broken date and whose current_page is missing; and the same page whole.
  response(example('response-paginator.json'));
  const page = example('response-paginator.json') as { current_page?: unknown; data: { date: string }[] };
  delete page.current_page;
  (page.data[0] as { date: string }).date = '2024-13-01';
  response(page);
  // Through the Standard Schema: one day missing its date, its heart_rate group null (a group sent must be filled).
  const schema = measuredStandardSchema(metrics, 'summary', userSummaryStandardSchema(), every);
  await schema['~standard'].validate({ heart_rate: null });

  // Page findings (the engine's or the checker's), and a word no page rule has.
  metrics.recordPageFindings([
    { rule: 'duplicate_day' },
    { rule: 'duplicate_day' },
    { rule: 'metadata_changed' },
    { rule: 'a word of no page rule' },
  ]);

  const exported = await sdk.collect();

  it('counts page findings by rule, a word of no page rule as _OTHER', () => {
    expect(pointsByKey(exported.get('user_summaries.page.findings'), ['user_summaries.rule'])).toStrictEqual({
      duplicate_day: 2,
      metadata_changed: 1,
      _OTHER: 1,
    });
  });

  it('counts the documents by kind, reading and outcome, with error.type on the invalid ones', () => {
    const documents = pointsByKey(exported.get('user_summaries.documents'), [
      'user_summaries.document.kind',
      'user_summaries.reading',
      'user_summaries.outcome',
      'error.type',
    ]);
    expect(documents).toStrictEqual({
      'summary default valid -': 2,
      'summary no-slots valid -': 1,
      'summary default invalid contract_violation': 3,
      'summary strict invalid contract_violation': 1,
      'request default invalid contract_violation': 1,
      'response default valid -': 1,
      'response default invalid contract_violation': 1,
    });
  });

  it('counts each violation at its location pattern: no index, an unknown member at its parent', () => {
    const violations = pointsByKey(exported.get('user_summaries.violations'), [
      'user_summaries.part',
      'user_summaries.location',
      'user_summaries.rule',
    ]);
    expect(violations).toStrictEqual({
      'day /sleep/slots/*/type type': 2,
      'day /date date_format': 2,
      'day / unknown_field': 1,
      'day /sleep/slots/* unknown_field': 1,
      'request /query/date_to after_or_equal': 1,
      'request /query/per_page min': 1,
      'envelope /current_page required': 1,
      'day /date required': 1,
      'day /heart_rate filled': 1,
    });
  });

  it('times every check it wrapped, in seconds, by kind, reading and outcome', () => {
    const duration = exported.get('user_summaries.validation.duration');
    expect(duration?.unit).toBe('s');
    const counts = pointsByKey(duration, [
      'user_summaries.document.kind',
      'user_summaries.reading',
      'user_summaries.outcome',
    ]);
    expect(counts).toStrictEqual({
      'summary default valid': 2,
      'summary no-slots valid': 1,
      'summary default invalid': 3,
      'summary strict invalid': 1,
      'request default invalid': 1,
      'response default valid': 1,
      'response default invalid': 1,
    });
    for (const p of duration?.points ?? []) expect(p.sum).toBeGreaterThan(0);
    for (const p of duration?.points ?? []) expect((p.sum ?? 0) / p.value).toBeLessThan(1);
  });

  it('names its instruments with the units of the convention', () => {
    expect([...exported.values()].map((m) => `${m.name} ${m.unit}`).sort()).toStrictEqual([
      'user_summaries.documents {document}',
      'user_summaries.page.findings {finding}',
      'user_summaries.validation.duration s',
      'user_summaries.violations {violation}',
    ]);
  });
});

describe('the wrappers time one check in 64 by default, and count every one', async () => {
  const own = inMemorySdk();
  afterAll(() => own.shutdown());
  const metrics = createContractMetrics(own.meter);
  const summary = measuredValidator(metrics, 'summary', validateSummary);
  const schema = measuredStandardSchema(metrics, 'summary', userSummaryStandardSchema(), { timeOneIn: 4 });
  for (let i = 0; i < 140; i++) summary({ date: '2024-03-10' });
  for (let i = 0; i < 8; i++) await schema['~standard'].validate({ date: '2024-03-10' });
  const exported = await own.collect();

  it('140 checks, 2 timed (the 64th and the 128th); 8 through the Standard Schema timed one in 4, 2 timed', () => {
    expect(pointsByKey(exported.get('user_summaries.documents'), ['user_summaries.outcome'])).toStrictEqual({
      valid: 148,
    });
    expect(pointsByKey(exported.get('user_summaries.validation.duration'), ['user_summaries.outcome'])).toStrictEqual({
      valid: 4,
    });
  });
});
