// `user-summaries validate --contract DIR`: the gate judged by any version's documents, compiled at run time. On the
// contract's own documents it says what the precompiled gate says, (pointer, rule) by (pointer, rule); on an edited
// version it judges by that version; a folder that cannot judge is a usage error naming the file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { copyVersion, edit, exampleDay, nullableRemoved } from '../evolution/_folders.js';

const pairs = (stdout: string): [string, string[]][] =>
  (
    JSON.parse(stdout) as { documents: { file: string; violations: { pointer: string; rule: string }[] }[] }
  ).documents.map((d) => [d.file, d.violations.map((v) => `${v.pointer} ${v.rule}`)]);

describe('validate --contract DIR', { timeout: 180_000 }, () => {
  const edited = edit(copyVersion(), 'activity.schema.json', nullableRemoved);
  const scratch = mkdtempSync(join(tmpdir(), 'contract-gate-'));
  afterAll(() => {
    rmSync(edited, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    [['examples/invalid/'], 1],
    [['examples/valid/'], 0],
    [['--no-slots', 'examples/valid-no-slots/'], 0],
    [['--strict', 'examples/invalid/summary-broken.json'], 1],
  ] as const)('on schemas/ it reports what the precompiled gate reports: %j', async (args, code) => {
    const gate = await runCliInProcess(['validate', '--format', 'json', '--quiet', ...args]);
    const contract = await runCliInProcess([
      'validate',
      '--format',
      'json',
      '--quiet',
      '--contract',
      'schemas',
      ...args,
    ]);
    expect(gate.code).toBe(code);
    expect(contract.code).toBe(code);
    expect(pairs(contract.stdout)).toEqual(pairs(gate.stdout));
  });

  it('judges by the version given: a null total_glasses fails the edited version only', async () => {
    const file = join(scratch, 'day.ndjson');
    const day = exampleDay();
    day['activity']['total_glasses'] = null;
    writeFileSync(file, `${JSON.stringify(day)}\n`);
    expect((await runCliInProcess(['validate', '--quiet', file])).code).toBe(0);
    const run = await runCliInProcess(['validate', '--format', 'json', '--quiet', '--contract', edited, file]);
    expect(run.code).toBe(1);
    expect(pairs(run.stdout)).toEqual([[file, ['/activity/total_glasses type']]]);
  });

  it('a folder that cannot judge is exit 2, naming the file and the reason', async () => {
    const empty = join(scratch, 'empty');
    const run = await runCliInProcess(['validate', '--contract', empty, 'examples/valid/']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^user-summaries validate: --contract .*empty: /);
    const broken = copyVersion();
    try {
      writeFileSync(join(broken, 'activity.schema.json'), '{"$id": "x", ');
      const bad = await runCliInProcess(['validate', '--contract', broken, 'examples/valid/']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('activity.schema.json: ');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
