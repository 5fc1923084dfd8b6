// The OpenAPI 3.1 document of GET /user-summaries: valid against the OpenAPI 3.1 schema (checked by
// @hyperjump/json-schema), with the contract's parameters, bearer security, headers and responses, and with
// component schemas that reach this library's verdicts.
import { validate as validateOpenApi } from '@hyperjump/json-schema/openapi-3-1';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from 'user-summaries-build/codegen/bundleArtifacts';
import { generatedRecords } from 'user-summaries-build/codegen/generatedRecords';
import { ajvVerdict, packagePath, readJson } from '../__helpers__/engines.js';
import { libraryViolations } from '../__helpers__/library.js';

const PATH = 'schemas/openapi/user-summaries.openapi.json';
type Doc = Record<string, unknown>;

/** The member at a path of keys inside a JSON document (undefined when a key is missing). */
function dig(value: unknown, ...keys: readonly string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Doc)[key] : undefined),
    value,
  );
}

/** Whether a value is valid against a schema given by URI (OpenAPI 3.1 dialect). */
async function validAt(uri: string, value: unknown): Promise<boolean> {
  const check = await validateOpenApi(uri);
  return check(value as Parameters<typeof check>[0]).valid;
}

const OAS_SCHEMA = 'https://spec.openapis.org/oas/3.1/schema-base';
const doc = readJson<Doc>(PATH);
const operation = dig(doc, 'paths', '/user-summaries', 'get');
const DOC_URI = `file://${packagePath(PATH)}`;

describe('OpenAPI 3.1 document (schemas/openapi/user-summaries.openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(await validAt(OAS_SCHEMA, doc)).toBe(true);
  });

  it('the OpenAPI check rejects a broken document (it is not vacuous)', async () => {
    const { info: _info, ...broken } = doc;
    expect(await validAt(OAS_SCHEMA, broken)).toBe(false);
  });

  it('names its source in a generated-file header', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['x-generated']).toMatch(/^GENERATED from schemas\/.* by `npm run generate`.*; do not edit\.$/);
  });

  it('describes GET /user-summaries with the query parameters of the contract and decisions.md', () => {
    const params = Object.fromEntries(
      (dig(operation, 'parameters') as Doc[]).map((p) => [`${String(p['in'])} ${String(p['name'])}`, p]),
    );
    expect(Object.keys(params).sort()).toEqual([
      'header Content-Type',
      'query date_from',
      'query date_to',
      'query include_slots',
      'query page',
      'query per_page',
    ]);
    expect(params['query date_from']?.['required']).toBe(true);
    expect(params['query date_to']?.['required']).toBe(true);
    expect(params['query include_slots']?.['schema']).toEqual({ type: 'integer', enum: [0, 1], default: 0 });
    expect(params['query per_page']?.['schema']).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 9007199254740991,
      default: 10,
    });
    expect(params['query page']?.['schema']).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 9007199254740991,
      default: 1,
    });
  });

  it('reads Content-Type as the request bundle does: any case, parameters allowed', () => {
    const params = Object.fromEntries(
      (dig(operation, 'parameters') as Doc[]).map((p) => [`${String(p['in'])} ${String(p['name'])}`, p]),
    );
    const header = ajvVerdict(params['header Content-Type']?.['schema'] as object);
    const bundle = readJson<Doc>('schemas/bundles/request.bundle.json');
    const request = ajvVerdict(dig(bundle, 'properties', 'headers', 'properties', 'content-type') as object);
    const values = [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'text/plain',
      'application/jsonp',
      '',
      'application/xml',
    ];
    expect(values.map(header)).toEqual(values.map(request));
    expect(values.map(header)).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('requires the bearer security scheme', () => {
    expect(doc['security']).toEqual([{ bearerAuth: [] }]);
    expect(dig(doc, 'components', 'securitySchemes', 'bearerAuth')).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('answers 200 with the response schema, 401 with the observed error body, and 422', () => {
    const responses = dig(operation, 'responses') as Doc;
    expect(Object.keys(responses).sort()).toEqual(['200', '401', '422']);
    expect(dig(responses, '200', 'content', 'application/json', 'schema')).toEqual({
      $ref: '#/components/schemas/UserSummariesResponse',
    });
    expect(dig(responses, '401', 'content', 'application/json', 'example')).toEqual({ error: 'Unauthenticated.' });
    expect(dig(responses, '422', 'description')).toMatch(/date_to before date_from/);
  });

  it('its example body and the query dates validate against their schemas', async () => {
    const example = dig(operation, 'responses', '200', 'content', 'application/json', 'examples', 'livePage', 'value');
    expect(await validAt(`${DOC_URI}#/components/schemas/UserSummariesResponse`, example)).toBe(true);
    expect(await validAt(`${DOC_URI}#/components/schemas/Common/$defs/date`, '2024-02-29')).toBe(true);
    expect(await validAt(`${DOC_URI}#/components/schemas/Common/$defs/date`, '2024-02-30')).toBe(false);
  });

  it("its response schema reaches this library's include_slots=0 verdicts on the response vectors and generated pages", async () => {
    const spec = BUNDLES.find((b) => b.name === 'response.no-slots.bundle.json');
    if (spec === undefined) throw new Error('no response.no-slots bundle');
    const vectors = (
      readJson<{ tests: { data: unknown }[] }[]>('schemas/vectors/response.vectors.json')[0]?.tests ?? []
    ).map((t) => t.data);
    const pages = generatedRecords(spec, { valid: 40, invalid: 0, maxSlots: 1, seed: 7 }).map((r) => r.data);
    const check = await validateOpenApi(`${DOC_URI}#/components/schemas/UserSummariesResponse`);
    const differing = [...vectors, ...pages].filter(
      (data) => check(data as Parameters<typeof check>[0]).valid !== (libraryViolations(spec, data).length === 0),
    );
    expect(differing).toEqual([]);
  });

  it('its response union refuses an object with current_page that is a valid collection and not a valid paginator, as validateResponse does', async () => {
    const check = await validateOpenApi(`${DOC_URI}#/components/schemas/UserSummariesResponse`);
    const collection = {
      data: [],
      links: { first: null, last: null, prev: null, next: null },
      meta: { current_page: 1, from: null, last_page: 1, path: 'p', per_page: 10, to: null, total: 0 },
    };
    expect(check(collection).valid).toBe(true);
    expect(check({ ...collection, current_page: 1 }).valid).toBe(false);
  });
});
