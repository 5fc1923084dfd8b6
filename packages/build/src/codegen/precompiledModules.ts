import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { buildSync } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { SCHEMA_IDS } from 'user-summaries-contract/internal/schemas/ids';
import {
  deriveReading,
  keysOmittedWithoutSlots,
  readingName,
  type Reading,
} from 'user-summaries-contract/internal/schemas/readings';
import { checkCallContext, checkVerdictKeyword } from './ajvAssumptions.js';
import { buildProductBanner } from './banner.js';
import { CONTRACT_FORMATS_NAME, createEngineAjv, type EngineTier } from './engineAjv.js';
import { fastDocuments, itemsSchema, ownDocuments, reportDocuments } from './engineDocuments.js';
import { childrenByUnit, unitPlan } from './engineUnits.js';

// ajv/dist/standalone is CommonJS whose default export is the function.
const standaloneCode = standaloneCodeModule as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The modules generated: the fast tier of each reading, and the report tier of the include_slots=1 readings
 * (open and strict). An include_slots=0 report runs the include_slots=1 report validators and drops the
 * `required` errors of the keys that reading makes optional (`optionalKeys`: the only difference between the
 * two readings' documents), so the guard loads one report module for both.
 */
const PRECOMPILED_MODULES: readonly { readonly reading: Reading; readonly tier: EngineTier }[] = [
  { reading: { includeSlots: true, strict: false }, tier: 'fast' },
  { reading: { includeSlots: false, strict: false }, tier: 'fast' },
  { reading: { includeSlots: true, strict: false }, tier: 'report' },
  { reading: { includeSlots: true, strict: true }, tier: 'fast' },
  { reading: { includeSlots: false, strict: true }, tier: 'fast' },
  { reading: { includeSlots: true, strict: true }, tier: 'report' },
];

/** Where the precompiled modules live, from the package root: a build product, like dist/. */
const PRECOMPILED_DIR = 'precompiled';

/** The base name of the module of one reading and tier (`default.fast`, `no-slots.strict.fast`, `strict.report`). */
function moduleBaseName(reading: Reading, tier: EngineTier): string {
  return `${readingName(reading)}.${tier}`;
}

/** The units of a reading: name and schema id of each (entry points and the documents they reach). */
function unitsOf(reading: Reading): ReturnType<typeof unitPlan> {
  return unitPlan(deriveReading(loadSchemaDocuments(), reading));
}

/**
 * Ajv's standalone code (an ES module) of the given validators (export name to schema id) compiled from `documents`
 * (and `extra` schemas) in a tier, with the formats it reads.
 */
function ajvCode(
  reading: Reading,
  tier: EngineTier,
  documents: readonly SchemaDocument[],
  exports: Record<string, string>,
  extra: readonly SchemaNode[] = [],
): string {
  const ajv = createEngineAjv(tier, { standalone: true });
  for (const doc of documents) ajv.addSchema(doc.schema);
  for (const schema of extra) ajv.addSchema(schema);
  const code = standaloneCode(ajv, exports);
  checkCallContext(code, `${readingName(reading)}.${tier}`);
  return `import { CONTRACT_FORMATS as ${CONTRACT_FORMATS_NAME} } from ${JSON.stringify(FORMATS_SOURCE)};\n${code}`;
}

/** The contract's formats, bundled into each module (src/validator/fastFormats.ts). */
const FORMATS_SOURCE = fileURLToPath(new URL('../../../../src/validator/fastFormats.ts', import.meta.url));

/** The units of a reading without nested units (the slots): the walk checks arrays of them by windows. */
function leafUnits(units: ReturnType<typeof unitPlan>): [string, { readonly id: string }][] {
  return Object.entries(units).filter(([name, unit]) => unit.children.length === 0 && !(name in SCHEMA_IDS));
}

/**
 * The sources of one module, as files to bundle. A fast module exports the entry points' fast validators by name
 * (what a valid value needs, and all it loads). A report module exports what src/precompiled/modules.ts reads as a
 * precompiled reading: `report`, a report validator per unit; `own`, the verdict on the own members of each unit
 * with nested units (a day and its groups, an envelope), asked before its report; `items`, the verdict on an array
 * of each leaf unit (a slot), whose first error names the first item that fails, and `verdicts`, the same code
 * again for the verdict by units; the unit `plan`; and the `optionalKeys` of include_slots=0.
 */
function moduleSources(reading: Reading, tier: EngineTier): Record<string, string> {
  if (tier === 'fast') return { 'index.js': ajvCode(reading, 'fast', fastDocuments(reading), { ...SCHEMA_IDS }) };
  const units = unitsOf(reading);
  const leaves = leafUnits(units);
  const items = leaves.map(([, unit]) => itemsSchema(reading, unit.id.slice(unit.id.lastIndexOf('/') + 1)));
  const parents = Object.entries(units).filter(([, unit]) => unit.children.length > 0);
  const itemsCode = ajvCode(
    reading,
    'fast',
    fastDocuments(reading),
    Object.fromEntries(leaves.map(([name], i) => [name, (items[i] as SchemaNode & { $id: string }).$id])),
    items,
  );
  return {
    'report.js': ajvCode(
      reading,
      'report',
      reportDocuments(reading),
      Object.fromEntries(Object.entries(units).map(([name, unit]) => [name, unit.id])),
    ),
    'items.js': itemsCode,
    // The same code again, a copy of its own: the verdict by units reads slots as the fast tier does, while the
    // walk's windows read every broken slot, which would leave the shared code's inline caches polymorphic and the
    // valid path slower (src/validator/unitWalk.ts, verdictByUnits).
    'verdicts.js': itemsCode,
    'own.js': ajvCode(
      reading,
      'fast',
      ownDocuments(reading),
      Object.fromEntries(parents.map(([name, unit]) => [name, unit.id])),
    ),
    'index.js': [
      "import * as report from './report.js';",
      "import * as items from './items.js';",
      "import * as own from './own.js';",
      "import * as verdicts from './verdicts.js';",
      // Plain objects, not module namespaces: the walk reads them once a unit.
      'const reportValidators = { ...report };',
      'const itemsValidators = { ...items };',
      'const ownValidators = { ...own };',
      'const verdictValidators = { ...verdicts };',
      'export { reportValidators as report, itemsValidators as items, ownValidators as own, verdictValidators as verdicts };',
      `export const plan = ${JSON.stringify(childrenByUnit(units))};`,
      `export const optionalKeys = ${JSON.stringify(keysOmittedWithoutSlots(loadSchemaDocuments()))};`,
      '',
    ].join('\n'),
  };
}

/**
 * One ES module of a reading and tier ({@link moduleSources}): Ajv's standalone code, bundled and minified by
 * esbuild with what it calls: Ajv's own runtime helpers (`ucs2length`, `equal`, as Ajv's standalone code requires
 * them) and the contract's formats (src/validator/fastFormats.ts). A module imports nothing, compiles nothing and
 * calls no `new Function`: it loads in any runtime (edge workers, browsers, CSP without `unsafe-eval`).
 */
function precompiledModule(reading: Reading, tier: EngineTier): string {
  if (tier === 'fast') checkVerdictKeyword(createEngineAjv('fast'));
  // The sources are written under node_modules/.cache, where Ajv's runtime helpers resolve as packages, in a
  // folder of this build's own: two builds at once (a test run's and `npm run build`) never read each other's
  // half-written files.
  const cache = join(ROOT, 'node_modules/.cache/precompile');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `${moduleBaseName(reading, tier)}-`));
  try {
    for (const [file, source] of Object.entries(moduleSources(reading, tier))) writeFileSync(join(dir, file), source);
    return bundled(dir, reading, tier);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The module bundled from its sources in `dir`, with its banner. */
function bundled(dir: string, reading: Reading, tier: EngineTier): string {
  const built = buildSync({
    entryPoints: [join(dir, 'index.js')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    // Fast modules are minified but for their syntax: a consumer's bundler, minifying them again, writes the same
    // code as from Ajv's own, where syntax minified again gzips worse and puts both entries over their budgets
    // (docs/benchmarks.md, "The packages as released"); report modules, loaded on a failure, are minified whole
    // (a smaller module is a quicker parse at the guard's import).
    ...(tier === 'fast' ? { minifyWhitespace: true, minifyIdentifiers: true } : { minify: true }),
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = built.outputFiles[0]?.text ?? '';
  // esbuild fails on a `require` it cannot bundle; Ajv's runtime helpers keep their own `require(…)` in a string.
  const leftover = /new Function|\beval\(|\bimport\(/.exec(code);
  if (leftover) throw new Error(`${moduleBaseName(reading, tier)}: the bundle still calls "${leftover[0]}"`);
  return `${buildProductBanner(`schemas/*.schema.json, by packages/build/src/codegen/precompiledModules.ts (${tier} tier of ${readingName(reading)})`)}\n${code}`;
}

/** The declaration of a precompiled module (src/precompiled/modules.ts reads a report module as a `PrecompiledReading`). */
function moduleDeclaration(reading: Reading, tier: EngineTier): string {
  const units = unitsOf(reading);
  const fast = [
    '/** A fast validator: true when the value passes. */',
    'export type FastValidate = (data: unknown) => boolean;',
    ...Object.keys(SCHEMA_IDS).map((name) => `export declare const ${name}: FastValidate;`),
  ];
  const report = [
    "/** A unit's report validator, or the verdict on an array of a leaf unit: false, with `errors` set, when it fails. */",
    'export interface ReportValidate {',
    '  (data: unknown): boolean;',
    '  errors?: readonly { readonly keyword: string; readonly instancePath: string; readonly schemaPath: string; readonly params: Readonly<Record<string, unknown>> }[] | null;',
    '}',
    '/** The report validator of each unit, by name. */',
    `export declare const report: Readonly<Record<${Object.keys(units)
      .map((name) => JSON.stringify(name))
      .join(' | ')}, ReportValidate>>;`,
    '/** The verdict on the own members of each unit with nested units (its nested units left out), by name. */',
    `export declare const own: Readonly<Record<${Object.keys(units)
      .filter((name) => units[name]?.children.length !== 0)
      .map((name) => JSON.stringify(name))
      .join(' | ')}, (data: unknown) => boolean>>;`,
    '/** The verdict on an array of each leaf unit (a slot), by name: its first error names the first item that fails. */',
    `export declare const items: Readonly<Record<${leafUnits(units)
      .map(([name]) => JSON.stringify(name))
      .join(' | ')}, ReportValidate>>;`,
    '/** The same verdicts as `items`, a copy of their own for the verdict by units. */',
    `export declare const verdicts: Readonly<Record<${leafUnits(units)
      .map(([name]) => JSON.stringify(name))
      .join(' | ')}, ReportValidate>>;`,
    '/** The nested units of each unit: where they apply (`*`: every item) and their names. */',
    'export declare const plan: Readonly<Record<string, readonly { readonly path: readonly string[]; readonly unit: string }[]>>;',
    '/** The keys whose `required` errors the include_slots=0 reading drops. */',
    'export declare const optionalKeys: readonly string[];',
  ];
  return [
    buildProductBanner('packages/build/src/codegen/precompiledModules.ts'),
    ...(tier === 'fast' ? fast : report),
    '',
  ].join('\n');
}

/** The precompiled modules of every reading and tier, written by packages/build/src/build/precompile.ts. */
export const PRECOMPILED_ARTIFACTS: readonly { readonly path: string; readonly content: () => string }[] =
  PRECOMPILED_MODULES.flatMap(({ reading, tier }) => [
    { path: `${PRECOMPILED_DIR}/${moduleBaseName(reading, tier)}.js`, content: () => precompiledModule(reading, tier) },
    {
      path: `${PRECOMPILED_DIR}/${moduleBaseName(reading, tier)}.d.ts`,
      content: () => moduleDeclaration(reading, tier),
    },
  ]);
