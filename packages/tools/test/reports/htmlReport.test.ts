// `validate --format html`: one self-contained file with the totals, the groups by rule word and schema
// location, a chart of violations per day, code frames and warnings; everything escaped, no payload value
// unless --show-values. Run through the built command, in-process, on real files.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { barChart } from '../../src/reports/html/chart.js';
import { HtmlTally } from '../../src/reports/htmlTally.js';
import type { DocumentOutcome, LocatedViolation } from '../../src/documentCheck/types.js';
import { type CliRun, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

const INPUTS = ['examples/invalid', 'examples/valid'];

/** The (rule, count) rows of a table section of the report. */
function tableRows(html: string, section: string): string[][] {
  const body = html.split(`id="${section}"`)[1]?.split('</section>')[0] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) =>
      [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
    );
}

describe('validate --format html', () => {
  let json: {
    documents: { violations: { rule: string; schemaPath: string }[] }[];
    summary: { violations: number; documents: number };
  };
  let html: CliRun;
  let all: { rule: string; schemaPath: string }[];
  beforeAll(async () => {
    json = JSON.parse((await runCliInProcess(['validate', ...INPUTS, '--format', 'json'])).stdout) as typeof json;
    html = await runCliInProcess(['validate', ...INPUTS, '--format', 'html']);
    all = json.documents.flatMap((d) => d.violations);
  });

  it('exits as the other formats do and writes one self-contained HTML document', () => {
    expect(html.code).toBe(1);
    expect(html.stdout.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html.stdout.trimEnd().endsWith('</html>')).toBe(true);
    // No external asset: no script, no link, no src, no url() in the style sheet.
    expect(html.stdout).not.toMatch(/<script|<link|\ssrc=|url\(|@import/i);
    expect(html.stdout).toContain(`default-src 'none'`);
  });

  it('groups the violations by rule word and by schema location with the counts of the json report', () => {
    const byRule = new Map<string, number>();
    for (const v of all) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
    expect(Object.fromEntries(tableRows(html.stdout, 'by-rule').map(([rule, n]) => [rule, Number(n)]))).toEqual(
      Object.fromEntries(byRule),
    );
    const byLocation = new Map<string, number>();
    for (const v of all) byLocation.set(v.schemaPath, (byLocation.get(v.schemaPath) ?? 0) + 1);
    expect(
      Object.fromEntries(
        tableRows(html.stdout, 'by-location').map(([location, , n]) => [
          location?.replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
          Number(n),
        ]),
      ),
    ).toEqual(Object.fromEntries(byLocation));
    expect(html.stdout).toContain(`<dt>violations</dt><dd class="bad">${json.summary.violations}</dd>`);
  });

  it('charts violations per day: one bar per summary, response items by index, valid documents at zero, no envelope violation', () => {
    const bars = [...html.stdout.matchAll(/<rect class="bar[^"]*"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(bars).toEqual([
      '1. examples/invalid/response-collection-broken.json #0: 2',
      '2. examples/invalid/response-collection-broken.json #1: 1',
      '3. examples/invalid/summary-broken.json: 11',
      '4. examples/valid/response-paginator.json: 0',
      '5. examples/valid/summary-all-groups.json: 0',
    ]);
    // The collection's /meta/per_page is on no day (the archive report's `undated`).
    expect(html.stdout).toContain('Not charted: 1 violation of response envelopes');
    expect(html.stdout).toMatch(/<svg class="chart"[^>]*role="img"/);
  });

  it('labels every bar: its number under the axis, and a table naming the day of each number', () => {
    const svg = html.stdout.split('<svg class="chart"')[1]?.split('</svg>')[0] ?? '';
    expect([...svg.matchAll(/<text class="tick"[^>]*text-anchor="middle">(\d+)<\/text>/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    const details = html.stdout.split('<details class="bars">')[1]?.split('</details>')[0] ?? '';
    expect(details).toContain('<summary>Which day each bar is (5 bars)</summary>');
    const rows = [...details.matchAll(/<tr>(.*?)<\/tr>/g)]
      .slice(1)
      .map((row) =>
        [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
      );
    expect(rows).toEqual([
      ['1', 'examples/invalid/response-collection-broken.json #0', '2'],
      ['2', 'examples/invalid/response-collection-broken.json #1', '1'],
      ['3', 'examples/invalid/summary-broken.json', '11'],
      ['4', 'examples/valid/response-paginator.json', '0'],
      ['5', 'examples/valid/summary-all-groups.json', '0'],
    ]);
  });

  it('numbers every 2nd, 5th, 10th… bar when they do not fit, always the first and the last', () => {
    const many = barChart(
      'Violations per day',
      Array.from({ length: 95 }, (_, i) => ({ label: `d${i}`, count: i % 3 })),
    );
    const ticks = [...many.matchAll(/<text class="tick"[^>]*text-anchor="middle">(\d+)<\/text>/g)].map((m) =>
      Number(m[1]),
    );
    expect(ticks).toEqual([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95]);
    expect((many.match(/<tr>/g) ?? []).length).toBe(96);
  });

  it('shows code frames with the member marked, and no payload value unless --show-values', async () => {
    expect(html.stdout).toContain('<pre class="frame">');
    expect(html.stdout).toMatch(/<mark>&quot;…&quot;<\/mark>/);
    // Values of examples/invalid/summary-broken.json: its impossible date and its string step count.
    expect(html.stdout).not.toContain('2024-02-30');
    expect(html.stdout).not.toContain('812');
    const shown = (await runCliInProcess(['validate', ...INPUTS, '--format', 'html', '--show-values'])).stdout;
    expect(shown).toContain('2024-02-30');
    expect(shown).toContain('&quot;812&quot;');
  });

  it('charts no envelope violation on a day: the archive report counts them undated, the chart says it left them out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'html-envelope-'));
    const page = JSON.parse(readFileSync('examples/valid/response-paginator.json', 'utf8')) as {
      per_page: unknown;
      data: Record<string, Record<string, unknown>>[];
    };
    page.per_page = 'ten';
    delete page.data[1]?.['activity']?.['calories'];
    const file = join(dir, 'page.json');
    writeFileSync(file, JSON.stringify(page, null, 2));
    const archive = JSON.parse((await runCliInProcess(['validate', file, '--format', 'archive'])).stdout) as {
      byDay: Record<string, number>;
    };
    expect(archive.byDay).toEqual({ '2024-03-11': 1, undated: 1 });
    const out = (await runCliInProcess(['validate', file, '--format', 'html'])).stdout;
    const bars = [...out.matchAll(/<rect class="bar[^"]*"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(bars).toEqual([`1. ${file} #1: 1`]);
    expect(out).toContain('Not charted: 1 violation of response envelopes');
  });

  it('escapes what comes from the run: a file name with markup in it stays text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'html-report-'));
    const file = join(dir, `<img onerror=x>&"'.json`);
    writeFileSync(file, '{"date": "2024-02-30"}\n');
    const out = (await runCliInProcess(['validate', file, '--format', 'html', '--from', '2024-03-01'])).stdout;
    expect(out).not.toContain('<img onerror');
    expect(out).toContain('&lt;img onerror=x&gt;&amp;&quot;&#39;.json');
    // The --from warning is listed in the warnings section.
    expect(out).toContain('id="warnings"');
    expect(out).toContain('date_range');
  });
});

describe('the HTML tally', () => {
  const outcome = (record: number, violations: number): DocumentOutcome => ({
    file: 'days.ndjson',
    record,
    status: violations > 0 ? 'invalid' : 'valid',
    violations: Array.from({ length: violations }, () => ({
      pointer: '/date',
      keyword: 'format',
      rule: 'date_format',
      message: 'm',
      schemaPath: 's#/date',
      params: {},
    })),
    omitted: 0,
    errors: [],
    warnings: [],
  });

  it('charts the days of a response page in an NDJSON record by index; envelope violations are on no day', () => {
    const tally = new HtmlTally();
    const violation = (pointer: string): LocatedViolation => ({
      pointer,
      keyword: 'format',
      rule: 'date_format',
      message: 'm',
      schemaPath: 's',
      params: {},
    });
    tally.add({
      ...outcome(4, 0),
      status: 'invalid',
      dayPrefix: '/data/',
      violations: [violation('/data/1/date'), violation('/data/3/date'), violation('/meta/per_page')],
    });
    expect(tally.bars().bars).toEqual([
      { label: 'days.ndjson:4 #1', count: 1 },
      { label: 'days.ndjson:4 #3', count: 1 },
    ]);
    expect(tally.undated).toBe(1);
    // A bare array's days are its items: a violation of the array itself is on no day either.
    tally.add({
      ...outcome(5, 0),
      status: 'invalid',
      dayPrefix: '/',
      violations: [violation(''), violation('/0/date')],
    });
    expect(tally.bars().bars.at(-1)).toEqual({ label: 'days.ndjson:5 #0', count: 1 });
    expect(tally.undated).toBe(2);
    // A summary is one day: every violation of it is on that day, whatever its pointer.
    tally.add({ ...outcome(6, 0), status: 'invalid', violations: [violation('/0'), violation('/data/1/date')] });
    expect(tally.bars().bars.at(-1)).toEqual({ label: 'days.ndjson:6', count: 2 });
  });

  it('keeps at most 1024 bars over a long run, merging neighbours, and loses no violation', () => {
    const tally = new HtmlTally();
    let total = 0;
    for (let i = 1; i <= 5000; i++) {
      const n = i % 7 === 0 ? 2 : 0;
      total += n;
      tally.add(outcome(i, n));
    }
    const { bars, daysPerBar } = tally.bars();
    expect(bars.length).toBeLessThanOrEqual(1024);
    expect(daysPerBar).toBe(8);
    expect(bars.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(bars[0]?.label).toBe('days.ndjson:1');
    expect(tally.byRule.get('date_format')).toBe(total);
    expect(tally.violations.length).toBe(500);
    expect(tally.unlistedViolations).toBe(total - 500);
  });
});
