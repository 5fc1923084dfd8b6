// The arbitraries ship as their own entry point; the runtime entry never loads fast-check.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');

/** Every bare module specifier reachable by static imports from a built file. */
function bareImports(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
    if (spec === undefined) continue;
    if (spec.startsWith('.')) for (const s of bareImports(join(dirname(file), spec), seen)) found.add(s);
    else found.add(spec);
  }
  return found;
}

describe('entry points', () => {
  it('the runtime entry (dist/index.js) never imports fast-check', () => {
    const seen = new Set<string>();
    const imports = bareImports(join(root, 'dist/index.js'), seen);
    // The walk reached the precompiled modules (the entry's validators), so it followed the imports.
    expect([...seen].some((file) => file.includes('/precompiled/'))).toBe(true);
    expect([...imports].filter((s) => s.startsWith('fast-check'))).toEqual([]);
  });

  it('user-summaries-testing resolves through the exports map and generates', () => {
    const script = `
      const a = await import('user-summaries-testing');
      const { validateSummary } = await import('user-summaries-contract');
      const day = a.sampleSummary({ seed: 'docs', date: '2024-03-10' });
      console.log(JSON.stringify({ date: day.date, ok: validateSummary(day).ok, names: Object.keys(a).length }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ date: '2024-03-10', ok: true, names: expect.any(Number) });
  });
});
