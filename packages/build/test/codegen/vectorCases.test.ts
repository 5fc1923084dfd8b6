// The hand-written vector cases are data (schemas/vector-cases/): every file reads, every case names a base
// that exists or gives its data, and a case that names no known base is refused by name.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vectorBases } from '../../src/codegen/vectorBases.js';
import { vectorCases } from '../../src/codegen/vectorCases.js';

const DIR = new URL('../../../../schemas/vector-cases/', import.meta.url);
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('schemas/vector-cases', () => {
  it('has one file per vector file, each with cases that name a known base or give their data', () => {
    expect(files.sort()).toStrictEqual([
      'request.json',
      'response.json',
      'response.no-slots.json',
      'response.strict.json',
      'user-summary.json',
      'user-summary.no-slots.json',
      'user-summary.strict.json',
    ]);
    const bases = vectorBases();
    for (const file of files) {
      const { cases } = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as {
        cases: { base?: string; data?: unknown; violations: unknown[] }[];
      };
      expect(cases.length, file).toBeGreaterThan(0);
      for (const c of cases)
        expect(
          c.base === undefined ? c.data !== undefined : bases.has(c.base),
          `${file}: ${JSON.stringify(c).slice(0, 80)}`,
        ).toBe(true);
    }
  });

  it('a case becomes a vector test: its base with members removed, then set', () => {
    const [first, second] = vectorCases('request');
    expect(first?.valid).toBe(true);
    expect(second?.data).toStrictEqual({
      query: { date_from: '2024-01-01', date_to: '2024-01-31' },
      headers: { authorization: 'Bearer t0k3n-abc', 'content-type': 'application/json' },
    });
  });
});
