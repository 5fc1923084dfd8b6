// The shape of an invalid case: a value and the exact violations it must produce.
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';

/** One violation an invalid value must produce: where, and which rule. */
export interface ExpectedViolation {
  /** RFC 6901 pointer; for a missing key, the key's own pointer. */
  readonly pointer: string;
  readonly rule: RuleWord;
}

/** A value built invalid on purpose, with the exact set of violations the validator must report. */
export interface InvalidCase<TValue = unknown> {
  readonly value: TValue;
  /** Exactly these (pointer, rule) pairs, no others, in no particular order. */
  readonly expected: readonly ExpectedViolation[];
  /** Which mutation made the value invalid (e.g. `remove-required-with`), for reports. */
  readonly mutation: string;
}

/** @internal A pointer from reference tokens (the contract's keys need no escaping). */
export const pointerOf = (...tokens: readonly (string | number)[]): string => tokens.map((t) => `/${t}`).join('');
