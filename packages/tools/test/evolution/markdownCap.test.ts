// `diff --format markdown` fits a pull-request comment (issue #43): under 65,536 characters, cut at a whole line
// with a note that names the JSON report; the witnesses' <details> stays closed and no code fence is left open.
import { describe, expect, it } from 'vitest';
import { formatDiff, MAX_MARKDOWN_CHARS } from '../../src/evolution/formatDiff.js';
import type { ContractChange, DiffReport } from '../../src/evolution/types.js';

function change(i: number, witnessSize: number): ContractChange {
  const witness = {
    breaks: 'producers' as const,
    reading: 'default' as const,
    acceptedBy: 'base' as const,
    record: { date: '2024-01-01', padding: 'p'.repeat(witnessSize), index: i },
    violation: { pointer: `/field_${i}`, rule: 'required' },
  };
  return {
    entry: 'summary',
    location: `/group/field_${i}`,
    change: 'made_required',
    before: null,
    after: { required: true },
    breaks: ['producers'],
    readings: [{ reading: 'default', breaks: ['producers'], witnesses: [witness], proven: [], unknown: [] }],
    witness,
    searched: { records: 10, seed: 37 },
  };
}

function report(changes: number, witnessSize: number): DiffReport {
  return {
    report: 'user-summaries-contract-diff',
    version: 1,
    verdict: 'breaking',
    seed: 37,
    recordsPerChange: 1000,
    changes: Array.from({ length: changes }, (_, i) => change(i, witnessSize)),
    searched: { records: 0, seed: 37 },
  };
}

const fences = (text: string) => text.split('\n').filter((l) => /^`{3,}/.test(l)).length;

describe('diff --format markdown', () => {
  it('is written whole when it fits', () => {
    const text = formatDiff(report(3, 10), 'markdown');
    expect(text.length).toBeLessThan(MAX_MARKDOWN_CHARS);
    expect(text).not.toContain('Cut to stay under');
    expect(text).toContain('</details>');
    expect(fences(text) % 2).toBe(0);
  });

  it('is cut in the witnesses under 65,536 characters, <details> closed, with a note naming the JSON report', () => {
    const text = formatDiff(report(200, 2000), 'markdown', { base: 'released/schemas', head: 'schemas' });
    expect(text.length).toBeLessThanOrEqual(65_535);
    expect(text.length).toBeGreaterThan(60_000);
    // Every change is in the table; the witnesses stop at a whole one.
    expect(text).toContain('| `/group/field_199` |');
    expect(text).toContain('</details>');
    expect(fences(text) % 2).toBe(0);
    expect(
      text.endsWith(
        '\n*Cut to stay under the 65,536 characters of a pull-request comment: `user-summaries diff released/schemas schemas --format json` reports every change and witness.*\n',
      ),
    ).toBe(true);
  });

  it('is cut in the table when the table alone does not fit', () => {
    const text = formatDiff(report(2000, 1), 'markdown');
    expect(text.length).toBeLessThanOrEqual(65_535);
    expect(text).not.toContain('<details>');
    expect(text).toContain('`user-summaries diff BASE HEAD --format json` reports every change and witness.');
    const rows = text.split('\n').filter((l) => l.startsWith('| `/group/'));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThan(2000);
  });
});
