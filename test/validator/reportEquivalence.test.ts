// The engine (precompiled modules, a report walked by units: src/validator/unitWalk.ts), through the validators
// consumers call, must report exactly what the plain setup reports (test/__helpers__/referenceReport.ts: Ajv with
// allErrors, verbose, ajv-formats and ajv-errors over whole documents with their contract messages, read by a
// mapping of its own), in every reading; and a capped report must be the prefix of the full one, its count of the
// rest exact or a stated lower bound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth, casesAtDepth } from '../__helpers__/depth.js';
import { referenceReport, referenceRequestReport } from '../__helpers__/referenceReport.js';
import { invalidUserSummary, userSummariesRequest, userSummariesResponse, userSummary } from 'user-summaries-testing';
import { validateRequest, validateResponse, validateSummary } from '../../src/precompiled/readingValidators.js';
import type { SchemaEntry } from '../../src/schemas/ids.js';
import type { Reading } from '../../src/schemas/readings.js';
import type { ValidationResult, Violation } from '../../src/validator/types.js';

/** The engine's report of a value under a reading, capped at `max` (every violation by default). */
function engineReport(
  reading: Reading,
  entry: SchemaEntry,
  value: unknown,
  max = Number.MAX_SAFE_INTEGER,
): ValidationResult<unknown> {
  const options = { includeSlots: reading.includeSlots, strict: reading.strict, maxViolations: max };
  if (entry === 'request')
    return validateRequest(value as Parameters<typeof validateRequest>[0], {
      strict: reading.strict,
      maxViolations: max,
    });
  return entry === 'userSummary'
    ? validateSummary(value, options)
    : validateResponse(value, { ...options, envelope: entry as 'paginator' });
}

/** The engine's full report, and each capped report (1 to 5) as the prefix of it. */
function checkedReport(reading: Reading, entry: SchemaEntry, value: unknown): Violation[] {
  const full = engineReport(reading, entry, value);
  const violations = full.ok ? [] : [...full.violations];
  if (!full.ok) expect(full.omitted).toBe(0);
  for (let max = 1; max <= 5; max++) {
    const capped = engineReport(reading, entry, value, max);
    expect(capped.ok).toBe(full.ok);
    if (capped.ok) continue;
    expect(capped.violations).toStrictEqual(violations.slice(0, max));
    const rest = violations.length - capped.violations.length;
    if (capped.omittedIsLowerBound) expect(capped.omitted >= 1 && capped.omitted <= rest).toBe(true);
    else expect(capped.omitted).toBe(rest);
  }
  return violations;
}

/** Values that break a field in every way the contract names, and some it does not. */
const WRONG = [
  null,
  '',
  'x',
  '24:00',
  '9:05',
  '2024-02-30',
  '2024-02-30T10:00:00',
  '12:3\u{1F600}',
  1.5,
  -1,
  1e300,
  -1e300,
  2 ** 53,
  true,
  {},
  [],
  [1],
];

/**
 * Names of the members a mutation adds: index-like names, a name the contract uses elsewhere, names that RFC 6901
 * escapes (`~` and `/`) and one that looks like a token (masked in reports).
 */
const MEMBER_NAMES = ['01', '1', 'extra', 'avg_daily_heat_rate', 'a/b', 'c~d', '~1/~0', 'Bearer abc.def'];

/** A value with one member (at any depth) replaced, removed, or joined by an unknown key. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      base,
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...WRONG)), {
        minLength: 1,
        maxLength: 4,
      }),
    )
    .map(([value, edits]) => {
      const root = structuredClone(value);
      for (const [a, b, op, wrong] of edits) {
        let parent: Record<string, unknown> | unknown[] | undefined;
        let key: string | number | undefined;
        let current: unknown = root;
        for (let depth = 0; depth < 1 + (a % 4) && typeof current === 'object' && current !== null; depth++) {
          const keys: (string | number)[] = Array.isArray(current) ? current.map((_v, i) => i) : Object.keys(current);
          if (keys.length === 0) break;
          key = keys[(a + b * depth) % keys.length] as string | number;
          parent = current as Record<string, unknown> | unknown[];
          current = (current as Record<string | number, unknown>)[key];
        }
        if (parent === undefined || key === undefined) continue;
        if (op === 0 && !Array.isArray(parent)) delete parent[key as string];
        else if (op === 1 && !Array.isArray(parent))
          parent[MEMBER_NAMES[b % MEMBER_NAMES.length] as string] = structuredClone(wrong);
        else (parent as Record<string | number, unknown>)[key] = structuredClone(wrong);
      }
      return root;
    });
}

/** Values a request's query or headers may hold in wire form (no number or boolean: the wire carries strings). */
const WRONG_WIRE = [
  null,
  '',
  'x',
  '0',
  '-1',
  '1.5',
  '2024-02-30',
  '2024-1-1',
  'Bearer ',
  {},
  [],
  ['2024-01-01', '2024-01-02'],
];

/** Requests in wire form with members replaced, removed or added, their range reversed half the time. */
const requests = fc
  .tuple(
    userSummariesRequest(),
    fc.boolean(),
    fc.array(
      fc.tuple(
        fc.constantFrom('query', 'headers'),
        fc.constantFrom(
          'date_from',
          'date_to',
          'include_slots',
          'page',
          'per_page',
          'authorization',
          'content-type',
          'extra',
          'a',
        ),
        fc.nat({ max: 1 }),
        fc.constantFrom(...WRONG_WIRE),
      ),
      { maxLength: 4 },
    ),
  )
  .map(([request, reverse, edits]) => {
    const query: Record<string, unknown> = { ...request.query };
    const headers: Record<string, unknown> = { ...request.headers };
    if (reverse && query['date_from'] !== query['date_to'])
      [query['date_from'], query['date_to']] = [query['date_to'], query['date_from']];
    for (const [part, name, op, wrong] of edits) {
      const target = part === 'query' ? query : headers;
      if (op === 0) delete target[name];
      else target[name] = structuredClone(wrong);
    }
    return { query, headers };
  });

const small = {
  heart_rate: { min: 0, max: 3 },
  sleep: { min: 0, max: 3 },
  stress: { min: 0, max: 2 },
  activity: { min: 0, max: 2 },
};

/**
 * The four readings, alike in kind: each costs a plain Ajv build and its properties. `npm test` takes one, turning
 * with the run's seed (so four quick runs go through all); `npm run test:deep` takes every one (casesAtDepth).
 */
const READINGS: readonly Reading[] = [
  { includeSlots: true, strict: false },
  { includeSlots: true, strict: true },
  { includeSlots: false, strict: false },
  { includeSlots: false, strict: true },
];

describe('the engine reports what the plain Ajv + ajv-errors setup reports, capped reports are its prefixes', () => {
  for (const reading of casesAtDepth(READINGS, 1)) {
    const plain = referenceReport(reading);
    const name = `includeSlots ${String(reading.includeSlots)}, strict ${String(reading.strict)}`;

    it(`summaries (${name}): the same violations, in the same order, on mutated and invalid days`, () => {
      const days = fc.oneof(
        mutated(userSummary({ slots: small, extraFields: !reading.strict })),
        invalidUserSummary({ slots: small }).map((c) => c.value),
      );
      fc.assert(
        fc.property(days, (value) => {
          expect(checkedReport(reading, 'userSummary', value)).toEqual(plain('userSummary', value));
        }),
        { numRuns: atDepth(300, 30) },
      );
    });

    it(`summaries (${name}): the same violations when every slot is broken (many errors under each group)`, () => {
      const manySlots = {
        heart_rate: { min: 3, max: 12 },
        sleep: { min: 3, max: 12 },
        stress: { min: 3, max: 8 },
        activity: { min: 3, max: 8 },
      };
      const days = fc
        .tuple(
          mutated(
            userSummary({
              groups: ['heart_rate', 'sleep', 'stress', 'activity'],
              slots: manySlots,
              extraFields: !reading.strict,
            }),
          ),
          fc.infiniteStream(fc.tuple(fc.nat(), fc.constantFrom(...WRONG), fc.boolean())),
        )
        .map(([value, edits]) => {
          const day = value as Record<string, { slots?: Record<string, unknown>[] } | undefined>;
          for (const group of ['heart_rate', 'sleep', 'stress', 'activity']) {
            const slots = day[group]?.slots;
            if (!Array.isArray(slots)) continue;
            for (const slot of slots) {
              if (typeof slot !== 'object' || slot === null) continue;
              const [pick, wrong, remove] = edits.next().value as [number, unknown, boolean];
              const keys = Object.keys(slot);
              const key = keys[pick % keys.length];
              if (key === undefined) continue;
              if (remove) delete slot[key];
              else slot[key] = structuredClone(wrong);
            }
          }
          return day;
        });
      fc.assert(
        fc.property(days, (value) => {
          expect(checkedReport(reading, 'userSummary', value)).toEqual(plain('userSummary', value));
        }),
        { numRuns: atDepth(150, 30) },
      );
    });

    it(`requests (${name}): the range check in its place in document order, capped reports the prefixes of the full one`, () => {
      fc.assert(
        fc.property(requests, (request) => {
          expect(checkedReport(reading, 'request', request)).toEqual(referenceRequestReport(plain, request));
        }),
        { numRuns: atDepth(300, 30) },
      );
    });

    it(`responses (${name}): the same violations on mutated pages`, () => {
      const pages = mutated(
        userSummariesResponse({
          envelope: 'paginator',
          summaryConstraints: { slots: { heart_rate: { min: 0, max: 2 } } },
        }),
      );
      fc.assert(
        fc.property(pages, (value) => {
          expect(checkedReport(reading, 'paginator', value)).toEqual(plain('paginator', value));
        }),
        { numRuns: atDepth(100, 30) },
      );
    });
  }
});
