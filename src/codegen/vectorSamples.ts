import type { BundleSpec } from './bundleArtifacts.js';
import type { VectorTest } from './vectorTypes.js';

/** A fixed-seed sample of generated valid and invalid records for a bundle (none until the arbitraries exist). */
export function generatedSamples(_spec: BundleSpec): VectorTest[] {
  return [];
}
