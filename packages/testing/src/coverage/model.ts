import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { deriveCoverageModel, type CoverageModel } from './deriveItems.js';
import type { CoverageProfile } from './types.js';

const models = new Map<string, CoverageModel>();

/**
 * The coverage model of a reading of the contract, derived from `schemas/` once per process and reading.
 *
 * @example
 * const model = coverageModel({ includeSlots: false, strict: false });
 */
export function coverageModel(profile: CoverageProfile): CoverageModel {
  const key = `${String(profile.includeSlots)}.${String(profile.strict)}`;
  let model = models.get(key);
  if (model === undefined) {
    model = deriveCoverageModel(loadSchemaDocuments(), { includeSlots: profile.includeSlots, strict: profile.strict });
    models.set(key, model);
  }
  return model;
}
