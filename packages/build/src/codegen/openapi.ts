import { readFileSync } from 'node:fs';
import {
  loadSchemaDocuments,
  type SchemaDocument,
  type SchemaNode,
} from 'user-summaries-contract/internal/schemas/documents';
import { deriveReading } from 'user-summaries-contract/internal/schemas/readings';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { componentSchemas } from './bundle.js';
import { closeCollectionToPaginatorKey } from './envelopeDispatch.js';
import { jsonText } from './bundleArtifacts.js';
import { resourceName } from './resourceNames.js';

/** Path of the OpenAPI document, from the package root. */
const OPENAPI_PATH = 'schemas/openapi/user-summaries.openapi.json';

/** The example body shipped with the 200 response: the published live page (include_slots=0). */
const LIVE_PAGE = 'examples/valid-no-slots/live-page-include-slots-0.json';

const ROOT = new URL('../../../../', import.meta.url);

/** The description a request-schema query property carries. */
function queryDescription(documents: readonly SchemaDocument[], name: string): string {
  const request = documents.find((doc) => doc.file === 'request.schema.json')?.schema;
  const query = isSchemaNode(request?.['properties']) ? request['properties']['query'] : undefined;
  const property = isSchemaNode(query) && isSchemaNode(query['properties']) ? query['properties'][name] : undefined;
  return isSchemaNode(property) && typeof property['description'] === 'string' ? property['description'] : name;
}

/** The request schema's node for a header (lower-case name), without its annotations for missing keys. */
function headerSchema(documents: readonly SchemaDocument[], name: string): SchemaNode {
  const request = documents.find((doc) => doc.file === 'request.schema.json')?.schema;
  const headers = isSchemaNode(request?.['properties']) ? request['properties']['headers'] : undefined;
  const header = isSchemaNode(headers) && isSchemaNode(headers['properties']) ? headers['properties'][name] : undefined;
  if (!isSchemaNode(header)) throw new Error(`request.schema.json has no header ${name}`);
  const { 'x-missing': _missing, ...schema } = header;
  return schema;
}

/** The largest integer of the contract, 2^53-1 (common.schema.json#/$defs/integer, request.schema.json). */
const MAX_INTEGER = Number.MAX_SAFE_INTEGER;

function queryParameter(
  documents: readonly SchemaDocument[],
  name: string,
  required: boolean,
  schema: SchemaNode,
): SchemaNode {
  return { name, in: 'query', required, description: queryDescription(documents, name), schema };
}

const DATE = { $ref: `#/components/schemas/${resourceName('common.schema.json')}/$defs/date` };

/**
 * The OpenAPI 3.1 document of `GET /user-summaries`: the query parameters, the bearer security scheme, the
 * Content-Type header, the 200 response referencing the summary schemas (the include_slots=0 reading, which
 * also accepts include_slots=1 bodies), and the 401 and 422 responses as far as the contract and decisions.md
 * show them.
 *
 * @example
 * const document = openApiDocument(loadSchemaDocuments(), '0.1.0');
 */
/**
 * The component schemas of the response, its root union closed as the library reads it: an object with
 * `current_page` is a paginator (see closeCollectionToPaginatorKey).
 */
function responseComponents(
  documents: readonly SchemaDocument[],
  response: SchemaDocument,
): Record<string, SchemaNode> {
  const schemas = componentSchemas(documents, [response]);
  const name = resourceName('response.schema.json');
  const root = schemas[name];
  if (root === undefined) throw new Error(`no component ${name}`);
  return { ...schemas, [name]: closeCollectionToPaginatorKey(root) };
}

function openApiDocument(documents: readonly SchemaDocument[], version: string): SchemaNode {
  const noSlots = deriveReading(documents, { includeSlots: false, strict: false });
  const response = noSlots.find((doc) => doc.file === 'response.schema.json');
  if (response === undefined) throw new Error('no response.schema.json');
  const livePage: unknown = JSON.parse(readFileSync(new URL(LIVE_PAGE, ROOT), 'utf8'));
  return {
    openapi: '3.1.0',
    'x-generated':
      'GENERATED from schemas/*.schema.json (response.schema.json and what it references, read with include_slots=0), ' +
      `decisions.md and ${LIVE_PAGE} by \`npm run generate\` (packages/build/src/codegen/openapi.ts); do not edit.`,
    info: {
      title: 'User Summaries Retrieval Interface',
      version,
      description:
        'One read operation that returns per-day user summaries. Rules are written in Laravel validation notation in ' +
        'the contract; the schemas encode them as JSON Schema 2020-12 (see docs/cross-implementation.md).',
    },
    servers: [
      {
        url: '{base_url}',
        variables: { base_url: { default: 'https://api.example.com', description: 'not shown in the contract' } },
      },
    ],
    security: [{ bearerAuth: [] }],
    paths: {
      '/user-summaries': {
        get: {
          operationId: 'getUserSummaries',
          summary: 'Get user summaries',
          description:
            'Returns the summaries of the dates in [date_from, date_to], paginated. Every call carries ' +
            '`Authorization: Bearer <ACCESS_TOKEN>` and `Content-Type: application/json`. A reversed range ' +
            '(date_from after date_to) is a request error.',
          parameters: [
            queryParameter(documents, 'date_from', true, DATE),
            queryParameter(documents, 'date_to', true, DATE),
            queryParameter(documents, 'include_slots', false, { type: 'integer', enum: [0, 1], default: 0 }),
            queryParameter(documents, 'per_page', false, {
              type: 'integer',
              minimum: 1,
              maximum: MAX_INTEGER,
              default: 10,
            }),
            queryParameter(documents, 'page', false, { type: 'integer', minimum: 0, maximum: MAX_INTEGER, default: 1 }),
            {
              name: 'Content-Type',
              in: 'header',
              required: true,
              description:
                'The contract requires `Content-Type: application/json` on this GET; like the request schema ' +
                '(request.bundle.json), media type in any case, parameters such as `; charset=utf-8` allowed. OpenAPI ' +
                'tools ignore a header parameter named Content-Type; it is listed for readers.',
              schema: headerSchema(documents, 'content-type'),
            },
          ],
          responses: {
            '200': {
              description:
                'The summaries of the requested range in one of the accepted envelopes (the live API sends the ' +
                'Laravel length-aware paginator). With include_slots=0 the groups omit `slots`; with include_slots=1 ' +
                'every group carries `slots` (validate with schemas/bundles/response.bundle.json for that reading).',
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${resourceName(response.file)}` },
                  examples: { livePage: { summary: 'A published page, include_slots=0', value: livePage } },
                },
              },
            },
            '401': {
              description:
                'Missing or invalid access token. The contract shows no error body; the live API answers as below.',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
                  example: { error: 'Unauthenticated.' },
                },
              },
            },
            '422': {
              description:
                'The query breaks a rule: date_from or date_to missing or not Y-m-d, date_to before date_from, ' +
                'include_slots other than 0 or 1, per_page below 1, page below 0. The contract shows no error body ' +
                '(a Laravel server sends {message, errors: {field: [messages]}} by default).',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An OAuth-style access token obtained beforehand (how: not shown).',
        },
      },
      schemas: responseComponents(noSlots, response),
    },
  };
}

/** The OpenAPI document as an artifact for the ARTIFACTS registry. */
export const OPENAPI_ARTIFACT = {
  path: OPENAPI_PATH,
  content: (): string => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { version: string };
    return jsonText(openApiDocument(loadSchemaDocuments(), pkg.version));
  },
};
