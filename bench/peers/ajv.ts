import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { withContractMessages } from '../../packages/build/src/codegen/contractMessages.js';
import { mapSchema } from '../../src/schemas/walk.js';
import { entryId } from '../bundle.js';
import type { Peer } from './types.js';

// CommonJS plugins: their default export is the plugin function.
const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const addErrors = ajvErrorsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * The straightforward Ajv setup a team would write by hand: Ajv2020 + ajv-formats + ajv-errors, `allErrors`,
 * every exported document added as it is (regex patterns), and the contract's messages as ajv-errors
 * `errorMessage` maps (the same sentences this library reports), so its error path does the same job.
 */
export const ajvStraightforward: Peer = {
  name: 'Ajv + ajv-errors (straightforward)',
  setup:
    'new Ajv2020({allErrors: true, strict: false}) + ajv-formats + ajv-errors; exported schemas/*.schema.json with the contract messages as errorMessage; regex patterns; report = validate.errors',
  input: 'value',
  prepare: async (kind) => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    addErrors(ajv);
    const documents = loadSchemaDocuments();
    for (const doc of documents)
      ajv.addSchema(mapSchema(doc.schema, (node) => withContractMessages(node, doc, documents)));
    const validate = ajv.getSchema(entryId(kind));
    if (validate === undefined) throw new Error(`Ajv has no schema ${entryId(kind)}`);
    return { verdict: (v) => validate(v) === true, run: (v) => (validate(v) ? true : validate.errors) };
  },
};

/** The same without ajv-errors messages: Ajv's own errors only. */
export const ajvPlain: Peer = {
  name: 'Ajv, no messages',
  setup:
    'new Ajv2020({allErrors: true, strict: false}) + ajv-formats; exported schemas/*.schema.json as they are; regex patterns; report = validate.errors',
  input: 'value',
  prepare: async (kind) => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const doc of loadSchemaDocuments()) ajv.addSchema(doc.schema);
    const validate = ajv.getSchema(entryId(kind));
    if (validate === undefined) throw new Error(`Ajv has no schema ${entryId(kind)}`);
    return { verdict: (v) => validate(v) === true, run: (v) => (validate(v) ? true : validate.errors) };
  },
};
