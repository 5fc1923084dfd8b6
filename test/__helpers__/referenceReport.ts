// The tests' reference report: plain Ajv with allErrors, verbose, ajv-formats and ajv-errors, compiled at run
// time over whole documents (no units, no fast tier, no cap) with their contract messages, read by the same
// mapping and collapse as the engine. The engine (precompiled, walked by units) must report exactly this.
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import { withReportMessages } from '../../src/codegen/contractMessages.js';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { SCHEMA_IDS, type SchemaEntry } from '../../src/schemas/ids.js';
import { deriveReading, type Reading } from '../../src/schemas/readings.js';
import { walkSchema } from '../../src/schemas/walk.js';
import { collapseRaw } from '../../src/validator/collapse.js';
import { fromAjvErrors, LOCATION_KEYWORD, type UnitError } from '../../src/validator/fromAjvErrors.js';
import { CONTRACT_VOCABULARY } from '../../src/validator/rules.js';
import type { Violation } from '../../src/validator/types.js';

const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const addErrors = ajvErrorsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * The full report of a value under a reading, by the plain setup: every violation, in document order.
 *
 * @example
 * const report = referenceReport(DEFAULT_READING);
 * report('userSummary', { date: 'x' }); // [{ pointer: '/date', rule: 'date_format', ... }]
 */
export function referenceReport(reading: Reading): (entry: SchemaEntry, value: unknown) => Violation[] {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, messages: true, $data: false });
  addFormats(ajv);
  ajv.addVocabulary([...CONTRACT_VOCABULARY, LOCATION_KEYWORD]);
  addErrors(ajv);
  for (const doc of withReportMessages(deriveReading(loadSchemaDocuments(), reading))) {
    // The location of each node, as the engine's documents carry it (src/codegen/engineDocuments.ts).
    walkSchema(doc.schema, (node, pointer) => ((node as Record<string, unknown>)[LOCATION_KEYWORD] = `${doc.schema.$id}#${pointer}`));
    ajv.addSchema(doc.schema);
  }
  return (entry, value) => {
    const validate = ajv.getSchema(SCHEMA_IDS[entry]);
    if (validate === undefined) throw new Error(`no schema ${SCHEMA_IDS[entry]}`);
    if (validate(value)) return [];
    const raw = fromAjvErrors((validate.errors ?? []) as unknown as readonly UnitError[]);
    return collapseRaw(raw, Number.POSITIVE_INFINITY).kept.map((v) => v.violation());
  };
}
