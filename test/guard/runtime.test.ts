// The ES module ports the precompiled code runs on give the answers of the functions the compiled
// validators use: ajv-formats' `date`, Ajv's `ucs2length` and fast-deep-equal.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { equal, isFullDate, STANDALONE_FORMATS, ucs2length } from '../../src/precompiled/runtime.js';
import { FAST_FORMATS } from '../../src/validator/fastFormats.js';

const require = createRequire(import.meta.url);
const ajvFormats = require('ajv-formats/dist/formats') as { fullFormats: { date: { validate: (s: string) => boolean } } };
const ajvUcs2length = (require('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }).default;
const fastDeepEqual = require('fast-deep-equal') as (a: unknown, b: unknown) => boolean;

const digit = fc.constantFrom(...'0123456789');
const dateLike = fc
  .tuple(fc.array(digit, { minLength: 4, maxLength: 4 }), fc.array(digit, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 2, maxLength: 2 }))
  .map(([y, m, d]) => `${y.join('')}-${m.join('')}-${d.join('')}`);

describe('runtime of the precompiled validators', () => {
  it('isFullDate gives the verdict of ajv-formats date on date-like and arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string(), fc.string({ unit: 'binary' }).map((s) => `2024-02-2${s}`)), (s) => {
        expect(isFullDate(s)).toBe(ajvFormats.fullFormats.date.validate(s));
      }),
      { numRuns: atDepth(300, 100) },
    );
    for (const s of ['2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '0000-01-01', '2024-13-01', '2024-1-01']) {
      expect(isFullDate(s), s).toBe(ajvFormats.fullFormats.date.validate(s));
    }
  });

  it('ucs2length counts code points as Ajv does (lone surrogates included)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
      expect(ucs2length(a)).toBe(ajvUcs2length(a));
      expect(ucs2length(b + a)).toBe(ajvUcs2length(b + a));
      expect(ucs2length('\ud800')).toBe(ajvUcs2length('\ud800'));
    }));
  });

  const outcome = (f: () => boolean): { value: boolean } | { threw: string } => {
    try {
      return { value: f() };
    } catch (error) {
      return { threw: (error as Error).name };
    }
  };

  it('equal answers as fast-deep-equal for JSON values, null-prototype objects and the enum of empty values', () => {
    const empties = fc.constantFrom<unknown>(null, [], {}, Object.create(null) as object, [undefined], { a: undefined });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 2 }), empties), fc.oneof(fc.jsonValue({ maxDepth: 2 }), empties), (a, b) => {
        // fast-deep-equal calls an object's own toString/valueOf members, and throws when they are data
        // ({"toString": ""}); the port must do exactly the same, throws included. (The schemas never ask it to
        // compare objects: emptiness is tested by type and size.)
        expect(outcome(() => equal(a, b))).toEqual(outcome(() => fastDeepEqual(a, b)));
        const copy = structuredClone(a);
        expect(outcome(() => equal(a, copy))).toEqual(outcome(() => fastDeepEqual(a, copy)));
      }),
    );
    expect(equal(Number.NaN, Number.NaN)).toBe(true);
  });

  it('every format table entry has the shape Ajv calls: an object with validate, or a function', () => {
    expect(typeof (STANDALONE_FORMATS['date'] as { validate: unknown }).validate).toBe('function');
    for (const name of Object.keys(FAST_FORMATS)) expect(STANDALONE_FORMATS[name]).toBe(FAST_FORMATS[name as keyof typeof FAST_FORMATS]);
  });
});
