// The precompiled entry runs where code generation from strings is forbidden (a Content-Security-Policy
// without 'unsafe-eval', edge runtimes): built dist/ in a child Node process started with
// --disallow-code-generation-from-strings, which loads no Ajv and reaches the compiled verdicts.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateResponse, validateSummary } from '../../src/index.js';
import { PRECOMPILED_ARTIFACTS } from 'user-summaries-build/codegen/precompiledModules';
import { SCHEMA_IDS } from '../../src/schemas/ids.js';

const ROOT = new URL('../../', import.meta.url);
const SUMMARY = JSON.parse(readFileSync(new URL('examples/invalid/summary-broken.json', ROOT), 'utf8')) as unknown;
const LIVE = JSON.parse(
  readFileSync(new URL('examples/valid-no-slots/live-page-include-slots-0.json', ROOT), 'utf8'),
) as unknown;

const CHILD = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
// The entry as consumers import it (package self-reference: the \`exports\` map, i.e. the built bundle).
const guard = await import('user-summaries-contract');
const read = (p) => JSON.parse(readFileSync(new URL(p, process.env.ROOT), 'utf8'));
const summary = read('examples/invalid/summary-broken.json');
const live = read('examples/valid-no-slots/live-page-include-slots-0.json');
let codegen = 'allowed';
try { new Function('return 1'); } catch (e) { codegen = e.name; }
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((k) => k.includes('/node_modules/ajv'));
// The error classes of the modules the tools import (the internal entry), after the Ajv check: the same classes.
const internal = await import('user-summaries-contract/internal/guard/errors');
console.log(JSON.stringify({
  sharedErrors: [internal.ContractViolationError === guard.ContractViolationError, internal.UserSummariesClientError === guard.UserSummariesClientError],
  entry: import.meta.resolve('user-summaries-contract'),
  codegen,
  loaded,
  summary: guard.validateSummary(summary),
  liveNoSlots: guard.validateResponse(live, { includeSlots: false }),
  liveSlots: guard.validateResponse(live),
  is: guard.isUserSummary(summary),
  standard: guard.userSummarySchema['~standard'].validate(summary).issues.length,
}));
`;

/** What the child process printed: one Node start for the first two tests (started by the first that runs). */
let childOut: Record<string, unknown> | undefined;
function child(): Record<string, unknown> {
  childOut ??= JSON.parse(
    execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '-e', CHILD], {
      cwd: new URL('.', ROOT),
      env: { ...process.env, ROOT: ROOT.href },
      encoding: 'utf8',
    }),
  ) as Record<string, unknown>;
  return childOut;
}

describe('precompiled validators', () => {
  it('run with code generation from strings disallowed, load no Ajv, and equal the compiled results', () => {
    const out = child();
    expect(out['entry']).toBe(new URL('dist/index.bundle.js', ROOT).href);
    expect(out['codegen']).toBe('EvalError');
    expect(out['loaded']).toStrictEqual([]);
    expect(out['summary']).toStrictEqual(JSON.parse(JSON.stringify(validateSummary(SUMMARY))));
    expect(out['liveNoSlots']).toStrictEqual(
      JSON.parse(JSON.stringify(validateResponse(LIVE, { includeSlots: false }))),
    );
    expect(out['liveSlots']).toStrictEqual(JSON.parse(JSON.stringify(validateResponse(LIVE))));
    expect(out['is']).toBe(false);
    expect(out['standard']).toBe((validateSummary(SUMMARY) as { violations: readonly unknown[] }).violations.length);
  });

  it('the built entry is one bundle that shares its error classes with the modules the tools import (instanceof works across both)', () => {
    // In the child process of the test above (a Node process of its own, as an application imports both).
    expect(child()['sharedErrors']).toStrictEqual([true, true]);
    const bundle = readFileSync(new URL('dist/index.bundle.js', ROOT), 'utf8');
    // What it loads besides itself: the shared errors and the precompiled modules, nothing else.
    const imported = new Set([...bundle.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1]));
    expect([...imported].sort()).toStrictEqual([
      '../precompiled/default.fast.js',
      '../precompiled/default.report.js',
      '../precompiled/no-slots.fast.js',
      '../precompiled/no-slots.strict.fast.js',
      '../precompiled/strict.fast.js',
      '../precompiled/strict.report.js',
      './guard/errors.js',
    ]);
  });

  it('the generated modules import nothing, hold no eval, new Function or require, and export every entry point', async () => {
    const dir = new URL('precompiled/', ROOT);
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(files.sort()).toStrictEqual(
      PRECOMPILED_ARTIFACTS.map((a) => a.path.slice('precompiled/'.length))
        .filter((f) => f.endsWith('.js'))
        .sort(),
    );
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      // Ajv's runtime helpers carry their own `require("ajv/dist/runtime/…")` as a string (their `.code`), never called.
      expect(source, file).not.toMatch(
        /\bimport\s*[({'"]|^import\s|\brequire\((?!\\?"ajv\/dist\/runtime\/)|new Function|\beval\(/m,
      );
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      const exported = Object.keys(module);
      if (file.includes('.report.')) {
        // A precompiled reading: a report validator per unit (the entry points but the `response` anyOf, each slot;
        // a day's groups are checked with the day), the verdict on the own members of each unit with nested units,
        // the verdict on an array of each slot (and its copy for the verdict by units), the unit plan and the keys
        // include_slots=0 makes optional.
        expect(exported.sort(), file).toStrictEqual(['items', 'optionalKeys', 'own', 'plan', 'report', 'verdicts']);
        expect(Object.keys(module['own'] as object).sort(), file).toStrictEqual([
          'bare',
          'collection',
          'paginator',
          'userSummary',
        ]);
        const slots = [
          'activitySlot',
          'heartRateSlot',
          'sleepSlot',
          'stressSlot',
          'respirationRateSlot',
          'temperatureSlot',
          'spo2Slot',
        ];
        const report = module['report'] as Record<string, unknown>;
        expect(Object.keys(report).sort(), file).toStrictEqual(
          ['bare', 'collection', 'paginator', 'request', 'userSummary', ...slots].sort(),
        );
        expect(Object.keys(module['items'] as object).sort(), file).toStrictEqual([...slots].sort());
        expect(Object.keys(module['verdicts'] as object).sort(), file).toStrictEqual([...slots].sort());
        for (const table of [
          report,
          module['items'] as Record<string, unknown>,
          module['verdicts'] as Record<string, unknown>,
          module['own'] as Record<string, unknown>,
        ]) {
          for (const [name, validate] of Object.entries(table))
            expect(typeof (validate as (v: unknown) => boolean)({}), `${file} ${name}`).toBe('boolean');
        }
      } else {
        // The entry points' verdicts.
        expect(exported.sort(), file).toStrictEqual(Object.keys(SCHEMA_IDS).sort());
      }
      // Everything it calls is in the module itself, bundled by esbuild: a validator runs as soon as it loads.
      for (const name of exported)
        if (typeof module[name] === 'function')
          expect(typeof (module[name] as (v: unknown) => boolean)({}), `${file} ${name}`).toBe('boolean');
    }
  });

  it('a generated module alone, imported by an application, validates: nothing else is loaded', () => {
    const script = `
      const fast = await import(new URL('precompiled/default.fast.js', process.env.ROOT));
      console.log(JSON.stringify({ valid: fast.userSummary({ date: '2024-02-29' }), invalid: fast.userSummary({ date: '2023-02-29' }), time: fast.userSummary({ date: '2024-03-10', heart_rate: { date: '2024-03-10', slots: [{ timestamp: 1, date: '24:00', bpm: 60 }] } }) }));
    `;
    const out = execFileSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script],
      { env: { ...process.env, ROOT: ROOT.href }, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toStrictEqual({ valid: true, invalid: false, time: false });
  });
});
