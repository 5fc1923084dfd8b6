// The Python distribution's violations(bundle, instance) (packages/python, installed into a virtual environment:
// test/__helpers__/pythonDistribution.ts) in the contract's words from Python's jsonschema, measured on the invalid conformance vectors and on generated records against this
// library's reports (docs/cross-implementation.md, "Python: violations in the contract's words").
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { generatedRecords } from 'user-summaries-build/codegen/generatedRecords';
import { vectorFileName } from 'user-summaries-build/codegen/vectors';
import { sortViolations, type ExpectedViolation, type VectorGroup } from 'user-summaries-build/codegen/vectorTypes';
import { packagePath, readJson } from '../__helpers__/engines.js';
import { libraryViolations } from '../__helpers__/library.js';
import { findInstalledPython, pythonViolations, suiteRuns, type PythonViolation } from '../__helpers__/runtimes.js';

/**
 * Invalid vectors on which the module's (pointer, rule) set differs from the expected one, as
 * `<bundle>: <description>`; each is listed with its reason in docs/cross-implementation.md. A new miss fails.
 */
const KNOWN_MISSES: readonly string[] = [];

/** The share of invalid vectors the module must get exactly right. */
const REQUIRED_RATIO = 0.95;

const python = findInstalledPython();
const FILES = Object.fromEntries(BUNDLES.map((spec) => [spec.name, packagePath(`schemas/bundles/${spec.name}`)]));

/** An item for the module: the bundle's name and the instance. */
type Item = { readonly schema: string; readonly data: unknown };

/**
 * One python process for the whole suite: each test's items are asked for when the suite is collected, all of them
 * answered by one run of the harness before the tests (a process per test cost a python start-up and the loading of
 * the bundles each), and each test reads its own answers.
 */
function oneProcess(): { ask(items: readonly Item[]): () => PythonViolation[][]; answerAll(): void } {
  const asked: (readonly Item[])[] = [];
  const answered: PythonViolation[][][] = [];
  return {
    ask(items) {
      const k = asked.push(items) - 1;
      return () => answered[k] ?? [];
    },
    answerAll() {
      const answers = pythonViolations(python, FILES, asked.flat());
      let from = 0;
      for (const items of asked) {
        answered.push(answers.slice(from, from + items.length));
        from += items.length;
      }
    },
  };
}

function asSet(violations: readonly (PythonViolation | ExpectedViolation)[]): string[] {
  return [...new Set(violations.map((v) => `${v.pointer} ${v.rule}`))].sort();
}

describe.runIf(suiteRuns('the Python violations module suite', python))(
  'user_summaries_contract.violations, installed',
  () => {
    const batch = oneProcess();
    beforeAll(() => {
      if (python.ok) batch.answerAll();
    }, 120_000);

    it('finds the installed distribution', () => {
      expect(python.ok, python.ok ? '' : python.reason).toBe(true);
      if (python.ok) console.log(`python: ${python.command}, ${python.version}`);
    });

    const vectorItems = BUNDLES.flatMap((spec) => {
      const group = readJson<VectorGroup[]>(`schemas/vectors/${vectorFileName(spec)}`)[0] as VectorGroup;
      return group.tests.filter((t) => !t.valid).map((test) => ({ spec, test }));
    });
    const vectorAnswers = batch.ask(vectorItems.map(({ spec, test }) => ({ schema: spec.name, data: test.data })));
    it(`reports the expected (pointer, rule) set on at least ${REQUIRED_RATIO * 100}% of the invalid vectors, and misses only the known ones`, () => {
      const items = vectorItems;
      const answers = vectorAnswers();
      const misses = items.flatMap(({ spec, test }, i) =>
        JSON.stringify(asSet(answers[i] ?? [])) === JSON.stringify(asSet(test.violations))
          ? []
          : [`${spec.name}: ${test.description}`],
      );
      const ratio = 1 - misses.length / items.length;
      console.log(
        `python violations: ${items.length} invalid vectors, ${items.length - misses.length} exact (${(ratio * 100).toFixed(1)}%)`,
      );
      expect(items.length).toBeGreaterThan(400);
      expect(ratio).toBeGreaterThanOrEqual(REQUIRED_RATIO);
      expect(misses).toEqual(KNOWN_MISSES);
    });

    const envelopes = (() => {
      const day = { date: '2024-01-31' };
      const paginator = {
        current_page: 1,
        data: [day],
        first_page_url: 'u',
        from: 1,
        last_page: 1,
        last_page_url: 'u',
        next_page_url: null,
        path: 'u',
        per_page: 10,
        prev_page_url: null,
        to: 1,
      };
      const links = { first: null, last: null, prev: null, next: null };
      const meta = { current_page: 1, from: 1, last_page: 1, path: 'u', per_page: 10, to: 1, total: 1 };
      const cases: [string, unknown, PythonViolation[]][] = [
        ['paginator without total', paginator, [{ pointer: '/total', rule: 'required' }]],
        [
          'paginator with a day of a bad date',
          { ...paginator, total: 1, data: [{ date: '2024-02-30' }] },
          [{ pointer: '/data/0/date', rule: 'date_format' }],
        ],
        [
          'collection whose meta lacks total',
          { data: [day], links, meta: { ...meta, total: undefined } },
          [{ pointer: '/meta/total', rule: 'required' }],
        ],
        [
          'bare array with an empty heart_rate',
          [{ ...day, heart_rate: {} }],
          [{ pointer: '/0/heart_rate', rule: 'filled' }],
        ],
        ['a string body', 'ok', [{ pointer: '', rule: 'envelope' }]],
      ];
      const bodies = cases.map(([, body]) => JSON.parse(JSON.stringify(body)) as unknown);
      return { cases, answers: batch.ask(bodies.map((data) => ({ schema: 'response.no-slots.bundle.json', data }))) };
    })();
    it('puts a response error on the member, not on the root, in every envelope', () => {
      expect(envelopes.answers()).toEqual(envelopes.cases.map(([, , expected]) => expected));
    });

    const arbitrary = (() => {
      const strict = BUNDLES.find((b) => b.name === 'user-summary.strict.bundle.json') as BundleSpec;
      const plain = BUNDLES.find((b) => b.name === 'user-summary.bundle.json') as BundleSpec;
      const odd = [
        { date: '2024-01-31', 'a/b': 1, 'c~d': 2, '': 3 },
        { date: '2024-01-31', activity: { 'x/y': 1 } },
      ];
      const junk = fc.sample(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record(
            { date: fc.jsonValue({ maxDepth: 1 }), heart_rate: fc.jsonValue({ maxDepth: 2 }) },
            { requiredKeys: [] },
          ),
        ),
        300,
      );
      const items = [
        ...odd.map((data) => ({ spec: strict, data })),
        ...junk.map((data) => ({ spec: plain, data: JSON.parse(JSON.stringify(data)) as unknown })),
      ];
      return { strict, odd, items, answers: batch.ask(items.map(({ spec, data }) => ({ schema: spec.name, data }))) };
    })();
    it('never raises on arbitrary JSON, escapes pointer tokens, and agrees with this library there too (the run seed, printed)', () => {
      const { strict, odd, items } = arbitrary;
      const answers = arbitrary.answers();
      expect(answers.slice(0, 2)).toEqual([
        [
          { pointer: '/', rule: 'unknown_field' },
          { pointer: '/a~1b', rule: 'unknown_field' },
          { pointer: '/c~0d', rule: 'unknown_field' },
        ],
        [
          { pointer: '/activity/x~1y', rule: 'unknown_field' },
          ...libraryViolations(strict, odd[1]).filter((v) => v.rule !== 'unknown_field'),
        ].sort((a, b) => (a.pointer < b.pointer ? -1 : 1)),
      ]);
      const differing = items.flatMap(({ spec, data }, i) => {
        const ours = asSet(libraryViolations(spec, data));
        const theirs = asSet(answers[i] ?? []);
        return JSON.stringify(ours) === JSON.stringify(theirs) ? [] : [{ i, ours, python: theirs }];
      });
      expect(differing).toEqual([]);
    });

    const GENERATED: readonly [string, number][] = [
      ['user-summary.bundle.json', 400],
      ['user-summary.no-slots.bundle.json', 200],
      ['user-summary.strict.bundle.json', 200],
      ['request.bundle.json', 200],
    ];
    const generatedItems = GENERATED.flatMap(([name, invalid]) => {
      const spec = BUNDLES.find((b) => b.name === name) as BundleSpec;
      return generatedRecords(spec, { valid: 0, invalid: atDepth(invalid), maxSlots: 2 }).map((record) => ({
        spec,
        record,
      }));
    });
    const generatedAnswers = batch.ask(
      generatedItems.map(({ spec, record }) => ({ schema: spec.name, data: record.data })),
    );
    it('reports what this library reports on generated invalid records (the run seed, printed)', () => {
      const items = generatedItems;
      const answers = generatedAnswers();
      const differing = items.flatMap(({ spec, record }, i) => {
        // The reversed request range is beyond JSON Schema (the vectors' beyondSchema): the library alone sees it.
        const ours = sortViolations(libraryViolations(spec, record.data)).filter((v) => v.rule !== 'after_or_equal');
        const theirs = answers[i] ?? [];
        return JSON.stringify(asSet(theirs)) === JSON.stringify(asSet(ours))
          ? []
          : [{ bundle: spec.name, label: record.label, ours: asSet(ours), python: asSet(theirs) }];
      });
      console.log(
        `python violations: ${items.length} generated invalid records, ${items.length - differing.length} exact`,
      );
      expect(differing).toEqual([]);
    });
  },
);
