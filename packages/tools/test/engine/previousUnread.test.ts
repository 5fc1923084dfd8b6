// An earlier page the engine cannot read (`previous`) is said, not dropped: the answer carries the finding
// `previous_unread` naming the page by its place and why it was not read, and is `ok: false`, since the days that
// page served were not compared with this one (a repeated day would otherwise pass). Through the engine's real
// NDJSON protocol: a spawned `user-summaries engine`, one request line and one answer line each.
import { afterAll, describe, expect, it } from 'vitest';
import { startEngine } from './_engine.js';

const engine = startEngine();
afterAll(() => {
  engine.child.stdin.end();
});

const QUERY = { date_from: '2024-01-01', date_to: '2024-01-05' };
const PAGE = JSON.stringify([{ date: '2024-01-02' }, { date: '2024-01-03' }]);
const ask = (previous: object[], query: object | null = QUERY) =>
  engine.ask(
    JSON.stringify({
      id: 7,
      body: PAGE,
      ...(query === null ? {} : { query }),
      previous,
      options: { envelope: 'bare', includeSlots: false },
    }),
  );
const unread = (page: number, of: number, why: string) => ({
  pointer: '',
  rule: 'previous_unread',
  message: `previous page ${page} of ${of} was not read (${why}): the days it served were not compared with this page (duplicate_day)`,
});

describe('the engine protocol: a previous page it cannot read', () => {
  it('passes a page whose readable previous pages served other days', async () => {
    expect(await ask([{ value: [{ date: '2024-01-01' }] }])).toMatchObject({ id: 7, ok: true, findings: [] });
  });

  it('answers ok: false with previous_unread for a previous page that is not JSON, or empty', async () => {
    const answer = await ask([{ body: '[{"date":"2024-01-01"}' }, { body: '' }]);
    expect(answer).toEqual({
      id: 7,
      ok: false,
      failure: null,
      violations: [],
      omitted: 0,
      omittedIsLowerBound: false,
      findings: [
        unread(
          1,
          2,
          'it is not JSON: unexpected end of input: the document is truncated (1 open bracket) (line 1, column 23)',
        ),
        unread(2, 2, 'it is empty'),
      ],
    });
  });

  it('still compares the pages it could read: a repeated day beside the page it could not', async () => {
    const answer = await ask([
      { bodyBase64: Buffer.from([0xff, 0xfe]).toString('base64') },
      { value: [{ date: '2024-01-03' }] },
    ]);
    expect(answer['ok']).toBe(false);
    expect((answer['findings'] as { rule: string; pointer: string }[]).map((f) => [f.pointer, f.rule])).toEqual([
      ['', 'previous_unread'],
      ['/1/date', 'duplicate_day'],
    ]);
  });

  it('says nothing of previous pages when the page checks are off (no query)', async () => {
    expect(await ask([{ body: 'not json' }], null)).toMatchObject({ ok: true, findings: [] });
  });
});
