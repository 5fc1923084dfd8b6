// The playground's check, in Node (it has no DOM dependency): the gate's findings on pasted text, with
// NDJSON read by line and the strict reading on the precompiled strict tiers. The browser suite
// (packages/tools/test/browser/_playgroundSuite.ts, run by chromium.test.ts) drives the page itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { checkPayload } from '../../src/playground/checkPayload.js';
import { OPEN_VALIDATORS, strictValidators } from '../../src/playground/validators.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

const BROKEN = readFileSync(`${ROOT}examples/invalid/summary-broken.json`, 'utf8');
const VALID = JSON.stringify(
  JSON.parse(readFileSync(`${ROOT}examples/valid/summary-all-groups.json`, 'utf8')) as object,
);
const OPEN = { includeSlots: true, strict: false };
const pairs = (report: Awaited<ReturnType<typeof checkPayload>>): string[] =>
  report.documents.flatMap((d) => d.outcome.violations.map((v) => `${v.pointer} ${v.rule}`));

describe('checkPayload', () => {
  it("finds the library's violations, placed by line and column", async () => {
    const report = await checkPayload(BROKEN, 'auto', OPEN, OPEN_VALIDATORS);
    const want = validateSummary(JSON.parse(BROKEN));
    expect(want.ok).toBe(false);
    expect(report.mode).toBe('json');
    expect(pairs(report).sort()).toEqual(want.ok ? [] : want.violations.map((v) => `${v.pointer} ${v.rule}`).sort());
    const date = report.documents[0]?.outcome.violations.find((v) => v.pointer === '/date');
    expect([date?.line, date?.column]).toEqual([2, 11]);
  });

  it('reads NDJSON in auto mode when the text is one document per line, and keeps record lines', async () => {
    const text = `${VALID}\n\n${JSON.stringify({ ...(JSON.parse(VALID) as object), date: '2024-02-30' })}\n`;
    const report = await checkPayload(text, 'auto', OPEN, OPEN_VALIDATORS);
    expect(report.mode).toBe('ndjson');
    expect(report.documents.map((d) => [d.outcome.record, d.outcome.status, d.offset])).toEqual([
      [1, 'valid', 0],
      [3, 'invalid', VALID.length + 2],
    ]);
    expect(pairs(report)).toEqual(['/date date_format']);
    // Forced to one JSON document, the same text is unreadable: trailing data after the first value.
    const forced = await checkPayload(text, 'json', OPEN, OPEN_VALIDATORS);
    expect(forced.documents[0]?.outcome.errors.map((e) => e.code)).toEqual(['trailing_data']);
  });

  it('reports what JSON.parse hides (a duplicate key) as the gate does', async () => {
    const report = await checkPayload('{"date": "2024-03-01", "date": "2024-03-02"}', 'auto', OPEN, OPEN_VALIDATORS);
    expect(report.documents[0]?.outcome.status).toBe('error');
    expect(report.documents[0]?.outcome.errors.map((e) => [e.code, e.pointer, e.line, e.column])).toEqual([
      ['duplicate_key', '/date', 1, 24],
    ]);
  });

  it('the strict reading (precompiled strict tiers) reports unknown members as the compiled strict validator does', async () => {
    const value = { ...(JSON.parse(VALID) as object), nickname: 'x' };
    const report = await checkPayload(
      JSON.stringify(value),
      'auto',
      { includeSlots: false, strict: true },
      await strictValidators(),
    );
    const want = validateSummary(value, { strict: true, includeSlots: false });
    expect(pairs(report)).toContain('/nickname unknown_field');
    expect(pairs(report).sort()).toEqual(want.ok ? [] : want.violations.map((v) => `${v.pointer} ${v.rule}`).sort());
  });
});
