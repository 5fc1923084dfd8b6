import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';

/** The key whose presence makes an object a Laravel paginator (src/validator/envelope.ts, detectEnvelope). */
const PAGINATOR_KEY = 'current_page';
/** The keys whose presence (without {@link PAGINATOR_KEY}) makes an object a resource collection. */
const COLLECTION_KEYS = ['meta', 'links'] as const;

function refOf(node: unknown): string {
  if (isSchemaNode(node) && typeof node['$ref'] === 'string') return node['$ref'];
  throw new Error('an envelope branch of response.schema.json is not a plain $ref');
}

/**
 * An object with the key. `type` and `properties` add nothing to the test; they keep Ajv's strict mode
 * (strictTypes, strictRequired) quiet for users who compile the bundle with it.
 */
function hasKey(key: string): SchemaNode {
  return { type: 'object', properties: { [key]: true }, required: [key] };
}

/** "Valid as `accepted`, or else held to `reported`": the anyOf of the two, with `reported`'s errors. */
function preferring(accepted: string, reported: string): SchemaNode {
  return { if: { $ref: accepted }, else: { $ref: reported } };
}

/**
 * The response bundle's root `anyOf` of the three envelopes rewritten as an `if`/`then`/`else` chain on the keys
 * that tell them apart, the same detection as `detectEnvelope` (src/validator/envelope.ts): an array is held to
 * the bare envelope; an object with `current_page`, or with neither `meta` nor `links`, to the paginator; any
 * other object to the collection; anything else fails one `anyOf` carrying `x-rule: envelope`.
 *
 * The verdict is the `anyOf`'s: an object valid as the other envelope is still accepted (`if: <other>`, with
 * no `then`). What changes is where other engines put their errors: Python's jsonschema, for example, reports
 * an `anyOf` as one error at the root holding the whole payload, and reports the branches of an `if` at the
 * members they are about. The library's own validators compile the source documents and are unaffected.
 *
 * @example
 * const bundle = dispatchEnvelopes(bundleSchema(documents, 'response.schema.json', { id, comment }));
 */
export function dispatchEnvelopes(root: SchemaNode): SchemaNode {
  const { anyOf, 'x-rule': rule, ...rest } = root;
  if (!Array.isArray(anyOf) || anyOf.length !== 3 || rule !== 'envelope') throw new Error('response.schema.json: expected a root anyOf of three envelopes with x-rule envelope');
  const [paginator, collection, bare] = anyOf.map(refOf) as [string, string, string];
  const dispatch: SchemaNode = {
    $comment:
      'GENERATED (src/codegen/envelopeDispatch.ts): the anyOf of the three envelopes of response.schema.json, written as if/then/else on ' +
      'the keys that tell them apart (the detection of the library), so that engines report errors at the members; same verdicts.',
    if: { type: 'array' },
    then: { $ref: bare },
    else: {
      if: { type: 'object' },
      then: {
        if: { not: hasKey(PAGINATOR_KEY), anyOf: COLLECTION_KEYS.map(hasKey) },
        then: preferring(paginator, collection),
        else: preferring(collection, paginator),
      },
      else: { anyOf: [{ type: 'object' }, { type: 'array' }], 'x-rule': 'envelope' },
    },
  };
  // The dispatch sits in an allOf so that the root keeps its own keywords (title, $defs, ...) untouched.
  return { ...rest, allOf: [dispatch] };
}
