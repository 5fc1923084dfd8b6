// Edits of the contract, each applied to a copy of schemas/, written by hand with what they must break: the
// diff's table test and its property test (packages/tools/test/evolution/) read them. The expectations are this file's, not the
// diff's: whom each edit breaks in the open and the strict readings, and the (pointer, rule) the rejecting
// version reports, as a pattern (`*` for an array index).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangeKind, Side } from '../../packages/tools/src/evolution/types.js';
import { ROOT } from './cli.js';

type Json = Record<string, any>;

/** What a reading group expects: whom the edit breaks, and where the rejecting version says so. */
interface Expected {
  readonly breaks: readonly Side[];
  /** By side: the violation's pointer pattern and rule. */
  readonly violations: Partial<Record<Side, { readonly pointer: string; readonly rule: string }>>;
}

/** One edit of the contract and what it must do. */
export interface ContractEdit {
  readonly name: string;
  /** Edits the documents of a copy of schemas/ in place. */
  apply(folder: string): void;
  /** The change the diff must report (at least this one), or none for the identical copy. */
  readonly change: { readonly location: string; readonly kind: ChangeKind } | undefined;
  /** Whom it breaks in the open readings (default, no-slots) and the strict ones (strict, no-slots.strict). */
  readonly open: Expected;
  readonly strict: Expected;
  /** A value of the edited member that one version accepts and the other may not: the oracle's hand-written tries. */
  readonly member:
    | { readonly group: string | undefined; readonly path: readonly string[]; readonly values: readonly unknown[] }
    | undefined;
}

/** A fresh copy of the contract's documents (not the bundles), in a temporary folder. */
export function copySchemas(): string {
  const folder = mkdtempSync(join(tmpdir(), 'contract-'));
  for (const file of readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json')))
    copyFileSync(join(ROOT, 'schemas', file), join(folder, file));
  return folder;
}

/** Reads a document of a folder, lets `edit` change it, writes it back. */
export function editDocument(folder: string, file: string, edit: (doc: Json) => void): void {
  const doc = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Json;
  edit(doc);
  writeFileSync(join(folder, file), `${JSON.stringify(doc, null, 2)}\n`);
}

const none: Expected = { breaks: [], violations: {} };
const groupFile = (group: string): string => `${group.replaceAll('_', '-')}.schema.json`;

/** A nullable member becomes non-nullable (its type loses null). */
export function nullableRemoved(group: string, field: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `nullable removed: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        const property = doc['properties'][field];
        const nullable = /nullableNumber$/.test(property.$ref ?? '') ? 'number' : 'integer';
        property.$ref = `common.schema.json#/$defs/${nullable}`;
        if (property.type !== undefined) property.type = nullable;
      }),
    change: { location: pointer, kind: 'nullable_removed' },
    open: { breaks: ['producers'], violations: { producers: { pointer, rule: 'type' } } },
    strict: { breaks: ['producers'], violations: { producers: { pointer, rule: 'type' } } },
    member: { group, path: [field], values: [null, 0] },
  };
}

/** A required member of a group is removed from the contract (from `required` and `properties`). */
export function requiredRemoved(group: string, field: string, word: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `required field removed: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        doc['required'] = doc['required'].filter((key: string) => key !== field);
        delete doc['properties'][field];
      }),
    change: { location: pointer, kind: 'field_removed' },
    open: { breaks: ['consumers'], violations: { consumers: { pointer, rule: word } } },
    strict: {
      breaks: ['producers', 'consumers'],
      violations: { consumers: { pointer, rule: word }, producers: { pointer, rule: 'unknown_field' } },
    },
    member: { group, path: [field], values: [undefined] },
  };
}

/** An allowed value is added to an `enum`. */
export function valueAdded(group: string, path: readonly string[], value: number): ContractEdit {
  const file = path.includes('slots')
    ? groupFile(group).replace('.schema.json', '-slot.schema.json')
    : groupFile(group);
  const field = path.at(-1) as string;
  const pointer = `/${group}/${path.join('/')}`;
  return {
    name: `allowed value added: ${group}.${path.join('.')} gets ${value}`,
    apply: (folder) => editDocument(folder, file, (doc) => doc['properties'][field].enum.push(value)),
    change: { location: pointer, kind: 'values_added' },
    open: { breaks: ['consumers'], violations: { consumers: { pointer, rule: 'in' } } },
    strict: { breaks: ['consumers'], violations: { consumers: { pointer, rule: 'in' } } },
    member: { group, path, values: [value] },
  };
}

/** A new member, required with its group. */
export function newRequiredField(group: string, field: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `new required field: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        doc['required'].push(field);
        doc['properties'][field] = {
          description: 'integer; required_with',
          $ref: 'common.schema.json#/$defs/integer',
          'x-missing': 'required_with',
        };
      }),
    change: { location: pointer, kind: 'field_added' },
    open: { breaks: ['producers'], violations: { producers: { pointer, rule: 'required_with' } } },
    strict: {
      breaks: ['producers', 'consumers'],
      violations: { producers: { pointer, rule: 'required_with' }, consumers: { pointer, rule: 'unknown_field' } },
    },
    member: { group, path: [field], values: [3] },
  };
}

/** A `number` member becomes `integer`. */
export function narrowedToInteger(group: string, field: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `narrowed from number to integer: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        const property = doc['properties'][field];
        property.$ref = String(property.$ref)
          .replace('/number', '/integer')
          .replace('nullableNumber', 'nullableInteger');
      }),
    change: { location: pointer, kind: 'type_narrowed' },
    open: { breaks: ['producers'], violations: { producers: { pointer, rule: 'type' } } },
    strict: { breaks: ['producers'], violations: { producers: { pointer, rule: 'type' } } },
    member: { group, path: [field], values: [0.5, 1] },
  };
}

/** A new optional group of the day (its own document), not empty when sent, like the others. */
export function newOptionalGroup(name: string): ContractEdit {
  const pointer = `/${name}`;
  const file = groupFile(name);
  return {
    name: `new optional group: ${name}`,
    apply: (folder) => {
      writeFileSync(
        join(folder, file),
        JSON.stringify({
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          $id: `https://schemas.user-summaries.example/v1/${file}`,
          title: name,
          type: 'object',
          required: ['date', 'glasses'],
          properties: {
            date: { $ref: 'common.schema.json#/$defs/date', 'x-missing': 'required_with' },
            glasses: { $ref: 'common.schema.json#/$defs/integer', 'x-missing': 'required_with' },
          },
        }),
      );
      editDocument(folder, 'user-summary.schema.json', (doc) => {
        const filled = structuredClone(doc['properties']['sleep'].allOf[0]);
        doc['properties'][name] = { description: 'object; optional group', allOf: [filled, { $ref: file }] };
      });
    },
    change: { location: pointer, kind: 'group_added' },
    open: none,
    strict: { breaks: ['consumers'], violations: { consumers: { pointer, rule: 'unknown_field' } } },
    member: { group: undefined, path: [name], values: [{ date: '2024-03-01', glasses: 3 }] },
  };
}

/** A member required with its group becomes optional. */
export function relaxedToOptional(group: string, field: string, word: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `${word} relaxed to optional: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        doc['required'] = doc['required'].filter((key: string) => key !== field);
        delete doc['properties'][field]['x-missing'];
      }),
    change: { location: pointer, kind: 'made_optional' },
    open: { breaks: ['consumers'], violations: { consumers: { pointer, rule: word } } },
    strict: { breaks: ['consumers'], violations: { consumers: { pointer, rule: word } } },
    member: { group, path: [field], values: [undefined] },
  };
}

/** One spelling of a heat/heart pair is dropped: its branch of the pair and its member. */
export function pairSpellingDropped(pair: 'avg' | 'max' | 'rest', spelling: 'heat' | 'heart'): ContractEdit {
  const heart = `${pair}_daily_heart_rate`;
  const heat = `${pair}_daily_heat_rate`;
  const [dropped, kept] = spelling === 'heat' ? [heat, heart] : [heart, heat];
  return {
    name: `pair spelling dropped: ${dropped}`,
    apply: (folder) =>
      editDocument(folder, 'heart-rate.schema.json', (doc) => {
        for (const branch of doc['allOf'])
          branch.anyOf = branch.anyOf.filter((b: Json) => b['required'][0] !== dropped);
        delete doc['properties'][dropped];
      }),
    change: { location: `/heart_rate/${heart}`, kind: 'pair_changed' },
    // A pair is reported at its first spelling, in the head the one left. Under strict, a record with the dropped
    // heart spelling alone also has an unknown member, which comes first in document order (heart < heat).
    open: {
      breaks: ['producers'],
      violations: { producers: { pointer: `/heart_rate/${kept}`, rule: 'present_without' } },
    },
    strict: {
      breaks: ['producers'],
      violations: {
        producers:
          spelling === 'heart'
            ? { pointer: `/heart_rate/${heart}`, rule: 'unknown_field' }
            : { pointer: `/heart_rate/${kept}`, rule: 'present_without' },
      },
    },
    member: { group: 'heart_rate', path: [kept], values: [undefined] },
  };
}

/** A lower bound is raised by one (or set to 1 where there was none). */
export function boundRaised(group: string, field: string, rule: string): ContractEdit {
  const pointer = `/${group}/${field}`;
  return {
    name: `bound raised: ${group}.${field}`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => {
        const property = doc['properties'][field];
        property.minimum = (property.minimum ?? 0) + 1;
        property['x-rule'] ??= 'min';
      }),
    change: { location: pointer, kind: 'bound_moved' },
    open: { breaks: ['producers'], violations: { producers: { pointer, rule } } },
    strict: { breaks: ['producers'], violations: { producers: { pointer, rule } } },
    member: { group, path: [field], values: [0, 1] },
  };
}

/** The identical copy. */
export const IDENTICAL: ContractEdit = {
  name: 'identical copy',
  apply: () => undefined,
  change: undefined,
  open: none,
  strict: none,
  member: undefined,
};

/** A rule word changed where the verdicts do not: `required_with` reported as `present`. */
export function ruleWordChanged(group: string, field: string): ContractEdit {
  return {
    name: `rule word changed: ${group}.${field} required_with → present`,
    apply: (folder) =>
      editDocument(folder, groupFile(group), (doc) => (doc['properties'][field]['x-missing'] = 'present')),
    change: { location: `/${group}/${field}`, kind: 'rule_changed' },
    open: none,
    strict: none,
    member: { group, path: [field], values: [undefined] },
  };
}
