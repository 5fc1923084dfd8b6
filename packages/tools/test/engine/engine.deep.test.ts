// `user-summaries engine` at the sizes its caps are about (the scale suite of engine.test.ts, run by `npm run
// test:deep`): a body of several megabytes streamed in, the gate's 16 MiB limit on either side, and the 100,000
// problems or violations a body may list whatever maxViolations asks. engine.test.ts keeps each at an everyday size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngine, validateSummaryFile, type RunningEngine } from './_engine.js';

describe('user-summaries engine, at the sizes of its caps', () => {
  let engine: RunningEngine;
  beforeAll(() => {
    engine = startEngine();
  });
  afterAll(() => {
    engine.child.stdin.end();
  });

  it('a body of several megabytes: read while it streams in, answered whole', async () => {
    const days = Array.from({ length: 20_000 }, (_, i) => ({
      date: i === 19_999 ? '2024-02-30' : '2024-01-31',
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
    expect(body.length).toBeGreaterThan(3_000_000);
    const answer = await engine.ask(JSON.stringify({ id: 'big', body, options: { includeSlots: false } }));
    expect(answer).toMatchObject({
      id: 'big',
      ok: false,
      violations: [{ pointer: '/19999/date', rule: 'date_format' }],
    });
  });

  it("a body over the gate's 16 MiB gets max_bytes and is not read, as validate says of the same bytes; one at the limit is checked", async () => {
    const limit = 16 * 1024 * 1024;
    const summary = '{"date":"2024-01-31"}';
    const padded = (bytes: number): Buffer => Buffer.from(summary + ' '.repeat(bytes - summary.length));
    const refused = {
      pointer: '',
      rule: 'max_bytes',
      message: "the body is larger than the limit of 16 MiB (validate's --max-bytes); it was not read",
    };
    for (const [bytes, gate, expected] of [
      [limit, { status: 'valid', errors: [] }, { ok: true, violations: [], findings: [] }],
      [limit + 1, { status: 'error', errors: ['max_bytes'] }, { ok: false, violations: [], findings: [refused] }],
    ] as const) {
      const documents = await validateSummaryFile(padded(bytes));
      expect(documents.map((d) => ({ status: d.status, errors: (d.errors ?? []).map((e) => e.code) }))).toEqual([gate]);
      const answer = await engine.ask(
        JSON.stringify({ id: bytes, check: 'summary', bodyBase64: padded(bytes).toString('base64') }),
      );
      expect(answer).toMatchObject({ id: bytes, failure: null, ...expected });
    }
    // A body's text is counted in UTF-8 bytes: as many characters as the limit, one byte more (é takes two).
    const text = `${summary}é${' '.repeat(limit - summary.length - 1)}`;
    expect([text.length, Buffer.byteLength(text)]).toEqual([limit, limit + 1]);
    expect(await engine.ask(JSON.stringify({ id: 'text', check: 'summary', body: text }))).toMatchObject({
      id: 'text',
      ok: false,
      violations: [],
      findings: [refused],
    });
  }, 60_000);

  it("lists at most 100,000 of a body's parse problems however many maxViolations asks (validate's largest --max-violations)", async () => {
    // A day per problem: an object holds at most 10,000 members (max_members), an array any number.
    const body = `[${'{"a":0,"a":0},'.repeat(100_001)}{}]`;
    const answer = await engine.ask(
      JSON.stringify({ id: 'cap', check: 'summary', body, options: { maxViolations: 1_000_000_000 } }),
    );
    const findings = answer['findings'] as { pointer: string; rule: string }[];
    expect(findings).toHaveLength(100_000);
    expect(findings.at(-1)).toMatchObject({ pointer: '/99999/a', rule: 'duplicate_key' });
  }, 60_000);

  it("lists at most 100,000 of a body's violations however many maxViolations asks, and counts the rest", async () => {
    // A bare list of 20,000 days whose date and groups are numbers: 7 violations each, 140,000 in all.
    const day = '{"date":1,"activity":1,"heart_rate":1,"sleep":1,"stress":1,"respiration_rate":1,"temperature":1}';
    const body = `[${`${day},`.repeat(19_999)}${day}]`;
    const answer = await engine.ask(
      JSON.stringify({ id: 'cap', check: 'response', body, options: { maxViolations: 1_000_000_000 } }),
    );
    const violations = answer['violations'] as { pointer: string; rule: string }[];
    expect(violations).toHaveLength(100_000);
    expect(violations[0]).toMatchObject({ pointer: '/0/activity', rule: 'type' });
    // The walk stops at the cap: what it skipped is counted as at least one more (a lower bound).
    expect(answer).toMatchObject({ omittedIsLowerBound: true });
    expect(answer['omitted']).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
