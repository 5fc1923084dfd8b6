// One test (or more) per edge case named in decisions.md, with exact (pointer, rule) pairs.
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/precompiled/readingValidators.js';
import { validateSummary as precompiledValidateSummary } from '../../src/index.js';
import { openReading } from '../../src/precompiled/modules.js';
import { allViolations } from '../../src/validator/validate.js';
import { pairs, setPath, validDay } from '../__helpers__/fixtures.js';

const NOT_EMPTY_GROUPS = ['heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'] as const;

describe('decisions: not-empty groups', () => {
  for (const group of NOT_EMPTY_GROUPS) {
    it.each([
      ['{}', {}],
      ['null', null],
      ['[]', []],
    ])(`${group} = %s is one filled violation at the group`, (_l, value) => {
      expect(pairs(validateSummary(setPath(validDay(), [group], value)))).toEqual([[`/${group}`, 'filled']]);
    });
    it.each([
      ['a string', 'x'],
      ['an empty string', ''],
      ['a number', 3],
      ['a non-empty array', [1]],
      ['true', true],
    ])(`${group} as %s is one type violation at the group`, (_l, value) => {
      expect(pairs(validateSummary(setPath(validDay(), [group], value)))).toEqual([[`/${group}`, 'type']]);
    });
  }
});

describe('decisions: activity has no not-empty rule', () => {
  it('activity: {} fails once per missing field with required_with', () => {
    const fields = [
      'active_minutes',
      'calories',
      'daily_percent',
      'date',
      'distance',
      'move_every_hour',
      'slots',
      'total_steps',
      'workouts',
    ];
    expect(pairs(validateSummary(setPath(validDay(), ['activity'], {})))).toEqual(
      fields.map((f) => [`/activity/${f}`, 'required_with']),
    );
  });
  it('activity: null is a type error', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['activity'], null)))).toEqual([['/activity', 'type']]);
  });
  it('a group is present when its key exists: activity: [] is a type error, not ignored', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['activity'], [])))).toEqual([['/activity', 'type']]);
  });
});

describe('decisions: required means key exists and value is not null; [] counts as a value', () => {
  it('slots: [] is valid in every group', () => {
    const day = validDay();
    for (const g of ['activity', ...NOT_EMPTY_GROUPS]) day[g].slots = [];
    expect(pairs(validateSummary(day))).toEqual([]);
  });
  it('a required_with field sent as null is a type error', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'rem_time'], null)))).toEqual([
      ['/sleep/rem_time', 'type'],
    ]);
  });
  it('a present field may be null but not absent', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['spo2', 'avg_spo2'], null)))).toEqual([]);
    expect(pairs(validateSummary(setPath(validDay(), ['spo2', 'avg_spo2'], undefined)))).toEqual([
      ['/spo2/avg_spo2', 'present'],
    ]);
  });
});

describe('decisions: sleep.consistency', () => {
  it('may be absent', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'consistency'], undefined)))).toEqual([]));
  it('null fails with filled', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'consistency'], null)))).toEqual([
      ['/sleep/consistency', 'filled'],
    ]));
  it('a string fails with type', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'consistency'], '5')))).toEqual([
      ['/sleep/consistency', 'type'],
    ]));
  it('an integer is valid', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'consistency'], 0)))).toEqual([]));
});

describe('decisions: heat/heart pairs', () => {
  const hr = (edit: (h: Record<string, unknown>) => void): Record<string, any> => {
    const day = validDay();
    for (const k of ['avg', 'max', 'rest']) {
      delete day.heart_rate[`${k}_daily_heart_rate`];
      delete day.heart_rate[`${k}_daily_heat_rate`];
      day.heart_rate[`${k}_daily_heart_rate`] = 60;
    }
    edit(day.heart_rate);
    return day;
  };
  it('{heart: null} with the heat key absent is valid', () => {
    expect(pairs(validateSummary(hr((h) => (h['avg_daily_heart_rate'] = null))))).toEqual([]);
  });
  it('only the heat spelling is valid', () => {
    expect(
      pairs(
        validateSummary(
          hr((h) => {
            delete h['max_daily_heart_rate'];
            h['max_daily_heat_rate'] = 150;
          }),
        ),
      ),
    ).toEqual([]);
  });
  it('both spellings are valid', () => {
    expect(pairs(validateSummary(hr((h) => (h['rest_daily_heat_rate'] = null))))).toEqual([]);
  });
  it('both missing is one present_without at the heart spelling, naming the other in params', () => {
    const result = validateSummary(hr((h) => delete h['rest_daily_heart_rate']));
    expect(pairs(result)).toEqual([['/heart_rate/rest_daily_heart_rate', 'present_without']]);
    expect(result.ok ? undefined : result.violations[0]?.params).toEqual({
      missingProperty: 'rest_daily_heart_rate',
      alternative: 'rest_daily_heat_rate',
    });
  });
  it('all three pairs missing are three violations, no anyOf cascade', () => {
    const result = validateSummary(
      hr((h) => {
        for (const k of ['avg', 'max', 'rest']) delete h[`${k}_daily_heart_rate`];
      }),
    );
    expect(pairs(result)).toEqual([
      ['/heart_rate/avg_daily_heart_rate', 'present_without'],
      ['/heart_rate/max_daily_heart_rate', 'present_without'],
      ['/heart_rate/rest_daily_heart_rate', 'present_without'],
    ]);
  });
  it('each spelling is a nullable integer', () => {
    expect(pairs(validateSummary(hr((h) => (h['avg_daily_heat_rate'] = '60'))))).toEqual([
      ['/heart_rate/avg_daily_heat_rate', 'type'],
    ]);
  });
});

describe('decisions: types and formats', () => {
  it('12.0 is the same JSON value as 12', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['activity', 'calories'], 12.0)))).toEqual([]));
  it('numbers outside the safe-integer range are rejected as integers', () => {
    const text = JSON.stringify(validDay()).replace('"calories":2210', '"calories":9007199254740993');
    expect(pairs(validateSummary(JSON.parse(text)))).toEqual([['/activity/calories', 'type']]);
  });
  it('double accepts integers (real data sends "distance": 0)', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['activity', 'distance'], 0)))).toEqual([]));
  it.each([
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['9999-12-31', true],
  ])('Y-m-d is a real calendar date: %s valid=%s', (date, valid) => {
    expect(pairs(validateSummary({ date }))).toEqual(valid ? [] : [['/date', 'date_format']]);
  });
  it.each([
    [0, true],
    [4, true],
    [3.0, true],
    [5, false],
    [-1, false],
  ])('sleep slot type %s in 0-4: %s', (type, valid) => {
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'slots', 0, 'type'], type)))).toEqual(
      valid ? [] : [['/sleep/slots/0/type', 'in']],
    );
  });
  it('a wrong type is not also reported as an enum failure', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'slots', 0, 'type'], '3')))).toEqual([
      ['/sleep/slots/0/type', 'type'],
    ]);
  });
  it('a wrong type is not also reported as a format failure', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['sleep', 'slots', 0, 'start_date'], 5)))).toEqual([
      ['/sleep/slots/0/start_date', 'type'],
    ]);
  });
  it.each([
    [undefined, true],
    [null, true],
    [0, true],
    [-1, false],
  ])('total_glasses %s (nullable, minimum 0, optional)', (value, valid) => {
    expect(pairs(validateSummary(setPath(validDay(), ['activity', 'total_glasses'], value)))).toEqual(
      valid ? [] : [['/activity/total_glasses', 'min']],
    );
  });
  it('negative zero is zero for total_glasses', () =>
    expect(pairs(validateSummary(setPath(validDay(), ['activity', 'total_glasses'], -0)))).toEqual([]));
});

describe('decisions: unknown fields', () => {
  const withUnknown = (): Record<string, any> => {
    const day = validDay();
    day._id = 'abc';
    day.activity.steps_goal = 10000;
    day.heart_rate.slots[0].source = 'wrist';
    return day;
  };
  it('are allowed by default at every level', () => expect(pairs(validateSummary(withUnknown()))).toEqual([]));
  it('are each an unknown_field under the strict reading, by name only', () => {
    const result = validateSummary(withUnknown(), { strict: true });
    expect(pairs(result)).toEqual([
      ['/_id', 'unknown_field'],
      ['/activity/steps_goal', 'unknown_field'],
      ['/heart_rate/slots/0/source', 'unknown_field'],
      ['/user_id', 'unknown_field'],
    ]);
    expect(JSON.stringify(result)).not.toContain('wrist');
  });
  it('pointers escape ~ and / (RFC 6901)', () => {
    const result = validateSummary({ date: '2024-01-01', 'a/b~c': 1 }, { strict: true });
    expect(pairs(result)).toEqual([['/a~1b~0c', 'unknown_field']]);
  });
  it('a key that looks like a secret is masked in the message and params', () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const result = validateSummary({ date: '2024-01-01', [secret]: 1 }, { strict: true });
    expect(result.ok).toBe(false);
    const [violation] = result.ok ? [] : result.violations;
    expect(violation?.message).not.toContain(secret);
    expect(JSON.stringify(violation?.params)).not.toContain(secret);
  });
});

describe('decisions: include_slots', () => {
  it('without a request context every present group must carry slots', () => {
    expect(pairs(validateSummary(setPath(validDay(), ['spo2', 'slots'], undefined)))).toEqual([
      ['/spo2/slots', 'required_with'],
    ]);
  });
  it('with include_slots=0 slots may be absent', () => {
    const day = validDay();
    for (const g of ['activity', ...NOT_EMPTY_GROUPS]) delete day[g].slots;
    expect(pairs(validateSummary(day, { includeSlots: false }))).toEqual([]);
  });
  it('with include_slots=0 slots that are sent are still validated', () => {
    expect(
      pairs(validateSummary(setPath(validDay(), ['spo2', 'slots', 0, 'date'], '25:00'), { includeSlots: false })),
    ).toEqual([['/spo2/slots/0/date', 'date_format']]);
  });
});

describe('violations', () => {
  it('carry no payload value', () => {
    const canary = 'CANARY-9f1c';
    const day = setPath(setPath(validDay(), ['date'], `${canary}`), ['activity', 'total_steps'], canary);
    const result = validateSummary(day);
    expect(pairs(result)).toEqual([
      ['/activity/total_steps', 'type'],
      ['/date', 'date_format'],
    ]);
    expect(JSON.stringify(result)).not.toContain(canary);
  });
  it('have a contract message, keyword, absolute schema path and params', () => {
    const result = validateSummary(setPath(validDay(), ['activity', 'total_steps'], undefined));
    expect(result.ok ? [] : result.violations).toEqual([
      {
        pointer: '/activity/total_steps',
        keyword: 'required',
        rule: 'required_with',
        message: 'activity.total_steps is required when activity is present (required_with:activity)',
        schemaPath: 'https://schemas.user-summaries.example/v1/activity.schema.json#/required',
        params: { missingProperty: 'total_steps' },
      },
    ]);
  });
  it('are capped: the report stops once it knows the first violations, and says the count of the rest is a lower bound', () => {
    const day = validDay();
    day.heart_rate.slots = Array.from({ length: 1000 }, (_, i) => ({ timestamp: i, date: '24:00', bpm: 60 }));
    const result = validateSummary(day, { maxViolations: 100 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.violations).toHaveLength(100);
      expect(result.violations[99]?.pointer).toBe('/heart_rate/slots/99/date');
      expect(result.omittedIsLowerBound).toBe(true);
      // At least one more was found; far fewer than the 900 there are were checked.
      expect(result.omitted).toBeGreaterThanOrEqual(1);
      expect(result.omitted).toBeLessThan(900);
    }
    // A cap above the count: every slot is checked, and the count is exact.
    const all = validateSummary(day, { maxViolations: 2000 });
    expect(all.ok ? undefined : [all.violations.length, all.omitted, all.omittedIsLowerBound]).toStrictEqual([
      1000,
      0,
      false,
    ]);
    const exactly = validateSummary(day, { maxViolations: 1000 });
    expect(
      exactly.ok ? undefined : [exactly.violations.length, exactly.omitted, exactly.omittedIsLowerBound],
    ).toStrictEqual([1000, 0, false]);
  });
  it('a capped report is the first violations of the full report, and counts the rest (compiled and precompiled)', () => {
    const day = validDay() as Record<string, unknown> & { heart_rate: { slots: unknown[] } };
    day.heart_rate.slots = Array.from({ length: 40 }, (_, i) =>
      i % 3 === 0 ? { timestamp: 'x', date: '24:00' } : i % 3 === 1 ? null : { timestamp: i, date: '9:5', bpm: 1.5 },
    );
    day['sleep'] = { date: 'nope', slots: [{}, { type: 9 }] };
    day['stress'] = {}; // empty: one `filled`, and the required members under it are dropped
    const full = allViolations(openReading(true), 'userSummary', day);
    expect(full.length).toBeGreaterThan(60);
    for (const max of [1, 7, 50, full.length, full.length + 5]) {
      for (const validate of [validateSummary, precompiledValidateSummary]) {
        const result = validate(day, { maxViolations: max });
        if (result.ok) throw new Error('expected a failure');
        expect(result.violations).toStrictEqual(full.slice(0, max));
        // Exact, or (when the report stopped) a lower bound of at least one.
        if (result.omittedIsLowerBound) {
          expect(result.omitted).toBeGreaterThanOrEqual(1);
          expect(result.omitted).toBeLessThanOrEqual(full.length - max);
        } else {
          expect(result.omitted).toBe(Math.max(0, full.length - max));
        }
      }
    }
  });
  it("a bad cap is the caller's mistake and throws a RangeError", () => {
    expect(() => validateSummary({}, { maxViolations: 0 })).toThrow(RangeError);
  });
});

describe('the validator never throws on data', () => {
  it.each([
    ['undefined', undefined],
    ['a BigInt', { date: '2024-01-01', activity: { ...validDay()['activity'], calories: 10n } }],
    ['a function', () => 1],
    ['a Symbol', Symbol('x')],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['a null-prototype object', Object.assign(Object.create(null), { date: '2024-01-01' })],
  ])('%s', (_label, value) => {
    expect(() => validateSummary(value)).not.toThrow();
  });
  it('a throwing getter becomes a not_json violation', () => {
    const value = {
      get date(): string {
        throw new Error('boom');
      },
    };
    expect(pairs(validateSummary(value))).toEqual([['', 'not_json']]);
  });
  it('a null-prototype object validates normally', () => {
    expect(pairs(validateSummary(Object.assign(Object.create(null), { date: '2024-01-01' })))).toEqual([]);
  });
  it('does not mutate its input', () => {
    const day = validDay();
    day.activity.total_steps = '1';
    const before = JSON.stringify(day);
    validateSummary(day, { strict: true });
    expect(JSON.stringify(day)).toBe(before);
  });
});
