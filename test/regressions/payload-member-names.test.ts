// Regression: a payload object with members named like Object.prototype's methods ({"toString": ""}) made
// deep equality (Ajv's enum over objects, fast-deep-equal) call them, so a whole document came back as
// not_json. Emptiness is now tested by type and size. Found by the property test of the precompiled runtime.
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/index.js';
import { validateSummary as validatePrecompiled } from '../../src/index.js';
import { pairs, setPath, validDay } from '../__helpers__/fixtures.js';

const NAMES = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__'];

describe.each([
  ['compiled', validateSummary],
  ['precompiled', validatePrecompiled],
] as const)('%s validators and member names of Object.prototype', (_name, validate) => {
  it.each(NAMES)('a group {"%s": ""} is judged on its fields, not rejected as not_json', (name) => {
    const value = JSON.parse(`{"date":"2024-01-01","heart_rate":{"${name}":""}}`) as unknown;
    const result = validate(value);
    expect(result.ok).toBe(false);
    expect(pairs(result).some(([, rule]) => rule === 'not_json')).toBe(false);
    expect(pairs(result)).toContainEqual(['/heart_rate/date', 'required_with']);
  });
  it.each(NAMES)('a valid day carrying "%s" members at every level stays valid', (name) => {
    const day = validDay();
    const text = JSON.stringify(day).replaceAll('"date":', `"${name}":1,"date":`);
    expect(pairs(validate(JSON.parse(text)))).toEqual([]);
  });
  it('an empty group is still one filled violation', () => {
    expect(pairs(validate(setPath(validDay(), ['sleep'], {})))).toEqual([['/sleep', 'filled']]);
  });
});
