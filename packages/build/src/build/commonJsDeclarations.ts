// Part of `npm run build` (after tsc): CommonJS copies (`.d.cts`) of the testing kit's declarations, which its
// `require` condition names. fast-check ships two declaration trees, one per module system. A CommonJS project
// (`"type": "commonjs"`, module nodenext) resolves its own `import fc from 'fast-check'` to the CommonJS tree; the
// kit's `.d.ts` files are ES modules (the kit is `"type": "module"`), so their `import ... from 'fast-check'` resolves
// to the ES tree, and `fc.property(userSummary(), …)` then fails to type-check (TS2345: two declarations of the same
// class). A `.d.cts` is read as CommonJS, so its fast-check is the consumer's: the same declaration file, the same
// types. Relative imports are respelled `.cjs` so each reaches the `.d.cts` beside it. The code is the ES module's:
// the entry's `index.cjs` only hands `require()` the ES module (Node >= 20.19, the range the package states, loads an
// ES module from `require()`; one module instance for both conditions). docs/arbitraries.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `from './x.js'` and `import('./x.js')` in a declaration file, for a relative specifier. */
const RELATIVE_JS = /((?:from|import\()\s*['"]\.{1,2}\/[^'"]*)\.js(['"])/g;

/** A `.d.ts` file's text as its `.d.cts` twin: every relative `.js` specifier spelled `.cjs`. */
export function asCommonJsDeclaration(text: string): string {
  return text.replace(RELATIVE_JS, '$1.cjs$2');
}

/** Writes `x.d.cts` beside every `x.d.ts` under `dir` (recursively); the count written. */
export function writeCommonJsDeclarations(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) written += writeCommonJsDeclarations(path);
    else if (entry.name.endsWith('.d.ts')) {
      writeFileSync(`${path.slice(0, -'.d.ts'.length)}.d.cts`, asCommonJsDeclaration(readFileSync(path, 'utf8')));
      written++;
    }
  }
  return written;
}

/** The `require` condition's module for the entry `index.js` of `dir`: the ES module itself, as Node's `require()` loads it. */
export function writeCommonJsEntry(dir: string): void {
  writeFileSync(
    join(dir, 'index.cjs'),
    "// The `require` condition's entry: the ES module itself (Node >= 20.19 require()s it). Built by packages/build/src/build/commonJsDeclarations.ts.\nmodule.exports = require('./index.js');\n",
  );
}
