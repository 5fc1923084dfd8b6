// The public API of each entry of the workspace's packages, as a report checked into docs/api/: every name an entry exports
// and its declaration, read from the declarations tsc builds (dist/**/*.d.ts) by following the entry's
// re-exports. `npm run api:report` writes it; packages/build/test/build/apiReport.test.ts fails when the built API
// differs from the checked-in report, so a change of the public surface is a reviewed change of that file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The package's entries: the export name, and the declaration file tsc builds for it. */
export const API_ENTRIES: readonly { readonly name: string; readonly declarations: string; readonly report: string }[] =
  [
    { name: 'user-summaries-contract', declarations: 'dist/index.d.ts', report: 'docs/api/root.api.md' },
    { name: 'user-summaries-contract/strict', declarations: 'dist/strict.d.ts', report: 'docs/api/strict.api.md' },
    { name: 'user-summaries-contract/light', declarations: 'dist/light.d.ts', report: 'docs/api/light.api.md' },
    {
      name: 'user-summaries-testing',
      declarations: 'packages/testing/dist/arbitraries/index.d.ts',
      report: 'docs/api/testing.api.md',
    },
    {
      name: 'user-summaries-testing/vitest',
      declarations: 'packages/testing/dist/vitest/index.d.ts',
      report: 'docs/api/testing-vitest.api.md',
    },
    {
      name: 'user-summaries-testing/coverage',
      declarations: 'packages/testing/dist/coverage/index.d.ts',
      report: 'docs/api/testing-coverage.api.md',
    },
    { name: 'user-summaries-tools', declarations: 'packages/tools/dist/index.d.ts', report: 'docs/api/tools.api.md' },
    {
      name: 'user-summaries-otel',
      declarations: 'packages/otel/dist/metrics/index.d.ts',
      report: 'docs/api/otel.api.md',
    },
  ];

/** The extent of the declaration that starts at `from`: to its `;` or closing brace, at depth 0. */
function declarationAt(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || (c === '>' && text[i - 1] !== '=')) depth--;
    if (
      depth === 0 &&
      (c === ';' ||
        (c === '}' &&
          /^(?:export )?(?:declare )?(?:interface|class|enum|namespace)\b/.test(text.slice(from, from + 40))))
    ) {
      return text.slice(from, i + 1);
    }
  }
  return text.slice(from);
}

/** The declaration text of `name` in a declaration file, following its re-exports; undefined when absent. */
function declarationOf(file: string, name: string, seen = new Set<string>()): string | undefined {
  if (seen.has(`${file}#${name}`) || !existsSync(file)) return undefined;
  seen.add(`${file}#${name}`);
  const text = readFileSync(file, 'utf8');
  const own = new RegExp(
    `^export (?:declare )?(?:abstract )?(?:function|const|let|class|interface|type|enum) ${name}\\b`,
    'm',
  ).exec(text);
  if (own !== null) {
    // Overloads: every `export declare function name` in the file.
    if (/function/.test(own[0])) {
      return [...text.matchAll(new RegExp(`^export declare function ${name}\\b`, 'gm'))]
        .map((m) => declarationAt(text, m.index))
        .join('\n');
    }
    return declarationAt(text, own.index);
  }
  // A local declaration exported by name (`declare class X ...; export { X };`).
  const local = new RegExp(
    `^(?:declare )?(?:abstract )?(?:function|const|let|class|interface|type|enum) ${name}\\b`,
    'm',
  ).exec(text);
  if (local !== null && new RegExp(`^export (?:type )?\\{[^}]*\\b${name}\\b[^}]*\\};$`, 'm').test(text))
    return declarationAt(text, local.index);
  for (const [, names, target] of text.matchAll(/^export (?:type )?\{([^}]*)\} from '([^']+)';$/gm)) {
    for (const spec of (names as string).split(',').map((s) => s.trim().replace(/^type /, ''))) {
      const [imported, exported] = spec.split(/\s+as\s+/);
      if ((exported ?? imported) === name)
        return declarationOf(
          join(dirname(file), (target as string).replace(/\.js$/, '.d.ts')),
          imported as string,
          seen,
        );
    }
  }
  // An imported name exported again (`import { type X } from './x.js'; export type { X };`).
  if (new RegExp(`^export (?:type )?\\{[^}]*\\b${name}\\b[^}]*\\};$`, 'm').test(text)) {
    for (const [, names, target] of text.matchAll(/^import (?:type )?\{([^}]*)\} from '([^']+)';$/gm)) {
      const spec = (names as string)
        .split(',')
        .map((s) => s.trim().replace(/^type /, ''))
        .find((s) => (s.split(/\s+as\s+/)[1] ?? s) === name);
      if (spec !== undefined)
        return declarationOf(
          join(dirname(file), (target as string).replace(/\.js$/, '.d.ts')),
          spec.split(/\s+as\s+/)[0] as string,
          seen,
        );
    }
  }
  for (const [, target] of text.matchAll(/^export \* from '([^']+)';$/gm)) {
    const found = declarationOf(join(dirname(file), (target as string).replace(/\.js$/, '.d.ts')), name, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The names an entry's declaration file exports (its `export {…} from` lists and its own declarations). */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, list] of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const spec of (list as string).split(',').map((s) => s.trim().replace(/^type /, ''))) {
      if (spec !== '') names.add((spec.split(/\s+as\s+/)[1] ?? spec.split(/\s+as\s+/)[0]) as string);
    }
  }
  for (const [, name] of text.matchAll(/^export (?:declare )?(?:function|const|let|class|interface|type|enum) (\w+)/gm))
    names.add(name as string);
  return [...names].sort();
}

/** The report of one entry, as Markdown: each exported name with its declaration, in name order. */
export function apiReport(entry: (typeof API_ENTRIES)[number]): string {
  const file = join(ROOT, entry.declarations);
  const sections = exportedNames(file).map((name) => {
    const declaration = declarationOf(file, name);
    if (declaration === undefined) throw new Error(`${entry.declarations}: no declaration of ${name}`);
    // JSDoc is documentation, not API: left out, so rewording a comment does not change the report.
    const code = declaration
      .replace(/\/\*\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\n/gm, '')
      .replace(/^export declare |^export /gm, '');
    return `### \`${name}\`\n\n\`\`\`ts\n${code.trim()}\n\`\`\``;
  });
  return [
    `# API of \`${entry.name}\``,
    '',
    `<!-- Written by \`npm run api:report\` (packages/build/src/build/apiReport.ts) from ${relative(ROOT, file)}; a test fails when the built API differs. -->`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const entry of API_ENTRIES) {
    const path = join(ROOT, entry.report);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, apiReport(entry));
    console.log(`wrote ${entry.report}`);
  }
}
