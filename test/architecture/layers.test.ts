// docs/architecture.md's layer table is the import graph of src/: every folder listed, every import allowed,
// no edge allowed that no import uses, no cycle between folders, no module importing an entry; and the check
// catches a planted bad import and a planted unused edge.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCycle, folderImports, layerProblems, readLayerTable, sourceFolders, unusedEdges, type FolderImport } from '../../src/build/layers.js';

const table = readLayerTable(readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8'));
const imports = folderImports();

describe('the layers of docs/architecture.md', () => {
  it('hold for the import graph of src/', () => {
    expect(layerProblems(imports, table, sourceFolders())).toStrictEqual([]);
    // The graph is read for real: the validator imports the schemas, the CLI the gate.
    expect(imports.some((i) => i.from === 'validator' && i.to === 'schemas')).toBe(true);
    expect(imports.some((i) => i.from === 'cli' && i.to === 'gate')).toBe(true);
  });

  it('fail on an import against the direction, a cycle, an entry imported, and a folder left out', () => {
    const planted: FolderImport[] = [
      { from: 'validator', to: 'gate', file: 'src/validator/x.ts', target: 'src/gate/y.ts' },
      { from: 'gate', to: 'validator', file: 'src/gate/y.ts', target: 'src/validator/x.ts' },
      { from: 'guard', to: 'standalone', file: 'src/guard/z.ts', target: 'src/standalone/index.ts' },
    ];
    const problems = layerProblems(planted, table, [...sourceFolders(), 'newfolder']);
    expect(problems).toContain('src/validator/x.ts imports src/gate/y.ts: validator may not import gate (docs/architecture.md)');
    expect(problems).toContain('the folders import each other in a cycle: validator -> gate -> validator');
    expect(problems).toContain('src/guard/z.ts imports the entry src/standalone/index.ts: entries are imported by no module');
    expect(problems).toContain('src/newfolder is not in the layer table of docs/architecture.md');
  });

  it('fail on an edge the table allows and no import uses, naming it', () => {
    expect(unusedEdges(imports, table)).toStrictEqual([]);
    const planted = new Map([...table].map(([folder, allowed]) => [folder, new Set(allowed)]));
    // The generated types import nothing: an edge allowed from them is one no import uses.
    planted.get('generated')?.add('schemas');
    expect(unusedEdges(imports, planted)).toStrictEqual(['generated -> schemas']);
    expect(layerProblems(imports, planted, sourceFolders())).toStrictEqual([
      'docs/architecture.md allows generated -> schemas, which no import of src/ uses: remove it from the table (and the picture)',
    ]);
  });

  it('the table itself allows no cycle', () => {
    expect(findCycle(table)).toBeUndefined();
  });
});
