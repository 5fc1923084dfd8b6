// The other engines over the shipped bundles: Ajv (plain, the library's configuration), @hyperjump/json-schema and
// Python's jsonschema reach this library's verdicts on the conformance vectors, the examples and a few thousand
// generated records (a tenth of them under the quick `npm test`; the run's fast-check seed, printed). Each engine
// compiles each bundle once for the three sets, and Python judges them all in one process: the compiles and
// Python's start-up cost more than the verdicts. vectors.test.ts holds the vectors themselves (this library's exact
// violations, the rule words and fields they cover); bundles.test.ts the shipped files.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { generatedRecords, type GeneratedRecord } from 'user-summaries-build/codegen/generatedRecords';
import { ajvVerdict, hyperjumpVerdict, packagePath, readJson, type Verdict } from '../__helpers__/engines.js';
import { explainDifference } from './_engineDifferences.js';
import { libraryViolations } from '../__helpers__/library.js';
import { findPythonJsonschema, pythonVerdicts, suiteRuns } from '../__helpers__/runtimes.js';
import { vectorSets } from './_vectorSets.js';

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

const SETS = vectorSets();

describe('the conformance vectors in the JavaScript engines', () => {
  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: Ajv over the bundle reaches every verdict',
    (_name, { group }) => {
      const ajv = ajvVerdict(group.schema as object);
      expect(group.tests.filter((t) => ajv(t.data) !== t.valid).map((t) => t.description)).toEqual([]);
    },
  );

  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: @hyperjump/json-schema reaches every verdict',
    async (_name, { group }) => {
      const hyperjump = await hyperjumpVerdict(group.schema as { $id: string });
      expect(group.tests.filter((t) => hyperjump(t.data) !== t.valid).map((t) => t.description)).toEqual([]);
    },
  );
});

/** Every example of examples/ with the bundles it is read against. */
function examples(): { file: string; data: unknown }[] {
  return ['valid', 'valid-no-slots', 'invalid'].flatMap((dir) =>
    readdirSync(packagePath(`examples/${dir}`)).map((name) => ({
      file: `examples/${dir}/${name}`,
      data: readJson(`examples/${dir}/${name}`),
    })),
  );
}

describe('the examples in the JavaScript engines', () => {
  it.each(BUNDLES.map((b) => [b.name, b] as const))(
    "%s reaches this library's verdict on every example (Ajv and hyperjump)",
    async (name, spec) => {
      const bundle = readJson<{ $id: string }>(`schemas/bundles/${name}`);
      const ajv = ajvVerdict(bundle);
      const hyperjump = await hyperjumpVerdict(bundle);
      const rows = examples().map(({ file, data }) => {
        const library = libraryViolations(spec, data).filter((v) => v.rule !== 'after_or_equal').length === 0;
        return { file, library, ajv: ajv(data), hyperjump: hyperjump(data) };
      });
      expect(rows.filter((r) => r.ajv !== r.library || r.hyperjump !== r.library)).toEqual([]);
    },
  );

  it('the published live page is valid only in the include_slots=0 bundles', () => {
    const page = readJson('examples/valid-no-slots/live-page-include-slots-0.json');
    expect(ajvVerdict(readJson('schemas/bundles/response.no-slots.bundle.json'))(page)).toBe(true);
    expect(ajvVerdict(readJson('schemas/bundles/response.bundle.json'))(page)).toBe(false);
  });
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

/** A record sent to Python: its bundle, the verdict expected, and Ajv's verdict function (to explain a difference). */
interface PythonItem {
  readonly schema: string;
  readonly data: unknown;
  readonly expected: boolean;
  readonly ajv: Verdict;
  readonly label: string;
}

describe.runIf(suiteRuns('the Python jsonschema vectors and generated-records suite', python))(
  'the conformance vectors and the generated records in Python jsonschema (one process for all)',
  () => {
    const vectors: readonly PythonItem[] = SETS.flatMap(({ spec, group }) => {
      const ajv = ajvVerdict(group.schema as object);
      return group.tests.map((test) => ({
        schema: spec.name,
        data: test.data,
        expected: test.valid,
        ajv,
        label: test.description,
      }));
    });
    const records: readonly PythonItem[] = BATCHES.flatMap((batch) =>
      batch.records.map((record, i) => ({
        schema: batch.spec.name,
        data: record.data,
        expected: batch.library[i] as boolean,
        ajv: batch.ajv,
        label: record.label,
      })),
    );
    /**
     * Python's verdicts for the vectors, then the records: one start-up and one schema check for both, run by the
     * first of the two tests below (each allowed the process's own bound, runNdjson's 300 s: at full depth the
     * 4,000 items take seconds of CPU, and a loaded machine stretched them past vitest's 60 s).
     */
    let verdicts: readonly boolean[] | undefined;
    const judged = (): readonly boolean[] => {
      if (!python.ok) throw new Error(python.reason);
      verdicts ??= pythonVerdicts(
        python,
        Object.fromEntries(SETS.map(({ spec }) => [spec.name, packagePath(`schemas/bundles/${spec.name}`)])),
        [...vectors, ...records].map(({ schema, data }) => ({ schema, data })),
      );
      return verdicts;
    };

    /** The items Python judges otherwise than expected and no documented engine difference explains; the counts of those it explains. */
    const disagreements = (
      items: readonly PythonItem[],
      offset: number,
    ): { unexplained: string[]; counts: Record<string, number> } => {
      const all = judged();
      const counts = new Map<string, number>();
      const unexplained: string[] = [];
      items.forEach((item, i) => {
        const verdict = all[offset + i];
        if (verdict === item.expected) return;
        const difference = explainDifference(item.data, verdict === true, item.ajv);
        if (difference === undefined) unexplained.push(`${item.schema}: ${item.label}`);
        else counts.set(difference.id, (counts.get(difference.id) ?? 0) + 1);
      });
      return { unexplained, counts: Object.fromEntries(counts) };
    };

    it('finds python3 with jsonschema', () => {
      expect(python.ok, python.ok ? '' : python.reason).toBe(true);
      if (python.ok) console.log(`python: ${python.command}, ${python.version}`);
    });

    it('reach every vector verdict, or differ by a documented engine difference', () => {
      const { unexplained, counts } = disagreements(vectors, 0);
      console.log(
        `python vectors: ${vectors.length} checked; documented engine differences: ${JSON.stringify(counts)}`,
      );
      expect(unexplained).toEqual([]);
    }, 300_000);

    it('agree with this library on the generated records, or differ by a documented engine difference', () => {
      const { unexplained, counts } = disagreements(records, vectors.length);
      console.log(
        `python generated: ${records.length} checked; documented engine differences: ${JSON.stringify(counts)}`,
      );
      expect(unexplained).toEqual([]);
    }, 300_000);
  },
);
