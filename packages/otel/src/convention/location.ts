import { DAY_LISTS, PART_SHAPES, RULE_WORDS } from '../generated/contractShapes.js';
import { OTHER } from './names.js';

/** What was checked: one day (`summary`), a response body (a page or a bare list of days), or a request. */
export type DocumentKind = 'summary' | 'response' | 'request';

/** The part of a document a violation lies in: a day (of a summary or a page), a page's envelope, a request. */
export type DocumentPart = keyof typeof PART_SHAPES;

/** Where a violation lies, as the metrics name it: bounded by the contract's shapes, whatever the document held. */
export interface ViolationPlace {
  readonly part: DocumentPart;
  /** The location pattern in its part: `/sleep/slots/*\/type`, `/` for the part's root. Never an index or a value. */
  readonly location: string;
  /** The contract's rule word, or `_OTHER` for a word the contract does not have. */
  readonly rule: string;
}

interface Shape {
  readonly locations: ReadonlySet<string>;
  readonly arrays: ReadonlySet<string>;
}

const SHAPES: Readonly<Record<DocumentPart, Shape>> = {
  day: { locations: new Set(PART_SHAPES.day.locations), arrays: new Set(PART_SHAPES.day.arrays) },
  envelope: { locations: new Set(PART_SHAPES.envelope.locations), arrays: new Set(PART_SHAPES.envelope.arrays) },
  request: { locations: new Set(PART_SHAPES.request.locations), arrays: new Set(PART_SHAPES.request.arrays) },
};

const RULES: ReadonlySet<string> = new Set(RULE_WORDS);
const INDEX = /^(?:0|[1-9][0-9]*)$/;
/** The envelopes' lists of days as tokens: `[]` for a bare list, `['data']` for a page's `data`. */
const LISTS: readonly (readonly string[])[] = DAY_LISTS.map((list) => (list === '' ? [] : list.slice(1).split('/')));

/** The rule word as the metrics name it: one of the contract's, else `_OTHER`. */
export function ruleLabel(rule: unknown): string {
  return typeof rule === 'string' && RULES.has(rule) ? rule : OTHER;
}

/**
 * The location pattern of some tokens in a part: each token the contract knows at that place (an array's item as
 * `*`), stopping at the first it does not know. A member the contract does not know (an `unknown_field`, whatever
 * its name) is so counted at its parent's pattern: one value, never its name.
 */
function patternOf(shape: Shape, tokens: readonly string[], from: number): string {
  let location = '';
  for (let i = from; i < tokens.length; i++) {
    const next = shape.arrays.has(location) ? `${location}/*` : `${location}/${tokens[i] as string}`;
    if (!shape.locations.has(next)) break;
    location = next;
  }
  return location === '' ? '/' : location;
}

/** The day a response pointer's tokens fall in: where its own tokens start, or -1 (the envelope's). */
function dayStart(tokens: readonly string[]): number {
  for (const list of LISTS) {
    if (tokens.length <= list.length || !INDEX.test(tokens[list.length] as string)) continue;
    if (list.every((token, i) => tokens[i] === token)) return list.length + 1;
  }
  return -1;
}

/**
 * Where a violation lies, as the metrics name it: its part, its location pattern and its rule word. Reads the
 * pointer (RFC 6901, from the document's root, as the validators write it) against the contract's shapes only:
 * array indices become `*`, an unknown member its parent's pattern, a pointer that is not one the root; so the
 * values are bounded by the schemas (see {@link contractCardinality}) and never carry a value, a name or an index.
 *
 * @example
 * violationPlace('response', '/data/41/sleep/slots/7/type', 'in');
 * // { part: 'day', location: '/sleep/slots/*\/type', rule: 'in' }
 */
export function violationPlace(kind: DocumentKind, pointer: unknown, rule: unknown): ViolationPlace {
  const label = ruleLabel(rule);
  const tokens = typeof pointer === 'string' && pointer.startsWith('/') ? pointer.slice(1).split('/') : [];
  if (kind === 'request') return { part: 'request', location: patternOf(SHAPES.request, tokens, 0), rule: label };
  if (kind === 'summary') return { part: 'day', location: patternOf(SHAPES.day, tokens, 0), rule: label };
  const start = dayStart(tokens);
  return start < 0
    ? { part: 'envelope', location: patternOf(SHAPES.envelope, tokens, 0), rule: label }
    : { part: 'day', location: patternOf(SHAPES.day, tokens, start), rule: label };
}

/**
 * A location pattern as the validators' unknown-field reports write it (`/data/*\/sleep/mood`, every index already
 * `*`), placed as {@link violationPlace} places a pointer: the unknown member at its parent's pattern.
 */
export function unknownFieldPlace(kind: DocumentKind, path: string): ViolationPlace {
  return violationPlace(kind, path.replace(/\/\*(?=\/|$)/g, '/0'), 'unknown_field');
}
