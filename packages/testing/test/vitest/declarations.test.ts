// The published declarations of the vitest entry keep their import of vitest (the augmentation's target, which a
// consumer compiling without skipLibCheck needs), while its JavaScript loads nothing from vitest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';

describe('dist/vitest', () => {
  it('index.d.ts imports vitest before it augments it; index.js does not import it', () => {
    const declarations = readFileSync(join(ROOT, 'packages/testing/dist/vitest/index.d.ts'), 'utf8');
    const lines = declarations.split('\n');
    const importAt = lines.indexOf("export type {} from 'vitest';");
    expect(importAt).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((l) => l.startsWith("declare module 'vitest'"))).toBeGreaterThan(importAt);
    const code = readFileSync(join(ROOT, 'packages/testing/dist/vitest/index.js'), 'utf8');
    expect(code).not.toMatch(/from ['"]vitest['"]|import ['"]vitest['"]|require\(['"]vitest['"]\)/);
  });
});
