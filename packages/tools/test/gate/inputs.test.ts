// Inputs and request context through the real command: directories, standard input, kinds and envelopes,
// the date range, usage errors, and worker threads keeping results in input order.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullDay } from '../../../../bench/gateFixtures.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { unwrapped } from '../../../../test/__helpers__/helpText.js';
import { runJson, tempFiles } from './_report.js';

const { dir, write } = tempFiles('us-gate-inputs-');
const DAY = '{"date":"2024-01-01"}';
const PAGE = readFileSync(`${ROOT}examples/valid/response-paginator.json`, 'utf8');

describe('inputs', () => {
  it('walks directories recursively in path order for *.json, *.ndjson and *.jsonl only', async () => {
    const root = join(dir, 'tree');
    for (const sub of ['b', 'a', '.hidden', 'node_modules']) mkdirSync(join(root, sub), { recursive: true });
    write('tree/z.json', DAY);
    write('tree/b/one.jsonl', `${DAY}\n`);
    write('tree/a/two.ndjson', `${DAY}\n`);
    write('tree/a/skip.txt', 'not json');
    write('tree/.hidden/h.json', DAY);
    write('tree/node_modules/m.json', DAY);
    symlinkSync(join(root, 'a'), join(root, 'link'));
    const { code, report } = await runJson([root]);
    expect(code).toBe(0);
    expect(report.documents.map((d) => d.file.slice(root.length + 1))).toEqual([
      'a/two.ndjson',
      'b/one.jsonl',
      'z.json',
    ]);
  });

  it('reads files whose names are not UTF-8, in folders whose names are not either, by their bytes, and names them with U+FFFD', async () => {
    const root = join(dir, 'bytes');
    const folder = Buffer.concat([Buffer.from(`${root}/d`), Buffer.from([0xff])]);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      Buffer.concat([folder, Buffer.from('/caf'), Buffer.from([0xe9]), Buffer.from('.ndjson')]),
      `${DAY}\n{"date":"2024-02-30"}\n`,
    );
    writeFileSync(Buffer.concat([Buffer.from(`${root}/x`), Buffer.from([0xf0, 0x9f]), Buffer.from('.json')]), DAY);
    const { code, report } = await runJson([root]);
    // Read ("no such file or directory" before: the name was decoded, then opened as decoded).
    expect(code).toBe(1);
    expect(report.documents.map((d) => [d.file.slice(root.length + 1), d.status])).toEqual([
      ['d\uFFFD/caf\uFFFD.ndjson', 'valid'],
      ['d\uFFFD/caf\uFFFD.ndjson', 'invalid'],
      ['x\uFFFD.json', 'valid'],
    ]);
  });

  it('reads standard input as JSON, or as NDJSON with --input-format ndjson', async () => {
    expect((await runJson(['-'], { input: DAY })).report.documents.map((d) => [d.file, d.status])).toEqual([
      ['-', 'valid'],
    ]);
    const stream = await runJson(['--input-format', 'ndjson', '-'], { input: `${DAY}\n{"date":"x"}\n` });
    expect(stream.code).toBe(1);
    expect(stream.report.documents.map((d) => [d.line, d.status])).toEqual([
      [1, 'valid'],
      [2, 'invalid'],
    ]);
  });

  it('reports a missing path and an empty directory as unreadable (exit 2), and still checks the rest', async () => {
    mkdirSync(join(dir, 'empty'));
    const { code, report } = await runJson([join(dir, 'missing.json'), join(dir, 'empty'), write('ok.json', DAY)]);
    expect(code).toBe(2);
    expect(report.documents.map((d) => [d.status, d.errors?.[0]?.code])).toEqual([
      ['error', 'unreadable'],
      ['error', 'unreadable'],
      ['valid', undefined],
    ]);
  });

  it('an empty NDJSON file has no record: an error, like an empty JSON file', async () => {
    const { code, report } = await runJson([write('none.ndjson', '\n\n')]);
    expect([code, report.documents[0]?.errors?.[0]?.code]).toEqual([2, 'empty']);
  });
});

describe('document kinds and envelopes', () => {
  it('auto-detects a summary, an array of summaries and a paginator response', async () => {
    const files = [
      write('one.json', DAY),
      write('many.json', `[${DAY},{"date":"2024-13-01"}]`),
      write('page.json', PAGE),
    ];
    const { report } = await runJson(files);
    expect(report.documents.map((d) => [d.status, d.violations.map((v) => v.pointer)])).toEqual([
      ['valid', []],
      ['invalid', ['/1/date']],
      ['valid', []],
    ]);
  });

  it('--as and --envelope override detection', async () => {
    const many = write('as-many.json', `[${DAY}]`);
    expect((await runJson(['--as', 'summary', many])).report.documents[0]?.violations.map((v) => v.rule)).toContain(
      'type',
    );
    const asCollection = await runJson(['--envelope', 'collection', write('as-page.json', PAGE)]);
    expect(asCollection.code).toBe(1);
    expect((await runCliInProcess(['validate', '--as', 'summary', '--envelope', 'bare', many])).code).toBe(2);
  });

  it('--from/--to warn about summary dates outside the range, without failing the document', async () => {
    const file = write(
      'range.ndjson',
      ['{"date":"2024-01-01"}', '{"date":"2024-01-05"}', '{"date":"2024-01-09"}'].join('\n'),
    );
    const { code, report } = await runJson(['--from', '2024-01-02', '--to', '2024-01-08', file]);
    expect(code).toBe(0);
    expect(
      report.documents.map((d) => [
        d.line,
        d.status,
        (d.warnings ?? []).map((w) => [w.code, w.pointer, w.line, w.column]),
      ]),
    ).toEqual([
      [1, 'valid', [['date_range', '/date', 1, 9]]],
      [2, 'valid', []],
      [3, 'valid', [['date_range', '/date', 3, 9]]],
    ]);
  });
});

describe('usage', () => {
  it.each([
    [['--format', 'yaml', 'x.json']],
    [['--max-violations', '0', 'x.json']],
    [['--from', '2024-02-30', 'x.json']],
    [['--from', '2024-02-02', '--to', '2024-02-01', 'x.json']],
    [['-', '-']],
    [['--no-such-flag', 'x.json']],
    [[]],
  ])('exits 2 with one error line and the way to the help: %j', async (args) => {
    const result = await runCliInProcess(['validate', ...args]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^user-summaries validate: \S/);
    expect(lines[1]).toBe('run `user-summaries validate --help` for the options');
  });

  it('--help prints the usage, the formats and the exit codes, and exits 0', async () => {
    const result = await runCliInProcess(['validate', '--help']);
    expect(result.code).toBe(0);
    const said = unwrapped(result.stdout);
    expect(said).toContain('--format FORMAT');
    expect(said).toContain('one of text, json, junit, sarif, github, gitlab, html, archive, summary; default: text');
    expect(said).toContain('exit status: 0');
  });
});

describe('worker threads', () => {
  it('use a second thread for more than one large input, and keep results in input order', async () => {
    const days = (from: number, count: number): string =>
      `[${Array.from({ length: count }, (_, i) => JSON.stringify(fullDay(from + i))).join(',')}]`;
    const broken = JSON.stringify({ ...fullDay(99), date: '2024-02-30' });
    const files = [
      write('w1.json', days(0, 4)),
      write('w2.json', `[${broken}]`),
      write('w3.json', days(4, 4)),
      write('w4.json', DAY),
    ];
    const { code, report } = await runJson(['--jobs', '2', ...files]);
    expect(code).toBe(1);
    expect(report.summary.threads).toBe(2);
    expect(report.documents.map((d) => [d.file, d.status])).toEqual([
      [files[0], 'valid'],
      [files[1], 'invalid'],
      [files[2], 'valid'],
      [files[3], 'valid'],
    ]);
  });

  it('spread a large NDJSON stream and still number its lines', async () => {
    const lines = Array.from({ length: 24 }, (_, i) =>
      JSON.stringify(i === 20 ? { ...fullDay(i), date: '2024-13-01' } : fullDay(i)),
    );
    const file = write('big.ndjson', `${lines.join('\n')}\n`);
    const { code, report } = await runJson(['--jobs', '2', file]);
    expect(code).toBe(1);
    expect(report.summary.threads).toBe(2);
    expect(report.documents).toHaveLength(24);
    expect(
      report.documents.filter((d) => !d.valid).map((d) => [d.line, d.violations[0]?.pointer, d.violations[0]?.line]),
    ).toEqual([[21, '/date', 21]]);
  });

  it('stay off for a small run', async () => {
    expect((await runJson([write('small.json', DAY)])).report.summary.threads).toBe(1);
  });
});
