// user-summaries-testing/vitest: the contract as a matcher in producers' own test suites (vitest, or Jest
// through expect.extend). See docs/vitest.md.
// A type-only re-export of nothing brings vitest's declarations into the program, so the augmentation below has
// its target. Unlike `import type {} from 'vitest'`, tsc keeps it in the emitted .d.ts (a consumer compiling
// with skipLibCheck off needs it there: packages/testing/test/vitest/declarations.test.ts), and it is erased from the
// JavaScript: the entry loads nothing from vitest at run time.
export type {} from 'vitest';
import type { ContractMatcherOptions } from './matchers.js';
export { flushUserSummariesCoverage, userSummariesCoverage, type UserSummariesCoverageOptions } from './coverage.js';

export {
  toSatisfyUserSummariesContract,
  userSummariesMatchers,
  type ContractKind,
  type ContractMatcherOptions,
  type MatcherContextLike,
  type MatcherResult,
} from './matchers.js';

/** The matcher as it appears on `expect(value)`. */
export interface UserSummariesMatchers<R = unknown> {
  /**
   * Passes when the value satisfies the contract of GET /user-summaries: a day, a response page or a
   * request (`kind`, detected by shape when absent). The failure lists pointer, rule and message per
   * violation, never a payload value.
   *
   * @example
   * expect(page).toSatisfyUserSummariesContract({ includeSlots: false, kind: 'response' });
   */
  toSatisfyUserSummariesContract(options?: ContractMatcherOptions): R;
}

declare module 'vitest' {
  // The type parameter must repeat vitest's own declaration (`T = any`) for the interfaces to merge;
  // `Matchers` is what vitest's `Assertion` extends (its documented place for custom matchers).
  // biome-ignore lint/suspicious/noExplicitAny: vitest declares `Matchers<T = any>`; a merged declaration must repeat it
  interface Matchers<T = any> extends UserSummariesMatchers<void> {}
  interface AsymmetricMatchersContaining extends UserSummariesMatchers<void> {}
}
