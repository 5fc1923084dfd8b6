// What the engine relies on in Ajv beyond its documentation fails the build when an Ajv changes it, naming it:
// the data context every generated validator takes, and `createErrors: false` under the fast tier's verdict. And
// builds running at once (a test run's and `npm run build`) do not share their sources.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type KeywordCxt } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { checkCallContext, checkVerdictKeyword } from '../../src/codegen/ajvAssumptions.js';
import { createEngineAjv } from '../../src/codegen/engineAjv.js';
import { PRECOMPILED_ARTIFACTS } from '../../src/codegen/precompiledModules.js';
import { VERDICT_KEYWORD } from '../../src/codegen/verdictKeyword.js';

const standaloneCode = standaloneCodeModule as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

describe("Ajv's generated validators", () => {
  it('take the data context the walk passes, in both tiers, through a $ref', () => {
    for (const tier of ['fast', 'report'] as const) {
      const ajv = createEngineAjv(tier, { standalone: true });
      ajv.addSchema({
        $id: 'https://example.test/a.json',
        type: 'object',
        properties: { a: { $ref: '#/$defs/b' } },
        $defs: { b: { type: 'object', properties: { b: { $ref: '#/$defs/b' } } } },
      });
      expect(() => checkCallContext(standaloneCode(ajv, { a: 'https://example.test/a.json' }), tier)).not.toThrow();
    }
  });

  it('fail the build, naming the function, when one takes another context', () => {
    const code =
      'function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){return true}';
    expect(() => checkCallContext(code, 'default.fast')).toThrow(
      /default\.fast: Ajv generated validate20\(data, \{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}\), not .*CallContext/,
    );
    expect(() => checkCallContext('export const x = 1;', 'default.fast')).toThrow('holds no validate function');
  });
});

describe("the fast tier's verdict keyword", () => {
  it('creates no error object of its subschema under this Ajv', () => {
    expect(() => checkVerdictKeyword(createEngineAjv('fast'))).not.toThrow();
  });

  it('fails the build when the subschema creates its errors (an Ajv that ignores createErrors: false)', () => {
    const ajv = new Ajv2020({ strict: true });
    ajv.addKeyword({
      keyword: VERDICT_KEYWORD,
      schemaType: 'object',
      code(cxt: KeywordCxt): void {
        const valid = cxt.gen.name('valid');
        cxt.subschema({ keyword: VERDICT_KEYWORD }, valid);
        cxt.pass(valid);
      },
    });
    expect(() => checkVerdictKeyword(ajv)).toThrow(
      /Ajv raised \[minLength\] under x-verdict: cxt\.subschema's createErrors: false/,
    );
  });
});

describe('a build of the precompiled modules', () => {
  it("writes its sources in a folder of its own and removes it: another build's files in the shared cache are never read or written", () => {
    const cache = fileURLToPath(new URL('../../../../node_modules/.cache/precompile/', import.meta.url));
    mkdirSync(cache, { recursive: true });
    // Where every build once wrote this module's sources: another build's half-written file stands there.
    const shared = join(cache, 'default.fast');
    rmSync(shared, { recursive: true, force: true });
    writeFileSync(shared, 'export const userSummary = (');
    try {
      const artifact = PRECOMPILED_ARTIFACTS.find((a) => a.path === 'precompiled/default.fast.js');
      const code = artifact?.content() ?? '';
      expect(code).toContain('userSummary');
      expect(readdirSync(cache).filter((name) => name.startsWith('default.fast-'))).toStrictEqual([]);
      expect(readFileSync(shared, 'utf8')).toBe('export const userSummary = (');
    } finally {
      rmSync(shared, { force: true });
    }
  });
});
