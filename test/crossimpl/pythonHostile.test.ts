// violations() of the installed Python distribution (user_summaries_contract) on hostile documents: violations() costs calls in proportion
// to its violations (counted, not timed: test/crossimpl/violations_cost.py), never raises on deep nesting
// (RecursionError at 1,000 nested arrays before), answers what this library answers there, and reads its
// precedence from the generated rule data (packages/build/src/codegen/ruleData.ts), not from a hand copy.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { ruleData } from 'user-summaries-build/codegen/ruleData';
import { packagePath } from '../__helpers__/engines.js';
import { libraryViolations } from '../__helpers__/library.js';
import { findInstalledPython, suiteRuns } from '../__helpers__/runtimes.js';

const python = findInstalledPython();

interface Cost {
  readonly calls: Record<string, number>;
  readonly counts: Record<string, number>;
  readonly deep: Record<string, unknown>;
  readonly rules: { readonly precedence: string[]; readonly shadowing: string[] };
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe.runIf(suiteRuns('the Python violations cost suite', python))(
  'user_summaries_contract on hostile documents',
  () => {
    let cost: Cost;
    const run = (): Cost => {
      if (!python.ok) throw new Error(python.reason);
      const script = packagePath('test/crossimpl/violations_cost.py');
      const out = spawnSync(
        python.command,
        [
          script,
          packagePath('schemas/bundles/user-summary.bundle.json'),
          packagePath('schemas/bundles/response.bundle.json'),
        ],
        { encoding: 'utf8', timeout: 120_000 },
      );
      if (out.status !== 0) throw new Error(out.stderr.slice(-2000));
      return JSON.parse(out.stdout) as Cost;
    };

    it('reports n nulls with calls in proportion to n (quadratic before: 8,000 nulls took 2.7 s)', () => {
      cost ??= run();
      expect(cost.counts).toEqual({ 500: 500, 1000: 1000, 2000: 2000 });
      const calls = (n: number): number => cost.calls[String(n)] as number;
      // Doubling the violations doubles the calls (a quadratic collapse quadruples them).
      expect(calls(1000) / calls(500)).toBeLessThan(2.3);
      expect(calls(2000) / calls(1000)).toBeLessThan(2.3);
    });

    it('never raises on deep nesting and answers what this library answers', () => {
      cost ??= run();
      const plain = BUNDLES.find((b) => b.name === 'user-summary.bundle.json') as BundleSpec;
      for (const depth of [999, 1000, 5000, 100_000]) {
        const data = { date: '2024-01-31', activity: nested(depth), sleep: { x: nested(depth) } };
        const ours = libraryViolations(plain, data).map((v) => ({ pointer: v.pointer, rule: v.rule }));
        expect(cost.deep[String(depth)], `depth ${depth}`).toEqual(ours);
      }
    });

    it('reads the precedence and the shadowing rules generated from the TypeScript collapse', () => {
      cost ??= run();
      const data = ruleData();
      expect(cost.rules.precedence).toEqual(data.precedence);
      expect(cost.rules.shadowing).toEqual([...data.shadowing].sort());
    });
  },
);
