import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { deriveReading } from 'user-summaries-contract/internal/schemas/readings';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import type { EnvelopeName, RuleWord } from 'user-summaries-contract/internal/validator/types';
import {
  PAGE_POSITIONS,
  violationKey,
  type ArrayPlan,
  type CoveragePlan,
  type MemberPlan,
  type ObjectPlan,
  type PagePosition,
  type ScopeIndex,
} from './plan.js';
import { addressOf, childOf, SchemaNodes, type PlacedNode } from './schemaNodes.js';
import type { CoverageItem, CoveragePart, CoverageProfile } from './types.js';

/** The item list of a profile and the plan the collector walks. */
export interface CoverageModel {
  readonly profile: CoverageProfile;
  readonly items: readonly CoverageItem[];
  readonly plan: CoveragePlan;
}

const DAY_FILE = 'user-summary.schema.json';
const RESPONSE_FILE = 'response.schema.json';
const REQUEST_FILE = 'request.schema.json';
const ENVELOPES: readonly EnvelopeName[] = ['paginator', 'collection', 'bare'];

/** Does a `not` reject null (sleep.consistency's `not: {type: null}`, a group's not-empty branch)? */
function rejectsNull(not: unknown): boolean {
  if (!isSchemaNode(not)) return false;
  if (not['type'] === 'null') return true;
  return (
    Array.isArray(not['anyOf']) && (not['anyOf'] as unknown[]).some((b) => isSchemaNode(b) && b['type'] === 'null')
  );
}

/** Whether every part that states a type allows null, one does, and no part rejects it. */
function acceptsNull(parts: readonly PlacedNode[]): boolean {
  const types = parts.map((p) => p.node['type']).filter((t) => t !== undefined);
  const allows = (t: unknown): boolean => t === 'null' || (Array.isArray(t) && t.includes('null'));
  return types.length > 0 && types.every(allows) && !parts.some((p) => rejectsNull(p.node['not']));
}

/** The word that tells a pair's two spellings apart (`heart`, `heat`): the first token where the keys differ. */
function spellingWords(first: string, second: string): [string, string] {
  const a = first.split('_');
  const b = second.split('_');
  const at = a.findIndex((token, i) => token !== b[i]);
  return at === -1 ? [first, second] : [a[at] ?? first, b[at] ?? second];
}

/** A scope's index while it is built. */
interface MutableScope {
  readonly violations: Map<string, number>;
  readonly arrays: Set<string>;
  days?: string;
}

/** Collects the items of one part of the contract and the plans that count them. */
class Derivation {
  readonly items: CoverageItem[] = [];
  private readonly scopes = new Map<string, MutableScope>();

  constructor(private readonly nodes: SchemaNodes) {}

  add(part: CoveragePart, location: string, aspect: string, at: PlacedNode | string, rule?: RuleWord): number {
    const schema = typeof at === 'string' ? at : addressOf(at);
    this.items.push(rule === undefined ? { location, aspect, schema, part } : { location, aspect, rule, schema, part });
    return this.items.length - 1;
  }

  scope(name: string): MutableScope {
    let scope = this.scopes.get(name);
    if (scope === undefined) {
      scope = { violations: new Map(), arrays: new Set() };
      this.scopes.set(name, scope);
    }
    return scope;
  }

  index(name: string): ScopeIndex {
    return this.scope(name);
  }

  /** `violated:<rule>` at a location of a scope. */
  violated(scope: string, part: CoveragePart, location: string, rule: RuleWord, at: PlacedNode): void {
    const key = violationKey(location, rule);
    const violations = this.scope(scope).violations;
    if (!violations.has(key)) violations.set(key, this.add(part, location, `violated:${rule}`, at, rule));
  }

  /** The rule words a property can be reported with, in the order docs/rules.md writes them. */
  ruleWords(property: PlacedNode, parts: readonly PlacedNode[], required: boolean): RuleWord[] {
    const words: RuleWord[] = [];
    const push = (word: unknown): void => {
      if (typeof word === 'string' && !words.includes(word as RuleWord)) words.push(word as RuleWord);
    };
    if (required) push(property.node['x-missing'] ?? 'required');
    push('type');
    for (const part of parts) push(part.node['x-rule']);
    if (parts.some((p) => p.node['x-after-or-equal'] !== undefined)) push('after_or_equal');
    return words;
  }

  /**
   * The items of an object's members (and, recursively, of the objects and lists below them), with the plan
   * that counts their valid side. `own: false` leaves out the object's own invalid side (an unknown member):
   * the request's root, which validateRequest builds itself from the query and the headers, never has one.
   */
  object(scope: string, part: CoveragePart, location: string, object: PlacedNode, own = true): ObjectPlan {
    const { node } = object;
    if (own && node['additionalProperties'] === false) this.violated(scope, part, location, 'unknown_field', object);
    const required = new Set(Array.isArray(node['required']) ? (node['required'] as string[]) : []);
    const members: MemberPlan[] = [];
    const properties = isSchemaNode(node['properties']) ? node['properties'] : {};
    for (const [key, child] of Object.entries(properties)) {
      if (isSchemaNode(child))
        members.push(
          this.member(
            scope,
            part,
            `${location}/${key}`,
            key,
            childOf(object, child, 'properties', key),
            required.has(key),
          ),
        );
    }
    return { members: members.filter(hasWork), pairs: this.pairs(scope, part, location, object) };
  }

  private member(
    scope: string,
    part: CoveragePart,
    location: string,
    key: string,
    property: PlacedNode,
    required: boolean,
  ): MemberPlan {
    const parts = this.nodes.parts(property);
    const present = required ? -1 : this.add(part, location, 'present', property);
    const absent = required ? -1 : this.add(part, location, 'absent', property);
    // The envelope's nulls (from, to, the page URLs) say where a page sits: its page position counts them.
    const nullItem = part === 'day' && acceptsNull(parts) ? this.add(part, location, 'null', property) : -1;
    let values: Map<unknown, number> | undefined;
    for (const p of parts) {
      if (p.node['x-rule'] !== 'in' || !Array.isArray(p.node['enum'])) continue;
      values = new Map(
        (p.node['enum'] as unknown[]).map((v) => [v, this.add(part, location, `value:${String(v)}`, property, 'in')]),
      );
    }
    for (const word of this.ruleWords(property, parts, required)) this.violated(scope, part, location, word, property);
    const objectPart = parts.find((p) => isSchemaNode(p.node['properties']));
    const object = objectPart === undefined ? undefined : this.object(scope, part, location, objectPart);
    const itemsPart = parts.find((p) => isSchemaNode(p.node['items']));
    let list: ArrayPlan | undefined;
    let days = false;
    if (itemsPart !== undefined) {
      const items = childOf(itemsPart, itemsPart.node['items'] as SchemaNode, 'items');
      const record = this.nodes.parts(items).find((p) => isSchemaNode(p.node['properties']));
      this.scope(scope).arrays.add(location);
      // The page's list of days: its days have a scope of their own, and its emptiness is the page position.
      days = record !== undefined && record.file === DAY_FILE && record.pointer === '';
      if (days) this.scope(scope).days = location;
      else if (record !== undefined) {
        const mayBeEmpty = parts.every((p) => typeof p.node['minItems'] !== 'number' || p.node['minItems'] === 0);
        const empty = mayBeEmpty ? this.add(part, location, 'empty', property) : -1;
        this.violated(scope, part, `${location}/*`, 'type', record);
        list = { empty, record: nonEmpty(this.object(scope, part, `${location}/*`, record)) };
      }
    }
    return {
      key,
      present,
      absent,
      null: nullItem,
      values,
      object: object === undefined ? undefined : nonEmpty(object),
      list,
      days,
    };
  }

  /** The heat/heart pairs of an object: an `allOf` branch with `x-rule: present_without` of two `required` keys. */
  private pairs(scope: string, part: CoveragePart, location: string, object: PlacedNode): ObjectPlan['pairs'] {
    const branches = object.node['allOf'];
    if (!Array.isArray(branches)) return [];
    return branches.flatMap((branch: unknown, i) => {
      if (!isSchemaNode(branch) || branch['x-rule'] !== 'present_without' || !Array.isArray(branch['anyOf'])) return [];
      const [first = '', second = ''] = (branch['anyOf'] as SchemaNode[]).map((b) =>
        String((b['required'] as unknown[] | undefined)?.[0] ?? ''),
      );
      const at = childOf(object, branch, 'allOf', i);
      const pairLocation = `${location}/${first}`;
      const [a, b] = spellingWords(first, second);
      const onlyFirst = this.add(part, pairLocation, `spelling:${a}`, at, 'present_without');
      const onlySecond = this.add(part, pairLocation, `spelling:${b}`, at, 'present_without');
      const both = this.add(part, pairLocation, 'spelling:both', at, 'present_without');
      this.violated(scope, part, pairLocation, 'present_without', at);
      return [{ first, second, onlyFirst, onlySecond, both }];
    });
  }
}

function hasWork(member: MemberPlan): boolean {
  return (
    member.present >= 0 ||
    member.null >= 0 ||
    member.values !== undefined ||
    member.object !== undefined ||
    member.list !== undefined ||
    member.days
  );
}

function nonEmpty(plan: ObjectPlan): ObjectPlan | undefined {
  return plan.members.length > 0 || plan.pairs.length > 0 ? plan : undefined;
}

/**
 * The coverage items of a reading of the contract, derived from its schema documents (never a hand list):
 * for a day, `present`/`absent` of every member it may lack, `null` of every nullable member, `empty` of every
 * list of records that may be empty, `value:<v>` of every `in` rule, the spellings of every heat/heart pair, and
 * `violated:<rule>` of every rule a member (or an object, or a record of a list) can be reported with; for a
 * response, its envelopes, its page positions and the rules of each envelope's members; for a request, the same
 * items of the members of its query and headers (at `/query/...`, `/headers/...`). The plan counts them.
 *
 * @example
 * const model = deriveCoverageModel(loadSchemaDocuments(), { includeSlots: true, strict: false });
 * model.items.find((i) => i.location === '/sleep/slots/*\/type' && i.aspect === 'value:4');
 */
export function deriveCoverageModel(documents: readonly SchemaDocument[], profile: CoverageProfile): CoverageModel {
  const nodes = new SchemaNodes(deriveReading(documents, profile));
  const d = new Derivation(nodes);
  const dayRoot = nodes.root(DAY_FILE);
  d.violated('day', 'day', '', 'type', dayRoot);
  const day = d.object('day', 'day', '', dayRoot);

  const responseRoot = nodes.root(RESPONSE_FILE);
  const envelopeSeen = {} as Record<EnvelopeName, number>;
  // Each envelope is a branch of the response's root `anyOf`, whose break is `violated:envelope` at the root.
  const branches = Array.isArray(responseRoot.node['anyOf']) ? (responseRoot.node['anyOf'] as SchemaNode[]) : [];
  for (const name of ENVELOPES) {
    const i = branches.findIndex((b) => b['$ref'] === `#/$defs/${name}`);
    envelopeSeen[name] = d.add(
      'envelope',
      '',
      `envelope:${name}`,
      nodes.at(RESPONSE_FILE, i === -1 ? `/$defs/${name}` : `/anyOf/${i}`),
      'envelope',
    );
  }
  const noEnvelope = d.add('envelope', '', 'violated:envelope', responseRoot, 'envelope');
  const list = nodes.at(RESPONSE_FILE, '/$defs/summaries');
  const page = {} as Record<PagePosition, number>;
  for (const position of PAGE_POSITIONS) page[position] = d.add('envelope', '', `page:${position}`, list);
  const envelopes = {} as Record<'paginator' | 'collection', ObjectPlan>;
  for (const name of ENVELOPES) {
    const root = nodes.at(RESPONSE_FILE, `/$defs/${name}`);
    if (name === 'bare') {
      d.scope(name).arrays.add('');
      d.scope(name).days = '';
    } else envelopes[name] = d.object(name, 'envelope', '', root);
  }
  // The request as validateRequest reads it ({ query, headers }, built from what the caller holds): the items of
  // its members, by the same derivation as a day's; its root is always an object of those two.
  const request = d.object('request', 'request', '', nodes.root(REQUEST_FILE), false);
  const scopes = {
    day: d.index('day'),
    request: d.index('request'),
    paginator: d.index('paginator'),
    collection: d.index('collection'),
    bare: d.index('bare'),
  };
  return { profile, items: d.items, plan: { day, request, envelopes, envelopeSeen, page, noEnvelope, scopes } };
}
