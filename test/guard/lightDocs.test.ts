// docs/guard.md shows the light entry's runnable example verbatim.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

it('docs/guard.md shows test/guard/light-docs-example.test.ts verbatim', () => {
  const doc = readFileSync(resolve(root, 'docs/guard.md'), 'utf8');
  const example = readFileSync(resolve(root, 'test/guard/light-docs-example.test.ts'), 'utf8');
  expect(doc).toContain(`\`\`\`ts\n${example}\`\`\``);
});
