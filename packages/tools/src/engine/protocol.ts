import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';
// The engine protocol (docs/laravel.md, "The engine protocol"): what one request line may hold, read without
// trusting it, and what one answer line holds. Plain data both ways, so any language can speak it.
import type { InputProblemCode } from '../jsonText/inputProblem.js';
import type { PageRule } from '../pages/pageRules.js';
import type { FailureClass } from 'user-summaries-contract/internal/transport/failures';
import type { EnvelopeName, RuleWord } from 'user-summaries-contract/internal/validator/types';
import type { PartCounts } from 'user-summaries-testing/coverage';

/** The protocol's version, answered to `hello`; a client may refuse an engine of another version. */
export const ENGINE_PROTOCOL = 1;

/**
 * What a request asks for: a check of one document, the engine's identity, or the coverage report of counts a
 * client added up (`coverage-report`).
 */
type EngineCheck = 'response' | 'summary' | 'request' | 'hello' | 'coverage-report';

/** Counts of coverage items as the protocol carries them: `[item index, count]` pairs, and documents by part. */
export interface EngineCoverage {
  readonly counts: readonly (readonly [number, number])[];
  readonly parts: Readonly<PartCounts>;
}

/** A document as a request carries it. */
export type EngineDocument =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  | { readonly kind: 'value'; readonly value: unknown };

/** One request, read and checked. */
export interface EngineRequest {
  readonly id: string | number | null;
  readonly check: EngineCheck;
  readonly document: EngineDocument | undefined;
  /** The HTTP status the body came with; anything but 200 fails. */
  readonly status: number | undefined;
  /** The Content-Type the body came with (`null`: none sent); absent, not checked. */
  readonly contentType: string | null | undefined;
  /** The request's query, as strings: enables the page checks. */
  readonly query: Readonly<Record<string, string>> | undefined;
  /** Earlier pages of the same listing: a day they served must not come again. */
  readonly previous: readonly EngineDocument[];
  readonly includeSlots: boolean;
  readonly strict: boolean;
  readonly envelope: EnvelopeName | 'auto';
  readonly maxViolations: number;
  readonly showValues: boolean;
  /** `options.coverage`: the answer also carries the coverage items the body exercised. */
  readonly coverage: boolean;
  /** `coverage-report`: the counts to write the report of, and its threshold. */
  readonly report?: { readonly coverage: EngineCoverage; readonly min: number | undefined };
}

/** A violation as an answer carries it. */
export interface EngineViolation {
  readonly pointer: string;
  readonly rule: RuleWord;
  readonly message: string;
  /** The member's JSON text, cut at 80 characters: only with `showValues`. */
  readonly value?: string;
}

/**
 * The page rules the engine applies (engine/pageChecks.ts): words of the one table of page rules, `pages/`
 * (`satisfies` fails the build when a word leaves that table).
 */
const ENGINE_PAGE_RULES = [
  'date_in_range',
  'page_size',
  'slots_when_excluded',
  'duplicate_day',
] as const satisfies readonly PageRule[];
type EnginePageRule = (typeof ENGINE_PAGE_RULES)[number];

/**
 * A finding beyond the schema: a page check (the request's query and the earlier pages against the page), an
 * earlier page that could not be read (`previous_unread`: the days it served were not compared, so `duplicate_day`
 * was not judged against it), or what the parse layer found that `JSON.parse` hides (a duplicate member name, an
 * integer it rounds), named by the gate's problem code.
 */
export interface EngineFinding {
  readonly pointer: string;
  readonly rule: EnginePageRule | 'previous_unread' | InputProblemCode;
  readonly message: string;
}

/** Why a body could not be checked at all: a class of docs/failures.md and a sentence without values. */
export interface EngineFailure {
  readonly class: Extract<
    FailureClass,
    'server_error' | 'auth_failed' | 'redirect_refused' | 'http_status' | 'non_json' | 'empty_body'
  >;
  readonly message: string;
}

/** The answer to a check. `ok` is true when there is no failure, no violation and no finding. */
export interface EngineVerdict {
  readonly id: string | number | null;
  readonly ok: boolean;
  readonly failure: EngineFailure | null;
  readonly violations: readonly EngineViolation[];
  readonly omitted: number;
  readonly omittedIsLowerBound: boolean;
  readonly findings: readonly EngineFinding[];
  /** With `options.coverage`, for a body that was read: the items it exercised (docs/coverage.md). */
  readonly coverage?: EngineCoverage;
}

/** The answer to `coverage-report`: the report's JSON text, the share of its items seen, and why it is below `min`. */
export interface EngineCoverageReport {
  readonly id: string | number | null;
  readonly ok: true;
  readonly report: string;
  readonly seenPercent: number;
  readonly below: string | null;
}

/** The answer to a line that is not a request the engine understands. */
export interface EngineError {
  readonly id: string | number | null;
  readonly error: string;
}

/** The answer to `hello`. */
export interface EngineHello {
  readonly id: string | number | null;
  readonly ok: true;
  readonly engine: 'user-summaries-contract';
  readonly version: string;
  readonly protocol: typeof ENGINE_PROTOCOL;
}

const CHECKS: readonly EngineCheck[] = ['response', 'summary', 'request', 'hello', 'coverage-report'];
const ENVELOPES: readonly (EnvelopeName | 'auto')[] = ['auto', 'paginator', 'collection', 'bare'];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The id of a line, when it has a usable one (a string of at most 200 characters, a number, or null). */
export function idOf(line: unknown): string | number | null {
  if (!isPlainObject(line)) return null;
  const id = line['id'];
  if ((typeof id === 'string' && id.length <= 200) || (typeof id === 'number' && Number.isFinite(id))) return id;
  return null;
}

/** The document of an object with `body`, `bodyBase64` or `value` (exactly one), or why not. */
function documentOf(from: Record<string, unknown>, where: string): EngineDocument | string | undefined {
  const given = ['body', 'bodyBase64', 'value'].filter((key) => Object.hasOwn(from, key));
  if (given.length === 0) return undefined;
  if (given.length > 1) return `${where} has more than one of body, bodyBase64 and value`;
  if (Object.hasOwn(from, 'value')) return { kind: 'value', value: from['value'] };
  if (Object.hasOwn(from, 'body')) {
    const body = from['body'];
    return typeof body === 'string'
      ? { kind: 'text', text: body }
      : `${where}: body must be a string (the body's text)`;
  }
  const encoded = from['bodyBase64'];
  if (typeof encoded !== 'string' || encoded.length % 4 !== 0 || !BASE64.test(encoded))
    return `${where}: bodyBase64 must be standard base64`;
  return { kind: 'bytes', bytes: Buffer.from(encoded, 'base64') };
}

function optionalBoolean(from: Record<string, unknown>, key: string, fallback: boolean): boolean | string {
  const value = from[key];
  if (value === undefined) return fallback;
  return typeof value === 'boolean' ? value : `options.${key} must be true or false`;
}

/** The query as strings; a value of another type is left out (the request check reports it). */
function queryOf(value: unknown): Readonly<Record<string, string>> | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) return 'query must be an object of strings';
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The counts of a `coverage-report` request, or why they are not counts (never repeating a value). */
function coverageOf(line: Record<string, unknown>): EngineCoverage | string {
  const counts = line['counts'];
  if (
    !Array.isArray(counts) ||
    !counts.every((pair) => Array.isArray(pair) && pair.length === 2 && isCount(pair[0]) && isCount(pair[1]))
  ) {
    return 'counts must be an array of [item index, count] pairs of non-negative integers';
  }
  const parts = line['parts'];
  // `request` may be absent: a client written before requests were counted sends none.
  const request = isPlainObject(parts) ? (parts['request'] ?? 0) : 0;
  if (!isPlainObject(parts) || !isCount(parts['day']) || !isCount(parts['envelope']) || !isCount(request))
    return 'parts must be {day, envelope, request}, counts of documents';
  return {
    counts: counts as [number, number][],
    parts: { day: parts['day'], envelope: parts['envelope'], request },
  };
}

/**
 * Reads one parsed request line. Returns the request, or an error sentence that names the field and never
 * repeats a value.
 *
 * @example
 * readRequest({ id: 1, check: 'summary', value: { date: '2024-01-31' } }); // { id: 1, check: 'summary', ... }
 */
export function readRequest(line: unknown): EngineRequest | string {
  if (!isPlainObject(line)) return 'a request line must be a JSON object';
  const check = line['check'] ?? 'response';
  if (typeof check !== 'string' || !(CHECKS as readonly string[]).includes(check))
    return `check must be one of ${CHECKS.join(', ')}`;
  const document = documentOf(line, 'the request');
  if (typeof document === 'string') return document;
  if (document === undefined && check !== 'hello' && check !== 'coverage-report')
    // A line with neither is most likely one that forgot what it asks: it is asked for its `check` too.
    return line['check'] === undefined
      ? `a request needs a check (one of ${CHECKS.join(', ')}; response when absent) and, to check a document, one of body, bodyBase64 and value`
      : 'a request needs one of body, bodyBase64 and value';
  const status = line['status'];
  if (status !== undefined && !(Number.isSafeInteger(status) && (status as number) >= 100 && (status as number) <= 599))
    return 'status must be an HTTP status (100 to 599)';
  const contentType = line['contentType'];
  if (contentType !== undefined && contentType !== null && typeof contentType !== 'string')
    return 'contentType must be a string or null';
  const query = queryOf(line['query']);
  if (typeof query === 'string') return query;
  const previousList = line['previous'] ?? [];
  if (!Array.isArray(previousList)) return 'previous must be an array of {body | bodyBase64 | value}';
  const previous: EngineDocument[] = [];
  for (const [index, item] of previousList.entries()) {
    const doc = isPlainObject(item) ? documentOf(item, `previous[${index}]`) : `previous[${index}] must be an object`;
    if (typeof doc === 'string') return doc;
    if (doc === undefined) return `previous[${index}] needs one of body, bodyBase64 and value`;
    previous.push(doc);
  }
  const options = line['options'] ?? {};
  if (!isPlainObject(options)) return 'options must be an object';
  const includeSlots = optionalBoolean(options, 'includeSlots', true);
  const strict = optionalBoolean(options, 'strict', false);
  const showValues = optionalBoolean(options, 'showValues', false);
  const coverage = optionalBoolean(options, 'coverage', false);
  for (const read of [includeSlots, strict, showValues, coverage]) if (typeof read === 'string') return read;
  let report: EngineRequest['report'];
  if (check === 'coverage-report') {
    const counts = coverageOf(line);
    if (typeof counts === 'string') return counts;
    const min = options['min'];
    if (min !== undefined && !(typeof min === 'number' && min >= 0 && min <= 100))
      return 'options.min must be a percentage from 0 to 100';
    report = { coverage: counts, min: min as number | undefined };
  }
  const envelope = options['envelope'] ?? 'auto';
  if (typeof envelope !== 'string' || !(ENVELOPES as readonly string[]).includes(envelope))
    return `options.envelope must be one of ${ENVELOPES.join(', ')}`;
  const maxViolations = options['maxViolations'] ?? 100;
  if (!Number.isSafeInteger(maxViolations) || (maxViolations as number) < 1)
    return 'options.maxViolations must be an integer of at least 1';
  return {
    id: idOf(line),
    check: check as EngineCheck,
    document,
    status: status as number | undefined,
    contentType: contentType as string | null | undefined,
    query,
    previous,
    includeSlots: includeSlots as boolean,
    strict: strict as boolean,
    envelope: envelope as EnvelopeName | 'auto',
    maxViolations: maxViolations as number,
    showValues: showValues as boolean,
    coverage: coverage as boolean,
    ...(report === undefined ? {} : { report }),
  };
}
