// The tests' reference report: plain Ajv with allErrors, verbose, ajv-formats and ajv-errors, compiled at run
// time over whole documents (no units, no fast tier, no cap) with their contract messages, and read by a mapping
// of its own, written here from docs/decisions.md and docs/rules.md: rule words, pointers (RFC 6901, escaped
// here), one violation per member by the decisions' precedence, nothing under an empty or mistyped member,
// document order. It shares no code with the engine's mapping (src/validator/fromAjvErrors.ts, collapse.ts,
// pointer.ts, ruleTable.ts), so a change there that changes a report fails the tests that compare the two. What it
// takes from the library is data and classifiers with tests of their own: the documents, their messages (the
// ajv-errors maps, packages/build/src/codegen/contractMessages.ts), the name masking (mask.ts) and the date-time failure kinds.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import { withContractMessages } from '../../packages/build/src/codegen/contractMessages.js';
import { loadSchemaDocuments, type SchemaNode } from '../../src/schemas/documents.js';
import { SCHEMA_IDS, type SchemaEntry } from '../../src/schemas/ids.js';
import { deriveReading, type Reading } from '../../src/schemas/readings.js';
import { mapSchema, walkSchema } from '../../src/schemas/walk.js';
import { dateTimeFailure } from '../../src/validator/dateTimeFailure.js';
import { looksSecret, maskName } from '../../src/validator/mask.js';
import type { RuleWord, Violation } from '../../src/validator/types.js';

const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const addErrors = ajvErrorsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The annotation holding each node's absolute location, as `Violation.schemaPath` reports it. */
const LOCATION = 'x-location';

/** Which word wins on one member (docs/decisions.md: `filled` > `present_without` > missing keys > `type` > the rest). */
const PRECEDENCE: readonly RuleWord[] = [
  'not_json',
  'filled',
  'present_without',
  'required',
  'required_with',
  'present',
  'type',
  'envelope',
  'integer',
  'date_format',
  'in',
  'min',
  'bearer',
  'content_type',
  'unknown_field',
  'after_or_equal',
];

/** Words under whose member nothing is reported (an empty or mistyped member has no fields to check). */
const SHADOWING: ReadonlySet<RuleWord> = new Set(['not_json', 'filled', 'type', 'envelope']);

/** One RFC 6901 reference token: `~` as `~0`, then `/` as `~1`. */
function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The reference tokens of a pointer, unescaped (`~1` as `/`, then `~0` as `~`). */
function tokensOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

const isIndex = (token: string): boolean => /^(?:0|[1-9][0-9]*)$/.test(token);

/** Document order: token by token, array indices numerically and before names, names by UTF-16 code units. */
function documentOrder(a: string, b: string): number {
  const x = tokensOf(a);
  const y = tokensOf(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [s, t] = [x[i] as string, y[i] as string];
    if (s === t) continue;
    if (isIndex(s) && isIndex(t)) return s.length !== t.length ? s.length - t.length : s < t ? -1 : 1;
    if (isIndex(s) !== isIndex(t)) return isIndex(s) ? -1 : 1;
    return s < t ? -1 : 1;
  }
  return x.length - y.length;
}

/** `/sleep/slots/3/type` as `sleep.slots[3].type`; the root is `document`. */
function label(pointer: string): string {
  const text = tokensOf(pointer).reduce(
    (out, token) => (isIndex(token) ? `${out}[${token}]` : out === '' ? token : `${out}.${token}`),
    '',
  );
  return text === '' ? 'document' : text;
}

/** An error as read from Ajv: its own fields, and the contract message ajv-errors gave it. */
interface ReadError {
  readonly error: ErrorObject;
  readonly message: string | undefined;
}

/** Ajv's errors with ajv-errors' `errorMessage` wrappers replaced by the errors they wrap, each with the message. */
function unwrapped(errors: readonly ErrorObject[]): ReadError[] {
  return errors.flatMap((error) =>
    error.keyword === 'errorMessage'
      ? (error.params['errors'] as ErrorObject[]).map((original) => ({ error: original, message: error.message }))
      : [{ error, message: undefined }],
  );
}

/** A violation as this reference reads one error: its member (the pointer before masking) and Ajv's paths. */
interface Read {
  readonly violation: Violation;
  readonly member: string;
  readonly instancePath: string;
  readonly schemaPath: string;
}

/** Params as reports carry them: machine details, never a payload value. */
function paramsOf(error: ErrorObject): Record<string, unknown> {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return { missingProperty: p['missingProperty'] };
  if (error.keyword === 'additionalProperties')
    return { additionalProperty: maskName(String(p['additionalProperty'])) };
  if (error.keyword === 'type') return { type: p['type'] };
  if (error.keyword === 'enum') return { allowedValues: p['allowedValues'] };
  if (error.keyword === 'pattern' || error.keyword === 'format') return { [error.keyword]: p[error.keyword] };
  if (['minimum', 'maximum', 'minLength', 'maxLength'].includes(error.keyword))
    return { comparison: p['comparison'] ?? error.keyword, limit: p['limit'] };
  return {};
}

/** One error read as a violation, by the rules of docs/decisions.md and docs/schemas.md. */
function read({ error, message }: ReadError): Read {
  const node = (error.parentSchema ?? {}) as SchemaNode;
  const at = error.instancePath;
  const params = paramsOf(error);
  let pointer = at;
  let rule: RuleWord;
  let name: string;
  if (error.keyword === 'required') {
    const key = String(error.params['missingProperty']);
    const property = (node['properties'] as Record<string, SchemaNode> | undefined)?.[key];
    pointer = `${at}/${escapeToken(key)}`;
    rule = (property?.['x-missing'] as RuleWord | undefined) ?? 'required';
    name = label(pointer);
  } else if (error.keyword === 'additionalProperties') {
    const key = String(error.params['additionalProperty']);
    pointer = `${at}/${escapeToken(key)}`;
    rule = 'unknown_field';
    name = at === '' ? `member "${maskName(key)}"` : `${label(at)} member "${maskName(key)}"`;
  } else {
    rule = error.keyword === 'type' ? 'type' : ((node['x-rule'] as RuleWord | undefined) ?? 'type');
    if (rule === 'present_without') {
      // The pair is reported at its heart spelling, naming the heat one.
      const [heart, heat] = (node['anyOf'] as { required: string[] }[]).map((branch) => branch.required[0]);
      pointer = `${at}/${escapeToken(String(heart))}`;
      Object.assign(params, { missingProperty: heart, alternative: heat });
    }
    name = label(pointer);
  }
  const kind = rule === 'date_format' ? dateTimeFailure(error.data, node['x-format']) : undefined;
  const shown =
    rule === 'unknown_field' && looksSecret(String(error.params['additionalProperty'])) ? `${at}/[masked]` : pointer;
  return {
    violation: {
      pointer: shown,
      keyword: error.keyword,
      rule,
      message: `${name} ${message ?? `breaks the rule ${rule}`}${kind === undefined ? '' : `: ${kind}`}`,
      schemaPath: `${String(node[LOCATION])}/${error.keyword}`,
      params,
    },
    member: pointer,
    instancePath: at,
    schemaPath: error.schemaPath,
  };
}

/**
 * One violation per problem, in document order: the errors inside the branches of a failed `anyOf` are its own
 * (the anyOf is reported), one violation per member (the first word of {@link PRECEDENCE}), and none under a
 * member holding a shadowing word. A member is its pointer before masking (a masked name is masked after).
 */
function collapsed(reads: readonly Read[]): Violation[] {
  const failedAnyOf = reads.filter((r) => r.violation.keyword === 'anyOf');
  const live = reads.filter(
    (r) =>
      r.violation.keyword === 'anyOf' ||
      !failedAnyOf.some(
        (f) => r.instancePath.startsWith(f.instancePath) && r.schemaPath.startsWith(`${f.schemaPath}/`),
      ),
  );
  const byMember = new Map<string, Read>();
  for (const r of live) {
    const held = byMember.get(r.member);
    if (held === undefined || PRECEDENCE.indexOf(r.violation.rule) < PRECEDENCE.indexOf(held.violation.rule))
      byMember.set(r.member, r);
  }
  const shadows = [...byMember].filter(([, r]) => SHADOWING.has(r.violation.rule)).map(([pointer]) => pointer);
  const under = (pointer: string): boolean =>
    shadows.some((s) => pointer !== s && (s === '' || pointer.startsWith(`${s}/`)));
  return [...byMember]
    .filter(([pointer]) => !under(pointer))
    .sort(([a], [b]) => documentOrder(a, b))
    .map(([, r]) => r.violation);
}

/** The plain setup of each reading built so far: a worker's files share it (`isolate: false`), built once per reading. */
const built = new Map<string, (entry: SchemaEntry, value: unknown) => Violation[]>();

/**
 * The full report of a value in a reading, by the plain setup and this file's own mapping: every violation, in
 * document order. The setup of a reading is built once (an Ajv compiling the whole contract, with allErrors and
 * ajv-errors), then shared: a report reads nothing but its value.
 *
 * @example
 * const report = referenceReport(DEFAULT_READING);
 * report('userSummary', { date: 'x' }); // [{ pointer: '/date', rule: 'date_format', ... }]
 */
export function referenceReport(reading: Reading): (entry: SchemaEntry, value: unknown) => Violation[] {
  const key = `${String(reading.includeSlots)} ${String(reading.strict)}`;
  let report = built.get(key);
  if (report === undefined) built.set(key, (report = plainReport(reading)));
  return report;
}

/** The plain setup of one reading: Ajv over the reading's documents with their contract messages, read by the mapping. */
function plainReport(reading: Reading): (entry: SchemaEntry, value: unknown) => Violation[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, messages: true, $data: false });
  addFormats(ajv);
  addErrors(ajv);
  const documents = deriveReading(loadSchemaDocuments(), reading);
  for (const doc of documents) {
    const schema = mapSchema(doc.schema, (node) => withContractMessages(node, doc, documents));
    walkSchema(
      schema,
      (node, pointer) => ((node as Record<string, unknown>)[LOCATION] = `${doc.schema.$id}#${pointer}`),
    );
    ajv.addSchema(schema);
  }
  return (entry, value) => {
    const validate = ajv.getSchema(SCHEMA_IDS[entry]);
    if (validate === undefined) throw new Error(`no schema ${SCHEMA_IDS[entry]}`);
    if (validate(value)) return [];
    return collapsed(unwrapped(validate.errors ?? []).map(read));
  };
}

/**
 * Whether a violation of a request comes after `/query/date_to` in document order: a member of the query whose
 * name sorts after `date_to` (the query's other names: `date_from`, `include_slots`, `page`, `per_page` and
 * unknown ones). Anything under `/headers`, the query itself and the root come before it.
 */
function afterDateTo(pointer: string): boolean {
  if (!pointer.startsWith('/query/')) return false;
  const name = pointer.slice('/query/'.length).split('/')[0] ?? '';
  return !/^(?:0|[1-9][0-9]*)$/.test(name) && name > 'date_to';
}

/**
 * The full report of a request by the plain setup, with the one check JSON Schema cannot express: a reversed
 * range (`after_or_equal` at `/query/date_to`) when both dates pass the schema and date_to precedes date_from,
 * in its place in document order.
 */
export function referenceRequestReport(
  plain: (entry: SchemaEntry, value: unknown) => Violation[],
  request: unknown,
): Violation[] {
  const schema = plain('request', request);
  const query = typeof request === 'object' && request !== null ? (request as { query?: unknown }).query : undefined;
  const { date_from: from, date_to: to } = (typeof query === 'object' && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  const datesPass = !schema.some((v) => ['/query', '/query/date_from', '/query/date_to'].includes(v.pointer));
  if (typeof from !== 'string' || typeof to !== 'string' || !datesPass || from <= to) return schema;
  const reversed: Violation = {
    pointer: '/query/date_to',
    keyword: 'x-after-or-equal',
    rule: 'after_or_equal',
    message: 'query.date_to must be on or after query.date_from (a reversed range)',
    schemaPath:
      'https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/date_to/x-after-or-equal',
    params: { field: 'date_from' },
  };
  const at = schema.findIndex((v) => afterDateTo(v.pointer));
  return at === -1 ? [...schema, reversed] : [...schema.slice(0, at), reversed, ...schema.slice(at)];
}
