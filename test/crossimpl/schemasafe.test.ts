// A fourth engine: @exodus/schemasafe infers types across sibling keywords and refuses schemas it finds
// contradictory. Every bundle must compile in it (a `type: null` test beside a `$ref` to an object once did
// not) and reach every vector verdict.
import { readFileSync } from 'node:fs';
import { validator } from '@exodus/schemasafe';
import { describe, expect, it } from 'vitest';

const BUNDLES = [
  'user-summary',
  'user-summary.no-slots',
  'user-summary.strict',
  'response',
  'response.no-slots',
  'response.strict',
  'request',
];
const read = (path: string): any => JSON.parse(readFileSync(new URL(`../../schemas/${path}`, import.meta.url), 'utf8'));

describe('@exodus/schemasafe', () => {
  it.each(BUNDLES)('compiles %s.bundle.json and reaches every verdict of its vectors', (name) => {
    const validate = validator(read(`bundles/${name}.bundle.json`), { allowUnusedKeywords: true });
    const [group] = read(`vectors/${name}.vectors.json`) as {
      tests: { description: string; data: unknown; valid: boolean }[];
    }[];
    expect(group?.tests.length).toBeGreaterThan(0);
    const wrong = (group?.tests ?? []).filter((t) => validate(t.data as never) !== t.valid).map((t) => t.description);
    expect(wrong).toEqual([]);
  });
});
