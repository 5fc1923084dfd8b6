// Writes schemas/compatibility-cases/ (kinds.json, confluent.json, mutants.json): `npx tsx
// packages/tools/test/evolution/corpus/writeCases.ts`. The corpus's tests fail when a file differs from what this
// writes (packages/tools/test/evolution/corpusCases.test.ts, and the expectations in corpus.deep.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES_DIR, type CompatibilityCase } from './caseFormat.js';
import { CONFLUENT_CASES, KIND_CASES } from './handCases.js';
import { generateMutants } from './mutants.js';

/** A file's text as written: one case a block, two-space JSON. */
export const casesText = (cases: readonly CompatibilityCase[]): string => `${JSON.stringify(cases, null, 2)}\n`;

/** The files of the corpus, by name. */
export function corpusFiles(options: { readonly expect: boolean }): Record<string, readonly CompatibilityCase[]> {
  return { 'kinds.json': KIND_CASES, 'confluent.json': CONFLUENT_CASES, 'mutants.json': generateMutants(options) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(CASES_DIR, { recursive: true });
  for (const [file, cases] of Object.entries(corpusFiles({ expect: true })))
    writeFileSync(join(CASES_DIR, file), casesText(cases));
}
