// The order test files start in. Vitest starts the files that took longest last time first, so a long file
// does not run alone at the end while the other worker idles; a fresh clone has no such record (vitest then
// starts the largest files first, and the longest suites are small files that drive another runtime). These
// suites start first in every run, longest first; the rest follow in vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The suites that take longest (mostly waiting on Dask, Chromium, PHP and npm), longest first. */
const LONGEST = [
  'test/dask/archive.test.ts',
  'test/browser/playground.test.ts',
  'test/laravel/differential.test.ts',
  'test/laravel/assertions.test.ts',
  'test/dask/jsonschema.test.ts',
  'test/package/newcomer.test.ts',
  'test/dask/scheduler.test.ts',
  'test/browser/htmlReport.test.ts',
  'test/validator/hostileValues.test.ts',
];

/** Vitest's order with the longest suites moved to the front. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const at = LONGEST.findIndex((suffix) => file.moduleId.endsWith(suffix));
      return at < 0 ? LONGEST.length : at;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}
