// Bounded cardinality: 10,000 broken days (1,000 in the quick `npm test`: atDepth) with distinct indices and random
// unknown member names, recorded through the SDK, leave fewer violation series than the bound derived from the
// schemas (location patterns × rule words), and every location they name is one of the contract's patterns.
import { afterAll, describe, expect, it } from 'vitest';
import { validateSummary } from 'user-summaries-contract';
import * as strictEntry from 'user-summaries-contract/strict';
import { coverageModel } from 'user-summaries-testing/coverage';
import { contractCardinality, createContractMetrics, measuredValidator } from '../src/metrics/index.js';
import { brokenDays } from '../../../test/__helpers__/brokenDays.js';
import { atDepth } from '../../../test/__helpers__/depth.js';
import { inMemorySdk } from './_sdk.js';

const sdk = inMemorySdk();
/** The broken days recorded: the series must not grow with them, at either depth. */
const DAYS = atDepth(10_000);
afterAll(() => sdk.shutdown());

/** The locations of every part of the widest reading, read from the coverage model (its roots included). */
function locationsFromSchemas(): number {
  const model = coverageModel({ includeSlots: true, strict: true });
  const locations = new Set(model.items.map((item) => `${item.part} ${item.location}`));
  for (const part of ['day', 'envelope', 'request']) locations.add(`${part} `);
  return locations.size;
}

describe(`${DAYS} broken days through the SDK`, () => {
  it('leave the violation series under the bound the schemas give, whatever their indices and member names', async () => {
    const metrics = createContractMetrics(sdk.meter);
    const strict = measuredValidator(metrics, 'summary', strictEntry.validateSummary, { strict: true });
    const open = measuredValidator(metrics, 'summary', validateSummary);
    let violations = 0;
    for (const [i, day] of brokenDays(DAYS).entries()) {
      const result = i % 2 === 0 ? strict(day, { maxViolations: 1000 }) : open(day, { maxViolations: 1000 });
      violations += result.ok ? 0 : result.violations.length;
    }
    const exported = await sdk.collect();
    const series = exported.get('user_summaries.violations')?.points ?? [];
    const bound = contractCardinality();
    expect(violations).toBeGreaterThan(5 * DAYS);
    expect(series.reduce((n, p) => n + p.value, 0)).toBe(violations);
    expect(series.length).toBeGreaterThan(5);
    expect(series.length).toBeLessThanOrEqual(bound.violations);
    // The bound is the schemas' locations times the rule words (RuleWord's 16, and `_OTHER`).
    expect(bound.locations).toBe(locationsFromSchemas());
    expect(bound.rules).toBe(17);
    expect(bound.violations).toBe(bound.locations * 17);
    // Each place is one the schemas have (its root written `/`): no index, no unknown name.
    const model = coverageModel({ includeSlots: true, strict: true });
    const known = new Set(model.items.map((item) => `${item.part} ${item.location || '/'}`));
    const unknown = series
      .map((p) => `${String(p.attributes['user_summaries.part'])} ${String(p.attributes['user_summaries.location'])}`)
      .filter((place) => !known.has(place));
    expect(unknown).toStrictEqual([]);
    const documents = exported.get('user_summaries.documents')?.points ?? [];
    expect(documents.reduce((n, p) => n + p.value, 0)).toBe(DAYS);
    expect(documents.length).toBe(2);
  });
});
