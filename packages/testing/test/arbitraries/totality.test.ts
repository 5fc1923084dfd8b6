// The validator is total: no input makes it throw, and every reported pointer resolves inside the input
// (for a missing key, its parent does; for an unknown member whose name looks like a secret, written
// `[masked]` in the pointer as src/validator/mask.ts says, its parent does too).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidUserSummary, userSummary } from '../../src/arbitraries/index.js';
import type { ValidationResult } from 'user-summaries-contract/internal/index';
import {
  validateRequest,
  validateResponse,
  validateSummary,
} from 'user-summaries-contract/internal/precompiled/readingValidators';
import { resolvePointer } from 'user-summaries-contract/internal/validator/pointer';

const MISSING_RULES = new Set(['required', 'required_with', 'present', 'present_without']);

/** The pointers of a result that resolve neither themselves nor (for a missing key) through their parent. */
function unresolved(input: unknown, result: ValidationResult<unknown>): string[] {
  if (result.ok) return [];
  return result.violations
    .filter((v) => {
      if (resolvePointer(input, v.pointer).found) return false;
      const parent = v.pointer.slice(0, v.pointer.lastIndexOf('/'));
      const masked = v.rule === 'unknown_field' && v.pointer.endsWith('/[masked]');
      return !((MISSING_RULES.has(v.rule) || masked) && resolvePointer(input, parent).found);
    })
    .map((v) => `${v.pointer} ${v.rule}`);
}

/** The wire form validateRequest reads: query numbers and booleans as strings, header names in lower case. */
function wire(request: unknown): unknown {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return request;
  const r = request as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const q = r['query'];
  if (q !== undefined) {
    out['query'] =
      typeof q === 'object' && q !== null && !Array.isArray(q)
        ? Object.fromEntries(
            Object.entries(q).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]),
          )
        : q;
  }
  const h = r['headers'];
  if (h !== undefined) {
    out['headers'] =
      typeof h === 'object' && h !== null && !Array.isArray(h)
        ? Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))
        : h;
  }
  return out;
}

const options = fc.record({ includeSlots: fc.boolean(), strict: fc.boolean() });
/** JSON values that look like summaries and requests often enough to reach deep rules. */
const nearSummary = fc.oneof(
  fc.jsonValue(),
  userSummary().chain((s) => fc.jsonValue().map((j) => ({ ...s, activity: j }))),
  invalidUserSummary().map((x) => x.value),
);
const nearRequest = fc.oneof(
  fc.jsonValue(),
  fc.record({
    query: fc.dictionary(
      fc.constantFrom('date_from', 'date_to', 'include_slots', 'per_page', 'page', 'x'),
      fc.jsonValue(),
    ),
    headers: fc.jsonValue(),
  }),
);

describe('the validator is total', () => {
  it('validateSummary never throws and its pointers resolve (JSON values)', () => {
    fc.assert(
      fc.property(nearSummary, options, (v, o) => {
        expect(unresolved(v, validateSummary(v, o))).toEqual([]);
      }),
    );
  });
  it('validateSummary never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), options, (v, o) => {
        expect(unresolved(v, validateSummary(v, o))).toEqual([]);
      }),
    );
  });
  it('validateResponse never throws and its pointers resolve', () => {
    const envelope = fc.constantFrom('auto' as const, 'paginator' as const, 'collection' as const, 'bare' as const);
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.anything(), fc.array(nearSummary, { maxLength: 3 })),
        options,
        envelope,
        (v, o, e) => {
          expect(unresolved(v, validateResponse(v, { ...o, envelope: e }))).toEqual([]);
        },
      ),
    );
  });
  it('validateRequest never throws and its pointers resolve in the wire form', () => {
    fc.assert(
      fc.property(nearRequest, (v) => {
        expect(unresolved(wire(v), validateRequest(v as never))).toEqual([]);
      }),
    );
  });
  it('validateRequest never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (query, headers) => {
        expect(() => validateRequest({ query, headers } as never)).not.toThrow();
        expect(() => validateRequest(query as never)).not.toThrow();
      }),
    );
  });
});
