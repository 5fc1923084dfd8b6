// Ajv's internals are read and its generated code rewritten (src/validator/ajvInternals.ts lists where): the
// installed versions must be the ones that was checked against, pinned exactly in package.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AJV_INTERNALS } from '../../src/validator/ajvInternals.js';

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the Ajv versions whose internals are used', () => {
  for (const [name, { version, recheck }] of Object.entries(AJV_INTERNALS)) {
    it(`${name} is installed and pinned at ${version}`, () => {
      const installed = (require(`${name}/package.json`) as { version: string }).version;
      const pinned = manifest.dependencies[name] ?? manifest.devDependencies[name];
      const advice = `${name} ${installed} is installed and ${String(pinned)} pinned, but ${version} was checked. Before moving, re-check:\n- ${recheck.join('\n- ')}\nthen update src/validator/ajvInternals.ts.`;
      expect(installed, advice).toBe(version);
      expect(pinned, advice).toBe(version);
    });
  }
});
