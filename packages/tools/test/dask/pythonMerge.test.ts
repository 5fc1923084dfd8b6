// The Dask integration reduces partial reports with its own Python merge: on random reports it writes the
// same bytes as the library's mergeArchiveReports and formatArchiveReport (file names and pointers with
// non-ASCII and astral characters included, so code-point order and JSON escaping are checked too).
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import {
  ArchiveReportBuilder,
  formatArchiveReport,
  MAX_LOCATIONS,
  mergeArchiveReports,
  type ArchiveReport,
  type DocumentFact,
} from '../../src/archiveReport/archiveReport.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';
import { findDaskPython, suiteRuns } from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

const fact: fc.Arbitrary<DocumentFact> = fc.record({
  file: fc.constantFrom('a.ndjson', 'é.ndjson', '😀.ndjson', '\uffff.ndjson', 'tab\there.ndjson', 'q"uote.ndjson'),
  status: fc.constantFrom('valid', 'invalid', 'error') as fc.Arbitrary<'valid' | 'invalid' | 'error'>,
  violations: fc.array(
    fc.record({
      pointer: fc.constantFrom('/date', '/sleep/slots/2/end_date', '/sleep/slots/10/end_date', '/data/0/x~1y', '/ü/😀'),
      rule: fc.constantFrom('required', 'type', 'date_format'),
      line: fc.nat({ max: 20 }),
      day: fc.constantFrom('2024-01-01', '2023-12-31'),
    }),
    { maxLength: 3 },
  ),
  omitted: fc.nat({ max: 2 }),
  errors: fc.array(
    fc.record({
      code: fc.constantFrom('syntax', 'invalid_utf8'),
      message: fc.constantFrom('bad\nline', 'wörse', 'ctrl\u0001'),
      line: fc.nat({ max: 20 }),
    }),
    { maxLength: 2 },
  ),
  warnings: fc.array(fc.record({ code: fc.constantFrom('bom') }), { maxLength: 1 }),
});

const report: fc.Arbitrary<ArchiveReport> = fc
  .record({ facts: fc.array(fact, { maxLength: 8 }), valid: fc.nat({ max: 50 }), n: fc.integer({ min: 0, max: 5 }) })
  .map(({ facts, valid, n }) => {
    const builder = new ArchiveReportBuilder({ includeSlots: true, strict: false, maxViolations: 100 }, n);
    for (const f of facts) builder.add(f);
    builder.addValid(valid);
    return builder.build({ files: 1, blankLinesSkipped: 0, bytes: 10, stoppedEarly: false });
  });

describe.runIf(suiteRuns('the Dask Python merge suite', python))('Dask integration: the Python merge', () => {
  it('writes the bytes of mergeArchiveReports on random reports', () => {
    if (!python.ok) throw new Error(python.reason);
    const cases = fc.sample(fc.array(report, { minLength: 1, maxLength: 5 }), {
      seed: FC_SEED,
      numRuns: atDepth(300, 100),
    });
    const input = cases.map((reports) => JSON.stringify(reports)).join('\n');
    const run = spawnSync(python.command, [`${ROOT}packages/tools/test/dask/merge_reports.py`], {
      input,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stderr).toBe('');
    const merged = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string);
    expect(merged).toHaveLength(cases.length);
    cases.forEach((reports, i) => {
      const expected = mergeArchiveReports(reports);
      expect(expected.ok && formatArchiveReport(expected.report)).toBe(merged[i]);
    });
  });

  it('builds and merges the bytes of the library past MAX_LOCATIONS locations (the smallest kept, the rest counted together)', () => {
    if (!python.ok) throw new Error(python.reason);
    // Facts whose pointers name members with ids (what --strict reports as unknown_field), more than the bound.
    const manyLocations = (
      seed: number,
      count: number,
    ): { facts: DocumentFact[]; valid: number; maxExamples: number } => ({
      maxExamples: 3,
      valid: seed,
      facts: Array.from(
        { length: count },
        (_, i): DocumentFact => ({
          file: 'a.ndjson',
          status: 'invalid',
          omitted: 0,
          errors: [],
          warnings: [],
          violations: [
            {
              pointer: `/data/${i % 7}/device_${(i * 7919 + seed) % (3 * MAX_LOCATIONS)}`,
              rule: 'unknown_field',
              line: i + 1,
              day: '2024-01-01',
            },
          ],
        }),
      ),
    });
    const cases = [manyLocations(1, 2600), manyLocations(2, 900), manyLocations(3, 4100)];
    const built = spawnSync(python.command, [`${ROOT}packages/tools/test/dask/build_report.py`], {
      input: cases.map((c) => JSON.stringify(c)).join('\n'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(built.stderr).toBe('');
    const reports = cases.map((c) => {
      const builder = new ArchiveReportBuilder(
        { includeSlots: true, strict: false, maxViolations: 100 },
        c.maxExamples,
      );
      for (const f of c.facts) builder.add(f);
      builder.addValid(c.valid);
      return builder.build({ files: 1, blankLinesSkipped: 0, bytes: 10, stoppedEarly: false });
    });
    expect(
      built.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string),
    ).toEqual(reports.map((r) => formatArchiveReport(r)));
    expect(Object.keys(reports[0]?.byLocation ?? {})).toHaveLength(MAX_LOCATIONS + 1);
    const merged = spawnSync(python.command, [`${ROOT}packages/tools/test/dask/merge_reports.py`], {
      input: `${JSON.stringify(reports)}\n`,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(merged.stderr).toBe('');
    const expected = mergeArchiveReports(reports);
    expect(expected.ok && formatArchiveReport(expected.report)).toBe(JSON.parse(merged.stdout.trim()) as string);
  });
});
