// The hand-written cases of the corpus: one or more for every kind of change `diff` knows (kinds.json), and the 24
// combinations of Confluent's JSON Schema compatibility matrix (confluent.json). The expectations are written here
// by hand, from docs/evolution.md's definitions, never read from the diff.
import { everywhere, openStrict, type CompatibilityCase, type Expected, type Patch } from './caseFormat.js';

const B = 'breaks' as const;
const c = 'compatible' as const;
const INT = 'common.schema.json#/$defs/integer';

const member = (file: string, name: string, node: unknown): Patch => ({
  file,
  op: 'add',
  path: `/properties/${name}`,
  value: node,
});
const required = (file: string, name: string): Patch => ({ file, op: 'add', path: '/required/-', value: name });

/** A case of one kind. */
const kind = (
  description: string,
  head: readonly Patch[],
  change: { location: string; kind: string } | undefined,
  expected: Expected,
): CompatibilityCase => ({ description, base: [], head, ...(change === undefined ? {} : { change }), expected });

/** One case of each kind of change (and both directions where they differ). */
export const KIND_CASES: readonly CompatibilityCase[] = [
  kind(
    'field_added: an optional member',
    [member('activity.schema.json', 'hydration_ml', { $ref: INT })],
    { location: '/activity/hydration_ml', kind: 'field_added' },
    openStrict([c, c], [c, B]),
  ),
  kind(
    'field_added: a member required with its group',
    [
      member('activity.schema.json', 'hydration_ml', { $ref: INT, 'x-missing': 'required_with' }),
      required('activity.schema.json', 'hydration_ml'),
    ],
    { location: '/activity/hydration_ml', kind: 'field_added' },
    openStrict([B, c], [B, B]),
  ),
  kind(
    'field_removed: a required member',
    [
      { file: 'activity.schema.json', op: 'remove', path: '/properties/total_steps' },
      { file: 'activity.schema.json', op: 'remove', path: '/required/1' },
    ],
    { location: '/activity/total_steps', kind: 'field_removed' },
    openStrict([c, B], [B, B]),
  ),
  kind(
    'field_removed: an optional member',
    [{ file: 'activity.schema.json', op: 'remove', path: '/properties/total_glasses' }],
    { location: '/activity/total_glasses', kind: 'field_removed' },
    openStrict([c, c], [B, c]),
  ),
  kind(
    'group_added: an optional group of the day, its own document',
    [
      {
        file: 'hydration.schema.json',
        op: 'add',
        path: '',
        value: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          $id: 'https://schemas.user-summaries.example/v1/hydration.schema.json',
          type: 'object',
          required: ['date', 'glasses'],
          properties: {
            date: { $ref: 'common.schema.json#/$defs/date', 'x-missing': 'required_with' },
            glasses: { $ref: INT, 'x-missing': 'required_with' },
          },
        },
      },
      member('user-summary.schema.json', 'hydration', { $ref: 'hydration.schema.json' }),
    ],
    { location: '/hydration', kind: 'group_added' },
    openStrict([c, c], [c, B]),
  ),
  kind(
    'omitted_when_changed: a member left out with include_slots=0',
    [
      {
        file: 'activity.schema.json',
        op: 'add',
        path: '/properties/total_steps/x-omitted-when',
        value: 'include_slots=0',
      },
    ],
    { location: '/activity/total_steps', kind: 'omitted_when_changed' },
    {
      default: { producers: c, consumers: c },
      'no-slots': { producers: c, consumers: B },
      strict: { producers: c, consumers: c },
      'no-slots.strict': { producers: c, consumers: B },
    },
  ),
  kind(
    'pair_changed: a third spelling that meets the avg pair',
    [
      {
        file: 'heart-rate.schema.json',
        op: 'add',
        path: '/allOf/0/anyOf/-',
        value: { required: ['avg_hr'], properties: { avg_hr: true } },
      },
      member('heart-rate.schema.json', 'avg_hr', { $ref: 'common.schema.json#/$defs/nullableInteger' }),
    ],
    { location: '/heart_rate/avg_daily_heart_rate', kind: 'pair_changed' },
    everywhere(c, B),
  ),
  kind(
    'group_removed: an optional group of the day',
    [{ file: 'user-summary.schema.json', op: 'remove', path: '/properties/spo2' }],
    { location: '/spo2', kind: 'group_removed' },
    openStrict([c, c], [B, c]),
  ),
  kind(
    'made_required: an optional member required with its group',
    [
      required('activity.schema.json', 'total_glasses'),
      { file: 'activity.schema.json', op: 'add', path: '/properties/total_glasses/x-missing', value: 'required_with' },
    ],
    { location: '/activity/total_glasses', kind: 'made_required' },
    everywhere(B, c),
  ),
  kind(
    'made_optional: a member required with its group',
    [{ file: 'activity.schema.json', op: 'remove', path: '/required/4' }],
    { location: '/activity/calories', kind: 'made_optional' },
    everywhere(c, B),
  ),
  kind(
    'rule_changed: required_with reported as present',
    [{ file: 'sleep.schema.json', op: 'replace', path: '/properties/rem_time/x-missing', value: 'present' }],
    { location: '/sleep/rem_time', kind: 'rule_changed' },
    everywhere(c, c),
  ),
  kind(
    'assertion_rule_changed: the word of a bound',
    [{ file: 'activity.schema.json', op: 'replace', path: '/properties/total_glasses/x-rule', value: 'in' }],
    { location: '/activity/total_glasses', kind: 'assertion_rule_changed' },
    everywhere(c, c),
  ),
  kind(
    'nullable_added: an integer may be null',
    [
      {
        file: 'activity.schema.json',
        op: 'replace',
        path: '/properties/total_steps/$ref',
        value: 'common.schema.json#/$defs/nullableInteger',
      },
    ],
    { location: '/activity/total_steps', kind: 'nullable_added' },
    everywhere(c, B),
  ),
  kind(
    'nullable_removed: a nullable integer may not be null',
    [
      { file: 'activity.schema.json', op: 'replace', path: '/properties/total_glasses/$ref', value: INT },
      { file: 'activity.schema.json', op: 'replace', path: '/properties/total_glasses/type', value: 'integer' },
    ],
    { location: '/activity/total_glasses', kind: 'nullable_removed' },
    everywhere(B, c),
  ),
  kind(
    'type_narrowed: a number becomes an integer',
    [{ file: 'activity.schema.json', op: 'replace', path: '/properties/distance/$ref', value: INT }],
    { location: '/activity/distance', kind: 'type_narrowed' },
    everywhere(B, c),
  ),
  kind(
    'type_widened: an integer becomes a number',
    [
      {
        file: 'activity.schema.json',
        op: 'replace',
        path: '/properties/calories/$ref',
        value: 'common.schema.json#/$defs/number',
      },
    ],
    { location: '/activity/calories', kind: 'type_widened' },
    everywhere(c, B),
  ),
  kind(
    'type_changed: an integer becomes a string',
    [
      {
        file: 'activity.schema.json',
        op: 'replace',
        path: '/properties/calories',
        value: { type: 'string', 'x-missing': 'required_with' },
      },
    ],
    { location: '/activity/calories', kind: 'type_changed' },
    everywhere(B, B),
  ),
  kind(
    'values_added: a sleep type 5',
    [{ file: 'sleep-slot.schema.json', op: 'add', path: '/properties/type/enum/-', value: 5 }],
    { location: '/sleep/slots/*/type', kind: 'values_added' },
    everywhere(c, B),
  ),
  kind(
    'values_removed: the sleep type 4',
    [{ file: 'sleep-slot.schema.json', op: 'remove', path: '/properties/type/enum/4' }],
    { location: '/sleep/slots/*/type', kind: 'values_removed' },
    everywhere(B, c),
  ),
  kind(
    'bound_moved: a minimum raised',
    [{ file: 'activity.schema.json', op: 'replace', path: '/properties/total_glasses/minimum', value: 1 }],
    { location: '/activity/total_glasses', kind: 'bound_moved' },
    everywhere(B, c),
  ),
  kind(
    'bound_moved: a minimum removed',
    [{ file: 'activity.schema.json', op: 'remove', path: '/properties/total_glasses/minimum' }],
    { location: '/activity/total_glasses', kind: 'bound_moved' },
    everywhere(c, B),
  ),
  kind(
    'bound_moved: a maximum set',
    [{ file: 'activity.schema.json', op: 'add', path: '/properties/daily_percent/maximum', value: 100 }],
    { location: '/activity/daily_percent', kind: 'bound_moved' },
    everywhere(B, c),
  ),
  kind(
    'bound_moved: at most 1,440 sleep slots (beyond what generators reach)',
    [{ file: 'sleep.schema.json', op: 'add', path: '/properties/slots/maxItems', value: 1440 }],
    { location: '/sleep/slots', kind: 'bound_moved' },
    everywhere(B, c),
  ),
  kind(
    'bound_moved: a page path of at most 2,048 characters (beyond what generators reach)',
    [{ file: 'response.schema.json', op: 'add', path: '/$defs/paginator/properties/path/maxLength', value: 2048 }],
    { location: '/path', kind: 'bound_moved' },
    everywhere(B, c),
  ),
  kind(
    'format_changed: the date pattern removed while format: date stays',
    [{ file: 'common.schema.json', op: 'remove', path: '/$defs/date/pattern' }],
    { location: '/date', kind: 'format_changed' },
    everywhere(c, B),
  ),
  kind(
    'format_changed: format: date removed while the pattern stays',
    [{ file: 'common.schema.json', op: 'remove', path: '/$defs/date/format' }],
    { location: '/date', kind: 'format_changed' },
    everywhere(c, c),
  ),
  kind(
    'filled_removed: sleep.consistency may be sent as null',
    [{ file: 'sleep.schema.json', op: 'remove', path: '/properties/consistency/not' }],
    { location: '/sleep/consistency', kind: 'filled_removed' },
    everywhere(c, B),
  ),
  kind(
    'filled_added: sleep.heart_rate may not be sent as null',
    [{ file: 'sleep.schema.json', op: 'add', path: '/properties/heart_rate/not', value: { type: 'null' } }],
    { location: '/sleep/heart_rate', kind: 'filled_added' },
    everywhere(B, c),
  ),
  kind(
    'pair_changed: the heat spelling of avg dropped',
    [
      { file: 'heart-rate.schema.json', op: 'remove', path: '/allOf/0/anyOf/1' },
      { file: 'heart-rate.schema.json', op: 'remove', path: '/properties/avg_daily_heat_rate' },
    ],
    { location: '/heart_rate/avg_daily_heart_rate', kind: 'pair_changed' },
    everywhere(B, c),
  ),
  kind(
    'omitted_when_changed: sleep slots no longer omitted with include_slots=0',
    [{ file: 'sleep.schema.json', op: 'remove', path: '/properties/slots/x-omitted-when' }],
    { location: '/sleep/slots', kind: 'omitted_when_changed' },
    {
      default: { producers: c, consumers: c },
      'no-slots': { producers: B, consumers: c },
      strict: { producers: c, consumers: c },
      'no-slots.strict': { producers: B, consumers: c },
    },
  ),
  kind(
    'schema_changed: the activity group closed (additionalProperties: false)',
    [{ file: 'activity.schema.json', op: 'add', path: '/additionalProperties', value: false }],
    { location: '/activity', kind: 'schema_changed' },
    openStrict([B, c], [c, c]),
  ),
  kind(
    'schema_changed: a multipleOf set (decided: an odd count of steps)',
    [{ file: 'activity.schema.json', op: 'add', path: '/properties/total_steps/multipleOf', value: 2 }],
    { location: '/activity/total_steps', kind: 'schema_changed' },
    everywhere(B, c),
  ),
  kind('identical: nothing changed', [], undefined, everywhere(c, c)),
];

type Presence = 'required' | 'optional' | 'default';
const NODES: Readonly<Record<Presence, unknown>> = {
  required: { $ref: INT, 'x-missing': 'required_with' },
  optional: { $ref: INT },
  default: { $ref: INT, default: 0 },
};

/** The member `x` of the activity group, as the presence has it. */
const withX = (presence: Presence): Patch[] => [
  member('activity.schema.json', 'x', NODES[presence]),
  ...(presence === 'required' ? [required('activity.schema.json', 'x')] : []),
];

/**
 * The expectation of one combination, by docs/evolution.md's definitions: a producer break is a record of the
 * base's the head refuses, a consumer break one of the head's the base refuses; the strict readings refuse every
 * member a version does not list; the lenient policy sends no member a version does not list (but those neither
 * lists), the strict policy (JSON Schema's) sends any, with any value, where the version's content is open.
 */
function confluentExpected(
  closed: boolean,
  change: 'add' | 'remove',
  presence: Presence,
  strictPolicy: boolean,
): Expected {
  const out = {} as Record<string, { producers: 'breaks' | 'compatible'; consumers: 'breaks' | 'compatible' }>;
  for (const reading of ['default', 'no-slots', 'strict', 'no-slots.strict'] as const) {
    const refuses = closed || reading.includes('strict'); // a member a version does not list
    const sendsAny = strictPolicy && !refuses; // a version's records may send a member it does not list
    // The version that lists x (`lister`) and the one that does not (`other`).
    const listerRequires = presence === 'required';
    // The lister's records send x (when required, always; when optional, sometimes); the other refuses it or not.
    const listerToOther = refuses ? B : c;
    // The other's records: without x (the lister then breaks them when it requires x), or with any value of x
    // under the strict policy (the lister refuses a string).
    const otherToLister = listerRequires || sendsAny ? B : c;
    const [producers, consumers] = change === 'add' ? [otherToLister, listerToOther] : [listerToOther, otherToLister];
    out[reading] = { producers, consumers };
  }
  return out as Expected;
}

/** The 24 combinations of Confluent's matrix: open/closed content × add/remove × required/optional/default × policy. */
export const CONFLUENT_CASES: readonly CompatibilityCase[] = (['open', 'closed'] as const).flatMap((content) =>
  (['add', 'remove'] as const).flatMap((change) =>
    (['required', 'optional', 'default'] as const).flatMap((presence) =>
      (['lenient', 'strict'] as const).map((policy): CompatibilityCase => {
        const closing: Patch[] =
          content === 'closed'
            ? [{ file: 'activity.schema.json', op: 'add', path: '/additionalProperties', value: false }]
            : [];
        const lister = [...closing, ...withX(presence)];
        return {
          description: `${content} content model, ${change} ${presence === 'default' ? 'an optional member with a default' : presence === 'optional' ? 'an optional member' : 'a required member'}, ${policy} policy`,
          ...(policy === 'strict' ? { policy: 'strict' as const } : {}),
          base: change === 'add' ? closing : lister,
          head: change === 'add' ? lister : closing,
          expected: confluentExpected(content === 'closed', change, presence, policy === 'strict'),
        };
      }),
    ),
  ),
);
