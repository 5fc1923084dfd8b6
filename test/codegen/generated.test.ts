// One source of truth: every generated file equals what its generator makes from schemas/ now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../src/codegen/artifacts.js';

describe('generated files are current (run `npm run generate` when this fails)', () => {
  it.each(ARTIFACTS.map((a) => [a.path, a]))('%s', (path, artifact) => {
    const onDisk = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    expect(onDisk === artifact.content(), `${path} is stale: run npm run generate`).toBe(true);
  });
});
