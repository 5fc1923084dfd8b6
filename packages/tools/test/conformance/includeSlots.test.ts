// The checker's comparison of the two walks (include_slots=1 and 0) and its semantic warnings, on days a loopback
// server scripts for each walk: every rule of includeSlotsCheck with its exact place, read from what the walk
// keeps of each summary (packages/tools/src/conformance/itemFacts.ts), not from the summaries themselves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleSummary } from 'user-summaries-testing';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { DEFAULT_LIMITS } from '../../src/conformance/http/httpExchange.js';
import { includeSlotsCheck, semanticsCheck } from '../../src/conformance/dataChecks.js';
import { walkPages, type Walk } from '../../src/conformance/walkPages.js';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

/** A server answering a bare array: `withSlots` for include_slots=1, `without` for include_slots=0. */
async function scripted(withSlots: unknown[], without: unknown[]): Promise<string> {
  const server = createServer((req, res) => {
    const slots = new URL(req.url ?? '/', 'http://x').searchParams.get('include_slots') === '1';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(slots ? withSlots : without));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const FROM = '2024-01-01';
const TO = '2024-01-03';

async function walks(baseUrl: string): Promise<[Walk, Walk]> {
  const walk = (includeSlots: 0 | 1): Promise<Walk> =>
    walkPages({
      baseUrl,
      headers: { authorization: 'Bearer t' },
      from: FROM,
      to: TO,
      includeSlots,
      perPage: 10,
      envelope: 'bare',
      maxPages: 10,
      maxItems: 1000,
      rangeDays: 3,
      limits: DEFAULT_LIMITS,
      maxViolations: 20,
    });
  return [await walk(1), await walk(0)];
}

const SLOT = { timestamp: 1704067200000, steps: 5 };
const findingsOf = (result: ReturnType<typeof includeSlotsCheck>): unknown[] =>
  result.findings.map((f) => [f.rule, f.severity, f.includeSlots, f.page, f.pointer]);

describe('include_slots: the two walks compared', () => {
  it('reports a group without slots at include_slots=1, slots at 0, a day served by one walk only, and values that differ', async () => {
    const url = await scripted(
      [
        {
          date: '2024-01-01',
          activity: { date: '2024-01-01', total_steps: 1, slots: [SLOT] },
          heart_rate: { date: '2023-12-31', bpm: 60 },
        },
        { date: '2024-01-02', activity: { date: '2024-01-02', total_steps: 5, slots: [] }, sleep: {} },
      ],
      [
        {
          date: '2024-01-01',
          activity: { date: '2024-01-01', total_steps: 1 },
          heart_rate: { date: '2023-12-31', bpm: 60 },
        },
        { date: '2024-01-02', activity: { date: '2024-01-02', total_steps: 6 }, sleep: {} },
        { date: '2024-01-03', activity: { date: '2024-01-03', slots: [SLOT] } },
      ],
    );
    const [withSlots, without] = await walks(url);
    expect([withSlots.end, without.end]).toEqual(['end', 'end']);
    const result = includeSlotsCheck({
      walks: [withSlots, without],
      from: FROM,
      to: TO,
      envelope: 'bare',
      maxFindings: 20,
    });
    expect(findingsOf(result)).toEqual([
      ['slots_missing', 'fail', 1, 1, '/0/heart_rate/slots'],
      ['slots_when_excluded', 'warn', 0, 1, '/2/activity/slots'],
      ['days_differ', 'warn', undefined, undefined, undefined],
      ['values_differ', 'warn', undefined, undefined, undefined],
    ]);
    expect(result.summary).toBe('1 group(s) with slots at include_slots=1');
    expect(result.findings.find((f) => f.rule === 'days_differ')?.message).toBe(
      '1 day(s) are served with one include_slots value and not the other',
    );
    expect(result.findings.find((f) => f.rule === 'values_differ')?.message).toBe(
      '1 day(s) differ in more than their slots between include_slots=1 and 0',
    );
    // The semantic warnings are read from the walk with slots: the heart rate group of another day.
    const semantics = semanticsCheck({
      walks: [withSlots, without],
      from: FROM,
      to: TO,
      envelope: 'bare',
      maxFindings: 20,
    });
    expect(semantics.findings.map((f) => [f.rule, f.includeSlots, f.pointer])).toEqual([
      ['group_date', 1, '/0/heart_rate/date'],
    ]);
  });

  it('warns when include_slots=1 brings no slot at all, and finds nothing when the walks agree', async () => {
    const days = (slots: boolean): unknown[] => [
      { date: '2024-01-01', activity: { date: '2024-01-01', total_steps: 1, ...(slots ? { slots: [] } : {}) } },
    ];
    const empty = includeSlotsCheck({
      walks: await walks(await scripted(days(true), days(false))),
      from: FROM,
      to: TO,
      envelope: 'bare',
      maxFindings: 20,
    });
    expect(findingsOf(empty)).toEqual([['no_slots', 'warn', 1, undefined, undefined]]);
    const agreeing = await scripted(
      [{ date: '2024-01-01', activity: { date: '2024-01-01', total_steps: 1, slots: [SLOT] } }],
      [{ date: '2024-01-01', activity: { date: '2024-01-01', total_steps: 1 } }],
    );
    const result = includeSlotsCheck({
      walks: await walks(agreeing),
      from: FROM,
      to: TO,
      envelope: 'bare',
      maxFindings: 20,
    });
    expect([result.status, findingsOf(result)]).toEqual(['pass', []]);
  });

  it('keeps no summary: a page of the walk holds what the checks read of each day, not the day nor the parsed page', async () => {
    // A valid day (a passing verdict once held the whole parsed page), with every group and its slots.
    const day = sampleSummary({
      seed: 7,
      date: '2024-01-01',
      groups: SUMMARY_GROUPS,
      slots: Object.fromEntries(SUMMARY_GROUPS.map((g) => [g, { min: 2, max: 2 }])),
    });
    const url = await scripted([day], []);
    const [withSlots] = await walks(url);
    expect(withSlots.pages[0]?.verdict.ok).toBe(true);
    const [facts] = withSlots.pages[0]?.items ?? [];
    expect(facts?.groups.activity).toEqual({ filled: true, slotsArray: true, slotCount: 2 });
    const kept = JSON.stringify(withSlots);
    for (const group of SUMMARY_GROUPS) {
      for (const slot of day[group]?.slots ?? []) expect(kept).not.toContain(JSON.stringify(slot)); // no slot is kept
    }
    expect(kept.length).toBeLessThan(JSON.stringify(day).length / 2);
  });
});
