// A few thousand generated records (a tenth of them under the quick `npm test`; the run's fast-check seed, printed) reach the same verdict in this
// library, Ajv over the shipped bundle, @hyperjump/json-schema and Python's jsonschema.
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { generatedRecords, type GeneratedRecord } from 'user-summaries-build/codegen/generatedRecords';
import { ajvVerdict, hyperjumpVerdict, packagePath, readJson, type Verdict } from '../__helpers__/engines.js';
import { explainDifference } from './_engineDifferences.js';
import { libraryViolations } from '../__helpers__/library.js';
import { findPythonJsonschema, pythonVerdicts, suiteRuns } from '../__helpers__/runtimes.js';

/** Records per bundle: [valid, invalid]. Responses are generated valid only. */
const COUNTS: Readonly<Record<string, readonly [number, number]>> = {
  'user-summary.bundle.json': [600, 900],
  'user-summary.no-slots.bundle.json': [200, 300],
  'user-summary.strict.bundle.json': [150, 250],
  'response.bundle.json': [150, 0],
  'response.no-slots.bundle.json': [100, 0],
  'response.strict.bundle.json': [50, 0],
  'request.bundle.json': [300, 400],
};

interface Batch {
  readonly spec: BundleSpec;
  readonly records: readonly GeneratedRecord[];
  readonly ajv: Verdict;
  /** This library's verdict as the schema reads it (the checks beyond JSON Schema left out). */
  readonly library: readonly boolean[];
}

const BATCHES: readonly Batch[] = BUNDLES.map((spec) => {
  const [valid, invalid] = COUNTS[spec.name] ?? [0, 0];
  const records = generatedRecords(spec, {
    valid: atDepth(valid, 0),
    invalid: atDepth(invalid, 0),
    maxSlots: 2,
    extraFields: !spec.reading.strict,
  });
  const library = records.map(
    (r) => libraryViolations(spec, r.data).filter((v) => v.rule !== 'after_or_equal').length === 0,
  );
  return { spec, records, ajv: ajvVerdict(readJson(`schemas/bundles/${spec.name}`)), library };
});

describe('generated records in the JavaScript engines', () => {
  it('are a few thousand, valid and invalid', () => {
    const all = BATCHES.flatMap((b) => b.library);
    console.log(
      `generated: ${all.length} records, ${all.filter(Boolean).length} valid, ${all.filter((v) => !v).length} invalid`,
    );
    expect(all.length).toBeGreaterThanOrEqual(atDepth(3000));
    expect(all.filter((v) => !v).length).toBeGreaterThanOrEqual(atDepth(1000));
  });

  it.each(BATCHES.map((b) => [b.spec.name, b] as const))(
    '%s: the generator and this library agree on validity',
    (_n, batch) => {
      const wrong = batch.records.filter(
        (r, i) => batch.library[i] !== (r.expected.filter((v) => v.rule !== 'after_or_equal').length === 0),
      );
      expect(wrong.map((r) => r.label)).toEqual([]);
    },
  );

  it.each(BATCHES.map((b) => [b.spec.name, b] as const))(
    '%s: Ajv over the bundle agrees with this library',
    (_n, batch) => {
      expect(batch.records.filter((r, i) => batch.ajv(r.data) !== batch.library[i]).map((r) => r.label)).toEqual([]);
    },
  );

  it.each(BATCHES.map((b) => [b.spec.name, b] as const))(
    '%s: @hyperjump/json-schema agrees with this library',
    async (name, batch) => {
      const hyperjump = await hyperjumpVerdict(readJson(`schemas/bundles/${name}`));
      expect(batch.records.filter((r, i) => hyperjump(r.data) !== batch.library[i]).map((r) => r.label)).toEqual([]);
    },
  );
});

const python = findPythonJsonschema();

describe.runIf(suiteRuns('the Python jsonschema generated-records suite', python))(
  'generated records in Python jsonschema',
  () => {
    it('agree with this library, or differ by a documented engine difference (one process for all)', () => {
      expect(python.ok, python.ok ? '' : python.reason).toBe(true);
      const files = Object.fromEntries(
        BATCHES.map(({ spec }) => [spec.name, packagePath(`schemas/bundles/${spec.name}`)]),
      );
      const items = BATCHES.flatMap((batch) =>
        batch.records.map((record, i) => ({ batch, record, library: batch.library[i] as boolean })),
      );
      const verdicts = pythonVerdicts(
        python,
        files,
        items.map(({ batch, record }) => ({ schema: batch.spec.name, data: record.data })),
      );
      const counts = new Map<string, number>();
      const unexplained: string[] = [];
      items.forEach(({ batch, record, library }, i) => {
        if (verdicts[i] === library) return;
        const difference = explainDifference(record.data, verdicts[i] === true, batch.ajv);
        if (difference === undefined) unexplained.push(`${batch.spec.name}: ${record.label}`);
        else counts.set(difference.id, (counts.get(difference.id) ?? 0) + 1);
      });
      console.log(
        `python generated: ${items.length} checked; documented engine differences: ${JSON.stringify(Object.fromEntries(counts))}`,
      );
      expect(unexplained).toEqual([]);
    });
  },
);
