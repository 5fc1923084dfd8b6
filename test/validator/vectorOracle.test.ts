// Every conformance vector (schemas/vectors/), through the validators consumers call, reports what the reference
// reports: the plain Ajv setup read by a mapping that shares no code with the engine's (pointers and their
// escapes, rule words, precedence, shadowing, order, messages: test/__helpers__/referenceReport.ts). The
// vectors' own (pointer, rule) pairs, written by hand or swept from the schemas, are held by
// test/crossimpl/vectors.test.ts; this file holds every field of each violation, messages included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from 'user-summaries-build/codegen/bundleArtifacts';
import type { VectorGroup } from 'user-summaries-build/codegen/vectorTypes';
import { vectorFileName } from 'user-summaries-build/codegen/vectors';
import { validateRequest, validateResponse, validateSummary } from '../../src/precompiled/readingValidators.js';
import { detectEnvelope } from '../../src/validator/envelope.js';
import type { RequestInput } from '../../src/validator/requestWire.js';
import type { ValidationResult, Violation } from '../../src/validator/types.js';
import { referenceReport, referenceRequestReport } from '../__helpers__/referenceReport.js';

describe('the conformance vectors against the reference mapping', () => {
  for (const spec of BUNDLES) {
    it(`${spec.name}: every violation of every vector, field by field, as the reference reports it`, () => {
      const [group] = JSON.parse(
        readFileSync(new URL(`../../schemas/vectors/${vectorFileName(spec)}`, import.meta.url), 'utf8'),
      ) as VectorGroup[];
      const plain = referenceReport(spec.reading);
      const options = { ...spec.reading, maxViolations: Number.MAX_SAFE_INTEGER };
      const wrong: { description: string; engine: Violation[]; reference: Violation[] }[] = [];
      let compared = 0;
      for (const test of group?.tests ?? []) {
        let result: ValidationResult<unknown>;
        let reference: Violation[];
        if (spec.entry === 'request.schema.json') {
          result = validateRequest(test.data as RequestInput, options);
          reference = referenceRequestReport(plain, test.data);
        } else if (spec.entry === 'user-summary.schema.json') {
          result = validateSummary(test.data, options);
          reference = plain('userSummary', test.data);
        } else {
          const envelope = detectEnvelope(test.data);
          // A body in no envelope is one `envelope` violation, which the engine states before any schema runs.
          if (envelope === undefined) continue;
          result = validateResponse(test.data, options);
          reference = plain(envelope, test.data);
        }
        const engine = result.ok ? [] : [...result.violations];
        compared += engine.length;
        if (JSON.stringify(engine) !== JSON.stringify(reference))
          wrong.push({ description: test.description, engine, reference });
      }
      expect(wrong).toStrictEqual([]);
      expect(compared).toBeGreaterThan(0);
    });
  }
});
