// `user-summaries engine`: the long-lived NDJSON validator other languages drive (docs/laravel.md, "The engine
// protocol"). The process is the point, so it is spawned: one answer line per request line, each written as
// soon as its line has arrived, in order, over a real pipe.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from 'user-summaries-contract';
import { ROOT, runCli } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { startEngine, validateSummaryFile, type RunningEngine } from './_engine.js';

const page = JSON.parse(readFileSync(`${ROOT}examples/valid/response-paginator.json`, 'utf8')) as Record<
  string,
  unknown
>;

describe('user-summaries engine', () => {
  let engine: RunningEngine;
  beforeAll(() => {
    engine = startEngine();
  });
  afterAll(() => {
    engine.child.stdin.end();
  });

  it('answers hello with its identity and protocol version', async () => {
    expect(await engine.ask('{"id":"h","check":"hello"}')).toEqual({
      id: 'h',
      ok: true,
      engine: 'user-summaries-contract',
      version: expect.any(String),
      protocol: 1,
    });
  });

  it('answers each line as it arrives: the next line is written only after the answer came', async () => {
    for (const [id, date, ok] of [
      [1, '2024-01-31', true],
      [2, '2024-02-30', false],
      [3, '2024-02-29', true],
    ] as const) {
      const answer = await engine.ask(JSON.stringify({ id, check: 'summary', value: { date } }));
      expect(answer).toMatchObject({ id, ok });
    }
  });

  it('gives the verdict and the (pointer, rule, message) of validateResponse, for a body as text, bytes or value', async () => {
    const broken = { ...page, per_page: '10', data: [{ date: '2024-13-01' }] };
    const expected = validateResponse(broken, { includeSlots: true });
    expect(expected.ok).toBe(false);
    const violations = expected.ok
      ? []
      : expected.violations.map((v) => ({ pointer: v.pointer, rule: v.rule, message: v.message }));
    const text = JSON.stringify(broken);
    for (const document of [{ body: text }, { bodyBase64: Buffer.from(text).toString('base64') }, { value: broken }]) {
      expect(await engine.ask(JSON.stringify({ id: 7, ...document }))).toEqual({
        id: 7,
        ok: false,
        failure: null,
        violations,
        omitted: 0,
        omittedIsLowerBound: false,
        findings: [],
      });
    }
  });

  it('fails a status other than 200, a media type other than JSON, bytes that are not UTF-8, a text that is not JSON, an empty body', async () => {
    const failure = async (fields: Record<string, unknown>) =>
      (await engine.ask(JSON.stringify({ id: 1, ...fields })))['failure'];
    expect(await failure({ body: '<h1>', status: 503 })).toEqual({
      class: 'server_error',
      message: 'the response has status 503; the contract describes the 200 response',
    });
    expect(await failure({ body: '', status: 302 })).toMatchObject({ class: 'redirect_refused' });
    expect(await failure({ body: '[]', contentType: 'text/html; charset=utf-8' })).toEqual({
      class: 'non_json',
      message: 'the response is labelled text/html, not application/json',
    });
    expect(await failure({ body: '[]', contentType: null })).toEqual({
      class: 'non_json',
      message: 'the response is labelled none, not application/json',
    });
    expect(await failure({ bodyBase64: Buffer.from([0x5b, 0xff, 0x5d]).toString('base64') })).toMatchObject({
      class: 'non_json',
      message: expect.stringContaining('invalid UTF-8 byte sequence at byte offset 1'),
    });
    expect(await failure({ body: '{"data": [' })).toMatchObject({
      class: 'non_json',
      message: expect.stringContaining('unexpected end of input'),
    });
    expect(await failure({ body: ' \n' })).toEqual({ class: 'empty_body', message: 'the body holds only whitespace' });
  });

  it('reports what JSON.parse hides beside the violations: a duplicate member, a byte order mark', async () => {
    const findings = async (fields: Record<string, unknown>) =>
      (
        (await engine.ask(JSON.stringify({ id: 1, check: 'summary', ...fields })))['findings'] as {
          rule: string;
          pointer: string;
        }[]
      ).map((f) => [f.pointer, f.rule]);
    expect(await findings({ body: '{"date":"2024-01-31","date":"2024-01-31"}' })).toEqual([['/date', 'duplicate_key']]);
    expect(await findings({ bodyBase64: Buffer.from('\uFEFF{"date":"2024-01-31"}').toString('base64') })).toEqual([
      ['', 'bom'],
    ]);
  });

  it('checks a page against its query and the pages before it', async () => {
    const day = (date: string) => ({ date });
    const answer = await engine.ask(
      JSON.stringify({
        id: 1,
        value: [
          day('2023-12-31'),
          day('2024-01-02'),
          day('2024-01-02'),
          { date: '2024-01-03', spo2: { date: '2024-01-03', avg_spo2: 1, slots: [{}] } },
        ],
        query: { date_from: '2024-01-01', date_to: '2024-01-31', per_page: '3' },
        previous: [{ value: [day('2024-01-03')] }],
        options: { includeSlots: false },
      }),
    );
    expect((answer['findings'] as { pointer: string; rule: string }[]).map((f) => [f.pointer, f.rule])).toEqual([
      ['/0/date', 'date_in_range'],
      ['/3', 'page_size'],
      ['/3/spo2/slots', 'slots_when_excluded'],
      ['/2/date', 'duplicate_day'],
      ['/3/date', 'duplicate_day'],
    ]);
  });

  it('shows values only when asked', async () => {
    const ask = async (showValues: boolean) =>
      (
        await engine.ask(
          JSON.stringify({ id: 1, check: 'summary', value: { date: 'x y '.repeat(50) }, options: { showValues } }),
        )
      )['violations'];
    expect(await ask(false)).toEqual([{ pointer: '/date', rule: 'date_format', message: expect.any(String) }]);
    expect(await ask(true)).toEqual([
      {
        pointer: '/date',
        rule: 'date_format',
        message: expect.any(String),
        value: `"${'x y '.repeat(50).slice(0, 78)}…`,
      },
    ]);
  });

  it('masks what looks like a credential in a shown value, as validate --show-values does, even across the cut', async () => {
    const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${'d'.repeat(43)}`;
    const ask = async (date: string) =>
      (await engine.ask(JSON.stringify({ id: 1, check: 'summary', value: { date }, options: { showValues: true } })))[
        'violations'
      ] as { value: string }[];
    expect((await ask(jwt))[0]?.value).toBe('"[masked]"');
    expect((await ask(`Bearer ${jwt}`))[0]?.value).toBe('"Bearer [masked]"');
    // The token starts before the 80th character and ends after it: none of it is shown.
    const across = await ask(`${'a '.repeat(35)}${jwt}`);
    expect(across[0]?.value).toBe(`"${'a '.repeat(35)}[masked]"`);
    expect(across[0]?.value).not.toContain('eyJ');
  });

  it('answers a line it cannot read with an error naming the field, and goes on', async () => {
    expect(await engine.ask('not json')).toEqual({
      id: null,
      error: 'the line is not JSON (one JSON object per line)',
    });
    expect(await engine.ask(Buffer.from([0x7b, 0xff, 0x7d]))).toEqual({ id: null, error: 'the line is not UTF-8' });
    expect(await engine.ask('')).toEqual({ id: null, error: 'the line is not JSON (one JSON object per line)' });
    // A line without `check` (and nothing to check) is asked for its check, with the checks there are.
    expect(await engine.ask('{"id":4}')).toEqual({
      id: 4,
      error:
        'a request needs a check (one of response, summary, request, hello, coverage-report; response when absent) and, to check a document, one of body, bodyBase64 and value',
    });
    expect(await engine.ask('{"id":4.5,"check":"summary"}')).toEqual({
      id: 4.5,
      error: 'a request needs one of body, bodyBase64 and value',
    });
    expect(await engine.ask('{"id":5,"body":"[]","value":[]}')).toEqual({
      id: 5,
      error: 'the request has more than one of body, bodyBase64 and value',
    });
    expect(await engine.ask('{"id":6,"value":[],"options":{"strict":"yes"}}')).toEqual({
      id: 6,
      error: 'options.strict must be true or false',
    });
    expect(await engine.ask('{"id":7,"value":[],"check":"archive"}')).toEqual({
      id: 7,
      error: 'check must be one of response, summary, request, hello, coverage-report',
    });
    expect(await engine.ask('{"id":8,"bodyBase64":"***"}')).toEqual({
      id: 8,
      error: 'the request: bodyBase64 must be standard base64',
    });
    expect(await engine.ask('{"id":9,"check":"summary","value":{"date":"2024-01-31"}}')).toMatchObject({
      id: 9,
      ok: true,
    });
  });

  it("reads a body as validate reads the same bytes: the parse layer's problems, as many as maxViolations asks, named where the first member was", async () => {
    // 150 member names each written twice: past the 100 problems the engine's own parse once stopped at.
    const names = Array.from({ length: 150 }, (_, i) => `a${i}`);
    const body = `{${names.map((name) => `"${name}":0,"${name}":0`).join(',')}}`;
    const answer = await engine.ask(
      JSON.stringify({ id: 'dup', check: 'summary', body, options: { maxViolations: 200 } }),
    );
    const findings = answer['findings'] as { pointer: string; rule: string; message: string }[];
    expect(findings.map((f) => [f.pointer, f.rule])).toEqual(names.map((name) => [`/${name}`, 'duplicate_key']));
    // `{"a0":0,"a0":0,…`: the first a0 opens at column 2, the second at column 9.
    expect(findings[0]?.message).toBe(
      'duplicate member name "a0"; JSON.parse would keep only the last value (first at line 1:2) (line 1, column 9)',
    );
    // The value JSON.parse reads is checked all the same: a summary without its date.
    expect(answer).toMatchObject({ ok: false, failure: null, violations: [{ pointer: '/date', rule: 'required' }] });
    const [gate] = await validateSummaryFile(body, ['--max-violations', '200']);
    const errors = gate?.errors ?? [];
    expect(errors.map((e) => [e.pointer, e.code])).toEqual(findings.map((f) => [f.pointer, f.rule]));
    expect(errors.map((e) => e.message)).toEqual(
      findings.map((f) => f.message.replace(/ \(line \d+, column \d+\)$/, '')),
    );
  });

  it('a body of hundreds of kilobytes, many pipe writes: read while it streams in, answered whole (megabytes: engine.deep.test.ts)', async () => {
    const days = Array.from({ length: 2_000 }, (_, i) => ({
      date: i === 1_999 ? '2024-02-30' : '2024-01-31',
      activity: {
        date: '2024-01-31',
        total_steps: i,
        daily_percent: 1,
        distance: 0,
        calories: 0,
        workouts: 0,
        active_minutes: 0,
        move_every_hour: 0,
      },
    }));
    const body = JSON.stringify(days);
    // Past the 64 KiB a pipe holds: the line arrives in several reads.
    expect(body.length).toBeGreaterThan(300_000);
    const answer = await engine.ask(JSON.stringify({ id: 'big', body, options: { includeSlots: false } }));
    expect(answer).toMatchObject({
      id: 'big',
      ok: false,
      violations: [{ pointer: '/1999/date', rule: 'date_format' }],
    });
  });

  it("lists as many of a body's parse problems and violations as maxViolations asks, and counts the rest (the 100,000 cap: engine.deep.test.ts)", async () => {
    const problems = await engine.ask(
      JSON.stringify({
        id: 'cap',
        check: 'summary',
        body: `[${'{"a":0,"a":0},'.repeat(60)}{}]`,
        options: { maxViolations: 50 },
      }),
    );
    const findings = problems['findings'] as { pointer: string; rule: string }[];
    expect(findings).toHaveLength(50);
    expect(findings.at(-1)).toMatchObject({ pointer: '/49/a', rule: 'duplicate_key' });
    // 20 days whose date and groups are numbers: 7 violations each, 140 in all.
    const day = '{"date":1,"activity":1,"heart_rate":1,"sleep":1,"stress":1,"respiration_rate":1,"temperature":1}';
    const answer = await engine.ask(
      JSON.stringify({
        id: 'cap',
        check: 'response',
        body: `[${`${day},`.repeat(19)}${day}]`,
        options: { maxViolations: 50 },
      }),
    );
    const violations = answer['violations'] as { pointer: string; rule: string }[];
    expect(violations).toHaveLength(50);
    expect(violations[0]).toMatchObject({ pointer: '/0/activity', rule: 'type' });
    expect(answer).toMatchObject({ omittedIsLowerBound: true });
    expect(answer['omitted']).toBeGreaterThanOrEqual(1);
  });
});

describe('user-summaries engine, one answer per line: lines past the cap, deep bodies, the end of input', () => {
  it('a body nested 5,000 deep with showValues: every line answered, in order, each shown value cut at 80 characters', () => {
    const deep = `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    // The value rides in the line as text: JSON.stringify of it would overflow the stack here too.
    const input = [
      JSON.stringify({ id: 1, body: deep, options: { showValues: true } }),
      `{"id":2,"value":${deep},"options":{"showValues":true}}`,
      '{"id":3,"check":"hello"}',
    ].join('\n');
    const result = runCli(['engine'], { input });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answers = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers.map((a) => a['id'])).toEqual([1, 2, 3]);
    for (const answer of answers.slice(0, 2)) {
      expect(answer).toMatchObject({ ok: false, failure: null });
      expect(answer['violations']).toContainEqual({
        pointer: '/data/0',
        rule: 'type',
        message: 'data[0] must be an object',
        value: `${'['.repeat(79)}…`,
      });
    }
    // The body's text goes through the parse layer: past 64 levels it is the gate's max_depth.
    expect(answers[0]).toMatchObject({ findings: [{ rule: 'max_depth' }] });
    expect(answers[2]).toMatchObject({ engine: 'user-summaries-contract' });
  });

  it('skips a line longer than --max-line-bytes with an error, answers the next (CRLF or not), and exits 0 at the end of input', () => {
    const long = JSON.stringify({ id: 1, body: 'x'.repeat(5000) });
    // CRLF line ends are read as LF; the last line needs no newline.
    const input = `${long}\n{"id":2,"check":"summary","value":{"date":"2024-01-31"}}\r\n{"id":3,"check":"hello"}`;
    const result = runCli(['engine', '--max-line-bytes', '1000'], { input });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const answers = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers).toEqual([
      { id: null, error: 'the line is longer than --max-line-bytes (1000); it was skipped' },
      expect.objectContaining({ id: 2, ok: true }),
      expect.objectContaining({ id: 3, engine: 'user-summaries-contract' }),
    ]);
  });

  it('refuses a --max-line-bytes that is not a positive integer', async () => {
    const result = await runCliInProcess(['engine', '--max-line-bytes', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('user-summaries engine: --max-line-bytes must be a positive integer');
  });
});
