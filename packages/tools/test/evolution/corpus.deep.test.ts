// `diff` on the cases of the corpus (schemas/compatibility-cases/), at full depth: no side proven that its case
// expects to break, none said to break that it expects compatible, no proof refuted by the search, every witness
// confirmed by plain Ajv of each version's documents, `unknown` on at most 2% of the sides, at least 95% of all the
// witnesses differing in exactly one value from a base-valid day the rejecting version accepts (the example, or the
// witness's baseline, judged by that plain Ajv); and the mutants' expectations are what the oracle says today. The quick sibling is corpusCases.test.ts.
//
// Every case costs about 0.7 s (two versions' validators compiled, the decision, the search) and every mutant's
// oracle about 1 s, so the whole corpus is about ten minutes of one core: more than CI's whole run may take. A run of
// `npm run test:deep` takes one share of the corpus, a quarter picked by the run's seed (cases and mutants whose index
// falls in it), so that successive CI runs go through every case; `CORPUS_ALL=1` takes every case and every mutant
// (`npm run test:corpus`, docs/testing.md "Two depths"). A failure replays with its FC_SEED.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';
import { CASES_DIR, type CompatibilityCase } from './corpus/caseFormat.js';
import { runCorpus } from './corpus/corpusRun.js';
import { generateMutants } from './corpus/mutants.js';

/** How many shares the corpus is cut into for one deep run (1 under CORPUS_ALL=1: every case). */
const SHARES = process.env['CORPUS_ALL'] === '1' ? 1 : 4;
const share = Math.abs(FC_SEED) % SHARES;
const inShare = (index: number): boolean => index % SHARES === share;

describe(`the corpus, share ${share + 1} of ${SHARES} (by the run's seed)`, () => {
  it('mutants.json holds the oracle expectations of the mutants the seed draws', () => {
    const committed = JSON.parse(readFileSync(join(CASES_DIR, 'mutants.json'), 'utf8')) as CompatibilityCase[];
    const generated = generateMutants({ expect: true }, inShare);
    expect(committed.map((m) => [m.description, m.head])).toEqual(generated.map((m) => [m.description, m.head]));
    const judged = generated.flatMap((m, i) =>
      inShare(i) ? [[m.description, m.expected, committed[i]?.expected]] : [],
    );
    expect(judged.length).toBeGreaterThan(0);
    for (const [description, oracle, written] of judged) expect(written, String(description)).toEqual(oracle);
  }, 1_800_000);

  it('diff says what every case expects, with witnesses plain Ajv confirms', () => {
    let index = -1;
    const figures = runCorpus(() => inShare((index += 1)));
    console.log(
      `corpus (share ${share + 1} of ${SHARES}): ${figures.cases} cases, ${figures.sides} sides, ${figures.unknown} unknown; ${figures.witnesses} witnesses, ${figures.oneValue} exactly one value from a base-valid day the rejecting version accepts, ${figures.noValue} none`,
    );
    if (figures.wide.length > 0) console.log(`not one value:\n${figures.wide.join('\n')}`);
    expect(figures.problems).toEqual([]);
    expect(figures.cases).toBeGreaterThanOrEqual(Math.floor(300 / SHARES));
    expect(figures.unknown / figures.sides, figures.unknownReasons.join('\n')).toBeLessThanOrEqual(0.02);
    expect(figures.oneValue / figures.witnesses, figures.wide.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 3_600_000);
});
