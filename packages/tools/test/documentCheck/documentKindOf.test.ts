// The one reading of "what is this document" (src/validator/documentKindOf.ts): its cases, its agreement with
// detectEnvelope, and the readers that use it (the gate's --as auto, the vitest matcher's kind 'auto') giving the
// same answer on the shape they once disagreed on, `{links, meta}`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveKind } from '../../src/documentCheck/documentKind.js';
import { documentKindOf } from 'user-summaries-contract/internal/validator/documentKindOf';
import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { toSatisfyUserSummariesContract } from 'user-summaries-testing/vitest';

describe('documentKindOf', () => {
  it('reads arrays as summaries, objects with an envelope member as responses, anything else as a summary', () => {
    const cases: [unknown, string][] = [
      [[], 'summaries'],
      [[{ date: '2024-01-01' }], 'summaries'],
      [{ data: [] }, 'response'],
      [{ links: {}, meta: {} }, 'response'],
      [{ meta: {} }, 'response'],
      [{ links: [] }, 'response'],
      [{ current_page: 1 }, 'response'],
      [{ date: '2024-01-01', activity: {} }, 'summary'],
      [{}, 'summary'],
      [Object.create({ data: [] }), 'summary'],
      ['text', 'summary'],
      [null, 'summary'],
      [42, 'summary'],
    ];
    expect(cases.map(([value]) => documentKindOf(value))).toEqual(cases.map(([, kind]) => kind));
  });

  it('never throws: a revoked proxy reads as a summary', () => {
    const { proxy, revoke } = Proxy.revocable({ data: [] }, {});
    revoke();
    expect(documentKindOf(proxy)).toBe('summary');
  });

  it('agrees with detectEnvelope: a list is the bare envelope, a response always has an envelope', () => {
    const envelopeMember = fc.constantFrom('data', 'meta', 'links', 'current_page', 'date', 'activity', 'query');
    const value = fc.oneof(
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.dictionary(envelopeMember, fc.anything(), { maxKeys: 4 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(value, (v) => {
        const kind = documentKindOf(v);
        if (kind === 'summaries') expect(detectEnvelope(v)).toBe('bare');
        if (kind === 'response') expect(['paginator', 'collection']).toContain(detectEnvelope(v));
      }),
    );
  });

  it('is the reading of the gate and of the vitest matcher: {links, meta} is a response for both', () => {
    const body = { links: {}, meta: {} };
    expect(resolveKind(body, 'auto', 'auto')).toBe('response');
    const answer = toSatisfyUserSummariesContract.call(undefined, body);
    expect(answer.pass).toBe(false);
    expect(answer.message().split('\n')[0]).toMatch(
      /^expected the value to satisfy the user-summaries contract \(response, /,
    );
    // The collection's missing member is what is reported, not a day's missing date.
    expect(answer.message()).toContain('  /data  required');
    expect(answer.message()).not.toContain('/date');
  });
});
