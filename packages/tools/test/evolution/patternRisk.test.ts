// The diff refuses a version whose patterns may backtrack catastrophically (it runs every pattern on the records it
// builds): the shapes of exponential patterns are refused, the contract's own patterns and common safe ones are not.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayBacktrack } from '../../src/evolution/patternRisk.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

describe('mayBacktrack', () => {
  it.each([
    '^(a+)+$',
    '^(a*)*b$',
    '(a|b*){2,}',
    '^(?:[0-9]+,?)+$',
    '^((ab)*c?)+$',
    '(x+x+)+y',
    '^(\\d+)*$',
    '^([a-z]{1,3})+$',
  ])('refuses %s', (pattern) => {
    expect(mayBacktrack(pattern)).toBe(true);
  });
  it.each([
    '^[0-9]+$',
    '^[0-9]*[1-9][0-9]*$',
    '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
    '^Bearer +[!-~]+$',
    '^(?:;.*)?$',
    '^(ab){3}$',
    '^[(+*)]+$',
    '^\\(a+\\)+$',
  ])('accepts %s', (pattern) => {
    expect(mayBacktrack(pattern)).toBe(false);
  });
  it('accepts every pattern of the contract', () => {
    const patterns = readdirSync(join(ROOT, 'schemas'))
      .filter((file) => file.endsWith('.schema.json'))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, 'schemas', file), 'utf8').matchAll(/"pattern": ("(?:[^"\\]|\\.)*")/g)].map(
          (m) => JSON.parse(m[1] as string) as string,
        ),
      );
    expect(patterns.length).toBeGreaterThan(5);
    for (const pattern of patterns) expect(mayBacktrack(pattern), pattern).toBe(false);
  });
});
