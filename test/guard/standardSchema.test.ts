// The exported schemas are Standard Schema V1: checked through the spec's own types, as a generic consumer
// (tRPC, Hono, TanStack Form) sees them.
import { readFileSync } from 'node:fs';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SCHEMA_IDS,
  validateResponse as compiledValidateResponse,
  validateSummary as compiledValidateSummary,
} from '../../src/index.js';
import {
  STANDARD_SCHEMA_VENDOR,
  userSummariesResponseSchema,
  userSummariesResponseStandardSchema,
  userSummarySchema,
  userSummaryStandardSchema,
  type UserSummariesResponse,
  type UserSummary,
} from '../../src/index.js';

/** What a Standard Schema consumer does: call `~standard.validate`, await it, branch on `issues`. */
async function consume<TSchema extends StandardSchemaV1>(
  schema: TSchema,
  input: unknown,
): Promise<StandardSchemaV1.Result<StandardSchemaV1.InferOutput<TSchema>>> {
  return schema['~standard'].validate(input);
}

const GOOD = JSON.parse(readFileSync('examples/valid/summary-all-groups.json', 'utf8')) as unknown;
const PAGE = JSON.parse(readFileSync('examples/valid/response-paginator.json', 'utf8')) as unknown;

describe('Standard Schema V1', () => {
  it("has the spec's props and infers the contract types", () => {
    expectTypeOf(userSummarySchema).toExtend<StandardSchemaV1<unknown, UserSummary>>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof userSummarySchema>>().toEqualTypeOf<UserSummary>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof userSummarySchema>>().toEqualTypeOf<unknown>();
    expectTypeOf<
      StandardSchemaV1.InferOutput<typeof userSummariesResponseSchema>
    >().toEqualTypeOf<UserSummariesResponse>();
    expect(userSummarySchema['~standard'].version).toBe(1);
    expect(userSummarySchema['~standard'].vendor).toBe(STANDARD_SCHEMA_VENDOR);
    expect(userSummarySchema.schemaId).toBe(SCHEMA_IDS.userSummary);
  });

  it('a valid value comes back as the value, synchronously', async () => {
    const direct = userSummarySchema['~standard'].validate(GOOD);
    expect(direct).not.toBeInstanceOf(Promise);
    const result = await consume(userSummarySchema, GOOD);
    expect(result.issues).toBeUndefined();
    if (!result.issues) expectTypeOf(result.value).toEqualTypeOf<UserSummary>();
    expect(result).toStrictEqual({ value: GOOD });
  });

  it("issues carry the message and the path, array indices as numbers, and the contract's pointer and rule", async () => {
    const bad = structuredClone(GOOD) as { activity: { slots: Record<string, unknown>[] }; date: unknown };
    bad.date = 'x';
    bad.activity.slots[1] = { ...bad.activity.slots[1], date: '24:00' };
    const result = await consume(userSummarySchema, bad);
    expect(result.issues).toBeDefined();
    const compiled = compiledValidateSummary(bad);
    expect(compiled.ok).toBe(false);
    expect(result.issues?.map((i) => i.message)).toStrictEqual(
      compiled.ok ? [] : compiled.violations.map((v) => v.message),
    );
    expect(result.issues?.map((i) => i.path)).toStrictEqual([['activity', 'slots', 1, 'date'], ['date']]);
    expect(result.issues?.[1]).toMatchObject({ pointer: '/date', rule: 'date_format', keyword: expect.any(String) });
  });

  it('an object key that looks like an index stays a string in the path', async () => {
    const result = await consume(userSummarySchema, { date: '2024-01-01', activity: { '0': 1 } });
    expect(result.issues?.[0]?.path?.[0]).toBe('activity');
    const page = structuredClone(PAGE) as { data: Record<string, unknown>[] };
    (page.data[0] as Record<string, unknown>)['date'] = 5;
    const response = await consume(userSummariesResponseSchema, page);
    expect(response.issues?.map((i) => i.path)).toStrictEqual([['data', 0, 'date']]);
  });

  it('validate never throws: cycles, BigInt, throwing getters, proxies, primitives', async () => {
    const cyclic: Record<string, unknown> = { date: '2024-01-01' };
    cyclic['self'] = cyclic;
    const getter = Object.defineProperty({}, 'date', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const trap = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );
    for (const input of [cyclic, { date: 1n }, getter, trap, undefined, null, 'x', Symbol('s'), () => 1]) {
      for (const schema of [userSummarySchema, userSummariesResponseSchema]) {
        const result = await consume(schema, input);
        expect(result.issues?.length).toBeGreaterThan(0);
      }
    }
    expect((await consume(userSummarySchema, cyclic)).issues?.[0]).toMatchObject({ path: ['self'], rule: 'not_json' });
  });

  it('the response schema equals validateResponse; factories read include_slots=0', async () => {
    const live = JSON.parse(readFileSync('examples/valid-no-slots/live-page-include-slots-0.json', 'utf8')) as unknown;
    expect((await consume(userSummariesResponseSchema, live)).issues?.length).toBe(
      (compiledValidateResponse(live) as { readonly violations: readonly unknown[] }).violations.length,
    );
    expect(await consume(userSummariesResponseStandardSchema({ includeSlots: false }), live)).toStrictEqual({
      value: live,
    });
    const day = (live as { data: unknown[] }).data[0];
    expect((await consume(userSummaryStandardSchema({ includeSlots: false }), day)).issues).toBeUndefined();
  });

  it('a bad option throws at creation (options are code), never in validate', () => {
    expect(() => userSummaryStandardSchema({ maxViolations: 0 })).toThrow(RangeError);
  });
});
