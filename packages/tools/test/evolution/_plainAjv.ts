// The tests' oracle for the diff: plain Ajv (2020-12, ajv-formats) compiled from a version's folder, its raw errors
// as Ajv reports them. It shares neither the diff's validators nor the core's mapping of errors to (pointer,
// rule): a witness is held to its verdict here, and to the (pointer, rule) the edit table expects by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import {
  deriveReading as deriveVariant,
  type Reading as SchemaVariant,
} from 'user-summaries-contract/internal/schemas/readings';
import type { SchemaDocument } from 'user-summaries-contract/internal/schemas/documents';

const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** A reading's plain verdict on one day: valid, or Ajv's raw errors. */
export type PlainVerdict = (value: unknown) => { readonly ok: boolean; readonly errors: readonly ErrorObject[] };

/**
 * The plain validator of an entry of the version in `folder` (the day, `user-summary.schema.json`, unless another
 * document and pointer are named), in one reading.
 */
export function plainDayValidator(
  folder: string,
  variant: SchemaVariant,
  entry = { file: 'user-summary.schema.json', pointer: '' },
): PlainVerdict {
  const files = readdirSync(folder).filter((f) => f.endsWith('.schema.json'));
  const documents = files.map((file) => ({
    file,
    schema: JSON.parse(readFileSync(join(folder, file), 'utf8')),
  })) as unknown as SchemaDocument[];
  // The documents checked against the meta-schema in the default reading only (the others derive from them); Ajv's
  // optimizing passes off (they cost a third of a compile and change no verdict or error).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: variant.includeSlots && !variant.strict,
    code: { optimize: false },
  });
  addFormats(ajv);
  for (const doc of deriveVariant(documents, variant)) ajv.addSchema(doc.schema);
  const id = documents.find((d) => d.file === entry.file)?.schema.$id as string;
  const validate = ajv.getSchema(entry.pointer === '' ? id : `${id}#${entry.pointer}`);
  if (validate === undefined) throw new Error(`no schema ${entry.file}#${entry.pointer} in ${folder}`);
  return (value) => (validate(value) ? { ok: true, errors: [] } : { ok: false, errors: [...(validate.errors ?? [])] });
}

/** The instance pointer an Ajv error is about: its instance path, plus the member a `required` or `additionalProperties` names. */
export function errorPointer(error: ErrorObject): string {
  const member = error.params['missingProperty'] ?? error.params['additionalProperty'];
  return typeof member === 'string' ? `${error.instancePath}/${member}` : error.instancePath;
}

/** A pointer as a pattern: array indices as `*`. */
export const asPattern = (pointer: string): string => pointer.replace(/\/(0|[1-9][0-9]*)(?=\/|$)/g, '/*');
