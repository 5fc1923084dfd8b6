// A value nested `levels` deep, alone, in a day, in a member the contract knows and in a page, through every
// validator: a result, never a stack overflow. hostileValues.test.ts runs it at 20,000 levels (past the depth a
// recursive walk reaches on V8's default stack, about 10,000 frames); hostileValues.deep.test.ts, a scale suite
// (`npm run test:deep`), at 100,000.
import { describe, expect, it } from 'vitest';
import * as root from '../../src/precompiled/readingValidators.js';
import { validDay } from '../__helpers__/fixtures.js';
import { EVERY_VALIDATOR } from './_everyValidator.js';

/** The suite at one depth. */
export function deepNestingSuite(levels: number): void {
  describe('no value makes a validator throw', () => {
    it(`nesting ${levels.toLocaleString('en')} levels deep, in a day, in a member the contract knows, and in a page, is a result`, () => {
      let deep: unknown = 1;
      for (let i = 0; i < levels; i++) deep = i % 2 === 0 ? { a: deep } : [deep];
      const day = { ...validDay(), extra: deep };
      const cases = [
        deep,
        day,
        { ...validDay(), activity: deep },
        { current_page: 1, data: [deep], per_page: 15 },
        [day],
      ];
      for (const value of cases) {
        for (const [name, validate] of EVERY_VALIDATOR) {
          expect(() => validate(value), name).not.toThrow();
        }
      }
      const strict = root.validateSummary(day, { strict: true });
      expect(strict.ok ? [] : strict.violations.map((v) => [v.pointer, v.rule])).toContainEqual([
        '/extra',
        'unknown_field',
      ]);
    });
  });
}
