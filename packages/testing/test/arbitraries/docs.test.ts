// docs/arbitraries.md shows the runnable example verbatim.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');

it('docs/arbitraries.md shows packages/testing/test/arbitraries/docs-example.test.ts verbatim', () => {
  const doc = readFileSync(resolve(root, 'docs/arbitraries.md'), 'utf8');
  const example = readFileSync(resolve(root, 'packages/testing/test/arbitraries/docs-example.test.ts'), 'utf8');
  expect(doc).toContain(`\`\`\`ts\n${example}\`\`\``);
});
