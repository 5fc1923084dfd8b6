// `diff` on every case of the corpus (schemas/compatibility-cases/), at full depth: no side proven that its case
// expects to break, none said to break that it expects compatible, no proof refuted by the search, every witness
// confirmed by plain Ajv of each version's documents, `unknown` on at most 2% of the sides, at least 95% of the
// decision's witnesses differing from the example in at most one value; and the mutants' expectations are what the
// oracle says today. The quick sibling is corpusCases.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES_DIR, type CompatibilityCase } from './corpus/caseFormat.js';
import { runCorpus } from './corpus/corpusRun.js';
import { generateMutants } from './corpus/mutants.js';

describe('the corpus, every case', () => {
  it('mutants.json holds the oracle expectations of the mutants the seed draws', () => {
    const committed = JSON.parse(readFileSync(join(CASES_DIR, 'mutants.json'), 'utf8')) as CompatibilityCase[];
    expect(committed).toEqual(generateMutants({ expect: true }));
  }, 1_800_000);

  it('diff says what every case expects, with witnesses plain Ajv confirms', () => {
    const figures = runCorpus();
    console.log(
      `corpus: ${figures.cases} cases, ${figures.sides} sides, ${figures.unknown} unknown; ${figures.witnesses} witnesses, ${figures.oneValue} one value from the example, ${figures.noValue} the example itself`,
    );
    expect(figures.problems).toEqual([]);
    expect(figures.cases).toBeGreaterThanOrEqual(300);
    expect(figures.unknown / figures.sides, figures.unknownReasons.join('\n')).toBeLessThanOrEqual(0.02);
    expect((figures.oneValue + figures.noValue) / figures.witnesses).toBeGreaterThanOrEqual(0.95);
  }, 3_600_000);
});
