// `"distance": 1e400`: a JSON number beyond the largest double. Each engine answers differently, as
// docs/cross-implementation.md ("Engine differences", number-overflow) says: validateSummary sees Infinity
// (JSON.parse) and reports `type`; the CLI's scan refuses the text as unreadable (`number_overflow`); the
// bundles under Ajv without strict mode, hyperjump and Python's jsonschema accept it (an infinite number is a
// number to them); Ajv in strict mode (strictNumbers, this library's configuration) refuses it.
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/index.js';
import { runCliInProcess } from '../__helpers__/cliInProcess.js';
import { ajvVerdict, hyperjumpVerdict, packagePath, readJson } from '../__helpers__/engines.js';
import { findInstalledPython, JsonText, runNdjson, suiteRuns } from '../__helpers__/runtimes.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUNDLE = 'schemas/bundles/user-summary.no-slots.bundle.json';
const TEXT =
  '{"date":"2024-02-29","activity":{"date":"2024-02-29","total_steps":1,"daily_percent":1,"distance":1e400,"calories":1,"workouts":1,"active_minutes":1,"move_every_hour":1}}';

describe('a number beyond the largest double (1e400)', () => {
  it("validateSummary reads JSON.parse's Infinity and reports type at the member", () => {
    const result = validateSummary(JSON.parse(TEXT), { includeSlots: false });
    expect(result.ok ? [] : result.violations.map((v) => [v.pointer, v.rule])).toEqual([
      ['/activity/distance', 'type'],
    ]);
  });

  it('the CLI refuses the text as unreadable: number_overflow at the member, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'usc-overflow-'));
    try {
      const file = join(dir, 'day.json');
      writeFileSync(file, TEXT);
      // The built command in-process: what it reports is the point, not the process (test/__helpers__/cliInProcess.ts).
      const run = await runCliInProcess(['validate', '--no-slots', '--format', 'json', file]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('"number_overflow"');
      expect(run.stdout).toContain('/activity/distance');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the bundle: Ajv with strict off and @hyperjump/json-schema accept Infinity as a number; Ajv in strict mode (strictNumbers) refuses it', async () => {
    const bundle = readJson<{ $id: string }>(BUNDLE);
    const data: unknown = JSON.parse(TEXT);
    // With ajv-formats, as a consumer of the bundle sets Ajv up: without it, Ajv warns on stderr that it ignores
    // the `date` format (16 lines per run), and checks less than the bundle asks.
    const warnings: unknown[] = [];
    const logger = {
      log: () => undefined,
      warn: (...args: unknown[]) => void warnings.push(args),
      error: (...args: unknown[]) => void warnings.push(args),
    };
    const loose = (ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020)(new Ajv2020({ strict: false, logger }));
    expect(loose.compile(bundle)(data)).toBe(true);
    expect(warnings).toEqual([]);
    expect((await hyperjumpVerdict(bundle))(data)).toBe(true);
    expect(ajvVerdict(bundle)(data)).toBe(false);
  });

  const python = findInstalledPython();
  it.runIf(suiteRuns('the Python number-overflow check', python))(
    "the bundle under Python's jsonschema accepts it (json.loads gives inf), and violations() reports nothing",
    () => {
      if (!python.ok) throw new Error(python.reason);
      const harness = packagePath('test/crossimpl/jsonschema_harness.py');
      const [verdict] = runNdjson(
        python.command,
        [harness, `day=${packagePath(BUNDLE)}`],
        [new JsonText(`{"schema":"day","data":${TEXT}}`)],
      );
      expect(verdict).toEqual({ valid: true });
      const violations = runNdjson(
        python.command,
        [packagePath('test/crossimpl/violations_harness.py'), `day=${packagePath(BUNDLE)}`],
        [new JsonText(`{"schema":"day","data":${TEXT}}`)],
      );
      expect(violations).toEqual([{ violations: [] }]);
      expect(readFileSync(packagePath(BUNDLE), 'utf8')).not.toContain('isFinite');
    },
  );
});
