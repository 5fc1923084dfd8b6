// The archive report's merge as properties: associative, commutative, the same bytes however an archive is
// split, and merging the reports of the parts gives the report of the whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ArchiveReportBuilder,
  compareCodePoints,
  formatArchiveReport,
  generaliseLocation,
  MAX_LOCATIONS,
  mergeArchiveReports,
  OTHER_LOCATIONS,
  type ArchiveProfile,
  type ArchiveReport,
  type DocumentFact,
} from '../../src/archiveReport/archiveReport.js';
import { parseArchiveReport } from '../../src/archiveReport/parseArchiveReport.js';

const PROFILE: ArchiveProfile = { includeSlots: true, strict: false, maxViolations: 100 };

/**
 * A checked document placed in one of a few files, with few distinct values so ties and equal keys occur. As
 * the gate checks them: a valid document has no violation and no error, an invalid one at least one violation
 * and no error, an unreadable one at least one error and no violation (parseArchiveReport checks these sums).
 */
const documentFact: fc.Arbitrary<DocumentFact> = fc
  .record({
    file: fc.constantFrom('a.ndjson', 'b.ndjson', 'b.ndjson.gz', 'é.ndjson', '😀.ndjson', '\uffff.ndjson'),
    status: fc.constantFrom('valid', 'invalid', 'error') as fc.Arbitrary<'valid' | 'invalid' | 'error'>,
    violations: fc.array(
      fc.record(
        {
          pointer: fc.constantFrom(
            '/date',
            '/sleep/slots/2/end_date',
            '/sleep/slots/10/end_date',
            '/data/0/activity/slots/3/date',
            '',
          ),
          rule: fc.constantFrom('required', 'type', 'date_format', 'in'),
          line: fc.integer({ min: 0, max: 30 }),
          day: fc.constantFrom('2024-01-01', '2024-01-02', '2023-12-31'),
        },
        { requiredKeys: ['pointer', 'rule', 'line'] },
      ),
      { maxLength: 4 },
    ),
    omitted: fc.nat({ max: 3 }),
    errors: fc.array(
      fc.record({
        code: fc.constantFrom('syntax', 'invalid_utf8', 'unreadable'),
        message: fc.constantFrom('bad', 'worse'),
        line: fc.nat({ max: 30 }),
      }),
      { maxLength: 2 },
    ),
    warnings: fc.array(fc.record({ code: fc.constantFrom('bom', 'date_range') }), { maxLength: 2 }),
  })
  .map((fact) => {
    if (fact.status === 'valid') return { ...fact, violations: [], omitted: 0, errors: [] };
    if (fact.status === 'error')
      return {
        ...fact,
        violations: [],
        omitted: 0,
        errors: fact.errors.length > 0 ? fact.errors : [{ code: 'syntax', message: 'bad', line: 1 }],
      };
    return {
      ...fact,
      errors: [],
      violations: fact.violations.length > 0 ? fact.violations : [{ pointer: '/date', rule: 'required', line: 1 }],
    };
  });

interface Part {
  readonly facts: readonly DocumentFact[];
  readonly valid: number;
  readonly files: number;
  readonly blank: number;
  readonly bytes: number;
}

const part: fc.Arbitrary<Part> = fc.record({
  facts: fc.array(documentFact, { maxLength: 12 }),
  valid: fc.nat({ max: 1000 }),
  files: fc.nat({ max: 3 }),
  blank: fc.nat({ max: 3 }),
  bytes: fc.nat({ max: 1_000_000 }),
});

function reportOf(parts: readonly Part[], maxExamples: number): ArchiveReport {
  const builder = new ArchiveReportBuilder(PROFILE, maxExamples);
  let files = 0;
  let blank = 0;
  let bytes = 0;
  for (const p of parts) {
    for (const fact of p.facts) builder.add(fact);
    builder.addValid(p.valid);
    files += p.files;
    blank += p.blank;
    bytes += p.bytes;
  }
  return builder.build({ files, blankLinesSkipped: blank, bytes, stoppedEarly: false });
}

const merged = (reports: readonly ArchiveReport[]): string => {
  const result = mergeArchiveReports(reports);
  if (!result.ok) throw new Error(result.message);
  return formatArchiveReport(result.report);
};

const maxExamples = fc.integer({ min: 0, max: 6 });

describe('mergeArchiveReports', () => {
  it('gives the report of the whole from the reports of any partition of it, in any order', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), maxExamples, fc.nat(), (parts, n, seed) => {
        const whole = formatArchiveReport(reportOf(parts, n));
        const reports = parts.map((p) => reportOf([p], n));
        // A deterministic shuffle from the seed: the order of partial reports does not matter.
        const shuffled = reports
          .map((r, i) => ({ r, key: (i * 2654435761 + seed) % 4294967296 }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.r);
        expect(merged(reports)).toBe(whole);
        expect(merged(shuffled)).toBe(whole);
      }),
    );
  });

  it('is associative and commutative: the same bytes whatever the grouping', () => {
    fc.assert(
      fc.property(part, part, part, maxExamples, (p, q, r, n) => {
        const [a, b, c] = [reportOf([p], n), reportOf([q], n), reportOf([r], n)];
        const ab = mergeArchiveReports([a, b]);
        const bc = mergeArchiveReports([b, c]);
        if (!ab.ok || !bc.ok) throw new Error('merge failed');
        const left = merged([ab.report, c]);
        expect(merged([a, bc.report])).toBe(left);
        expect(merged([c, b, a])).toBe(left);
        expect(merged([b, a])).toBe(formatArchiveReport(ab.report));
      }),
    );
  });

  it('is the identity on one report, and a written report reads back to the same bytes', () => {
    fc.assert(
      fc.property(part, maxExamples, (p, n) => {
        const report = reportOf([p], n);
        const text = formatArchiveReport(report);
        expect(merged([report])).toBe(text);
        const parsed = parseArchiveReport(JSON.parse(text));
        expect(parsed.ok && formatArchiveReport(parsed.report)).toBe(text);
      }),
    );
  });

  it('keeps the smallest examples in (file, line, pointer, rule) order, at most maxExamples, counts of all', () => {
    fc.assert(
      fc.property(fc.array(documentFact, { maxLength: 30 }), maxExamples, (facts, n) => {
        const report = reportOf([{ facts, valid: 0, files: 1, blank: 0, bytes: 0 }], n);
        const all = facts.flatMap((f) =>
          f.violations.map((v) => ({ file: f.file, line: v.line, pointer: v.pointer, rule: v.rule })),
        );
        const key = (e: { file: string; line: number; pointer: string; rule: string }): string =>
          JSON.stringify([e.file, e.line, e.pointer, e.rule]);
        const expected = [...all]
          .sort(
            (x, y) =>
              compareCodePoints(x.file, y.file) ||
              x.line - y.line ||
              compareCodePoints(x.pointer, y.pointer) ||
              compareCodePoints(x.rule, y.rule),
          )
          .slice(0, n);
        expect(report.examples.map(key)).toEqual(expected.map(key));
        expect(report.counts.violations).toBe(all.length);
        expect(Object.values(report.byRule).reduce((s, x) => s + x, 0)).toBe(all.length);
        expect(report.counts.documents).toBe(facts.length);
        expect(report.exitCode).toBe(
          facts.some((f) => f.status === 'error') ? 2 : facts.some((f) => f.status === 'invalid') ? 1 : 0,
        );
      }),
    );
  });

  it('refuses reports of different profiles, and an empty list, with a message', () => {
    const a = reportOf([], 5);
    const b: ArchiveReport = { ...a, profile: { ...PROFILE, includeSlots: false } };
    const result = mergeArchiveReports([a, b]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('report 2 was made with another profile (includeSlots=false');
    expect(mergeArchiveReports([])).toEqual({ ok: false, message: 'no report to merge' });
  });

  it('keeps the smaller maxExamples when the reports differ in it', () => {
    const facts: DocumentFact[] = [1, 2, 3].map((line) => ({
      file: 'a.ndjson',
      status: 'invalid',
      violations: [{ pointer: '/date', rule: 'required', line }],
      omitted: 0,
      errors: [],
      warnings: [],
    }));
    const result = mergeArchiveReports([
      reportOf([{ facts, valid: 0, files: 1, blank: 0, bytes: 0 }], 5),
      reportOf([], 2),
    ]);
    expect(result.ok && result.report.maxExamples).toBe(2);
    expect(result.ok && result.report.examples.map((e) => e.line)).toEqual([1, 2]);
  });
});

describe('generaliseLocation', () => {
  it('replaces array indices, and only them, by *', () => {
    expect(generaliseLocation('/sleep/slots/12/end_date')).toBe('/sleep/slots/*/end_date');
    expect(generaliseLocation('/data/0/heart_rate/slots/3')).toBe('/data/*/heart_rate/slots/*');
    expect(generaliseLocation('/01/x/1a/date')).toBe('/01/x/1a/date');
    expect(generaliseLocation('')).toBe('');
  });
});

describe('parseArchiveReport', () => {
  it('names the member that is wrong, never its value', () => {
    const report = JSON.parse(formatArchiveReport(reportOf([], 3))) as Record<string, unknown>;
    expect(parseArchiveReport({ ...report, counts: { ...(report['counts'] as object), valid: -1 } })).toEqual({
      ok: false,
      message: 'counts.valid must be a count (a non-negative integer)',
    });
    expect(parseArchiveReport({ ...report, byDay: { '2024-01-01': 'SECRET' } })).toEqual({
      ok: false,
      message: 'byDay member must be a count (a non-negative integer)',
    });
    expect(parseArchiveReport({ documents: [] })).toEqual({
      ok: false,
      message:
        'this is not an archive report (no "report": "user-summaries-archive"; made by validate --format summary?)',
    });
    expect(parseArchiveReport(null)).toEqual({ ok: false, message: 'the report must be an object' });
  });
});

describe('byLocation past MAX_LOCATIONS locations', () => {
  /** One invalid document a location: `/device_<n>` (a member name with an id, as --strict reports unknown ones). */
  const factAt = (n: number, line: number): DocumentFact => ({
    file: 'a.ndjson',
    status: 'invalid',
    omitted: 0,
    errors: [],
    warnings: [],
    violations: [{ pointer: `/device_${n}`, rule: 'unknown_field', line, day: '2024-01-01' }],
  });
  const build = (facts: readonly DocumentFact[]): ArchiveReport => {
    const builder = new ArchiveReportBuilder(PROFILE, 2);
    for (const f of facts) builder.add(f);
    // No file and no byte counted, so that the parts' counts add up to the whole's.
    return builder.build({ files: 0, blankLinesSkipped: 0, bytes: 0, stoppedEarly: false });
  };

  it('keeps the smallest locations in code-point order and counts the violations at the others under one key', () => {
    // 2,600 locations in a scrambled order, the first 300 twice: the report must not depend on the order.
    const numbers = Array.from({ length: 2600 }, (_, i) => (i * 7919) % 2600);
    const report = build([...numbers, ...numbers.slice(0, 300)].map((n, i) => factAt(n, i + 1)));
    const names = Array.from({ length: 2600 }, (_, n) => `/device_${n}`).sort(compareCodePoints);
    const kept = names.slice(0, MAX_LOCATIONS);
    const twice = new Set(numbers.slice(0, 300).map((n) => `/device_${n}`));
    const expected: Record<string, number> = {
      [OTHER_LOCATIONS]: names.slice(MAX_LOCATIONS).reduce((sum, name) => sum + (twice.has(name) ? 2 : 1), 0),
    };
    for (const name of kept) expected[name] = twice.has(name) ? 2 : 1;
    expect(report.byLocation).toEqual(expected);
    expect(Object.values(report.byLocation).reduce((a, b) => a + b, 0)).toBe(report.counts.violations);
    expect(parseArchiveReport(JSON.parse(formatArchiveReport(report))).ok).toBe(true);
  });

  it('gives the report of the whole from the reports of any partition of it (the cut commutes with the merge)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2999 }), { minLength: 1500, maxLength: 3000 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 40 }),
        (numbers, cuts) => {
          const facts = numbers.map((n, i) => factAt(n, i + 1));
          const parts: DocumentFact[][] = [[], [], [], []];
          facts.forEach((f, i) => {
            parts[cuts[i % cuts.length] as number]?.push(f);
          });
          expect(merged(parts.map(build))).toBe(formatArchiveReport(build(facts)));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('leaves a report within the bound as it is: no key for other locations', () => {
    const report = build(Array.from({ length: MAX_LOCATIONS }, (_, n) => factAt(n, n + 1)));
    expect(Object.keys(report.byLocation)).toHaveLength(MAX_LOCATIONS);
    expect(OTHER_LOCATIONS in report.byLocation).toBe(false);
  });
});
