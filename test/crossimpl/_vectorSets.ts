// The shipped conformance vectors, one group per bundle: vectors.test.ts checks them in the JavaScript engines, and
// generated.test.ts sends them to Python's jsonschema in the one process that judges the generated records.
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { vectorFileName } from 'user-summaries-build/codegen/vectors';
import type { VectorGroup } from 'user-summaries-build/codegen/vectorTypes';
import { readJson } from '../__helpers__/engines.js';

/** A bundle and the one vector group of its vector file. */
export interface VectorSet {
  readonly spec: BundleSpec;
  readonly group: VectorGroup;
  /** How many groups the vector file holds (one). */
  readonly groups: number;
}

/** Every bundle's vectors, read from schemas/vectors/. */
export function vectorSets(): readonly VectorSet[] {
  return BUNDLES.map((spec) => {
    const groups = readJson<VectorGroup[]>(`schemas/vectors/${vectorFileName(spec)}`);
    return { spec, group: groups[0] as VectorGroup, groups: groups.length };
  });
}
