// Regressions (issue 22, "Reports and counts that cannot be forged or crash"): archive-report counts were plain
// objects, so files named `constructor`, `toString` or `__proto__` gave garbage or lost counts and
// merge-reports refused the gate's own report of them; forged byRule keys did the same; counts past 2^53
// merged silently; inconsistent counts exited 0; /dev/zero was read to hundreds of megabytes before "not
// JSON"; a report made with --max-examples 200000 crashed merge-reports with a RangeError (a spread into push):
// that one, at its size, is in 22-archive-report-counts.deep.test.ts (full depth), with the checker's HTML chart of
// every day since 1600.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { main as Main } from '../../src/cli/run.js';
import type { ArchiveReport } from '../../src/archiveReport/archiveReport.js';
import { capturedIo, importBuilt, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';
import { emptyCheckHtml } from './_checkChart.js';

const { dir, write } = tempFiles('us-report-counts-');
const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

/** A consistent report with the given counts and maps, as the gate writes it. */
function report(
  overrides: Partial<Omit<ArchiveReport, 'counts'>> & { counts?: Partial<ArchiveReport['counts']> } = {},
): Record<string, unknown> {
  const counts = {
    files: 1,
    documents: 0,
    valid: 0,
    invalid: 0,
    unreadable: 0,
    violations: 0,
    omitted: 0,
    warnings: 0,
    blankLinesSkipped: 0,
    bytes: 0,
    ...overrides.counts,
  };
  return {
    report: 'user-summaries-archive',
    version: 1,
    exitCode: 0,
    profile: { includeSlots: true, strict: false, maxViolations: 100 },
    maxExamples: 20,
    byRule: {},
    byLocation: {},
    byDay: {},
    byProblem: {},
    byWarning: {},
    unreadableByFile: {},
    examples: [],
    problems: [],
    stoppedEarly: false,
    ...overrides,
    counts,
  };
}

const saved = (name: string, value: unknown): string =>
  write(name, typeof value === 'string' ? value : JSON.stringify(value));
const merge = (...paths: string[]) => runCliInProcess(['merge-reports', ...paths], { cwd: dir });

describe('files named like members of Object.prototype', () => {
  it('are counted in the gate own report, which merge-reports accepts and merges exactly', async () => {
    for (const name of NAMES) write(name, '');
    const run = await runCliInProcess(['validate', '--format', 'summary', '--input-format', 'json', ...NAMES], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    const own = JSON.parse(run.stdout) as ArchiveReport;
    expect(Object.entries(own.unreadableByFile).sort()).toEqual(NAMES.map((n) => [n, 1]).sort());
    expect(own.counts.unreadable).toBe(4);
    const path = saved('own.json', run.stdout);
    const merged = await merge(path, path);
    expect([merged.code, merged.stderr]).toEqual([2, '']);
    const twice = JSON.parse(merged.stdout) as ArchiveReport;
    expect(Object.entries(twice.unreadableByFile).sort()).toEqual(NAMES.map((n) => [n, 2]).sort());
  });

  it('as forged byRule keys, merge as counts like any other', async () => {
    const forged = report({
      counts: { documents: 1, invalid: 1, violations: 3 },
      byRule: { __proto__: 1, constructor: 1, toString: 1 } as never,
      byLocation: { '/date': 3 },
      byDay: { undated: 3 },
    });
    // JSON.stringify of an object literal with "__proto__" would set the prototype: the text is written by hand.
    const text = JSON.stringify(forged).replace('"byRule":{"constructor"', '"byRule":{"__proto__":1,"constructor"');
    const path = saved('forged.json', text);
    const merged = await merge(path, path);
    expect([merged.code, merged.stderr]).toEqual([1, '']);
    expect(merged.stdout).toContain('"byRule": {\n    "__proto__": 2,\n    "constructor": 2,\n    "toString": 2\n  }');
  });
});

describe('counts merge-reports refuses with a clear message (exit 2)', () => {
  it('a merged count past 2^53 - 1', async () => {
    const big = Number.MAX_SAFE_INTEGER - 10;
    const path = saved('big.json', report({ counts: { documents: big, valid: big } }));
    const merged = await merge(path, path);
    expect([merged.code, merged.stdout]).toEqual([2, '']);
    expect(merged.stderr).toContain('counts.documents of the merged report would pass 9007199254740991 (2^53 - 1)');
  });

  it('counts that do not add up: violations and examples listed with invalid 0, and the other identities', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'no-invalid.json',
        report({
          counts: { documents: 1, valid: 1, violations: 1 },
          byRule: { type: 1 },
          byLocation: { '/date': 1 },
          byDay: { undated: 1 },
          examples: [{ file: 'a', line: 1, pointer: '/date', rule: 'type' }],
        }),
        'violations are counted but no document is invalid',
      ],
      [
        'documents.json',
        report({ counts: { documents: 2, valid: 1 } }),
        'valid + invalid + unreadable is not documents',
      ],
      [
        'by-rule.json',
        report({
          counts: { documents: 1, invalid: 1, violations: 2 },
          byRule: { type: 1 },
          byLocation: { '/date': 2 },
          byDay: { undated: 2 },
        }),
        'the counts of byRule do not sum to counts.violations',
      ],
      [
        'examples.json',
        report({
          maxExamples: 0,
          counts: { documents: 1, invalid: 1, violations: 1 },
          byRule: { type: 1 },
          byLocation: { '/date': 1 },
          byDay: { undated: 1 },
          examples: [{ file: 'a', line: 1, pointer: '/date', rule: 'type' }],
        }),
        'more examples than counted violations or maxExamples',
      ],
    ];
    for (const [name, value, why] of cases) {
      const run = await merge(saved(name, value));
      expect([run.code, run.stdout], name).toEqual([2, '']);
      expect(run.stderr, name).toContain(`its counts do not add up (${why})`);
    }
  });
});

describe('what merge-reports reads', () => {
  it('/dev/zero is refused at its first byte as not JSON', async () => {
    if (!existsSync('/dev/zero')) return;
    const run = await merge('/dev/zero');
    expect([run.code, run.stderr]).toEqual([
      2,
      'user-summaries merge-reports: /dev/zero: not JSON (an archive report is one JSON object)\n',
    ]);
  });

  it('an endless report on standard input is refused past 256 MiB, read no further', async () => {
    const main = (await importBuilt<{ main: typeof Main }>('cli/run.js')).main;
    const { io, output } = capturedIo();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let read = 0;
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('{');
        for (;;) {
          read += chunk.length;
          yield chunk;
        }
      })(),
    );
    const code = await main(['merge-reports', '-'], { ...io, stdin: endless });
    expect([code, output().stderr]).toEqual([
      2,
      'user-summaries merge-reports: -: larger than 256 MiB, more than any archive report holds (only that much was read)\n',
    ]);
    expect(read).toBeLessThanOrEqual(258 * 1024 * 1024);
  });
});

describe('byDay', () => {
  it('keys days by dates the contract accepts only: 2024-02-30 is undated', async () => {
    const file = join(dir, 'days.ndjson');
    writeFileSync(
      file,
      `${JSON.stringify({ date: '2024-02-30', sleep: {} })}\n${JSON.stringify({ date: '2024-02-29', sleep: {} })}\n${JSON.stringify({ date: '2023-02-29', sleep: {} })}\n`,
    );
    const run = await runCliInProcess(['validate', '--format', 'summary', file]);
    const own = JSON.parse(run.stdout) as ArchiveReport;
    expect(own.byDay).toEqual({ '2024-02-29': 1, undated: 4 });
  });
});

describe('HTML reports over unbounded lists (no spread into a call)', () => {
  it("the HTML tally of a document with 200,000 days' violations (what --max-violations 200000 reached)", async () => {
    const { HtmlTally } = await importBuilt<typeof import('../../src/reports/htmlTally.js')>('reports/htmlTally.js');
    const tally = new HtmlTally();
    const violations = Array.from({ length: 200_000 }, (_, i) => ({
      pointer: `/${i}`,
      keyword: 'type',
      rule: 'type',
      message: 'must be an object',
      schemaPath: '',
      params: {},
    }));
    expect(() =>
      tally.add({ file: 'nulls.json', status: 'invalid', violations, omitted: 0, errors: [], warnings: [] } as never),
    ).not.toThrow();
  });

  // The range since 1600 (155,229 bars, a 30 MB page: a second of CPU) is in 22-archive-report-counts.deep.test.ts.
  it('the checker HTML report of a year draws its chart, a bar a day', async () => {
    const html = await emptyCheckHtml('2024-01-01', '2024-12-31');
    expect(html).toContain('366 bars, no violations');
    expect(html).toContain('</html>');
  });
});
