// Generated inputs for the parity suites: valid records, the arbitraries' invalid cases, random mutations of
// valid records (any member replaced by any JSON value, or removed), and arbitrary JSON values.
import fc from 'fast-check';
import { invalidUserSummary, userSummariesResponse, userSummary } from 'user-summaries-testing';

type Json = unknown;

/** Every path (as keys) to a member of a JSON value, root excluded. */
function pathsOf(
  value: Json,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push([...prefix, i]);
      pathsOf(item, [...prefix, i], out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(item, [...prefix, key], out);
    }
  }
  return out;
}

/** A deep copy with the member at `path` replaced (or removed when `replacement` is the REMOVE marker). */
function withMember(value: Json, path: readonly (string | number)[], replacement: Json | typeof REMOVE): Json {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return copy;
}

const REMOVE = Symbol('remove');

/** Some JSON values a producer could send by mistake. */
const wrongValue = fc.oneof(
  // biome-ignore lint/correctness/noPrecisionLoss: a number beyond 2^53 is one of the wrong values under test
  fc.constantFrom(null, true, 0, -1, 1.5, '', '2024-02-30', '24:00', '12', [], {}, 9007199254740993, 1e308),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A value with one to three random members replaced by wrong values or removed. */
function mutated(base: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const once = (value: Json): fc.Arbitrary<Json> => {
    const paths = pathsOf(value);
    if (paths.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...paths), fc.oneof(wrongValue, fc.constant<typeof REMOVE>(REMOVE)))
      .map(([path, replacement]) => withMember(value, path, replacement));
  };
  return base.chain((value) =>
    fc.integer({ min: 1, max: 3 }).chain((n) => {
      let arb = fc.constant(value);
      for (let i = 0; i < n; i++) arb = arb.chain(once);
      return arb;
    }),
  );
}

/** Summaries, valid, invalid on purpose, mutated at random, with and without slots and unknown fields. */
export function summaryInputs(includeSlots: boolean): fc.Arbitrary<Json> {
  const valid = userSummary({ includeSlots, extraFields: true });
  return fc.oneof(
    valid,
    invalidUserSummary({ includeSlots }).map((c) => c.value),
    mutated(valid),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Response bodies in the three envelopes, valid and mutated. */
export function responseInputs(includeSlots: boolean): fc.Arbitrary<Json> {
  const valid = userSummariesResponse({ summaryConstraints: { includeSlots, extraFields: true } });
  return fc.oneof(valid, mutated(valid), fc.jsonValue({ maxDepth: 3 }));
}
