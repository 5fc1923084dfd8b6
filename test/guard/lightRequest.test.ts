// The light entry's validateRequest (issue #24) gives the full entry's result: a valid request from the fast
// tier and the range check alone, a failing one from the full entry's report.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidUserSummariesRequest, userSummariesRequest } from 'user-summaries-testing';
import * as full from '../../src/index.js';
import * as light from '../../src/light.js';
import { atDepth } from '../__helpers__/depth.js';

const headers = { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' };

describe('light validateRequest equals the full entry', () => {
  it('on generated valid and invalid requests, with any cap', async () => {
    const requests = fc.oneof(
      userSummariesRequest(),
      invalidUserSummariesRequest().map((c) => c.value),
    );
    await fc.assert(
      fc.asyncProperty(requests, fc.integer({ min: 1, max: 5 }), async (request, maxViolations) => {
        const input = request as Parameters<typeof full.validateRequest>[0];
        expect(await light.validateRequest(input, { maxViolations })).toStrictEqual(
          full.validateRequest(input, { maxViolations }),
        );
      }),
      { numRuns: atDepth(200, 100) },
    );
  });

  it('a reversed range is one after_or_equal violation, found without the report tier', async () => {
    const result = await light.validateRequest({ query: { date_from: '2024-01-31', date_to: '2024-01-01' }, headers });
    expect(result.ok ? [] : result.violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/query/date_to', 'after_or_equal'],
    ]);
    expect(result).toStrictEqual(
      full.validateRequest({ query: { date_from: '2024-01-31', date_to: '2024-01-01' }, headers }),
    );
  });

  it('a valid request is its wire form; the token appears in no violation; options mistakes throw', async () => {
    const query = new URLSearchParams({ date_from: '2024-01-01', date_to: '2024-01-31', per_page: '15' });
    const result = await light.validateRequest({ query, headers });
    expect(result).toStrictEqual({
      ok: true,
      value: {
        query: { date_from: '2024-01-01', date_to: '2024-01-31', per_page: '15' },
        headers: { authorization: 'Bearer t0k3n', 'content-type': 'application/json' },
      },
    });
    const broken = await light.validateRequest({
      query: { date_from: 'x', date_to: '2024-01-31' },
      headers: { Authorization: 'Basic s3cr3t-t0k3n' },
    });
    expect(JSON.stringify(broken)).not.toContain('s3cr3t');
    await expect(light.validateRequest({ query }, { maxViolations: 0 })).rejects.toThrow(RangeError);
  });
});
