// `validate --coverage` and `merge-reports` of coverage reports through the built command (in-process) on real
// files: the counts are the hand-counted ones of the corpora, whatever the threads; the summary, the threshold,
// the formats (table, HTML, lcov at the lines of the schema nodes), and the merge of partial reports into
// exactly the report of the whole.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CoverageCollector,
  coverageModel,
  coverageReport,
  formatCoverageReport,
} from 'user-summaries-testing/coverage';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  addSeen,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUESTS,
  REQUESTS_SEEN,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';
import { tempFiles } from '../gate/_report.js';

const { dir, write } = tempFiles('us-coverage-');
const run = (args: readonly string[]) => runCliInProcess(args, { cwd: dir });
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');
const json = (
  name: string,
): {
  items: { location: string; aspect: string; seen: number }[];
  totals: Record<string, number>;
  documents: number;
  responses: number;
  requests: number;
  profile: Record<string, unknown>;
} => JSON.parse(read(name));

/** Lines of NDJSON, each one copy of the day, enough bytes for several tasks (a task takes 1 MiB). */
const DAYS = 6000;

beforeAll(() => {
  mkdirSync(join(dir, 'good'));
  mkdirSync(join(dir, 'broken'));
  write('good/activity-day.json', JSON.stringify(ACTIVITY_DAY));
  write('good/middle-page.json', JSON.stringify(MIDDLE_PAGE, null, 2));
  write('broken/broken-page.json', JSON.stringify(BROKEN_PAGE));
  write('days.ndjson', `${Array.from({ length: DAYS }, () => JSON.stringify(ACTIVITY_DAY)).join('\n')}\n`);
});

describe('validate --coverage', () => {
  it('should write the hand-counted coverage of the documents read, and print its summary', async () => {
    const result = await run(['validate', 'good', '--coverage', 'good.json']);
    expect(result.code).toBe(0);
    const report = json('good.json');
    expect(seenOf(report)).toEqual(addSeen(ACTIVITY_DAY_SEEN, MIDDLE_PAGE_SEEN));
    expect(report.documents).toBe(2);
    expect(report.responses).toBe(1);
    expect(report.profile).toEqual({ includeSlots: true, strict: false, parts: ['day', 'envelope'] });
    // 48 items seen: the page's 46 and the day's `/heart_rate absent` and `/activity/total_glasses absent`; the
    // envelope and the page position are covered, the day items partial.
    expect(report.totals).toEqual({ items: report.items.length, covered: 2, partial: 46 });
    expect(result.stderr).toContain(`coverage: 48 of ${report.items.length} items seen`);
    // The largest gaps first: per group, the missing items decrease down the summary.
    const missing = [...result.stderr.matchAll(/^ {2}\S+ +\d+ of \d+ seen, (\d+) missing/gm)].map((m) => Number(m[1]));
    expect(missing.length).toBe(9);
    expect(missing).toEqual([...missing].sort((a, b) => b - a));
    expect(result.stderr).toContain('written to good.json');
  });

  it('should count the same with worker threads as on one thread, and a count per item whatever the size', async () => {
    const one = await run(['validate', 'days.ndjson', '--jobs', '1', '--quiet', '--coverage', 'one.json']);
    const many = await run([
      'validate',
      'days.ndjson',
      '--jobs',
      '2',
      '--quiet',
      '--coverage',
      'many.json',
      '--format',
      'json',
    ]);
    expect(one.code).toBe(0);
    expect(many.code).toBe(0);
    expect((JSON.parse(many.stdout) as { summary: { threads: number } }).summary.threads).toBeGreaterThan(1);
    expect(read('many.json')).toBe(read('one.json'));
    expect(seenOf(json('one.json'))).toEqual(
      Object.fromEntries(Object.entries(ACTIVITY_DAY_SEEN).map(([k, n]) => [k, n * DAYS])),
    );
    // --quiet: the file, no summary.
    expect(one.stderr).toBe('');
  });

  it('should count the invalid side of broken documents, under the reading asked for, and keep the exit status of the verdict', async () => {
    const result = await run(['validate', 'broken', '--strict', '--coverage', 'broken.json']);
    expect(result.code).toBe(1);
    expect(seenOf(json('broken.json'))).toEqual(BROKEN_PAGE_SEEN);
    expect(json('broken.json').profile).toEqual({ includeSlots: true, strict: true, parts: ['day', 'envelope'] });
    expect(read('broken.json')).not.toContain('oops');
  });

  it('should exit 1 below --coverage-min, naming the missing items, and 0 at or above it', async () => {
    const below = await run(['validate', 'good', '--coverage', 'min.json', '--coverage-min', '50']);
    expect(below.code).toBe(1);
    expect(below.stderr).toMatch(
      /coverage \d+\.\d% is below --coverage-min 50% \(\d+ items never seen\):\n {2}\/ violated:type\n/,
    );
    expect(below.stderr).toMatch(/ {2}… and \d+ more\n/);
    const above = await run(['validate', 'good', '--coverage', 'min.json', '--coverage-min', '5']);
    expect(above.code).toBe(0);
    expect(above.stderr).not.toContain('below');
    // A verdict worse than the threshold's stays.
    write('unreadable.json', '{"date":');
    const unreadable = await run(['validate', 'unreadable.json', '--coverage', 'min.json', '--coverage-min', '100']);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('no document was counted');
  });

  it('should write no file and print nothing of coverage without --coverage', async () => {
    const result = await run(['validate', 'good']);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('coverage');
    expect(result.stdout).not.toContain('coverage');
  });

  it('should refuse a threshold or a format without a file, a file that is standard output, and a threshold that is no percentage', async () => {
    for (const args of [
      ['--coverage-min', '80'],
      ['--coverage-format', 'html'],
      ['--coverage', '-'],
      ['--coverage', 'x.json', '--coverage-min', '101'],
      ['--coverage', 'x.json', '--coverage-min', '8O'],
    ]) {
      const result = await run(['validate', 'good', ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/--coverage/);
    }
    expect(existsSync(join(dir, 'x.json'))).toBe(false);
  });

  it('should write a file it cannot create as a usage error, the name escaped', async () => {
    const result = await run(['validate', 'good', '--coverage', 'no-such-dir/\u001b[31mx.json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot be written (ENOENT)');
    expect(result.stderr).toContain('\\u001b[31m');
    expect(result.stderr).not.toContain('\u001b');
  });
});

describe('coverage formats', () => {
  it('should write a table: a row per group, then each field not covered with its aspects marked', async () => {
    await run(['validate', 'good', '--coverage', 'table.txt', '--coverage-format', 'table']);
    const table = read('table.txt');
    expect(table).toMatch(/^group +items +covered +partial +missing +seen$/m);
    expect(table).toMatch(/^envelope +\d+ +2 +0 +\d+ +\d+\.\d%$/m);
    expect(table).toContain(
      '  /sleep/slots/*/type  ~value:0 -value:1 -value:2 -value:3 ~value:4 -violated:required -violated:type -violated:in',
    );
    expect(table).toContain('+ covered, ~ partial (valid side only), - missing');
  });

  it('should write an HTML page in the style of the HTML report: a row per group opening onto its fields', async () => {
    await run(['validate', 'good', '--coverage', 'coverage.html', '--coverage-format', 'html']);
    const html = read('coverage.html');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
    expect(html.match(/<details>/g)).toHaveLength(9);
    expect(html).toMatch(/<summary><strong>sleep<\/strong>/);
    expect(html).toContain('<span class="warn" title="partial">value:4&nbsp;<span class="muted">1</span></span>');
    expect(html).toContain('<span class="bad" title="missing">value:1&nbsp;<span class="muted">0</span></span>');
  });

  it("should write lcov: each schema file a record, each item a branch at its node's line", async () => {
    await run(['validate', 'good', '--coverage', 'contract.lcov', '--coverage-format', 'lcov']);
    const lcov = read('contract.lcov');
    const records = lcov.split('end_of_record\n').filter((r) => r !== '');
    expect(records.map((r) => /^SF:(.*)$/m.exec(r)?.[1]).sort()).toEqual(
      [
        'activity-slot',
        'activity',
        'heart-rate-slot',
        'heart-rate',
        'respiration-rate-slot',
        'respiration-rate',
        'response',
        'sleep-slot',
        'sleep',
        'spo2-slot',
        'spo2',
        'stress-slot',
        'stress',
        'temperature-slot',
        'temperature',
        'user-summary',
      ]
        .map((f) => `${join(process.cwd(), 'schemas', `${f}.schema.json`)}`)
        .sort(),
    );
    const sleepSlot = records.find((r) => r.includes('sleep-slot.schema.json')) ?? '';
    const text = readFileSync('schemas/sleep-slot.schema.json', 'utf8').split('\n');
    const typeLine = text.indexOf('    "type": {') + 1;
    // value:0..4, violated:required, type, in: eight branches on the line of the node, two of them taken once.
    const branches = sleepSlot.split('\n').filter((l) => l.startsWith(`BRDA:${typeLine},`));
    expect(branches.map((l) => Number(l.split(',')[3]))).toEqual([1, 0, 0, 0, 1, 0, 0, 0]);
    expect(sleepSlot).toContain(`DA:${typeLine},2`);
    expect(sleepSlot).toMatch(/^BRF:\d+$/m);
  });
});

describe('merge-reports of coverage reports', () => {
  it('should merge the reports of parts into exactly the report of the whole, in any order', async () => {
    await run(['validate', 'good/activity-day.json', '--quiet', '--coverage', 'part-a.json']);
    await run(['validate', 'good/middle-page.json', '--quiet', '--coverage', 'part-b.json']);
    await run(['validate', 'good', '--quiet', '--coverage', 'whole.json']);
    const ab = await run(['merge-reports', 'part-a.json', 'part-b.json']);
    const ba = await run(['merge-reports', 'part-b.json', 'part-a.json']);
    expect(ab.code).toBe(0);
    expect(ab.stdout).toBe(read('whole.json'));
    expect(ba.stdout).toBe(ab.stdout);
  });

  it('should render the merged report in a format and apply --coverage-min', async () => {
    const table = await run(['merge-reports', '--format', 'table', 'part-a.json', 'part-b.json']);
    expect(table.stdout).toMatch(/^coverage of the contract: 48 of \d+ items seen/);
    const below = await run(['merge-reports', '--coverage-min', '99', 'part-a.json', 'part-b.json']);
    expect(below.code).toBe(1);
    expect(below.stderr).toContain('is below --coverage-min 99%');
  });

  it("should merge a suite's report of requests with the gate's of bodies, and read a report without requests as none", async () => {
    // What a test suite's matchers (or the engine, or the proxy) write for the three requests.
    const collector = new CoverageCollector(coverageModel({ includeSlots: true, strict: false }));
    for (const request of REQUESTS) {
      const result = validateRequest(request);
      collector.add(request, 'request', result.ok ? [] : result.violations);
    }
    write('requests.json', formatCoverageReport(coverageReport(collector.model, collector.counts, collector.parts)));
    const merged = await run(['merge-reports', 'part-a.json', 'requests.json']);
    expect(merged.code, merged.stderr).toBe(0);
    write('merged.json', merged.stdout);
    expect(seenOf(json('merged.json'))).toEqual(addSeen(ACTIVITY_DAY_SEEN, REQUESTS_SEEN));
    expect([json('merged.json').documents, json('merged.json').requests]).toEqual([1, 3]);
    expect(json('merged.json').profile['parts']).toEqual(['day', 'request']);
    const table = await run(['merge-reports', '--format', 'table', 'merged.json']);
    expect(table.stdout).toMatch(/; 1 document, 3 requests\n/);
    expect(table.stdout).toMatch(/^request +33 +10 +4 +19 +42\.4%$/m);
    // A report written before requests were counted has no `requests` member.
    const older = JSON.parse(read('part-a.json')) as Record<string, unknown>;
    delete older['requests'];
    write('older.json', JSON.stringify(older));
    expect((await run(['merge-reports', 'older.json'])).stdout).toBe(read('part-a.json'));
  });

  it('should refuse reports of different readings, of another version, or of another kind', async () => {
    await run(['validate', 'good', '--quiet', '--strict', '--coverage', 'strict.json']);
    const readings = await run(['merge-reports', 'part-a.json', 'strict.json']);
    expect(readings.code).toBe(2);
    expect(readings.stderr).toContain('different readings');
    const other = JSON.parse(read('part-a.json')) as { items: { location: string }[] };
    (other.items[0] as { location: string }).location = '/\u001b[2Jgone';
    write('other.json', JSON.stringify(other));
    const version = await run(['merge-reports', 'part-a.json', 'other.json']);
    expect(version.code).toBe(2);
    expect(version.stderr).toContain('an item this version of the contract does not have');
    expect(version.stderr).not.toContain('\u001b');
    write('archive.json', (await run(['validate', 'good', '--format', 'archive'])).stdout);
    const kinds = await run(['merge-reports', 'part-a.json', 'archive.json']);
    expect(kinds.code).toBe(2);
    expect(kinds.stderr).toContain(
      'archive.json: an archive report, and part-a.json a coverage report: the two kinds do not merge',
    );
    const format = await run(['merge-reports', '--format', 'html', 'archive.json']);
    expect(format.code).toBe(2);
  });
});
