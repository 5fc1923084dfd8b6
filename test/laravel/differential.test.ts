// Differential test against the rule notation's reference implementation: Laravel's validator runs the
// contract's rules (schemas/laravel/user-summary.rules.json) over the same records as this library. Every
// disagreement must fall into a documented divergence class (docs/cross-implementation.md).
import { describe, expect, it } from 'vitest';
import { BUNDLES, type BundleSpec } from '../../src/codegen/bundleArtifacts.js';
import { vectorFileName } from '../../src/codegen/vectors.js';
import type { VectorGroup } from '../../src/codegen/vectorTypes.js';
import { generatedRecords } from '../../src/codegen/generatedRecords.js';
import { readJson } from '../crossimpl/_engines.js';
import { findLaravel, suiteRuns } from '../crossimpl/_runtimes.js';
import { compareWithLaravel, describeComparison } from './_compare.js';
import type { DivergenceClass } from './_divergence.js';
import { laravelVerdicts } from './_laravel.js';

const laravel = findLaravel();
const spec = (name: string): BundleSpec => BUNDLES.find((b) => b.name === name) as BundleSpec;
const vectors = (s: BundleSpec): VectorGroup => (readJson<VectorGroup[]>(`schemas/vectors/${vectorFileName(s)}`)[0] as VectorGroup);

describe.runIf(suiteRuns("the Laravel differential suite", laravel))("differential test against Laravel's validator", () => {
  it("finds php with Laravel's validator", () => {
    expect(laravel.ok, laravel.ok ? '' : laravel.reason).toBe(true);
    if (laravel.ok) console.log(`laravel: ${laravel.version}`);
  });

  it('the harness prints one verdict per record, with the failed rules', () => {
    const verdicts = laravelVerdicts(laravel, [{ date: '2024-01-31' }, { date: '2024-02-30' }, { date: '2024-01-31', heart_rate: {} }, 'not an object']);
    expect(verdicts).toEqual([
      { valid: true, failed: {} },
      { valid: false, failed: { date: ['DateFormat'] } },
      { valid: false, failed: { heart_rate: ['Filled'] } },
      { valid: false, failed: { '': ['Array'] } },
    ]);
  });

  for (const name of ['user-summary.bundle.json', 'user-summary.no-slots.bundle.json']) {
    it(`${name} vectors: same verdict, or a documented divergence class`, () => {
      const group = vectors(spec(name));
      const result = compareWithLaravel(laravel, spec(name), group.tests.map((t) => t.data), group.tests.map((t) => t.description));
      console.log(describeComparison(`laravel vs ${name} vectors`, result));
      expect(result.unexplained).toEqual([]);
    });
  }

  it('every documented divergence class is observed on the vectors it names', () => {
    const group = vectors(spec('user-summary.bundle.json'));
    const byDescription = (needle: string): unknown => group.tests.find((t) => t.description.includes(needle))?.data;
    const expected: [string, DivergenceClass][] = [
      ['integer: "12" (a numeric string)', 'numeric-string-as-number'],
      ['integer: true is a type violation', 'boolean-as-integer'],
      ['integer: 9007199254740992', 'integer-beyond-safe-range'],
      ['"activity": [] is a type error', 'object-or-list'],
      ['activity has no not-empty rule', 'empty-group-is-absent'],
      ['"slots": [] counts as a value', 'empty-array-is-a-value'],
      ['pairs: both spellings missing', 'present-without-not-expressible'],
      ['Y-m-d: 0000-01-01', 'year-0000'],
      ['total_glasses " " (a blank string)', 'blank-string-is-absent'],
    ];
    const records = expected.map(([needle]) => byDescription(needle));
    expect(records.every((r) => r !== undefined)).toBe(true);
    const result = compareWithLaravel(laravel, spec('user-summary.bundle.json'), records);
    expect(result.agreed).toBe(0);
    expect(result.unexplained).toEqual([]);
    expect(Object.fromEntries(result.classes)).toEqual(Object.fromEntries(expected.map(([, c]) => [c, 1])));
  });

  /**
   * Generated records per variant: [valid, invalid, fewest slots]. At most two slots per group (Laravel's
   * wildcard expansion is slow); most runs send at least one slot, so the empty-slots divergence (Laravel's
   * required rejects []) does not hide other reasons behind a shared invalid verdict.
   */
  const GENERATED: readonly [string, number, number, number][] = [
    ['user-summary.bundle.json', 400, 600, 1],
    ['user-summary.bundle.json', 100, 100, 0],
    ['user-summary.no-slots.bundle.json', 300, 400, 0],
  ];
  for (const [name, valid, invalid, minSlots] of GENERATED) {
    it(`${name}: ${valid + invalid} generated records with ${minSlots}-2 slots: same verdict, or a documented divergence class`, () => {
      const records = generatedRecords(spec(name), { valid, invalid, minSlots, maxSlots: 2, extraFields: true });
      const result = compareWithLaravel(laravel, spec(name), records.map((r) => r.data), records.map((r) => r.label));
      console.log(describeComparison(`laravel vs generated ${name}`, result));
      expect(result.unexplained).toEqual([]);
      expect(result.agreed).toBeGreaterThan(records.length / 2);
    });
  }

  it('request.bundle.json: the query of every request vector and of 700 generated requests: same verdict, or a documented divergence class', () => {
    const requests = spec('request.bundle.json');
    const group = vectors(requests);
    const generated = generatedRecords(requests, { valid: 300, invalid: 400, maxSlots: 0 });
    const records = [...group.tests.map((t) => t.data), ...generated.map((r) => r.data)];
    const labels = [...group.tests.map((t) => t.description), ...generated.map((r) => r.label)];
    const result = compareWithLaravel(laravel, requests, records, labels);
    console.log(describeComparison('laravel vs request vectors and generated requests (query only)', result));
    expect(result.unexplained).toEqual([]);
  });

  it('the request divergence classes are observed on the request vectors that name them', () => {
    const requests = spec('request.bundle.json');
    const tests = vectors(requests).tests;
    const expected: [string, DivergenceClass][] = [
      ['include_slots "01" is in', 'in-compares-loosely'],
      ['page "" is integer', 'blank-string-is-absent'],
    ];
    const records = expected.map(([needle]) => tests.find((t) => t.description.includes(needle))?.data);
    expect(records.every((r) => r !== undefined)).toBe(true);
    const result = compareWithLaravel(laravel, requests, records);
    expect(result.unexplained).toEqual([]);
    expect(Object.fromEntries(result.classes)).toEqual(Object.fromEntries(expected.map(([, c]) => [c, 1])));
  });
});
