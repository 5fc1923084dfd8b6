// The response bundles pick their envelope by if/then (packages/build/src/codegen/envelopeDispatch.ts): the verdict of
// validateResponse on every body (the envelope detectEnvelope names), which is the source's root anyOf except
// for an object with current_page that is a valid collection and not a valid paginator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { userSummariesResponse } from 'user-summaries-testing';
import { bundleSchema } from '../../src/codegen/bundle.js';
import { BUNDLES, buildBundle, bundleId } from '../../src/codegen/bundleArtifacts.js';
import { dispatchEnvelopes } from '../../src/codegen/envelopeDispatch.js';
import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { deriveReading } from 'user-summaries-contract/internal/schemas/readings';
import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { validateResponse } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { ajvVerdict } from '../../../../test/__helpers__/engines.js';

const RESPONSE_BUNDLES = BUNDLES.filter((b) => b.entry === 'response.schema.json');

/** Bodies near the envelopes' borders: valid envelopes with keys of the others added, removed or broken. */
function borderBodies(includeSlots: boolean): fc.Arbitrary<unknown> {
  const envelope = userSummariesResponse({
    summaryConstraints: { includeSlots, slots: { activity: { min: 0, max: 1 } } },
  });
  const extra = fc.record(
    {
      current_page: fc.constantFrom(1, '1', null),
      meta: fc.constantFrom({}, [], null),
      links: fc.constantFrom([], {}, { first: null, last: null, prev: null, next: null }),
      data: fc.constantFrom([], {}, null),
    },
    { requiredKeys: [] },
  );
  const drop = fc.subarray(['current_page', 'data', 'links', 'meta', 'total', 'path']);
  const mixed = fc.tuple(envelope, extra, drop).map(([body, add, removed]) => {
    if (Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...(body as unknown as Record<string, unknown>), ...add };
    for (const key of removed) delete copy[key];
    return copy;
  });
  return fc.oneof(envelope, mixed, fc.jsonValue({ maxDepth: 2 }));
}

describe('response bundles: envelope dispatch by if/then', () => {
  it.each(RESPONSE_BUNDLES.map((b) => [b.name, b] as const))(
    '%s: Ajv reaches the verdict of validateResponse on every body, and of the source anyOf wherever the two agree',
    (_name, spec) => {
      const documents = deriveReading(loadSchemaDocuments(), spec.reading);
      const anyOfBundle = bundleSchema(documents, spec.entry, {
        id: `${bundleId(spec)}?anyOf`,
        comment: 'anyOf reference',
      });
      const anyOf = ajvVerdict(anyOfBundle);
      const shipped = ajvVerdict(buildBundle(spec));
      const library = (body: unknown): boolean =>
        validateResponse(body, {
          includeSlots: spec.reading.includeSlots,
          strict: spec.reading.strict,
          maxViolations: 1,
        }).ok;
      fc.assert(
        fc.property(borderBodies(spec.reading.includeSlots), (body) => {
          expect(shipped(body)).toBe(library(body));
          // The one place the source's anyOf is looser: current_page on a valid collection.
          if (anyOf(body) !== library(body)) expect([detectEnvelope(body), anyOf(body)]).toEqual(['paginator', true]);
        }),
        { numRuns: atDepth(300, 100) },
      );
    },
  );

  it('an object with current_page that is a valid collection and not a valid paginator: the bundle refuses it, as validateResponse does', () => {
    const spec = RESPONSE_BUNDLES.find((b) => b.name === 'response.bundle.json');
    if (spec === undefined) throw new Error('no response.bundle.json');
    const shipped = ajvVerdict(buildBundle(spec));
    const collection = {
      data: [],
      links: { first: null, last: null, prev: null, next: null },
      meta: { current_page: 1, from: null, last_page: 1, path: 'p', per_page: 10, to: null, total: 0 },
    };
    const withCurrentPage = { ...collection, current_page: 1 };
    expect(detectEnvelope(withCurrentPage)).toBe('paginator');
    expect(validateResponse(withCurrentPage).ok).toBe(false);
    expect(shipped(withCurrentPage)).toBe(false);
    expect(shipped(collection)).toBe(true);
  });

  it('keeps the source root keywords and refuses a root it does not recognise', () => {
    const bundle = buildBundle(RESPONSE_BUNDLES[0] as (typeof RESPONSE_BUNDLES)[number]);
    expect(bundle['anyOf']).toBeUndefined();
    expect(bundle['title']).toBe('GET /user-summaries response');
    expect(() => dispatchEnvelopes({ anyOf: [{ $ref: '#/a' }] })).toThrow(/root anyOf of three envelopes/);
  });
});
