// A missing `present` key's message says its value may be null when the key's type admits null: read from the
// type its `$ref` resolves to, never from the name of the definition it points at.
import { describe, expect, it } from 'vitest';
import { withContractMessages } from '../../src/codegen/contractMessages.js';
import type { SchemaDocument } from 'user-summaries-contract/internal/schemas/documents';

const BASE = 'https://schemas.user-summaries.example/v1/';

/** A group document whose three keys must be present, and a common document with the definitions they use. */
function documents(): SchemaDocument[] {
  const common = {
    $id: `${BASE}common.schema.json`,
    $defs: {
      maybeCount: { type: ['integer', 'null'] },
      nullableLooking: { type: 'integer' },
      alias: { $ref: '#/$defs/maybeCount' },
    },
  };
  const group = {
    $id: `${BASE}sleep.schema.json`,
    type: 'object',
    title: 'sleep',
    required: ['a', 'b', 'c', 'd'],
    properties: {
      a: { $ref: 'common.schema.json#/$defs/maybeCount', 'x-missing': 'present' },
      b: { $ref: 'common.schema.json#/$defs/nullableLooking', 'x-missing': 'present' },
      c: { $ref: 'common.schema.json#/$defs/alias', 'x-missing': 'present' },
      d: { type: ['string', 'null'], 'x-missing': 'present' },
    },
  };
  return [
    { file: 'common.schema.json', schema: common },
    { file: 'sleep.schema.json', schema: group },
  ];
}

describe('the message of a missing key that must be present', () => {
  it('admits null by the type of what its $ref resolves to, followed through $refs, or by its own type', () => {
    const docs = documents();
    const group = docs[1] as SchemaDocument;
    const node = withContractMessages({ ...group.schema }, group, docs);
    expect(node['errorMessage']).toStrictEqual({
      type: 'must be an object',
      required: {
        a: 'must be present (its value may be null)',
        b: 'must be present',
        c: 'must be present (its value may be null)',
        d: 'must be present (its value may be null)',
      },
    });
  });
});
