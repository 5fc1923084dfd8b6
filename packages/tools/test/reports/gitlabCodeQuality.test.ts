// GitLab Code Quality (issue #43): `--format gitlab` writes the JSON array GitLab's merge-request widget reads:
// description, check_name, fingerprint, severity (one of GitLab's five), location.path relative to the project,
// location.lines.begin; the fingerprints as stable as SARIF's when every line moves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, scratch, type CodeQualityIssue, type SarifLog } from './_ciReports.js';

const BROKEN_TEXT = readFileSync(`${ROOT}examples/invalid/summary-broken.json`, 'utf8');
const { dir, write } = scratch('us-gitlab-');
const SEVERITIES = new Set(['info', 'minor', 'major', 'critical', 'blocker']);

async function gitlab(args: readonly string[], cwd: string, env: Record<string, string> = {}) {
  const run = await runCliInProcess(['validate', '--format', 'gitlab', ...args], { cwd, env });
  const issues = JSON.parse(run.stdout) as CodeQualityIssue[];
  for (const issue of issues) {
    expect(Object.keys(issue).sort()).toEqual(['check_name', 'description', 'fingerprint', 'location', 'severity']);
    expect(typeof issue.description).toBe('string');
    expect(SEVERITIES.has(issue.severity)).toBe(true);
    expect(Number.isInteger(issue.location.lines.begin) && issue.location.lines.begin >= 1).toBe(true);
    expect(issue.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  return { ...run, issues };
}

describe('--format gitlab', () => {
  it('reports violations as major, unreadable documents as critical, warnings as minor, hints as info', async () => {
    write('p/broken.json', BROKEN_TEXT);
    write('p/dup.json', '{"date":"2024-01-01","date":"2024-01-02"}');
    write('p/warn.json', '\ufeff{"date":"2024-01-01"}');
    write('p/page.json', readFileSync(`${ROOT}examples/valid-no-slots/live-page-include-slots-0.json`, 'utf8'));
    const { code, issues } = await gitlab(['broken.json', 'dup.json', 'warn.json', 'page.json'], join(dir, 'p'));
    expect(code).toBe(2);
    const of = (path: string) => issues.filter((i) => i.location.path === path);
    expect(of('broken.json')).toHaveLength(11);
    expect(of('broken.json').every((i) => i.severity === 'major')).toBe(true);
    expect(of('broken.json').find((i) => i.check_name === 'type')).toMatchObject({
      description: '/activity/total_steps: activity.total_steps must be an integer (found a string)',
      location: { path: 'broken.json', lines: { begin: 5 } },
    });
    expect(of('dup.json').map((i) => [i.check_name, i.severity])).toEqual([['duplicate_key', 'critical']]);
    expect(of('warn.json').map((i) => [i.check_name, i.severity])).toEqual([['bom', 'minor']]);
    expect(
      of('page.json')
        .filter((i) => i.severity === 'info')
        .map((i) => i.check_name),
    ).toEqual(['hint/no_slots']);
  });

  it('keeps every fingerprint, and the same ones as SARIF, when every line of the file moves', async () => {
    write('before/fixtures/day.json', BROKEN_TEXT);
    write('after/fixtures/day.json', `\n\n${JSON.stringify(JSON.parse(BROKEN_TEXT), null, 5)}\n`);
    const before = await gitlab(['fixtures/day.json'], join(dir, 'before'));
    const after = await gitlab(['fixtures/day.json'], join(dir, 'after'));
    expect(after.issues.map((i) => i.location.lines.begin)).not.toEqual(
      before.issues.map((i) => i.location.lines.begin),
    );
    expect(after.issues.map((i) => i.fingerprint)).toEqual(before.issues.map((i) => i.fingerprint));
    const sarif = await runCliInProcess(['validate', '--format', 'sarif', 'fixtures/day.json'], {
      cwd: join(dir, 'after'),
    });
    const prints = (JSON.parse(sarif.stdout) as SarifLog).runs[0]?.results.map(
      (r) => r.partialFingerprints['userSummariesProblem/v1'],
    );
    expect(prints).toEqual(before.issues.map((i) => i.fingerprint));
  });

  it('writes paths relative to $CI_PROJECT_DIR (or --report-root), an empty array when all is valid', async () => {
    write('proj/sub/day.json', '{"date":"2024-13-01"}');
    const env = { CI_PROJECT_DIR: join(dir, 'proj') };
    const nested = await gitlab(['day.json'], join(dir, 'proj/sub'), env);
    expect(nested.issues.map((i) => i.location.path)).toEqual(['sub/day.json']);
    const rooted = await gitlab(['--report-root', '.', 'day.json'], join(dir, 'proj/sub'), env);
    expect(rooted.issues.map((i) => i.location.path)).toEqual(['day.json']);
    const valid = await gitlab([join(ROOT, 'examples/valid/summary-all-groups.json')], dir);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toBe('[]\n');
  });
});
