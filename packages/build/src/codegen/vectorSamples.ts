import type { BundleSpec } from './bundleArtifacts.js';
import { generatedRecords } from './generatedRecords.js';
import type { Json } from './jsonEdit.js';
import { vector, type VectorTest } from './vectorTypes.js';

/** The fixed seed of the generated samples, so the vector files are stable. */
const VECTOR_SEED = 20_240_229;

/** Rules JSON Schema cannot express: reported by this library beyond the schema's verdict. */
const BEYOND_SCHEMA = new Set(['after_or_equal']);

/**
 * A fixed-seed sample of generated valid and invalid records for a bundle: 8 of each (valid only for the
 * responses), at most one slot per group, each with the violations its generator built in.
 */
export function generatedSamples(spec: BundleSpec): VectorTest[] {
  const records = generatedRecords(spec, {
    valid: 8,
    invalid: 8,
    maxSlots: 1,
    seed: VECTOR_SEED,
    extraFields: !spec.reading.strict,
  });
  return records.map((r) => {
    const inSchema = r.expected.filter((v) => !BEYOND_SCHEMA.has(v.rule));
    const beyond = r.expected.filter((v) => BEYOND_SCHEMA.has(v.rule));
    return vector(`sample: ${r.label}`, r.data as Json, inSchema, beyond.length > 0 ? beyond : undefined);
  });
}
