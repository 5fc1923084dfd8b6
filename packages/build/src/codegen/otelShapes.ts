import { coverageModel } from 'user-summaries-testing/coverage';
import { FAILURE_CLASSES } from 'user-summaries-contract/internal/transport/failures';
import { PRECEDENCE } from 'user-summaries-contract/internal/validator/ruleTable';
import type { Artifact } from './artifact.js';
import { generatedBanner } from './banner.js';

/** The parts of a document the metrics name a location in, and the coverage model's scopes that make each one. */
const PART_SCOPES = {
  day: ['day'],
  envelope: ['paginator', 'collection', 'bare'],
  request: ['request'],
} as const;

/** One part's shape: its location patterns (`''` is its root, `*` an array's item) and the arrays among them. */
interface PartShape {
  readonly locations: readonly string[];
  readonly arrays: readonly string[];
}

/**
 * The shapes the metrics package normalizes a pointer against (packages/otel/src/generated/contractShapes.ts): from
 * the coverage model of the widest reading (include_slots=1, strict: every member of every object, and every
 * object's `unknown_field`), the location patterns of each part and where its arrays are; where an envelope holds
 * its days; the rule words in precedence order; the failure classes of a call (src/transport/failures.ts). Derived
 * from schemas/ and the core's tables only, so the metrics' cardinality bound is.
 */
function otelShapes(): string {
  const model = coverageModel({ includeSlots: true, strict: true });
  const parts: Record<string, PartShape> = {};
  for (const [part, scopes] of Object.entries(PART_SCOPES)) {
    const locations = new Set(['', ...model.items.filter((item) => item.part === part).map((item) => item.location)]);
    // An envelope's list of days is no array of the envelope's own: below it lie a day's locations (`DAY_LISTS`).
    const arrays = new Set(
      scopes.flatMap((scope) => {
        const { arrays: all, days } = model.plan.scopes[scope];
        return [...all].filter((array) => array !== days);
      }),
    );
    for (const array of arrays) locations.add(array);
    parts[part] = { locations: [...locations].sort(), arrays: [...arrays].sort() };
  }
  const dayLists = new Set<string>();
  for (const scope of PART_SCOPES.envelope) {
    const days = model.plan.scopes[scope].days;
    if (days !== undefined) dayLists.add(days);
  }
  return [
    generatedBanner('schemas/*.schema.json, through the coverage model of user-summaries-testing/coverage'),
    '',
    '/** Each part of a document: its location patterns (`""` its root, `*` an array item) and its arrays. */',
    `export const PART_SHAPES = ${JSON.stringify(parts, null, 2)} as const;`,
    '',
    '/** Where an envelope holds its list of days (`""`: a bare list); below it, a day\'s own locations. */',
    `export const DAY_LISTS: readonly string[] = ${JSON.stringify([...dayLists].sort())};`,
    '',
    '/** The rule words of the contract, in precedence order. */',
    `export const RULE_WORDS = ${JSON.stringify(PRECEDENCE)} as const;`,
    '',
    '/** The failure classes of docs/failures.md: the values of `error.type` for a call that failed before a check. */',
    `export const FAILURE_CLASSES = ${JSON.stringify(Object.keys(FAILURE_CLASSES))} as const;`,
    '',
  ].join('\n');
}

/** The committed table the metrics package reads (it depends on nothing of the workspace). */
export const OTEL_SHAPES_ARTIFACT: Artifact = {
  path: 'packages/otel/src/generated/contractShapes.ts',
  content: otelShapes,
};
