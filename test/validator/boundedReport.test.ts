// A hostile payload costs what its size costs: a capped report is the prefix of the full one, says when its
// count of the rest is a lower bound, and once it stops, a four times larger document costs it no more work
// (counted in Ajv errors raised, not in seconds).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as precompiledReport from '../../precompiled/default.report.js';
import { validateResponse, validateSummary } from '../../src/index.js';
import { DEFAULT_VARIANT, keysOmittedWithoutSlots } from '../../src/schemas/variants.js';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { validateResponse as precompiledValidateResponse, validateSummary as precompiledValidateSummary } from '../../src/standalone/index.js';
import { boundedReportCode } from '../../src/validator/boundedReportCode.js';
import { detectEnvelope } from '../../src/validator/envelope.js';
import { getTier, getValidator } from '../../src/validator/registry.js';
import { boundedReport } from '../../src/validator/boundedReport.js';
import { fromAjvErrors } from '../../src/validator/fromAjvErrors.js';
import { REPORT_BUDGET, runWithBudget, type ReportBudget } from '../../src/validator/reportBudget.js';
import { assertNoItemsUnderBranches } from '../../src/validator/reportOrder.js';
import { reportViolations } from '../../src/validator/validate.js';
import type { ValidationResult } from '../../src/validator/types.js';
import { HOSTILE_SHAPES, type HostileShape } from '../__helpers__/hostileShapes.js';

type Validate = (value: unknown, options: { maxViolations: number }) => ValidationResult<unknown>;

function validatorsOf(shape: HostileShape): Validate[] {
  return shape.entry === 'summary' ? [validateSummary, precompiledValidateSummary] : [validateResponse, precompiledValidateResponse];
}

function entryOf(shape: HostileShape, value: unknown): 'userSummary' | 'bare' | 'paginator' | 'collection' {
  return shape.entry === 'summary' ? 'userSummary' : (detectEnvelope(value) ?? 'bare');
}

type ReportFunction = ((v: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * The Ajv errors the compiled and the precompiled report raise on a value under a cap, over every run the
 * bounded report makes (boundedReport.ts grows its budget until it can prove its answer).
 */
function rawErrors(shape: HostileShape, value: unknown, cap: number): { compiled: number; precompiled: number } {
  const entry = entryOf(shape, value);
  const modules = precompiledReport as unknown as Record<string, ReportFunction> & { reportBudget: ReportBudget };
  const precompiled = modules[entry];
  if (precompiled === undefined) throw new Error(`no precompiled ${entry}`);
  const { locations } = getTier(DEFAULT_VARIANT, 'report');
  const count = (report: ReportFunction, budget: ReportBudget): number => {
    let raised = 0;
    boundedReport(cap, (errorsBudget) => {
      const { result, cutAt } = runWithBudget(budget, errorsBudget, true, () => (report(value) ? [] : [...(report.errors ?? [])]));
      raised += result.length;
      return { raw: fromAjvErrors(result as Parameters<typeof fromAjvErrors>[0], locations), cutAt };
    });
    return raised;
  };
  return { compiled: count(getValidator(entry, DEFAULT_VARIANT, 'report') as ReportFunction, REPORT_BUDGET), precompiled: count(precompiled, modules.reportBudget) };
}

describe('a capped report of a hostile document', () => {
  for (const shape of HOSTILE_SHAPES) {
    it(`is the prefix of the full report, its count exact or a stated lower bound: ${shape.name}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 600 }), fc.constantFrom(1, 5, 100), (n, cap) => {
          const value = shape.build(n);
          const full = reportViolations(entryOf(shape, value), value, DEFAULT_VARIANT);
          for (const validate of validatorsOf(shape)) {
            const result = validate(value, { maxViolations: cap });
            if (result.ok) throw new Error('a hostile shape validated');
            expect(result.violations).toStrictEqual(full.slice(0, cap));
            if (result.omittedIsLowerBound) {
              expect(result.omitted).toBeGreaterThanOrEqual(1);
              expect(result.omitted).toBeLessThanOrEqual(full.length - cap);
            } else {
              expect(result.omitted).toBe(Math.max(0, full.length - cap));
            }
          }
        }),
        { numRuns: 40 },
      );
    });

    it(`costs no more work at four times the size once the report stops: ${shape.name}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 2_000, max: 4_000 }), fc.constantFrom(1, 10, 100), (n, cap) => {
          const small = rawErrors(shape, shape.build(n), cap);
          const large = rawErrors(shape, shape.build(4 * n), cap);
          expect(large).toStrictEqual(small);
        }),
        { numRuns: 5 },
      );
    });
  }

  it('runs to the end without a cap: every violation of 5,000 broken days, in linear work', () => {
    const value = Array.from({ length: 5_000 }, () => ({ date: 'x' }));
    expect(reportViolations('bare', value, DEFAULT_VARIANT)).toHaveLength(5_000);
    const result = validateResponse(value, { maxViolations: 10_000 });
    expect(result.ok ? undefined : [result.violations.length, result.omitted, result.omittedIsLowerBound]).toStrictEqual([5_000, 0, false]);
  });

  it('leaves the budget as it found it, even when a getter in the data validates again', () => {
    const inner = { get date(): string {
      // A re-entrant validation while the outer report runs.
      validateSummary({ date: 'x' }, { maxViolations: 3 });
      return 'x';
    } };
    const before = { ...REPORT_BUDGET };
    const result = validateResponse([inner, { date: 'y' }], { maxViolations: 5 });
    expect(result.ok ? [] : result.violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/0/date', 'date_format'],
      ['/1/date', 'date_format'],
    ]);
    expect(REPORT_BUDGET).toStrictEqual(before);
  });
});

describe('the preconditions of a report that stops early', () => {
  it('the keys include_slots=0 makes optional come from the schemas, and only their required tests are switched', () => {
    expect(keysOmittedWithoutSlots(loadSchemaDocuments())).toStrictEqual(['slots']);
    const code = 'if(data.slots === undefined){a}if(data4.slots === undefined){b}if(data.date === undefined){c}';
    expect(boundedReportCode(code, ['slots'])).toBe(
      'if(data.slots === undefined && REPORT_BUDGET.requireSlots){a}if(data4.slots === undefined && REPORT_BUDGET.requireSlots){b}if(data.date === undefined){c}',
    );
  });

  it('no array loop lies under a branch in the schemas', () => {
    expect(() => assertNoItemsUnderBranches(loadSchemaDocuments())).not.toThrow();
  });

  it('a branch that loops over items is refused, naming where', () => {
    const [first, ...rest] = loadSchemaDocuments();
    if (first === undefined) throw new Error('no documents');
    const branching = { ...first, schema: { ...first.schema, anyOf: [{ type: 'array', items: { type: 'number' } }, { type: 'null' }] } };
    expect(() => assertNoItemsUnderBranches([branching, ...rest])).toThrow(`${first.file}#/anyOf: a branch loops over array items`);
  });

  it("fails loudly when Ajv's code no longer has the shapes it rewrites (an Ajv upgrade re-checks them)", () => {
    expect(() => boundedReportCode('vErrors = vErrors.concat(other);', ['slots'])).toThrow(/concat in a shape not rewritten/);
    expect(() => boundedReportCode('for (let i0 = 0; i0 < data.length; i0++) {}', ['slots'])).toThrow(/items loop of Ajv has a shape not rewritten/);
    expect(boundedReportCode('vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);', ['slots'])).not.toContain('concat');
  });
});
