import type { SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { canonical } from './canonical.js';
import type { NodeRef, VersionModel } from './versionModel.js';

/** The kinds of JSON value a schema can allow; `number` is `integer` and `fraction` (a number with a fraction). */
export type ValueKind = 'null' | 'boolean' | 'integer' | 'fraction' | 'string' | 'array' | 'object';

const ALL_KINDS: readonly ValueKind[] = ['null', 'boolean', 'integer', 'fraction', 'string', 'array', 'object'];

/** The keywords that bound a value, each read as the tightest of a node's parts. */
export const BOUND_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;
type BoundKeyword = (typeof BOUND_KEYWORDS)[number];
const LOWER: ReadonlySet<BoundKeyword> = new Set([
  'minimum',
  'exclusiveMinimum',
  'minLength',
  'minItems',
  'minProperties',
]);

/** `filled` as the contract writes it: a key that must not be null when sent, or a group that must not be empty. */
type Filled = 'not_null' | 'not_empty';

/**
 * Keywords the shape reads; every other keyword but the annotations is compared as written (`other`), so a
 * change the shape does not model is still reported (`schema_changed`).
 */
const READ = new Set([
  '$ref',
  'allOf',
  'type',
  'enum',
  'const',
  ...BOUND_KEYWORDS,
  'pattern',
  'format',
  'properties',
  'required',
  'items',
  'not',
  'anyOf',
  'additionalProperties',
]);
/** Keywords that change no verdict and no reported word. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'definitions',
  'title',
  'description',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/**
 * What the parts of one instance location say, merged: the kinds of value allowed, the allowed values, bounds,
 * formats, members and their rule words, the heat/heart pairs, `filled`, and what the shape does not model.
 */
export interface Shape {
  readonly parts: readonly NodeRef[];
  readonly kinds: ReadonlySet<ValueKind>;
  /** The allowed values (`enum`, `const`), or undefined for any value of the kinds. */
  readonly values: readonly unknown[] | undefined;
  readonly bounds: Readonly<Partial<Record<BoundKeyword, number>>>;
  readonly patterns: readonly string[];
  readonly formats: readonly string[];
  /** The contract's name of the format (`x-format`). */
  readonly xFormat: string | undefined;
  /** Each listed member and its nodes. */
  readonly properties: ReadonlyMap<string, readonly NodeRef[]>;
  /** Each required member and the word reported when it is missing (`x-missing`, else `required`). */
  readonly required: ReadonlyMap<string, string>;
  /** The pairs: members of which at least one must be present (an `anyOf` of `required` branches). */
  readonly pairs: readonly (readonly string[])[];
  /** Other `anyOf`/`oneOf`: a record satisfies one branch of each. */
  readonly choices: readonly (readonly NodeRef[])[];
  readonly items: readonly NodeRef[];
  readonly filled: Filled | undefined;
  /** `additionalProperties: false` as written (the strict reading adds it everywhere). */
  readonly closed: boolean;
  /** The `x-rule` words but `type` (which names the safe-integer bound: part of the integer type). */
  readonly rules: readonly string[];
  /** `x-omitted-when` (`include_slots=0`). */
  readonly omittedWhen: string | undefined;
  /** The document file this location is, when it is a whole document (a group). */
  readonly document: string | undefined;
  /** Keywords the shape does not model, each with its values (one a part that states it, in canonical order). */
  readonly other: ReadonlyMap<string, readonly unknown[]>;
}

function kindsOf(type: unknown): Set<ValueKind> | undefined {
  const names = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  if (names === undefined) return undefined;
  const kinds = new Set<ValueKind>();
  for (const name of names) {
    if (name === 'number') kinds.add('integer').add('fraction');
    else if (ALL_KINDS.includes(name as ValueKind) && name !== 'fraction') kinds.add(name as ValueKind);
  }
  return kinds;
}

/** A `not` the contract uses for `filled`: `{type: null}`, or null, an empty array and an empty object. */
function filledOf(not: unknown): Filled | undefined {
  if (!isSchemaNode(not)) return undefined;
  if (Object.keys(not).length === 1 && not['type'] === 'null') return 'not_null';
  const branches = not['anyOf'];
  if (Object.keys(not).length !== 1 || !Array.isArray(branches)) return undefined;
  const texts = new Set(branches.map(canonical));
  const empty = ['{"type":"null"}', '{"maxItems":0,"type":"array"}', '{"maxProperties":0,"type":"object"}'];
  return texts.size === 3 && empty.every((text) => texts.has(text)) ? 'not_empty' : undefined;
}

/** An `anyOf` each of whose branches only requires members: a pair. Its spellings, or undefined. */
function pairOf(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const spellings: string[] = [];
  for (const branch of branches) {
    if (!isSchemaNode(branch) || !Array.isArray(branch['required'])) return undefined;
    if (Object.keys(branch).some((key) => !['required', 'properties', '$comment', 'description'].includes(key)))
      return undefined;
    for (const spelling of branch['required']) spellings.push(String(spelling));
  }
  return spellings;
}

const tighter = (keyword: BoundKeyword, current: number | undefined, next: number): number =>
  current === undefined ? next : LOWER.has(keyword) ? Math.max(current, next) : Math.min(current, next);

/** A shape under construction. */
class ShapeBuilder {
  kinds = new Set<ValueKind>(ALL_KINDS);
  values: unknown[] | undefined;
  readonly bounds: Partial<Record<BoundKeyword, number>> = {};
  readonly patterns: string[] = [];
  readonly formats: string[] = [];
  xFormat: string | undefined;
  readonly properties = new Map<string, NodeRef[]>();
  readonly required = new Map<string, string>();
  readonly pairs: string[][] = [];
  readonly choices: NodeRef[][] = [];
  readonly items: NodeRef[] = [];
  filled: Filled | undefined;
  closed = false;
  readonly rules = new Set<string>();
  omittedWhen: string | undefined;
  document: string | undefined;
  readonly other = new Map<string, unknown[]>();

  constructor(readonly model: VersionModel) {}

  add(part: NodeRef, isRoot: boolean): void {
    const node = part.node;
    if (part.pointer === '' && !isRoot) this.document ??= part.doc.file;
    const kinds = kindsOf(node['type']);
    if (kinds !== undefined) this.kinds = new Set([...this.kinds].filter((kind) => kinds.has(kind)));
    this.#values(node);
    for (const keyword of BOUND_KEYWORDS) {
      const bound = node[keyword];
      if (typeof bound === 'number') this.bounds[keyword] = tighter(keyword, this.bounds[keyword], bound);
    }
    if (typeof node['pattern'] === 'string') this.patterns.push(node['pattern']);
    if (typeof node['format'] === 'string') this.formats.push(node['format']);
    if (typeof node['x-format'] === 'string') this.xFormat ??= node['x-format'];
    if (typeof node['x-rule'] === 'string' && node['x-rule'] !== 'type') this.rules.add(node['x-rule']);
    if (typeof node['x-omitted-when'] === 'string') this.omittedWhen ??= node['x-omitted-when'];
    if (node['additionalProperties'] === false) this.closed = true;
    this.#members(part);
    this.#branches(part);
    for (const [keyword, value] of Object.entries(node)) {
      if (READ.has(keyword) || ANNOTATIONS.has(keyword) || keyword.startsWith('x-')) continue;
      this.#other(keyword, value);
    }
    if (node['additionalProperties'] !== undefined && node['additionalProperties'] !== false)
      this.#other('additionalProperties', node['additionalProperties']);
  }

  #other(keyword: string, value: unknown): void {
    const list = this.other.get(keyword) ?? [];
    list.push(value);
    this.other.set(keyword, list);
  }

  #values(node: SchemaNode): void {
    const listed = Array.isArray(node['enum']) ? node['enum'] : 'const' in node ? [node['const']] : undefined;
    if (listed === undefined) return;
    if (this.values === undefined) this.values = [...listed];
    else {
      const keep = new Set(listed.map(canonical));
      this.values = this.values.filter((value) => keep.has(canonical(value)));
    }
  }

  #members(part: NodeRef): void {
    const properties = part.node['properties'];
    if (isSchemaNode(properties)) {
      for (const name of Object.keys(properties)) {
        const child = this.model.child(part, 'properties', name);
        const list = this.properties.get(name) ?? [];
        if (child !== undefined) list.push(child);
        // A member listed as `true` (a pair's branch) is listed with no node of its own.
        this.properties.set(name, list);
      }
    }
    const required = part.node['required'];
    if (Array.isArray(required)) {
      for (const key of required) {
        const property = isSchemaNode(properties) ? properties[String(key)] : undefined;
        const word =
          isSchemaNode(property) && typeof property['x-missing'] === 'string' ? property['x-missing'] : 'required';
        if (!this.required.has(String(key))) this.required.set(String(key), word);
      }
    }
    const items = this.model.child(part, 'items');
    if (items !== undefined) this.items.push(items);
  }

  #branches(part: NodeRef): void {
    const filled = filledOf(part.node['not']);
    if (filled !== undefined) this.filled = this.filled === 'not_empty' ? 'not_empty' : filled;
    else if (part.node['not'] !== undefined) this.#other('not', part.node['not']);
    for (const keyword of ['anyOf', 'oneOf']) {
      const branches = part.node[keyword];
      if (!Array.isArray(branches)) continue;
      const pair = keyword === 'anyOf' ? pairOf(branches) : undefined;
      if (pair !== undefined) {
        this.pairs.push(pair);
        continue;
      }
      this.#other(keyword, branches);
      this.choices.push(branches.flatMap((_, i) => this.model.child(part, keyword, String(i)) ?? []));
    }
  }

  shape(parts: readonly NodeRef[]): Shape {
    const other = new Map(
      [...this.other].map(([keyword, values]) => [
        keyword,
        values.sort((x, y) => (canonical(x) < canonical(y) ? -1 : 1)),
      ]),
    );
    return {
      parts,
      kinds: this.kinds,
      values: this.values,
      bounds: this.bounds,
      patterns: this.patterns,
      formats: this.formats,
      xFormat: this.xFormat,
      properties: this.properties,
      required: this.required,
      pairs: this.pairs,
      choices: this.choices,
      items: this.items,
      filled: this.filled,
      closed: this.closed,
      rules: [...this.rules].sort(),
      omittedWhen: this.omittedWhen,
      document: this.document,
      other,
    };
  }
}

/**
 * The merged shape of the nodes at one instance location: each node's parts (`$ref`, `allOf`) read together.
 * `root`: the location is an entry's root (its document is not a group of another).
 *
 * @example
 * const shape = shapeOf(model, [model.nodeAt(model.document('activity.schema.json')!, '/properties/distance')!]);
 * shape.kinds; // Set { 'integer', 'fraction' }
 */
export function shapeOf(model: VersionModel, nodes: readonly NodeRef[], root = false): Shape {
  const builder = new ShapeBuilder(model);
  const parts: NodeRef[] = [];
  for (const node of nodes) {
    for (const part of model.parts(node)) {
      if (parts.some((known) => known.key === part.key)) continue;
      parts.push(part);
      builder.add(part, root);
    }
  }
  return builder.shape(parts);
}

/** The type names of a set of kinds, as a schema writes them (`integer` and `fraction` are `number`). */
export function typeNames(kinds: ReadonlySet<ValueKind>): string[] {
  const names: string[] = [];
  // As schemas write them: `["integer", "null"]`.
  for (const kind of [...ALL_KINDS.filter((k) => k !== 'null'), 'null' as const]) {
    if (kind === 'fraction') continue;
    if (kind === 'integer') {
      if (kinds.has('fraction')) names.push('number');
      else if (kinds.has('integer')) names.push('integer');
    } else if (kinds.has(kind)) names.push(kind);
  }
  if (kinds.has('fraction') && !kinds.has('integer')) names.push('fraction');
  return names;
}
