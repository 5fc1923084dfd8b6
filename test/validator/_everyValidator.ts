// Every validator of the root and standalone entries, as hostileValues' suites call them: each answers a result
// (or a verdict) for any value, never throws.
import * as root from '../../src/precompiled/readingValidators.js';
import * as standalone from '../../src/index.js';
import type { ValidationResult } from '../../src/validator/types.js';

/** One validator's call on any value: a result, or a boolean verdict. */
export type AnyValidator = (value: unknown) => ValidationResult<unknown> | boolean;

const RESPONSE_SCHEMA = standalone.userSummariesResponseStandardSchema();

/** Every validator of the root and standalone entries, by name. */
export const EVERY_VALIDATOR: readonly [string, AnyValidator][] = [
  ['root validateSummary', (v) => root.validateSummary(v, { maxViolations: 5 })],
  ['root validateResponse', (v) => root.validateResponse(v, { maxViolations: 5 })],
  ['root validateRequest', (v) => root.validateRequest(v as standalone.RequestInput)],
  ['root validateSummary strict', (v) => root.validateSummary(v, { strict: true, includeSlots: false })],
  ['standalone validateSummary', (v) => standalone.validateSummary(v, { includeSlots: false })],
  ['standalone validateResponse', (v) => standalone.validateResponse(v)],
  ['standalone isUserSummary', (v) => standalone.isUserSummary(v)],
  [
    'standalone Standard Schema',
    (v) => {
      const out = RESPONSE_SCHEMA['~standard'].validate(v);
      if (out instanceof Promise) throw new Error('expected a synchronous result');
      return out.issues === undefined;
    },
  ],
];
