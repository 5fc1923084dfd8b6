// Every case of classes A, B, C and G of shared/reliability/bad-inputs.md, through the built command run
// in-process (test/__helpers__/cliInProcess.ts): real files, `validate`'s json report and exit code. Cases that
// share flags run in one command (one document per file), so the suite stays fast. C2 (a depth of a million) is
// in badInputs.deep.test.ts, at full depth; C1 (10,000) is its everyday size here.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { documentsOf, placeOf, runJson, tempFiles, type Report, type ReportDocument } from './_report.js';

const { write } = tempFiles('us-gate-bad-');
const SUMMARY = readFileSync(`${ROOT}examples/valid/summary-all-groups.json`, 'utf8');
/** The valid example summary with one member's value replaced by raw JSON text. */
const withValue = (member: string, raw: string): string =>
  SUMMARY.replace(new RegExp(`"${member}": [^,\\n]+`), `"${member}": ${raw}`);
const DAY = '{"date":"2024-01-01"';

/** A case: a file, and what the report must say about its (first) document. */
interface Case {
  readonly id: string;
  readonly title: string;
  readonly file: string;
  readonly text?: string;
  readonly status: ReportDocument['status'];
  readonly code?: string;
  readonly pointer?: string;
  /** The marker whose place the problem must have (in `text`). */
  readonly at?: string;
  readonly nth?: number;
  readonly warning?: string;
  readonly message?: RegExp;
}

function jsonCase(
  id: string,
  title: string,
  content: string | Uint8Array,
  expected: Omit<Case, 'id' | 'title' | 'file' | 'text'>,
): Case {
  const file = write(`${id.toLowerCase()}.json`, content);
  return { id, title, file, ...(typeof content === 'string' ? { text: content } : {}), ...expected };
}

const deep = (depth: number): string => `${DAY},"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

const MAIN_CASES: Case[] = [
  jsonCase('A1', 'an empty file is "empty", not an unexpected end', '', {
    status: 'error',
    code: 'empty',
    message: /empty/,
  }),
  jsonCase('A2', 'whitespace only is empty too', ' \n\t \r\n', { status: 'error', code: 'empty' }),
  jsonCase('A3', 'truncated JSON is placed at the end, with no schema errors', '{"items":[{"id":1', {
    status: 'error',
    code: 'truncated',
    message: /truncated/,
  }),
  jsonCase('A4', 'trailing garbage is placed at the extra token', `${DAY}} x`, {
    status: 'error',
    code: 'trailing_data',
    at: 'x',
  }),
  jsonCase('A4b', 'two top-level values are trailing data', '{}{}', {
    status: 'error',
    code: 'trailing_data',
    at: '{',
    nth: 2,
  }),
  jsonCase('A5', 'a UTF-8 byte order mark is ignored with a warning', `\ufeff${DAY}}`, {
    status: 'valid',
    warning: 'bom',
  }),
  jsonCase(
    'A6',
    'invalid UTF-8 (0xFF) is an error with its byte offset',
    Buffer.concat([Buffer.from(`${DAY},"x":"`), Buffer.from([0xff]), Buffer.from('"}')]),
    { status: 'error', code: 'invalid_utf8', message: /byte offset 26/ },
  ),
  jsonCase(
    'A6b',
    'an overlong encoding (C0 80) is invalid UTF-8',
    Buffer.concat([Buffer.from(`${DAY},"x":"`), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]),
    { status: 'error', code: 'invalid_utf8' },
  ),
  jsonCase('A7', 'a UTF-16 file (BOM FF FE) is refused as not UTF-8', Buffer.from(`\ufeff${DAY}}`, 'utf16le'), {
    status: 'error',
    code: 'not_utf8',
    message: /UTF-16 LE/,
  }),
  jsonCase('A7b', 'UTF-16 without a byte order mark is detected by its NUL bytes', Buffer.from(`${DAY}}`, 'utf16le'), {
    status: 'error',
    code: 'not_utf8',
  }),
  jsonCase('A8', 'a lone surrogate escape is an ill-formed string at its pointer', `${DAY},"note":"\\ud800"}`, {
    status: 'error',
    code: 'lone_surrogate',
    pointer: '/note',
    at: '\\ud800',
  }),
  jsonCase('A9', 'NaN is a syntax error at its place', `${DAY},"x":NaN}`, {
    status: 'error',
    code: 'syntax',
    at: 'NaN',
    message: /NaN/,
  }),
  jsonCase('A9b', 'Infinity is a syntax error', `${DAY},"x":-Infinity}`, {
    status: 'error',
    code: 'syntax',
    at: '-Infinity',
  }),
  jsonCase('A9c', 'undefined is a syntax error', `${DAY},"x":undefined}`, {
    status: 'error',
    code: 'syntax',
    at: 'undefined',
  }),
  jsonCase('A10', 'a comment is refused with a JSONC hint', `// fixture\n${DAY}}`, {
    status: 'error',
    code: 'syntax',
    at: '//',
    message: /JSONC/,
  }),
  jsonCase('A10b', 'a trailing comma is refused with a JSON5 hint', `${DAY},}`, {
    status: 'error',
    code: 'syntax',
    at: ',}',
    message: /JSON5/,
  }),
  jsonCase('A10c', 'single quotes are refused with a JSON5 hint', "{'date':'2024-01-01'}", {
    status: 'error',
    code: 'syntax',
    at: "'",
    message: /JSON5/,
  }),
  jsonCase('A11', 'a raw control character inside a string is a syntax error', `${DAY},"x":"a\u0001b"}`, {
    status: 'error',
    code: 'syntax',
    at: '\u0001',
    message: /U\+0001/,
  }),
  jsonCase('A12', 'unescaped U+2028/U+2029 inside a string are valid JSON', `${DAY},"note":"a\u2028b\u2029c"}`, {
    status: 'valid',
  }),
  jsonCase('B1', 'a duplicate key is placed at its second occurrence', `${DAY},"date":"2024-01-02"}`, {
    status: 'error',
    code: 'duplicate_key',
    pointer: '/date',
    at: '"date"',
    nth: 2,
  }),
  jsonCase(
    'B2',
    'a duplicate key five levels deep in an array item has the full pointer',
    `${DAY},"extra":[{"l1":{"l2":{"l3":{"l4":{"l5":1,"l5":2}}}}}]}`,
    { status: 'error', code: 'duplicate_key', pointer: '/extra/0/l1/l2/l3/l4/l5', at: '"l5"', nth: 2 },
  ),
  jsonCase('B3', '__proto__ is a forbidden member name', `${DAY},"__proto__":{"isAdmin":true}}`, {
    status: 'error',
    code: 'forbidden_name',
    pointer: '/__proto__',
    at: '"__proto__"',
  }),
  jsonCase(
    'B4',
    'constructor (with prototype) is a forbidden member name',
    `${DAY},"constructor":{"prototype":{"x":1}}}`,
    { status: 'error', code: 'forbidden_name', pointer: '/constructor' },
  ),
  jsonCase('B5', 'an escaped \\u005f_proto__ is compared after unescaping', `${DAY},"\\u005f_proto__":1}`, {
    status: 'error',
    code: 'forbidden_name',
    pointer: '/__proto__',
    at: '"\\u005f',
  }),
  jsonCase(
    'B6',
    'an integer beyond 2^53 in an integer field is refused before it is rounded',
    withValue('total_steps', '9007199254740993'),
    { status: 'error', code: 'unsafe_integer', pointer: '/activity/total_steps', at: '9007199254740993' },
  ),
  jsonCase('B7', '1e400 overflows to Infinity', withValue('distance', '1e400'), {
    status: 'error',
    code: 'number_overflow',
    pointer: '/activity/distance',
    at: '1e400',
  }),
  jsonCase('B8', '1e-400 underflows to 0: a warning, the document stays valid', withValue('distance', '1e-400'), {
    status: 'valid',
    warning: 'number_underflow',
  }),
  jsonCase('B9', '-0 where the minimum is 0 is valid (-0 == 0)', withValue('total_glasses', '-0'), { status: 'valid' }),
  jsonCase('B10', '1.0 for an integer is valid (the same JSON value as 1)', withValue('total_steps', '8412.0'), {
    status: 'valid',
  }),
  jsonCase(
    'B11',
    'a 20-digit number where a string is expected is refused before rounding',
    '{"date":12345678901234567890}',
    { status: 'error', code: 'unsafe_integer', pointer: '/date', at: '1234' },
  ),
  jsonCase('C1', 'depth 10,000 stops at the depth limit, with the pointer, before the validator', deep(10_000), {
    status: 'error',
    code: 'max_depth',
    message: /limit of 64/,
  }),
  // C2, depth 1,000,000 (2 MB, a third of a second of CPU), is in badInputs.deep.test.ts (full depth).
  jsonCase(
    'C6',
    'an object with 10,001 members exceeds the member cap',
    `${DAY},"x":{${Array.from({ length: 10_001 }, (_, i) => `"k${i}":0`).join(',')}}}`,
    { status: 'error', code: 'max_members', pointer: '/x' },
  ),
  jsonCase(
    'C7',
    'a 2,000-character member name exceeds the name cap, and is not printed',
    `${DAY},"${'n'.repeat(2000)}":1}`,
    { status: 'error', code: 'max_key_length', pointer: '' },
  ),
];

function ndjsonCase(id: string, _title: string, content: string | Uint8Array): string {
  return write(`${id.toLowerCase()}.ndjson`, content);
}

const G = {
  crlf: ndjsonCase('G1', 'CRLF', `${DAY}}\r\n${DAY}}\r\n`),
  blank: ndjsonCase('G2', 'blank lines', `${DAY}}\n\n  \n${DAY}}\n`),
  noFinalNewline: ndjsonCase('G3', 'no final newline', `${DAY}}\n${DAY}}`),
  cut: ndjsonCase('G4', 'cut mid-record', `${DAY}}\n{"date":"2024-01-0`),
  oneBad: ndjsonCase(
    'G5',
    'one invalid line',
    Array.from({ length: 10_000 }, (_, i) => (i === 5000 ? '{"date":"2024-02-30"}' : `${DAY}}`)).join('\n'),
  ),
  pretty: ndjsonCase('G7', 'pretty-printed', SUMMARY),
  bom: ndjsonCase('G8', 'BOM on the first line', `\ufeff${DAY}}\n${DAY}}\n`),
  tiny: ndjsonCase('C8', 'many tiny lines', `${DAY}}\n`.repeat(20_000)),
};

let main: { code: number | null; report: Report };

beforeAll(async () => {
  main = await runJson([...MAIN_CASES.map((c) => c.file), ...Object.values(G)]);
});

describe('classes A, B, C through the command: one document per file', () => {
  it.each(MAIN_CASES.map((c) => [`${c.id}: ${c.title}`, c] as const))('%s', (_title, c) => {
    const [document] = documentsOf(main.report, c.file);
    expect(document?.status).toBe(c.status);
    if (c.code !== undefined) {
      const error = document?.errors?.[0];
      expect(error?.code).toBe(c.code);
      expect(error?.line).toBeGreaterThanOrEqual(1);
      expect(error?.column).toBeGreaterThanOrEqual(1);
      if (c.pointer !== undefined) expect(error?.pointer).toBe(c.pointer);
      if (c.at !== undefined && c.text !== undefined)
        expect({ line: error?.line, column: error?.column }).toEqual(placeOf(c.text, c.at, c.nth));
      if (c.message !== undefined) expect(error?.message).toMatch(c.message);
      // An unreadable document never gets schema violations for a partial value.
      expect(document?.violations).toEqual([]);
    }
    if (c.warning !== undefined) expect(document?.warnings?.map((w) => w.code)).toContain(c.warning);
  });

  it('C1: the depth error carries the pointer of the first container beyond the limit', () => {
    const [document] = documentsOf(main.report, MAIN_CASES.find((c) => c.id === 'C1')?.file ?? '');
    expect(document?.errors?.[0]?.pointer).toBe(`/x${'/0'.repeat(63)}`);
  });

  it('C7: the over-long name is not copied into the report', () => {
    const [document] = documentsOf(main.report, MAIN_CASES.find((c) => c.id === 'C7')?.file ?? '');
    expect(JSON.stringify(document)).not.toContain('n'.repeat(100));
  });

  it('B12: no exported schema uses multipleOf, so its floating-point false negative (ajv #652) cannot occur', () => {
    const schemas = ['common', 'activity', 'stress', 'temperature', 'respiration-rate', 'user-summary', 'response'];
    for (const name of schemas)
      expect(readFileSync(`${ROOT}schemas/${name}.schema.json`, 'utf8')).not.toContain('multipleOf');
  });
});

describe('class G: NDJSON streams', () => {
  const records = (file: string): ReportDocument[] => documentsOf(main.report, file);

  it('G1: CRLF line endings are accepted', () => {
    expect(records(G.crlf).map((d) => [d.line, d.status])).toEqual([
      [1, 'valid'],
      [2, 'valid'],
    ]);
  });
  it('G2: blank lines are skipped and counted', () => {
    expect(records(G.blank).map((d) => [d.line, d.status])).toEqual([
      [1, 'valid'],
      [4, 'valid'],
    ]);
    expect(main.report.summary.blankLinesSkipped).toBe(2);
  });
  it('G3: a last line without a newline is validated', () => {
    expect(records(G.noFinalNewline).map((d) => [d.line, d.status])).toEqual([
      [1, 'valid'],
      [2, 'valid'],
    ]);
  });
  it('G4: a record cut mid-line is a truncated record; earlier records keep their verdict', () => {
    const [first, second] = records(G.cut);
    expect(first?.status).toBe('valid');
    expect([second?.line, second?.errors?.[0]?.code]).toEqual([2, 'truncated_record']);
  });
  it('G5: one invalid line among 10,000 is reported by its line number and the rest still run', () => {
    const docs = records(G.oneBad);
    expect(docs).toHaveLength(10_000);
    const bad = docs.filter((d) => d.status !== 'valid');
    expect(bad.map((d) => [d.line, d.violations[0]?.pointer, d.violations[0]?.rule, d.violations[0]?.line])).toEqual([
      [5001, '/date', 'date_format', 5001],
    ]);
  });
  it('G7: pretty-printed JSON fed as NDJSON gets one clear error, not one per line', () => {
    const docs = records(G.pretty);
    expect(docs).toHaveLength(1);
    expect(docs[0]?.errors?.[0]?.code).toBe('spans_lines');
    expect(docs[0]?.errors?.[0]?.message).toMatch(/one JSON value per line/);
  });
  it('G8: a BOM on the first line is the A5 policy, applied once', () => {
    const docs = records(G.bom);
    expect(docs.map((d) => [d.line, d.status, (d.warnings ?? []).map((w) => w.code)])).toEqual([
      [1, 'valid', ['bom']],
      [2, 'valid', []],
    ]);
  });
  it('C8: 20,000 tiny lines are all counted', () => {
    expect(records(G.tiny)).toHaveLength(20_000);
    expect(records(G.tiny).every((d) => d.valid)).toBe(true);
  });
});

describe('flags and exit codes per class', () => {
  it('A5/G8 with --strict: a byte order mark is an error (exit 2), on the first line only', async () => {
    const a5 = MAIN_CASES.find((c) => c.id === 'A5')?.file as string;
    const { code, report } = await runJson(['--strict', a5, G.bom]);
    expect(code).toBe(2);
    expect(documentsOf(report, a5)[0]?.errors?.[0]?.code).toBe('bom');
    expect(documentsOf(report, G.bom).map((d) => [d.line, d.status])).toEqual([
      [1, 'error'],
      [2, 'valid'],
    ]);
  });

  it('C3, C4, C5, G6: documents and lines over --max-bytes are refused unread; the stream goes on', async () => {
    const big = write('c3-big.json', `${DAY},"pad":"${' '.repeat(150_000)}"}`);
    const items = write('c4-items.json', `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`);
    const string = write('c5-string.json', `"${'s'.repeat(150_000)}"`);
    const stream = write('g6-line.ndjson', `${DAY}}\n{"date":"${'x'.repeat(200_000)}"}\n${DAY}}`);
    const { code, report } = await runJson(['--max-bytes', '100K', big, items, string, stream]);
    expect(code).toBe(2);
    for (const file of [big, items, string]) expect(documentsOf(report, file)[0]?.errors?.[0]?.code).toBe('max_bytes');
    expect(documentsOf(report, stream).map((d) => [d.line, d.status, d.errors?.[0]?.code])).toEqual([
      [1, 'valid', undefined],
      [2, 'error', 'max_bytes'],
      [3, 'valid', undefined],
    ]);
  });

  it('C3 on standard input: reading stops at the cap', async () => {
    const { code, report } = await runJson(['--max-bytes', '1K', '-'], {
      input: `${DAY},"pad":"${' '.repeat(5000)}"}`,
    });
    expect(code).toBe(2);
    expect(report.documents[0]?.errors?.[0]?.code).toBe('max_bytes');
  });

  it('A1 on standard input: empty input is "empty"', async () => {
    const { code, report } = await runJson(['-'], { input: '' });
    expect([code, report.documents[0]?.errors?.[0]?.code]).toEqual([2, 'empty']);
  });

  it('B11 with --fast --show-values: the type error shows the source text, not the rounded number', async () => {
    const file = MAIN_CASES.find((c) => c.id === 'B11')?.file as string;
    const { code, report } = await runJson(['--fast', '--show-values', file]);
    expect(code).toBe(1);
    const violation = report.documents[0]?.violations[0];
    expect([violation?.pointer, violation?.rule, violation?.value]).toEqual(['/date', 'type', '12345678901234567890']);
  });

  it('--fast keeps JSON.parse semantics for duplicates (last wins) but still refuses __proto__ and depth', async () => {
    const dup = MAIN_CASES.find((c) => c.id === 'B1')?.file as string;
    const proto = MAIN_CASES.find((c) => c.id === 'B3')?.file as string;
    const c1 = MAIN_CASES.find((c) => c.id === 'C1')?.file as string;
    const { report } = await runJson(['--fast', dup, proto, c1]);
    expect(report.documents.map((d) => [d.status, d.errors?.[0]?.code])).toEqual([
      ['valid', undefined],
      ['error', 'forbidden_name'],
      ['error', 'max_depth'],
    ]);
  });

  it('G2 with --blank-lines error: each blank line is an error', async () => {
    const { code, report } = await runJson(['--blank-lines', 'error', G.blank]);
    expect(code).toBe(2);
    expect(report.documents.map((d) => [d.line, d.status])).toEqual([
      [1, 'valid'],
      [2, 'error'],
      [3, 'error'],
      [4, 'valid'],
    ]);
  });

  it('G5 with --fail-fast: the run stops at the first invalid line (exit 1)', async () => {
    const { code, report } = await runJson(['--fail-fast', G.oneBad]);
    expect(code).toBe(1);
    expect(report.summary.stoppedEarly).toBe(true);
    expect(report.documents.at(-1)?.line).toBe(5001);
    expect(report.documents).toHaveLength(5001);
  });

  it.each([
    ['A (syntax)', 'A3', 2],
    ['A12 (valid)', 'A12', 0],
    ['B (hazard)', 'B1', 2],
    ['B8 (warning only)', 'B8', 0],
    ['C (limit)', 'C1', 2],
  ])('exit code of class %s alone', async (_name, id, expected) => {
    const file = MAIN_CASES.find((c) => c.id === id)?.file as string;
    expect((await runCliInProcess(['validate', file])).code).toBe(expected);
  });

  it.each([
    ['G1 (CRLF)', 'crlf', 0],
    ['G4 (cut record)', 'cut', 2],
    ['G5 (one invalid line)', 'oneBad', 1],
  ] as const)('exit code of %s alone', async (_name, key, expected) => {
    expect((await runCliInProcess(['validate', G[key]])).code).toBe(expected);
  });
});
