// The mapping pinned by data: Ajv errors written here by hand, as a report validator (allErrors, verbose,
// ajv-errors) raises them, and the violations they must become: pointers escaped as RFC 6901 writes them, the rule
// word read from the node (its keyword, `x-rule`, `x-missing`), the pair's spelling, masked names, the date's kind
// of failure; then the collapse of several onto one member (precedence) and under an empty member (shadowing).
import { describe, expect, it } from 'vitest';
import { collapseRaw } from '../../src/validator/collapse.js';
import { fromAjvErrors, type UnitError } from '../../src/validator/fromAjvErrors.js';
import type { Violation } from '../../src/validator/types.js';

const DAY = 'https://schemas.user-summaries.example/v1/user-summary.schema.json';
const HEART = 'https://schemas.user-summaries.example/v1/heart-rate.schema.json';

/** An ajv-errors wrapper: the contract message, the original error inside. */
function withMessage(message: string, original: UnitError): UnitError {
  return {
    keyword: 'errorMessage',
    instancePath: original.instancePath,
    schemaPath: `${original.schemaPath.replace(/\/[^/]*$/, '')}/errorMessage`,
    params: { errors: [original] },
    message,
  };
}

const ROWS: readonly {
  readonly what: string;
  readonly errors: readonly UnitError[];
  readonly base?: string;
  readonly violations: readonly Violation[];
}[] = [
  {
    what: 'a missing key whose name RFC 6901 escapes, its rule from x-missing',
    errors: [
      withMessage('is required when heart_rate is present (required_with:heart_rate)', {
        keyword: 'required',
        instancePath: '/heart_rate',
        schemaPath: '#/required',
        params: { missingProperty: 'a/b~c' },
        parentSchema: {
          required: ['a/b~c'],
          properties: { 'a/b~c': { 'x-missing': 'required_with' } },
          'x-location': `${HEART}#`,
        },
      }),
    ],
    violations: [
      {
        pointer: '/heart_rate/a~1b~0c',
        keyword: 'required',
        rule: 'required_with',
        message: 'heart_rate.a/b~c is required when heart_rate is present (required_with:heart_rate)',
        schemaPath: `${HEART}#/required`,
        params: { missingProperty: 'a/b~c' },
      },
    ],
  },
  {
    what: 'an unknown key, escaped in the pointer, named in the message; under a unit, its pointer read from the base',
    base: '/data/2',
    errors: [
      withMessage('is not a field of the contract (strict profile)', {
        keyword: 'additionalProperties',
        instancePath: '/sleep',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: '~1/x' },
        parentSchema: {
          additionalProperties: false,
          'x-location': 'https://schemas.user-summaries.example/v1/sleep.schema.json#',
        },
      }),
    ],
    violations: [
      {
        pointer: '/data/2/sleep/~01~1x',
        keyword: 'additionalProperties',
        rule: 'unknown_field',
        message: 'data[2].sleep member "~1/x" is not a field of the contract (strict profile)',
        schemaPath: 'https://schemas.user-summaries.example/v1/sleep.schema.json#/additionalProperties',
        params: { additionalProperty: '~1/x' },
      },
    ],
  },
  {
    what: 'an unknown key that looks like a token: masked in the pointer, the message and the params',
    errors: [
      withMessage('is not a field of the contract (strict profile)', {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: 'Bearer abc.def' },
        parentSchema: { additionalProperties: false, 'x-location': `${DAY}#` },
      }),
    ],
    violations: [
      {
        pointer: '/[masked]',
        keyword: 'additionalProperties',
        rule: 'unknown_field',
        message: 'member "[masked]" is not a field of the contract (strict profile)',
        schemaPath: `${DAY}#/additionalProperties`,
        params: { additionalProperty: '[masked]' },
      },
    ],
  },
  {
    what: 'a type error: always `type`, whatever x-rule says',
    errors: [
      withMessage('must be an object', {
        keyword: 'type',
        instancePath: '/heart_rate',
        schemaPath: 'heart-rate.schema.json/type',
        params: { type: 'object' },
        parentSchema: { type: 'object', 'x-rule': 'filled', 'x-location': `${HEART}#` },
      }),
    ],
    violations: [
      {
        pointer: '/heart_rate',
        keyword: 'type',
        rule: 'type',
        message: 'heart_rate must be an object',
        schemaPath: `${HEART}#/type`,
        params: { type: 'object' },
      },
    ],
  },
  {
    what: 'a pair with neither spelling: at the heart spelling, naming the heat one',
    errors: [
      withMessage('must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)', {
        keyword: 'anyOf',
        instancePath: '/heart_rate',
        schemaPath: '#/allOf/0/anyOf',
        params: {},
        parentSchema: {
          'x-rule': 'present_without',
          anyOf: [{ required: ['avg_daily_heart_rate'] }, { required: ['avg_daily_heat_rate'] }],
          'x-location': `${HEART}#/allOf/0`,
        },
      }),
    ],
    violations: [
      {
        pointer: '/heart_rate/avg_daily_heart_rate',
        keyword: 'anyOf',
        rule: 'present_without',
        message:
          'heart_rate.avg_daily_heart_rate must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)',
        schemaPath: `${HEART}#/allOf/0/anyOf`,
        params: { missingProperty: 'avg_daily_heart_rate', alternative: 'avg_daily_heat_rate' },
      },
    ],
  },
  {
    what: 'a date that is not one: date_format from x-rule, and its kind of failure read from the value, never copied',
    errors: [
      withMessage('must match the format Y-m-d', {
        keyword: 'pattern',
        instancePath: '/date',
        schemaPath: 'common.schema.json#/$defs/date/pattern',
        params: { pattern: '^…$' },
        parentSchema: {
          type: 'string',
          pattern: '^…$',
          'x-rule': 'date_format',
          'x-format': 'Y-m-d',
          'x-location': 'https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date',
        },
        data: '2024-02-30',
      }),
    ],
    violations: [
      {
        pointer: '/date',
        keyword: 'pattern',
        rule: 'date_format',
        message: 'date must match the format Y-m-d: not a calendar date',
        schemaPath: 'https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date/pattern',
        params: { pattern: '^…$' },
      },
    ],
  },
  {
    what: 'an error without a contract message (no ajv-errors wrapper), in a list item',
    errors: [
      {
        keyword: 'enum',
        instancePath: '/sleep/slots/3/type',
        schemaPath: 'sleep-slot.schema.json/properties/type/enum',
        params: { allowedValues: [0, 1] },
        parentSchema: {
          enum: [0, 1],
          'x-rule': 'in',
          'x-location': 'https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/type',
        },
      },
    ],
    violations: [
      {
        pointer: '/sleep/slots/3/type',
        keyword: 'enum',
        rule: 'in',
        message: 'sleep.slots[3].type breaks the rule in',
        schemaPath: 'https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/type/enum',
        params: { allowedValues: [0, 1] },
      },
    ],
  },
];

describe('Ajv errors read as violations', () => {
  it.each(ROWS.map((row) => [row.what, row] as const))('%s', (_what, row) => {
    expect(fromAjvErrors(row.errors, row.base).map((raw) => raw.violation())).toStrictEqual(row.violations);
  });
});

describe('several errors on one member, and under an empty member', () => {
  const HEART_RATE = { 'x-location': `${HEART}#` };
  const errors: UnitError[] = [
    // `heart_rate: null`: the group's not-empty rule and its document's type, both at /heart_rate ...
    withMessage('must be an object', {
      keyword: 'type',
      instancePath: '/heart_rate',
      schemaPath: 'heart-rate.schema.json/type',
      params: { type: 'object' },
      parentSchema: { type: 'object', ...HEART_RATE },
    }),
    withMessage('must not be empty when it is sent', {
      keyword: 'not',
      instancePath: '/heart_rate',
      schemaPath: '#/properties/heart_rate/allOf/0/not',
      params: {},
      parentSchema: { not: {}, 'x-rule': 'filled', 'x-location': `${DAY}#/properties/heart_rate/allOf/0` },
    }),
    // ... and a member under it, which the empty group makes moot.
    {
      keyword: 'required',
      instancePath: '/heart_rate',
      schemaPath: 'heart-rate.schema.json/required',
      params: { missingProperty: 'date' },
      parentSchema: { properties: { date: { 'x-missing': 'required_with' } }, ...HEART_RATE },
    },
    // Another member, in document order before it.
    {
      keyword: 'type',
      instancePath: '/date',
      schemaPath: '#/properties/date/type',
      params: { type: 'string' },
      parentSchema: { type: 'string', 'x-location': `${DAY}#/properties/date` },
    },
  ];

  it('keep one violation a member, by precedence (filled before type), none under a shadowing member, in document order', () => {
    const { kept, total } = collapseRaw(fromAjvErrors(errors), Number.POSITIVE_INFINITY);
    expect(kept.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/date', 'type'],
      ['/heart_rate', 'filled'],
    ]);
    expect(total).toBe(2);
  });

  it('give the same answer whatever the order of the errors', () => {
    const { kept } = collapseRaw(fromAjvErrors([...errors].reverse()), Number.POSITIVE_INFINITY);
    expect(kept.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/date', 'type'],
      ['/heart_rate', 'filled'],
    ]);
  });
});
