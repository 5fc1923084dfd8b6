import {
  MISSING_ANNOTATION,
  PRECEDENCE,
  RULE_ANNOTATION,
  SHADOWING,
} from 'user-summaries-contract/internal/validator/ruleTable';
import { KEYWORD_RULES, MISSING_FALLBACK, RULE_FALLBACK } from 'user-summaries-contract/internal/validator/rules';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import type { Artifact } from './artifact.js';
import { PYTHON_PACKAGE_DIR } from './pythonPackageData.js';

/** The rule data other languages read (packages/python/user_summaries_contract/rules.json). */
export interface RuleData {
  /** Which rule wins when several name the same member: the first. */
  readonly precedence: readonly RuleWord[];
  /** Rules that make everything under their member moot (nothing is reported below an empty or mistyped member). */
  readonly shadowing: readonly RuleWord[];
  /** Keywords whose rule is fixed, whatever the node's annotation says. */
  readonly keywordRules: Readonly<Record<string, RuleWord>>;
  /** The annotation naming the rule of any other failing keyword, and the rule when the node has none. */
  readonly ruleAnnotation: string;
  readonly ruleFallback: RuleWord;
  /** The annotation, on a property, naming the rule of its key when it is missing, and the rule without one. */
  readonly missingAnnotation: string;
  readonly missingFallback: RuleWord;
}

/** The rule data, read from the rule table (src/validator/ruleTable.ts) as the engine reads it. */
export function ruleData(): RuleData {
  return {
    precedence: PRECEDENCE,
    shadowing: PRECEDENCE.filter((rule) => SHADOWING.has(rule)),
    keywordRules: Object.fromEntries(KEYWORD_RULES),
    ruleAnnotation: RULE_ANNOTATION,
    ruleFallback: RULE_FALLBACK,
    missingAnnotation: MISSING_ANNOTATION,
    missingFallback: MISSING_FALLBACK,
  };
}

/** The committed JSON file of the rule data, in the Python package that reads it. */
export const RULE_DATA_ARTIFACT: Artifact = {
  path: `${PYTHON_PACKAGE_DIR}/rules.json`,
  content: () =>
    `${JSON.stringify(
      {
        $comment:
          'GENERATED FILE: do not edit. Source: the rule table, src/validator/ruleTable.ts, through packages/build/src/codegen/ruleData.ts. Regenerate with `npm run generate`; a test fails when this file is stale.',
        ...ruleData(),
      },
      null,
      2,
    )}\n`,
};
