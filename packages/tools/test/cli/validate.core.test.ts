// The first command of the core issue, through the real built CLI: exit codes and the json report shape. The
// process is the point here (the exit code a shell sees), so each exit code (0, 1, 2) is seen from a spawned
// process; variations of flags and reports run the same built command in-process.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

const dir = mkdtempSync(join(tmpdir(), 'us-core-'));
const file = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('user-summaries validate (core)', () => {
  it('exits 0 on valid documents', () => {
    const result = runCli([
      'validate',
      'examples/valid/summary-all-groups.json',
      'examples/valid/response-paginator.json',
    ]);
    expect(result.code).toBe(0);
  });
  it('--format json reports each document with its violations, and exits 1', () => {
    const bad = file('bad.json', JSON.stringify({ date: '2024-02-30', heart_rate: {} }));
    const result = runCli(['validate', '--format', 'json', bad]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      valid: boolean;
      documents: { file: string; valid: boolean; violations: { pointer: string; rule: string }[] }[];
    };
    expect(report.valid).toBe(false);
    expect(report.documents).toHaveLength(1);
    expect(report.documents[0]?.valid).toBe(false);
    expect(report.documents[0]?.violations.map((v) => [v.pointer, v.rule])).toEqual([
      ['/date', 'date_format'],
      ['/heart_rate', 'filled'],
    ]);
  });
  it('--no-slots reads include_slots=0 responses (the published live page)', async () => {
    const live = 'examples/valid-no-slots/live-page-include-slots-0.json';
    expect((await runCliInProcess(['validate', '--no-slots', live])).code).toBe(0);
    expect((await runCliInProcess(['validate', live])).code).toBe(1);
  });
  it('--strict reports unknown fields', async () => {
    const result = await runCliInProcess([
      'validate',
      '--strict',
      '--no-slots',
      '--format',
      'json',
      'examples/valid-no-slots/live-page-include-slots-0.json',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('"rule":"unknown_field"');
  });
  it('the text report names pointer and rule, never the value', async () => {
    const bad = file('canary.json', JSON.stringify({ date: 'CANARY-7781' }));
    const result = await runCliInProcess(['validate', bad]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('/date');
    expect(result.stdout).toContain('date_format');
    expect(result.stdout + result.stderr).not.toContain('CANARY-7781');
  });
  it('exits 2 on unparseable input, a missing file, or a usage error', async () => {
    expect(runCli(['validate', file('broken.json', '{"date":')]).code).toBe(2);
    expect((await runCliInProcess(['validate', join(dir, 'missing.json')])).code).toBe(2);
    expect(
      (await runCliInProcess(['validate', '--format', 'yaml', file('ok.json', '{"date":"2024-01-01"}')])).code,
    ).toBe(2);
    expect((await runCliInProcess(['validate'])).code).toBe(2);
    expect((await runCliInProcess(['no-such-command'])).code).toBe(2);
  });
});

describe('npm start (user-summaries demo)', () => {
  it('validates the bundled examples and exits 0 when the demonstration ran as intended', async () => {
    const result = await runCliInProcess(['demo']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Demonstration ran as intended');
    expect(result.stdout).toContain('present_without');
  });
});
