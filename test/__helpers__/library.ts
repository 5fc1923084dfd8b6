// This library's verdicts for the vectors: the facade the package exports, with a bundle's reading.
import type { BundleSpec } from '../../packages/build/src/codegen/bundleArtifacts.js';
import { sortViolations, type ExpectedViolation } from '../../packages/build/src/codegen/vectorTypes.js';
import { validateRequest, validateResponse, validateSummary } from '../../src/precompiled/readingValidators.js';
import type { ValidationResult } from '../../src/index.js';

/** The violations (pointer, rule) this library reports for a record read as a bundle's entry and reading. */
export function libraryViolations(spec: BundleSpec, data: unknown): ExpectedViolation[] {
  const options = { includeSlots: spec.reading.includeSlots, strict: spec.reading.strict, maxViolations: 10_000 };
  let result: ValidationResult<unknown>;
  if (spec.entry === 'user-summary.schema.json') result = validateSummary(data, options);
  else if (spec.entry === 'response.schema.json') result = validateResponse(data, options);
  else {
    const wire = (typeof data === 'object' && data !== null ? data : {}) as {
      query?: Record<string, unknown>;
      headers?: Record<string, unknown>;
    };
    result = validateRequest({ query: wire.query, headers: wire.headers }, options);
  }
  return result.ok ? [] : sortViolations(result.violations);
}
