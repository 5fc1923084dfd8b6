// The coverage options a newcomer types (issue #42): `--coverage-min 80%` with its percent sign, a coverage file whose
// extension suggests another format than the one written, and merge-reports given an archive report and a coverage
// report together. Through the built command, in-process, on real files.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { parsePercent } from '../../src/cli/args/percent.js';

const scratch = mkdtempSync(join(tmpdir(), 'usc-coverage-options-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const VALID = join(ROOT, 'examples/valid');

describe('--coverage-min with a percent sign', () => {
  it('should read 80% as 80, and refuse what is no percentage with or without the sign', () => {
    expect([parsePercent('80%'), parsePercent('92.5%'), parsePercent('0%'), parsePercent('100%')]).toEqual([
      80, 92.5, 0, 100,
    ]);
    for (const text of ['%', '80%%', '%80', '80 %', '101%', '-1%', '80percent'])
      expect(parsePercent(text), text).toBeUndefined();
  });

  it('should hold validate to 80% as to 80: the same exit status and the same message', async () => {
    const runs = await Promise.all(
      ['80', '80%'].map((min, i) =>
        runCliInProcess(['validate', VALID, '--coverage', join(scratch, `min-${i}.json`), '--coverage-min', min]),
      ),
    );
    const [plain, signed] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect(plain.code, plain.stderr).toBe(1); // the valid examples reach no violated: item
    expect(signed.code, signed.stderr).toBe(1);
    expect(signed.stderr).toMatch(/coverage \d+\.\d% is below --coverage-min 80% \(\d+ items never seen\)/);
    expect(signed.stderr.replaceAll('min-1.json', 'min-0.json')).toBe(plain.stderr);
    const zero = await runCliInProcess([
      'validate',
      VALID,
      '--coverage',
      join(scratch, 'zero.json'),
      '--coverage-min',
      '0%',
    ]);
    expect(zero.code, zero.stderr).toBe(0);
  });

  it('should hold merge-reports to 0% and 100% and refuse 120%', async () => {
    const part = join(scratch, 'part.json');
    expect((await runCliInProcess(['validate', VALID, '--quiet', '--coverage', part])).code).toBe(0);
    expect((await runCliInProcess(['merge-reports', '--coverage-min', '0%', part])).code).toBe(0);
    expect((await runCliInProcess(['merge-reports', '--coverage-min', '100%', part])).code).toBe(1);
    const refused = await runCliInProcess(['merge-reports', '--coverage-min', '120%', part]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--coverage-min must be a percentage from 0 to 100');
  });
});

describe('a coverage file whose extension suggests another format', () => {
  it('should warn, naming the format written and the option that writes the other, and still write what was asked', async () => {
    const file = join(scratch, 'coverage.html');
    const run = await runCliInProcess(['validate', VALID, '--coverage', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `user-summaries validate: warning: --coverage ${file} is written as json, not the html its extension suggests (--coverage-format html writes html)\n`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8')).report).toBe('user-summaries-coverage');
  });

  it('should say nothing when they agree, when the extension suggests nothing, or under --quiet', async () => {
    const cases: [string, string[]][] = [
      ['agree.json', []],
      ['agree.html', ['--coverage-format', 'html']],
      ['agree.info', ['--coverage-format', 'lcov']],
      ['no-extension', ['--coverage-format', 'lcov']],
      ['quiet.lcov', ['--quiet']],
    ];
    for (const [name, args] of cases) {
      const run = await runCliInProcess(['validate', VALID, '--coverage', join(scratch, name), ...args]);
      expect(run.code, `${name}: ${run.stderr}`).toBe(0);
      expect(run.stderr, name).not.toContain('warning');
    }
    const lcov = await runCliInProcess([
      'validate',
      VALID,
      '--coverage',
      join(scratch, 'table.lcov'),
      '--coverage-format',
      'table',
    ]);
    expect(lcov.stderr).toContain(
      'is written as table, not the lcov its extension suggests (--coverage-format lcov writes lcov)',
    );
  });
});

describe('merge-reports given an archive report and a coverage report', () => {
  it('should say that the two kinds do not merge, naming each file and its kind, in either order', async () => {
    const archive = join(scratch, 'archive.json');
    const coverage = join(scratch, 'kinds-coverage.json');
    const gate = await runCliInProcess(['validate', VALID, '--format', 'archive', '--coverage', coverage]);
    expect(gate.code, gate.stderr).toBe(0);
    writeFileSync(archive, gate.stdout);
    const first = await runCliInProcess(['merge-reports', archive, coverage]);
    expect(first.code).toBe(2);
    expect(first.stdout).toBe('');
    expect(first.stderr).toBe(
      `user-summaries merge-reports: ${coverage}: a coverage report, and ${archive} an archive report: the two kinds do not merge (merge archive reports and coverage reports apart)\n`,
    );
    const second = await runCliInProcess(['merge-reports', coverage, archive, archive]);
    expect(second.code).toBe(2);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain(
      `${archive}: an archive report, and ${coverage} a coverage report: the two kinds do not merge`,
    );
    expect(second.stderr).not.toContain('is not an archive report');
  });
});
