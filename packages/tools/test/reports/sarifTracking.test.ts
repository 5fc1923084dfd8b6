// SARIF that code scanning can track (issue #43): valid SARIF 2.1.0 (the OASIS schema), a fingerprint per result
// that does not move with lines, a category, artifact URIs relative to a root the user sets, rule descriptors read
// from the rule tables, and at most 5,000 results with a run-level notification of the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from 'user-summaries-contract/internal/validator/ruleTable';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenDays, ROOT, runCliInProcess, sarifValidator, scratch, type SarifLog } from './_ciReports.js';

const BROKEN = 'examples/invalid/summary-broken.json';
const BROKEN_TEXT = readFileSync(`${ROOT}${BROKEN}`, 'utf8');
const KEY = 'userSummariesProblem/v1';
const { dir, write } = scratch('us-sarif-track-');
const validate = sarifValidator();

async function sarif(args: readonly string[], cwd = dir, env: Record<string, string> = {}): Promise<SarifLog> {
  const run = await runCliInProcess(['validate', '--format', 'sarif', ...args], { cwd, env });
  expect(run.code, run.stderr).toBeLessThan(2);
  const log = JSON.parse(run.stdout) as SarifLog;
  expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
  return log;
}

/** The broken example laid out again so that every line moves: three blank lines first, seven-space indents. */
const REFORMATTED = `\n\n\n${JSON.stringify(JSON.parse(BROKEN_TEXT), null, 7)}\n`;

beforeAll(() => {
  write('repo/fixtures/day.json', BROKEN_TEXT);
  write('moved/fixtures/day.json', REFORMATTED);
});

describe('fingerprints', () => {
  it('are the same when every line of the broken file moves, and differ from result to result', async () => {
    const before = (await sarif(['fixtures/day.json'], join(dir, 'repo'))).runs[0]?.results ?? [];
    const after = (await sarif(['fixtures/day.json'], join(dir, 'moved'))).runs[0]?.results ?? [];
    expect(before).toHaveLength(11);
    expect(after).toHaveLength(11);
    // Every line moved...
    const lines = (r: (typeof before)[number]) => r.locations[0]?.physicalLocation.region?.startLine;
    for (let i = 0; i < before.length; i++) expect(lines(after[i] as never)).not.toBe(lines(before[i] as never));
    // ...and every fingerprint stayed.
    const prints = (results: typeof before) => results.map((r) => `${r.ruleId} ${r.partialFingerprints[KEY]}`);
    expect(prints(after)).toEqual(prints(before));
    const distinct = new Set(before.map((r) => r.partialFingerprints[KEY]));
    expect(distinct.size).toBe(11);
    for (const print of distinct) expect(print).toMatch(/^[0-9a-f]{64}$/);
  });

  it('do not change when a problem of another location or rule is added before them', async () => {
    const day = JSON.parse(BROKEN_TEXT) as Record<string, unknown>;
    write('added/fixtures/day.json', JSON.stringify({ extra_first: 1, ...day, date: 'not a date' }, null, 2));
    const before = (await sarif(['fixtures/day.json'], join(dir, 'repo'))).runs[0]?.results ?? [];
    const after = (await sarif(['--strict', 'fixtures/day.json'], join(dir, 'added'))).runs[0]?.results ?? [];
    // The strict reading adds unknown_field at /extra_first, first in the document; date_format stays one at /date.
    expect(after[0]?.ruleId).toBe('unknown_field');
    const prints = (results: typeof before) =>
      new Set(results.filter((r) => r.ruleId !== 'unknown_field').map((r) => r.partialFingerprints[KEY]));
    expect(prints(after)).toEqual(prints(before));
  });

  it('tell apart two problems of one rule at one location pattern (the n-th in document order)', async () => {
    write('repo/two.ndjson', brokenDays(2));
    const results = (await sarif(['two.ndjson'], join(dir, 'repo'))).runs[0]?.results ?? [];
    expect(results.map((r) => r.ruleId)).toEqual(['date_format', 'filled', 'date_format', 'filled']);
    expect(new Set(results.map((r) => r.partialFingerprints[KEY])).size).toBe(4);
  });
});

describe('the run', () => {
  it('has a category (automationDetails.id), settable with --sarif-category', async () => {
    expect((await sarif([BROKEN], ROOT)).runs[0]?.automationDetails.id).toBe('user-summaries/');
    const named = await sarif(['--sarif-category', 'fixtures-gate', BROKEN], ROOT);
    expect(named.runs[0]?.automationDetails.id).toBe('fixtures-gate/');
    const bad = await runCliInProcess(['validate', '--format', 'sarif', '--sarif-category', 'a/b', BROKEN]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--sarif-category must be 1 to 100 letters, digits, dots, dashes or underscores');
  });

  it('writes artifact URIs relative to --report-root, else $GITHUB_WORKSPACE, else the current folder', async () => {
    const uri = (log: SarifLog) => log.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation;
    const cwd = join(dir, 'repo');
    expect(uri(await sarif(['fixtures/day.json'], cwd))).toEqual({ uri: 'fixtures/day.json', uriBaseId: '%SRCROOT%' });
    const rooted = await sarif(['--report-root', '..', 'fixtures/day.json'], cwd);
    expect(uri(rooted)).toEqual({ uri: 'repo/fixtures/day.json', uriBaseId: '%SRCROOT%' });
    expect(rooted.runs[0]?.originalUriBaseIds['%SRCROOT%']?.uri).toBe(`file://${dir}/`);
    const workspace = await sarif([join(cwd, 'fixtures/day.json')], ROOT, { GITHUB_WORKSPACE: cwd });
    expect(uri(workspace)).toEqual({ uri: 'fixtures/day.json', uriBaseId: '%SRCROOT%' });
    // Outside the root: an absolute file URL.
    const outside = await sarif(['--report-root', 'fixtures', join(dir, 'moved/fixtures/day.json')], cwd);
    expect(uri(outside)).toEqual({ uri: `file://${dir}/moved/fixtures/day.json` });
    const text = await runCliInProcess(['validate', '--report-root', '.', BROKEN]);
    expect([text.code, text.stderr]).toEqual([
      2,
      expect.stringContaining('--report-root applies to --format sarif and --format gitlab'),
    ]);
  });

  it("names every rule of the core's rule table, then the parse layer's codes, and each result's ruleIndex is its rule", async () => {
    const log = await sarif(['fixtures/day.json'], join(dir, 'repo'));
    const ids = log.runs[0]?.tool.driver.rules.map((r) => r.id) ?? [];
    expect(ids.slice(0, Object.keys(RULES).length)).toEqual(Object.keys(RULES));
    expect(ids).toEqual(expect.arrayContaining(['duplicate_key', 'syntax', 'bom', 'hint/no_slots']));
    for (const result of log.runs[0]?.results ?? []) expect(ids[result.ruleIndex ?? -1]).toBe(result.ruleId);
  });

  it('holds at most 5,000 results and says how many more in a notification of the run', async () => {
    const file = write('many.ndjson', brokenDays(2600)); // 5,200 violations
    const log = await sarif([file]);
    const run = log.runs[0];
    expect(run?.results).toHaveLength(5000);
    expect(run?.properties.resultsOmitted).toBe(200);
    expect(run?.invocations[0]?.toolExecutionNotifications?.[0]?.message.text).toMatch(
      /^200 more results were left out: a run holds the first 5,000/,
    );
    const few = await sarif([BROKEN], ROOT);
    expect(few.runs[0]?.invocations[0]?.toolExecutionNotifications).toBeUndefined();
  });
});
