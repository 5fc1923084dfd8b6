// The testing kit in a CommonJS TypeScript project (`"type": "commonjs"` as `npm init -y` writes it, module
// nodenext): its README's quick start type-checks as written and runs. fast-check ships one declaration tree per
// module system; the kit's `require` condition gives CommonJS projects declarations that read fast-check's CommonJS
// tree, the one the project's own `import fc from 'fast-check'` reads (packages/build/src/build/commonJsDeclarations.ts; without
// it, `fc.property(userSummary(), …)` fails with TS2345). The project links the workspace's packages here;
// packages/build/test/package/newcomer.deep.test.ts does the same with the packages installed from a local registry.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { compileAndRun, quickStart } from '../../../../test/__helpers__/quickStart.js';

let project = '';

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'usc-commonjs-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'suite', version: '1.0.0', type: 'commonjs' }));
  mkdirSync(join(project, 'node_modules'));
  const links: Record<string, string> = {
    'user-summaries-contract': ROOT,
    'user-summaries-testing': join(ROOT, 'packages/testing'),
    'fast-check': join(ROOT, 'node_modules/fast-check'),
  };
  for (const [name, target] of Object.entries(links)) symlinkSync(target, join(project, 'node_modules', name));
});

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

describe('the testing kit in a CommonJS TypeScript project', () => {
  it("the README's quick start type-checks (no TS2345 between the two fast-check declaration trees) and runs", () => {
    const [example] = quickStart('packages/testing/README.md', 'ts');
    const { tsc, run } = compileAndRun(project, example?.code ?? '');
    expect(tsc).toBe('');
    expect([run.code, run.stdout, run.stderr]).toStrictEqual([0, 'the serializer keeps the contract\n', '']);
  }, 60_000);
});
