// The report's units come from the schemas: an array whose items are a whole document (the days of an envelope,
// the slots of a group) is a nested unit, found through local `$ref`s and through the documents a unit reaches
// otherwise (a day's groups are part of the day), and a boundary the walk could not decide exactly (under a
// branch) fails the build, naming it.
import { describe, expect, it } from 'vitest';
import { unitPlan } from '../../src/codegen/engineUnits.js';
import { loadSchemaDocuments, type SchemaDocument } from 'user-summaries-contract/internal/schemas/documents';

describe('the unit plan', () => {
  const plan = unitPlan(loadSchemaDocuments());

  it('walks an envelope, each day with its groups, each slot', () => {
    expect(plan['paginator']?.children).toStrictEqual([{ path: ['data', '*'], unit: 'userSummary' }]);
    expect(plan['collection']?.children).toStrictEqual([{ path: ['data', '*'], unit: 'userSummary' }]);
    expect(plan['bare']?.children).toStrictEqual([{ path: ['*'], unit: 'userSummary' }]);
    expect(plan['userSummary']?.children.map((c) => [c.path.join('/'), c.unit])).toStrictEqual([
      ['activity/slots/*', 'activitySlot'],
      ['heart_rate/slots/*', 'heartRateSlot'],
      ['sleep/slots/*', 'sleepSlot'],
      ['stress/slots/*', 'stressSlot'],
      ['respiration_rate/slots/*', 'respirationRateSlot'],
      ['temperature/slots/*', 'temperatureSlot'],
      ['spo2/slots/*', 'spo2Slot'],
    ]);
    expect(Object.keys(plan)).not.toContain('heartRate');
    expect(plan['heartRateSlot']?.children).toStrictEqual([]);
    expect(plan['request']?.children).toStrictEqual([]);
    expect(Object.keys(plan)).not.toContain('response');
  });

  it('refuses a unit reached through a local $ref under a branch (as the response anyOf reaches days through $defs/bare)', () => {
    const documents = loadSchemaDocuments().map((doc): SchemaDocument => {
      if (doc.file !== 'user-summary.schema.json') return doc;
      const schema = {
        ...doc.schema,
        anyOf: [{ $ref: '#/$defs/list' }, { type: 'object' }],
        $defs: { list: { items: { $ref: 'sleep.schema.json' } } },
      };
      return { file: doc.file, schema };
    });
    expect(() => unitPlan(documents)).toThrow('user-summary.schema.json: the unit sleep.schema.json lies under anyOf');
  });
});
