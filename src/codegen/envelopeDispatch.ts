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
 * An object with all the keys. `type` and `properties` add nothing to the test; they keep Ajv's strict mode
 * (strictTypes, strictRequired) quiet for users who compile the bundle with it.
 */
function hasKeys(keys: readonly string[]): SchemaNode {
  return { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, true])), required: [...keys] };
}

/** The `required` keys of a root `$defs` entry named by a local `$ref` (`#/$defs/<name>`). */
function requiredOf(root: SchemaNode, ref: string): string[] {
  const name = /^#\/\$defs\/([^/]+)$/.exec(ref)?.[1];
  const defs = root['$defs'];
  const node = name !== undefined && isSchemaNode(defs) ? defs[name] : undefined;
  const required = isSchemaNode(node) ? node['required'] : undefined;
  if (!Array.isArray(required)) throw new Error(`response.schema.json: ${ref} lists no required keys`);
  return required.filter((key): key is string => typeof key === 'string');
}

/**
 * The response bundle's root `anyOf` of the three envelopes rewritten as an `if`/`then`/`else` chain on the keys
 * that tell them apart, the same detection as `detectEnvelope` (src/validator/envelope.ts):
 * - an array is held to the bare envelope (the others are objects);
 * - an object without `current_page` but with `meta` or `links` to the collection (it cannot be a valid
 *   paginator, which requires `current_page`);
 * - any other object to the paginator, unless it has every key a collection requires and is a valid one;
 * - anything else fails one `anyOf` carrying `x-rule: envelope`.
 *
 * The verdict is the `anyOf`'s. What changes is where other engines put their errors: Python's jsonschema,
 * for example, reports an `anyOf` as one error at the root holding the whole payload, and reports the branches
 * of an `if` at the members they are about. A valid page is checked once (a paginator is tested as a
 * collection only when it carries `data`, `links` and `meta`). The library's own validators compile the source
 * documents and are unaffected.
 *
 * @example
 * const bundle = dispatchEnvelopes(bundleSchema(documents, 'response.schema.json', { id, comment }));
 */
export function dispatchEnvelopes(root: SchemaNode): SchemaNode {
  const { anyOf, 'x-rule': rule, ...rest } = root;
  if (!Array.isArray(anyOf) || anyOf.length !== 3 || rule !== 'envelope') throw new Error('response.schema.json: expected a root anyOf of three envelopes with x-rule envelope');
  const [paginator, collection, bare] = anyOf.map(refOf) as [string, string, string];
  if (!requiredOf(root, paginator).includes(PAGINATOR_KEY)) throw new Error(`response.schema.json: the paginator no longer requires ${PAGINATOR_KEY}`);
  const dispatch: SchemaNode = {
    $comment:
      'GENERATED (src/codegen/envelopeDispatch.ts): the anyOf of the three envelopes of response.schema.json, written as if/then/else on ' +
      'the keys that tell them apart (the detection of the library), so that engines report errors at the members; same verdicts.',
    if: { type: 'array' },
    then: { $ref: bare },
    else: {
      if: { type: 'object' },
      then: {
        if: { not: hasKeys([PAGINATOR_KEY]), anyOf: COLLECTION_KEYS.map((key) => hasKeys([key])) },
        then: { $ref: collection },
        else: {
          if: hasKeys(requiredOf(root, collection)),
          then: { if: { $ref: collection }, else: { $ref: paginator } },
          else: { $ref: paginator },
        },
      },
      else: { anyOf: [{ type: 'object' }, { type: 'array' }], 'x-rule': 'envelope' },
    },
  };
  // The dispatch sits in an allOf so that the root keeps its own keywords (title, $defs, ...) untouched.
  return { ...rest, allOf: [dispatch] };
}
