// The case corpus (schemas/compatibility-cases/, docs/evolution.md "The case corpus"): the committed files are what
// the generator writes (the mutants' patches from the seed; their expectations are held by corpus.deep.test.ts, the
// oracle being slow), and `diff` on a sample of the cases says what each case expects, with every witness confirmed
// by plain Ajv. corpus.deep.test.ts runs every case on the whole contract. Each sample case costs a diff of the
// contract cut to the group it edits and plain Ajv builds of both versions: `npm test` takes 1 of the sample (the run's seed picks which), `npm run test:deep`
// all of it (docs/testing.md, "Two depths").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_DIR, readCases, type CompatibilityCase, type Documents } from './corpus/caseFormat.js';
import { cutVersion } from './_versions.js';
import { runCase } from './corpus/runCase.js';
import { casesText, corpusFiles } from './corpus/writeCases.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';

const committed = (file: string): CompatibilityCase[] =>
  JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')) as CompatibilityCase[];

describe('the committed corpus', () => {
  it('is what the generator writes (npx tsx packages/tools/test/evolution/corpus/writeCases.ts)', () => {
    const files = corpusFiles({ expect: false });
    expect(Object.keys(files).sort()).toEqual(['confluent.json', 'kinds.json', 'mutants.json']);
    expect(readFileSync(join(CASES_DIR, 'kinds.json'), 'utf8')).toBe(casesText(files['kinds.json'] ?? []));
    expect(readFileSync(join(CASES_DIR, 'confluent.json'), 'utf8')).toBe(casesText(files['confluent.json'] ?? []));
    const mutants = committed('mutants.json');
    expect(mutants.map((m) => [m.description, m.head])).toEqual(
      (files['mutants.json'] ?? []).map((m) => [m.description, m.head]),
    );
  });

  it('holds at least 300 cases, the 24 of Confluent among them, each with an expectation for every reading and side', () => {
    const all = readCases().flatMap((f) => f.cases);
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(committed('confluent.json')).toHaveLength(24);
    for (const testCase of all) {
      expect(Object.keys(testCase.expected).sort(), testCase.description).toEqual([
        'default',
        'no-slots',
        'no-slots.strict',
        'strict',
      ]);
    }
  });
});

/** A sample across the files: the four classes the search missed, a Confluent pair, a few mutants. */
const SAMPLE: readonly [string, string][] = [
  ['kinds.json', 'format_changed: the date pattern removed while format: date stays'],
  ['kinds.json', 'bound_moved: at most 1,440 sleep slots (beyond what generators reach)'],
  ['kinds.json', 'bound_moved: a page path of at most 2,048 characters (beyond what generators reach)'],
  ['kinds.json', 'schema_changed: the activity group closed (additionalProperties: false)'],
  ['confluent.json', 'open content model, add an optional member, strict policy'],
  ['confluent.json', 'closed content model, remove a required member, lenient policy'],
];

/**
 * The contract cut to the group a sample case edits (sleep's document, else activity, whose cut keeps the shared and
 * the envelopes' documents: _versions.ts): the diff and the plain Ajv builds a third of the whole contract's; every
 * case on the whole contract is corpus.deep.test.ts's.
 */
const cutFor = (testCase: CompatibilityCase): Documents =>
  cutVersion(
    [...testCase.base, ...testCase.head].some((patch) => patch.file.startsWith('sleep')) ? 'sleep' : 'activity',
  ).documents as Documents;

describe('diff on a sample of the corpus', () => {
  it.each(casesAtDepth(SAMPLE, 1))('%s: %s', (file, description) => {
    const testCase = committed(file).find((c) => c.description === description) as CompatibilityCase;
    expect(testCase, description).toBeDefined();
    const run = runCase(testCase, 200, cutFor(testCase));
    expect(run.problems).toEqual([]);
    // Nothing left unknown in the sample, and every side the case says breaks has a witness.
    for (const [reading, sides] of Object.entries(testCase.expected))
      for (const [side, expected] of Object.entries(sides))
        expect(run.said[reading as 'default'][side as 'producers'], `${reading} ${side}`).toBe(
          expected === 'breaks' ? 'breaks' : 'proven',
        );
  });
});
