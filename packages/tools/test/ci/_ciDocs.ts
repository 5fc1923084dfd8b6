// What the suites of docs/ci.md share (ciDocs.test.ts, ciDocs.deep.test.ts): its YAML examples, parsed.
import { expect } from 'vitest';
import { parse } from 'yaml';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';

const blocks = docBlocks('docs/ci.md');

/** The YAML block of docs/ci.md marked `<!-- ci-example: NAME -->`, parsed. */
export function example<T>(name: string): T {
  const block = blocks.find((b) => b.marker === `ci-example: ${name}`);
  if (block === undefined) throw new Error(`docs/ci.md has no block marked ci-example: ${name}`);
  expect(block.lang).toBe('yaml');
  return parse(block.code) as T;
}
