// Differential test against the rule notation's reference implementation: Laravel's validator runs the
// contract's rules (schemas/laravel/*.rules.json) over the same records as this library, sent as JSON texts
// with varied number spellings. Every disagreement must be proven to fall into a documented divergence class
// by evidence: both sides run again with the class's cause removed, and the verdicts must meet
// (docs/cross-implementation.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { FULL_SUMMARY } from 'user-summaries-build/codegen/vectorBase';
import { generatedRecords } from 'user-summaries-build/codegen/generatedRecords';
import { vectorFileName } from 'user-summaries-build/codegen/vectors';
import type { ExpectedViolation, VectorGroup } from 'user-summaries-build/codegen/vectorTypes';
import { resolvePointer } from 'user-summaries-contract/internal/validator/pointer';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';
import { packagePath, readJson } from '../../../../test/__helpers__/engines.js';
import { findLaravel, JsonText, suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { compareSides, compareWithLaravel, describeComparison, sidesOf } from './_compare.js';
import type { DivergenceClass } from './_divergence.js';
import { laravelVerdicts } from './_laravel.js';
import { plain, respell, spelledVectorData, type SpelledRecord } from './_spelling.js';

const laravel = findLaravel();
const spec = (name: string): BundleSpec => BUNDLES.find((b) => b.name === name) as BundleSpec;
const vectors = (s: BundleSpec): VectorGroup =>
  readJson<VectorGroup[]>(`schemas/vectors/${vectorFileName(s)}`)[0] as VectorGroup;
/** The vectors of each bundle read so far, as spelled in the file. */
const spelledByBundle = new Map<string, ReturnType<typeof spelledVectorData>>();
/**
 * The vectors of a bundle with their data as spelled in the file: read once per bundle (a read parses the whole file,
 * 400 KB for the summary's, which each vector a test looks up by its description read again: a second of CPU).
 */
const spelledVectors = (s: BundleSpec): ReturnType<typeof spelledVectorData> => {
  const read =
    spelledByBundle.get(s.name) ??
    spelledVectorData(readFileSync(packagePath(`schemas/vectors/${vectorFileName(s)}`), 'utf8'));
  spelledByBundle.set(s.name, read);
  return read;
};
const find = (s: BundleSpec, needle: string): SpelledRecord => {
  const found = spelledVectors(s).find((t) => t.description.includes(needle));
  if (found === undefined) throw new Error(`no vector ${needle}`);
  return found.record;
};

describe.runIf(suiteRuns('the Laravel differential suite', laravel))(
  "differential test against Laravel's validator",
  () => {
    it("finds php with Laravel's validator", () => {
      expect(laravel.ok, laravel.ok ? '' : laravel.reason).toBe(true);
      if (laravel.ok) console.log(`laravel: ${laravel.version}`);
    });

    it('the harness prints one verdict per record, with the failed rules', () => {
      const verdicts = laravelVerdicts(laravel, [
        { date: '2024-01-31' },
        { date: '2024-02-30' },
        { date: '2024-01-31', heart_rate: {} },
        'not an object',
      ]);
      expect(verdicts).toEqual([
        { valid: true, failed: {} },
        { valid: false, failed: { date: ['DateFormat'] } },
        { valid: false, failed: { heart_rate: ['Filled'] } },
        { valid: false, failed: { '': ['Array'] } },
      ]);
    });

    it("the harness reads each JSON text as written: PHP decodes 1e14 as a float, which Laravel's integer refuses", () => {
      const day = (steps: string) =>
        new JsonText(
          `{"date":"2024-01-31","activity":{"date":"2024-01-31","total_steps":${steps},"daily_percent":1,"distance":0,"calories":0,"workouts":0,"active_minutes":0,"move_every_hour":0,"slots":[{"timestamp":1706659200000,"date":"00:00","step_count":1}]}}`,
        );
      const verdicts = laravelVerdicts(laravel, [
        day('100000000000000'),
        day('1e14'),
        day('100000000000000.0'),
        day('12.0'),
        day('-0'),
        day('1.2e1'),
      ]);
      expect(verdicts.map((v) => (v.valid ? 'valid' : JSON.stringify(v.failed)))).toEqual([
        'valid',
        '{"activity.total_steps":["Integer"]}',
        '{"activity.total_steps":["Integer"]}',
        'valid',
        'valid',
        'valid',
      ]);
    });

    it('the rules can be replaced for one run (the evidence runs write a pair rule as Laravel can express it)', () => {
      const record = { date: '2024-01-31', heart_rate: { x: 1 } };
      const override = {
        'heart_rate.avg_daily_heart_rate': 'nullable|required_without:heart_rate.avg_daily_heat_rate|integer',
      };
      const [verdict] = laravelVerdicts(laravel, [record], { override });
      expect(verdict?.failed['heart_rate.avg_daily_heart_rate']).toEqual(['RequiredWithout']);
    });

    // One of the two bundles a run under npm test, rotated by the seed; both at full depth (test/__helpers__/depth.ts).
    for (const name of casesAtDepth(['user-summary.bundle.json', 'user-summary.no-slots.bundle.json'], 1)) {
      it(`${name} vectors, as spelled in the file and respelled: same verdict, or a divergence class proven by evidence`, () => {
        const all = spelledVectors(spec(name));
        expect(all.length).toBe(vectors(spec(name)).tests.length);
        // At full depth every vector, as spelled and respelled. In npm test at most 120 vectors as spelled (the
        // summary's 469: consecutive from an offset the seed picks, so successive days go round them; the no-slots
        // bundle's 23: all), and every tenth of them (from the seed) respelled.
        const tests = casesAtDepth(all, 120);
        const step = Math.max(1, Math.round(all.length / atDepth(all.length)));
        const respelled = tests.map((t, i) => ({ t, i })).filter(({ i }) => i % step === FC_SEED % step);
        const records = [
          ...tests.map((t) => t.record),
          ...respelled.map(({ t, i }) => respell(t.record.value, FC_SEED + i)),
        ];
        const labels = [
          ...tests.map((t) => t.description),
          ...respelled.map(({ t }) => `${t.description} (respelled)`),
        ];
        const result = compareWithLaravel(laravel, spec(name), records, labels);
        console.log(describeComparison(`laravel vs ${name} vectors`, result));
        expect(result.unexplained).toEqual([]);
      });
    }

    it('every documented summary divergence class is observed, with evidence, on the vector that names it', () => {
      const s = spec('user-summary.bundle.json');
      // Each class's evidence is a run of both sides: 2 of the 10 vectors under npm test, consecutive from the seed's
      // offset (successive days go round the table), all of them at full depth (test/__helpers__/depth.ts).
      const table: [string, DivergenceClass[]][] = [
        ['integer: "12" (a numeric string)', ['numeric-string-as-number']],
        ['integer: true is a type violation', ['boolean-as-integer']],
        ['integer: 9007199254740992 (outside', ['integer-beyond-safe-range']],
        ['number spelling: total_steps written 1e14', ['integer-written-as-float']],
        ['"activity": [] is a type error', ['object-or-list', 'empty-group-is-absent']],
        ['activity has no not-empty rule', ['empty-group-is-absent']],
        ['"slots": [] counts as a value', ['empty-array-is-a-value']],
        ['pairs: both spellings missing', ['present-without-not-expressible']],
        ['Y-m-d: 0000-01-01', ['year-0000']],
        ['total_glasses " " (a blank string)', ['blank-string-is-absent']],
      ];
      const expected = casesAtDepth(table, 2);
      // All the vectors in one comparison (its evidence runs are shared), each record's proven classes read apart.
      const result = compareWithLaravel(
        laravel,
        s,
        expected.map(([needle]) => find(s, needle)),
      );
      expect({ agreed: result.agreed, unexplained: result.unexplained }).toEqual({ agreed: 0, unexplained: [] });
      expect(expected.map(([needle], i) => [needle, [...(result.classesOf.get(i) ?? [])].sort()])).toEqual(
        expected.map(([needle, classes]) => [needle, [...classes].sort()]),
      );
    });

    it('a number beyond the largest double (`"distance": 1e400`): Laravel accepts it (INF is numeric), the library reports type; class number-beyond-double, proven', () => {
      const s = spec('user-summary.bundle.json');
      const base = FULL_SUMMARY as { activity: Record<string, unknown> };
      const record: SpelledRecord = {
        value: { ...base, activity: { ...base.activity, distance: Number.POSITIVE_INFINITY } },
        spellings: new Map([['/activity/distance', '1e400']]),
      };
      expect(sidesOf(s).ours(record)).toEqual([{ pointer: '/activity/distance', rule: 'type' }]);
      const result = compareWithLaravel(laravel, s, [record]);
      expect({
        agreed: result.agreed,
        unexplained: result.unexplained,
        classes: Object.fromEntries(result.classes),
      }).toEqual({
        agreed: 0,
        unexplained: [],
        classes: { 'number-beyond-double': 1 },
      });
    });

    it('a planted mistake of this library is not explained away: no evidence, the suite fails', () => {
      const s = spec('user-summary.bundle.json');
      const real = sidesOf(s);
      const steps = '/activity/total_steps';
      const pair = '/heart_rate/avg_daily_heart_rate';
      // A library that also rejects total_steps 12 as a number, and claims the pair is missing whenever the heat spelling is used.
      const planted = (record: SpelledRecord): ExpectedViolation[] => {
        const extra: ExpectedViolation[] = [];
        const value = resolvePointer(record.value, steps);
        if (value.found && value.value === 12) extra.push({ pointer: steps, rule: 'type' });
        const heart = resolvePointer(record.value, pair);
        if (!heart.found && resolvePointer(record.value, '/heart_rate').found)
          extra.push({ pointer: pair, rule: 'present_without' });
        return [...real.ours(record), ...extra];
      };
      const numericString = find(s, 'integer: "12" (a numeric string)');
      const heatSpelling = find(s, 'pairs: heat spellings only are valid');
      const result = compareSides(laravel, { ...real, ours: planted }, [numericString, heatSpelling]);
      expect(result.unexplained.map((u) => [u.index, u.ours, u.why])).toEqual([
        [0, `${steps} type`, 'verdicts still differ without the causes (ours invalid, Laravel valid)'],
        [1, `${pair} present_without`, 'verdicts still differ without the causes (ours invalid, Laravel valid)'],
      ]);
      // The same records with the real library: Laravel's numeric-string reading is proven; the pair agrees.
      const honest = compareWithLaravel(laravel, s, [numericString, heatSpelling]);
      expect(honest.unexplained).toEqual([]);
      expect(Object.fromEntries(honest.classes)).toEqual({ 'numeric-string-as-number': 1 });
    });

    /**
     * Generated records per variant: [valid, invalid, fewest slots], sent respelled (about 30% of their numbers
     * in another exact spelling, from the run's seed). At most two slots per group (Laravel's wildcard
     * expansion is slow); most runs send at least one slot, so the empty-slots divergence does not hide other
     * reasons behind a shared invalid verdict. Under npm test, half the generated records are sent, consecutive from
     * an offset the seed picks; all of them at full depth.
     */
    const GENERATED: readonly [string, number, number, number][] = [
      ['user-summary.bundle.json', atDepth(400), atDepth(600), 1],
      ['user-summary.bundle.json', atDepth(100), atDepth(100), 0],
      ['user-summary.no-slots.bundle.json', atDepth(300), atDepth(400), 0],
    ];
    // One variant a run under npm test, rotated by the seed; all three at full depth (test/__helpers__/depth.ts).
    casesAtDepth(
      GENERATED.map((variant, run) => [variant, run] as const),
      1,
    ).forEach(([[name, valid, invalid, minSlots], run]) => {
      it(`${name}: ${valid + invalid} generated records with ${minSlots}-2 slots, respelled: same verdict, or a divergence class proven by evidence`, () => {
        const generated = generatedRecords(spec(name), { valid, invalid, minSlots, maxSlots: 2, extraFields: true });
        const records = casesAtDepth(
          generated.map((r, i) => ({ ...r, i })),
          Math.ceil(generated.length / 2),
        );
        const spelled = records.map((r) => respell(r.data, FC_SEED + 100_000 * (run + 1) + r.i));
        const result = compareWithLaravel(
          laravel,
          spec(name),
          spelled,
          records.map((r) => r.label),
        );
        console.log(describeComparison(`laravel vs generated ${name}`, result));
        expect(result.unexplained).toEqual([]);
        // Most records agree; the batch with 0 slots allowed is there to send `"slots": []`, which Laravel
        // rejects (empty-array-is-a-value), so those count with the agreeing ones.
        const emptySlots = minSlots === 0 ? (result.classes.get('empty-array-is-a-value') ?? 0) : 0;
        expect(result.agreed + emptySlots).toBeGreaterThan(records.length / 2);
      });
    });

    it(`request.bundle.json: the query of every request vector and of ${atDepth(700)} generated requests: same verdict, or a divergence class proven by evidence`, () => {
      const requests = spec('request.bundle.json');
      const group = vectors(requests);
      const generated = generatedRecords(requests, { valid: atDepth(300), invalid: atDepth(400), maxSlots: 0 });
      const records = [...group.tests.map((t) => plain(t.data)), ...generated.map((r) => plain(r.data))];
      const labels = [...group.tests.map((t) => t.description), ...generated.map((r) => r.label)];
      const result = compareWithLaravel(laravel, requests, records, labels);
      console.log(describeComparison('laravel vs request vectors and generated requests (query only)', result));
      expect(result.unexplained).toEqual([]);
    });

    it('the request divergence classes are observed, with evidence, on the request vectors that name them', () => {
      const requests = spec('request.bundle.json');
      const expected: [string, DivergenceClass][] = [
        ['include_slots "01" is in', 'in-compares-loosely'],
        ['page "" is integer', 'blank-string-is-absent'],
        ['per_page "9007199254740992" is integer', 'integer-beyond-safe-range'],
      ];
      const result = compareWithLaravel(
        laravel,
        requests,
        expected.map(([needle]) => find(requests, needle)),
      );
      expect(result.unexplained).toEqual([]);
      expect(expected.map(([needle], i) => [needle, result.classesOf.get(i)])).toEqual(
        expected.map(([needle, c]) => [needle, [c]]),
      );
    });
  },
);
