// Regression (issue 12): in the strict reading a member name that looks like a secret was masked in the
// message and params but copied bare into the violation's pointer. One rule now: such a name is `[masked]`
// wherever a violation writes it (pointer, message, params); every other name stays exact, long ones too.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/precompiled/readingValidators.js';
import { runCliAsync } from '../__helpers__/liveProcess.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const BEARER = 'Bearer s3cret-opaque-value';
const LONG = `a long but harmless name ${'x'.repeat(60)}`;

describe('secret-looking member names in the strict reading', () => {
  it('are masked in the pointer, the message and the params alike; other names stay exact', () => {
    const result = validateSummary(
      { date: '2024-01-01', [JWT]: 1, [BEARER]: 2, ok_name: 3, [LONG]: 4 },
      { strict: true },
    );
    expect(result.ok).toBe(false);
    const violations = result.ok ? [] : result.violations;
    expect(violations.map((v) => [v.pointer, v.rule, v.params])).toEqual([
      ['/[masked]', 'unknown_field', { additionalProperty: '[masked]' }], // "Bearer …", in the order of the names
      [`/${LONG}`, 'unknown_field', { additionalProperty: `${LONG.slice(0, 64)}…` }],
      ['/[masked]', 'unknown_field', { additionalProperty: '[masked]' }], // the JWT
      ['/ok_name', 'unknown_field', { additionalProperty: 'ok_name' }],
    ]);
    expect(JSON.stringify(result)).not.toMatch(/eyJhbGci|s3cret-opaque/);
  });

  it("never reach the gate's output, in any format", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-mask-'));
    const file = join(dir, 'day.json');
    writeFileSync(file, JSON.stringify({ date: '2024-01-01', [JWT]: 1, [BEARER]: 2 }, null, 2));
    const runs = await Promise.all(
      ['text', 'json', 'sarif', 'github', 'junit'].map((format) =>
        runCliAsync(['validate', '--strict', '--format', format, file]),
      ),
    );
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stdout + run.stderr).not.toMatch(/eyJhbGci|s3cret-opaque/);
    }
    expect(runs[1]?.stdout).toContain('"pointer":"/[masked]"');
  });
});
