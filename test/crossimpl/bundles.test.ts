// The shipped bundles: self-contained 2020-12 documents (local $refs only), with a generated-file header,
// shipped in the npm package and reachable through the exports map. That they reach this library's verdicts on the
// examples, the vectors and generated records is generated.test.ts's (each bundle compiled once in each engine).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from 'user-summaries-build/codegen/bundleArtifacts';
import { walkSchema } from '../../src/schemas/walk.js';
import type { SchemaNode } from '../../src/schemas/documents.js';
import { CORE, packedPackage } from '../__helpers__/tarball.js';
import { packagePath, readJson } from '../__helpers__/engines.js';

const ROOT = packagePath('');

describe('bundled schemas (schemas/bundles/)', () => {
  it('ship one bundle per entry point, and the no-slots and strict readings of summary and response', () => {
    expect(readdirSync(packagePath('schemas/bundles')).sort()).toEqual(
      [
        'request.bundle.json',
        'response.bundle.json',
        'response.no-slots.bundle.json',
        'response.strict.bundle.json',
        'user-summary.bundle.json',
        'user-summary.no-slots.bundle.json',
        'user-summary.strict.bundle.json',
      ].sort(),
    );
  });

  it.each(BUNDLES.map((b) => [b.name]))(
    '%s is self-contained: every $ref is local and resolves, no embedded $id',
    (name) => {
      const bundle = readJson<SchemaNode & { $id: string; $comment: string }>(`schemas/bundles/${name}`);
      expect(bundle.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(bundle.$id).toBe(`https://schemas.user-summaries.example/v1/bundles/${name}`);
      expect(bundle.$comment).toMatch(
        /^GENERATED from schemas\/[a-z-]+\.schema\.json .* by `npm run generate`; do not edit\./,
      );
      const refs: string[] = [];
      const ids: string[] = [];
      walkSchema(bundle, (node, pointer) => {
        if (typeof node['$ref'] === 'string') refs.push(node['$ref']);
        if (pointer !== '' && node['$id'] !== undefined) ids.push(pointer);
      });
      expect(ids).toEqual([]);
      expect(refs.length).toBeGreaterThan(0);
      const unresolved = refs.filter((ref) => {
        if (!ref.startsWith('#')) return true;
        let node: unknown = bundle;
        for (const token of ref
          .slice(2)
          .split('/')
          .filter((t) => t !== '')) {
          node =
            typeof node === 'object' && node !== null
              ? (node as Record<string, unknown>)[token.replaceAll('~1', '/').replaceAll('~0', '~')]
              : undefined;
        }
        return typeof node !== 'object' || node === null;
      });
      expect(unresolved).toEqual([]);
    },
  );
});

describe('the npm package', () => {
  it('reaches bundles, OpenAPI, vectors and the Laravel rules through the exports map', () => {
    const specifiers = [
      'user-summaries-contract/bundles/user-summary.bundle.json',
      'user-summaries-contract/bundles/response.no-slots.bundle.json',
      'user-summaries-contract/openapi.json',
      'user-summaries-contract/vectors/request.vectors.json',
      'user-summaries-contract/schemas/bundles/request.bundle.json',
      'user-summaries-contract/schemas/laravel/user-summary.rules.json',
    ];
    const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(import.meta.resolve(s))`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((url) => new URL(url).pathname.slice(ROOT.length)),
    ).toEqual([
      'schemas/bundles/user-summary.bundle.json',
      'schemas/bundles/response.no-slots.bundle.json',
      'schemas/openapi/user-summaries.openapi.json',
      'schemas/vectors/request.vectors.json',
      'schemas/bundles/request.bundle.json',
      'schemas/laravel/user-summary.rules.json',
    ]);
  });

  it('ships every bundle, the OpenAPI document, every vector file and the Laravel rules (npm pack)', () => {
    // The run's packs (test/__helpers__/tarball.ts), not a pack of its own.
    const files = new Set(packedPackage(CORE).files);
    const expected = [
      ...readdirSync(packagePath('schemas/bundles')).map((f) => `schemas/bundles/${f}`),
      ...readdirSync(packagePath('schemas/vectors')).map((f) => `schemas/vectors/${f}`),
      'schemas/openapi/user-summaries.openapi.json',
      'schemas/laravel/user-summary.rules.json',
    ];
    expect(expected.filter((f) => !files.has(f))).toEqual([]);
  });
});
