import type { SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';

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
 * that tell them apart: exactly the detection of `detectEnvelope` (src/validator/envelope.ts), which
 * `validateResponse` applies before it validates:
 * - an array is held to the bare envelope (the others are objects);
 * - an object with `current_page` to the paginator;
 * - an object without it but with `meta` or `links` to the collection;
 * - any other object to the paginator (the live API's shape: its missing keys are reported by name);
 * - anything else fails one `anyOf` carrying `x-rule: envelope`.
 *
 * So the bundles give `validateResponse`'s verdict on every body. The source's root `anyOf` is looser in one
 * place: an object with `current_page` that is a valid collection and not a valid paginator passes the `anyOf`
 * but not the library, which reads `current_page` as the paginator's own key (a page that sends it is a
 * paginator, and its paginator keys must hold). The exported documents follow the library
 * (docs/cross-implementation.md, "How the bundles are built"). Other engines also report errors at the members an `if`
 * branch is about, where an `anyOf` is one error at the root (Python's jsonschema).
 *
 * @example
 * const bundle = dispatchEnvelopes(bundleSchema(documents, 'response.schema.json', { id, comment }));
 */
export function dispatchEnvelopes(root: SchemaNode): SchemaNode {
  const { anyOf, 'x-rule': rule, ...rest } = root;
  if (!Array.isArray(anyOf) || anyOf.length !== 3 || rule !== 'envelope')
    throw new Error('response.schema.json: expected a root anyOf of three envelopes with x-rule envelope');
  const [paginator, collection, bare] = anyOf.map(refOf) as [string, string, string];
  if (!requiredOf(root, paginator).includes(PAGINATOR_KEY))
    throw new Error(`response.schema.json: the paginator no longer requires ${PAGINATOR_KEY}`);
  const dispatch: SchemaNode = {
    $comment:
      'GENERATED (packages/build/src/codegen/envelopeDispatch.ts): the anyOf of the three envelopes of response.schema.json, written as if/then/else on ' +
      "the keys that tell them apart (the detection of the library: current_page makes a paginator), so that the verdicts are validateResponse's " +
      'and engines report errors at the members.',
    if: { type: 'array' },
    then: { $ref: bare },
    else: {
      if: { type: 'object' },
      then: {
        if: hasKeys([PAGINATOR_KEY]),
        then: { $ref: paginator },
        else: {
          if: { anyOf: COLLECTION_KEYS.map((key) => hasKeys([key])) },
          then: { $ref: collection },
          else: { $ref: paginator },
        },
      },
      else: { anyOf: [{ type: 'object' }, { type: 'array' }], 'x-rule': 'envelope' },
    },
  };
  // The dispatch sits in an allOf so that the root keeps its own keywords (title, $defs, ...) untouched.
  return { ...rest, allOf: [dispatch] };
}

/**
 * The response schema's root `anyOf` kept as a union (the OpenAPI document: code generators read `anyOf` as a
 * union and `if`/`then` as nothing), with the collection branch closed to objects that carry `current_page`
 * (`not: {required: [current_page]}` beside its `$ref`). Its verdicts are then `validateResponse`'s, as the
 * bundles' dispatch is: an object with `current_page` must be a valid paginator.
 *
 * @example
 * const component = closeCollectionToPaginatorKey(schemas['UserSummariesResponse']);
 */
export function closeCollectionToPaginatorKey(root: SchemaNode): SchemaNode {
  const { anyOf, 'x-rule': rule } = root;
  if (!Array.isArray(anyOf) || anyOf.length !== 3 || rule !== 'envelope')
    throw new Error('response.schema.json: expected a root anyOf of three envelopes with x-rule envelope');
  const [paginator, collection, bare] = anyOf.map(refOf) as [string, string, string];
  return { ...root, anyOf: [{ $ref: paginator }, { $ref: collection, not: hasKeys([PAGINATOR_KEY]) }, { $ref: bare }] };
}
