import { _ } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { SCHEMA_IDS } from '../schemas/ids.js';
import { keysOmittedWithoutSlots, variantName, type SchemaVariant } from '../schemas/variants.js';
import { walkSchema } from '../schemas/walk.js';
import { loadSchemaDocuments, type SchemaNode } from '../schemas/documents.js';
import { STANDALONE_FORMATS } from '../precompiled/runtime.js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { contractRegExp, createAjv, fixedWidthPatterns, tierDocuments, type Tier } from '../validator/registry.js';
import { leanFastTierCode } from '../validator/leanFastTier.js';
import { boundedReportCode, REPORT_BUDGET_NAME } from '../validator/boundedReportCode.js';
import { createReportBudget } from '../validator/reportBudget.js';
import { buildProductBanner } from './banner.js';
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

// ajv/dist/standalone is CommonJS whose default export is the function.
const standaloneCode = standaloneCodeModule as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

/**
 * The modules generated: both tiers of the default and strict readings, and the fast tier of their
 * include_slots=0 readings. An include_slots=0 report is the slots reading's report module run without the
 * `required` of the keys that reading drops (`ReportBudget.requireSlots`, boundedReportCode.ts), which is exactly
 * what the include_slots=0 report tier finds; the guard loads half the code for it.
 */
const STANDALONE_MODULES: readonly { readonly variant: SchemaVariant; readonly tier: Tier }[] = [
  { variant: { includeSlots: true, strict: false }, tier: 'fast' },
  { variant: { includeSlots: true, strict: false }, tier: 'report' },
  { variant: { includeSlots: false, strict: false }, tier: 'fast' },
  { variant: { includeSlots: true, strict: true }, tier: 'fast' },
  { variant: { includeSlots: true, strict: true }, tier: 'report' },
  { variant: { includeSlots: false, strict: true }, tier: 'fast' },
];

/**
 * Where the precompiled modules live, from the package root. They are plain JavaScript shipped as generated,
 * like schemas/: compiling them with tsc would re-indent Ajv's deeply nested code to twice its size, and
 * parsing that is most of the guard's import time.
 */
const STANDALONE_DIR = 'precompiled';

/** The base name of the module of one variant and tier (`default.fast`, `no-slots.strict.report`). */
function standaloneBaseName(variant: SchemaVariant, tier: Tier): string {
  return `${variantName(variant)}.${tier}`;
}

/**
 * The CommonJS runtime references Ajv writes into standalone code, and the ES module names the generated code
 * uses instead (from src/precompiled/runtime.ts).
 */
const RUNTIME_REFERENCES: Readonly<Record<string, string>> = {
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
  'require("ajv/dist/runtime/equal").default': 'equal',
};

/** A configured Ajv instance of a tier, as the registry builds it, set to keep the source of what it compiles. */
function standaloneAjv(variant: SchemaVariant, tier: Tier): { ajv: Ajv2020; locations: Map<SchemaNode, string> } {
  const ajv = createAjv(tier);
  // Code options are read when a schema is compiled, so they can be set on the registry's own instance.
  const code = ajv.opts.code as { source?: boolean; esm?: boolean; formats?: unknown; lines?: boolean; regExp?: RegExpEngine };
  code.source = true;
  code.esm = true;
  code.lines = true;
  // The scope (schema objects, patterns) was set up by the constructor; give it line breaks too.
  const scopeOptions = ajv.scope.opts as { _n?: unknown };
  if ('_n' in scopeOptions) scopeOptions._n = _`\n`;
  code.formats = _`STANDALONE_FORMATS`;
  if (tier === 'report') {
    // The report tier's character-code pattern engine, named in the generated code (see contractPatternSource).
    code.regExp = Object.assign((pattern: string, flags: string) => contractRegExp(pattern, flags), { code: CONTRACT_PATTERN });
    // Definitions of up to 12 keywords are inlined, as createAjv sets for the report tier: the slot members'
    // (time, integer, ...), whose call at every slot was most of a report's time; larger ones (the groups) stay
    // functions, which keeps the module smaller than full inlining (figures: docs/benchmarks.md). (Ajv's
    // `messages` must stay on.)
  }
  const locations = new Map<SchemaNode, string>();
  for (const doc of tierDocuments(variant, tier)) {
    walkSchema(doc.schema, (node, pointer) => locations.set(node, `${doc.schema.$id}#${pointer}`));
    ajv.addSchema(doc.schema);
  }
  return { ajv, locations };
}

/** Fails the generation when a format the code uses has no runtime counterpart of the same shape. */
function checkFormats(ajv: Ajv2020, source: string): void {
  for (const [name, format] of Object.entries(ajv.formats)) {
    if (!source.includes(`STANDALONE_FORMATS[${JSON.stringify(name)}]`) && !source.includes(`STANDALONE_FORMATS.${name}`)) continue;
    const runtime = STANDALONE_FORMATS[name];
    const sameShape = typeof format === 'function' ? typeof runtime === 'function' : typeof (runtime as { validate?: unknown } | undefined)?.validate === 'function';
    if (!sameShape) throw new Error(`format "${name}" is used by precompiled code: add it to src/precompiled/runtime.ts`);
  }
}

/**
 * The location table of a report module: each schema object the code embeds (`const schemaN = {...}`),
 * with the absolute location (`<$id>#<pointer>`) of the node it copies. Violations read their `schemaPath`
 * from it, as the compiled report tier reads it from the registry's map.
 */
function locationTable(ajv: Ajv2020, locations: Map<SchemaNode, string>, source: string): string {
  const emitted = new Set([...source.matchAll(/\bconst (schema\d+) = /g)].map((m) => m[1]));
  const rows: string[] = [];
  for (const [node, location] of locations) {
    const name = ajv.scope.getValue('schema', node)?.str;
    if (name !== undefined && emitted.has(name)) rows.push(`  [${name}, ${JSON.stringify(location)}],`);
  }
  if (rows.length !== emitted.size) throw new Error('an embedded schema object has no known location');
  return `[\n${rows.join('\n')}\n]`;
}

/** The name of the pattern engine in generated report code. */
const CONTRACT_PATTERN = 'contractPattern';

/**
 * The report tier's pattern engine as generated code: the exported `pattern` of each fixed-width format is
 * tested by its character-code check of STANDALONE_FORMATS, as the compiled report tier does (registry.ts
 * `contractRegExp`), any other by `RegExp`. Ajv's standalone code calls it once per pattern, when the module loads.
 */
function contractPatternSource(): string {
  const rows = [...fixedWidthPatterns()].map(([pattern, name]) => `  ${JSON.stringify(pattern)}: STANDALONE_FORMATS[${JSON.stringify(name)}],`);
  return [
    `const CONTRACT_PATTERN_CHECKS = {\n${rows.join('\n')}\n};`,
    `function ${CONTRACT_PATTERN}(pattern, flags) {`,
    '  const test = Object.hasOwn(CONTRACT_PATTERN_CHECKS, pattern) ? CONTRACT_PATTERN_CHECKS[pattern] : undefined;',
    '  return test === undefined ? new RegExp(pattern, flags) : { test };',
    '}',
  ].join('\n');
}

/** The report module's budget (src/validator/reportBudget.ts), declared once and exported for the caller. */
function reportBudgetSource(): string {
  const fields = Object.entries(createReportBudget()).map(([key, value]) => `${key}: ${String(value)}`);
  return `export const reportBudget = { ${fields.join(', ')} };\nconst ${REPORT_BUDGET_NAME} = reportBudget;`;
}

/**
 * A fast module's code made lean (see {@link leanFastTierCode}), less the schema objects Ajv emits but no code
 * of the module reads: a large part of Ajv's source (docs/benchmarks.md), which is parse time at every start of
 * a consumer.
 */
function leanFastModule(body: string): string {
  const lines = leanFastTierCode(body).split('\n');
  const joined = lines.join('\n');
  return lines
    .filter((line) => {
      const name = /^const (schema\d+) = /.exec(line)?.[1];
      return name === undefined || joined.split(new RegExp(`\\b${name}\\b`)).length > 2;
    })
    .join('\n');
}

/**
 * The ES module of one variant and tier: a validate function per entry point of {@link SCHEMA_IDS}
 * (`export const userSummary`, ...), compiled at build time by Ajv standalone code from the documents and
 * options of the registry (`createAjv`, `tierDocuments`), so it needs no compilation and no `new Function` at
 * run time. The module imports nothing: it carries the runtime its code calls ({@link bundledRuntime}), so it
 * loads in one module load in any runtime (edge workers, browsers, CSP without `unsafe-eval`). Ajv's code is
 * kept as Ajv writes it, one statement a line (re-indented, it grows, and whole modules run through esbuild
 * loaded slower: docs/benchmarks.md). Report modules also export `schemaLocations` and `reportBudget`.
 */
function standaloneModule(variant: SchemaVariant, tier: Tier): string {
  const { ajv, locations } = standaloneAjv(variant, tier);
  let source = standaloneCode(ajv, { ...SCHEMA_IDS });
  for (const [reference, name] of Object.entries(RUNTIME_REFERENCES)) source = source.replaceAll(reference, name);
  const leftover = /require\(|new Function|\beval\(|\bimport\(/.exec(source);
  if (leftover) throw new Error(`standalone code still holds "${leftover[0]}": map it in RUNTIME_REFERENCES`);
  checkFormats(ajv, source);
  const entries = Object.keys(SCHEMA_IDS);
  const code = source.replace(/^"use strict";\n?/, '');
  const exported = [...code.matchAll(/^export const (\w+) = /gm)].map((m) => m[1] as string);
  if (exported.sort().join() !== [...entries].sort().join()) throw new Error(`unexpected exports: ${exported.join(', ')}`);
  // The report tier's code calls its pattern engine (standaloneAjv) and reads its budget (boundedReportCode.ts);
  // the fast tier's carries no error objects.
  const body = tier === 'fast' ? leanFastModule(code) : `${contractPatternSource()}\n${reportBudgetSource()}\n${boundedReportCode(code, keysOmittedWithoutSlots(loadSchemaDocuments()))}`;
  return [
    buildProductBanner(`schemas/*.schema.json through createAjv('${tier}') and tierDocuments(${variantName(variant)}), by src/codegen/standalone.ts`),
    '/* eslint-disable */',
    '// The runtime the validators call: src/precompiled/runtime.ts and src/validator/fastFormats.ts, bundled by esbuild.',
    bundledRuntime(),
    '// The validators: Ajv standalone code.',
    body.trimEnd(),
    ...(tier === 'report'
      ? [
          '/** Each schema object the code embeds, with the absolute location of the node it copies. */',
          `export const schemaLocations = ${locationTable(ajv, locations, body)};`,
        ]
      : []),
    '',
  ].join('\n');
}

/** The runtime the generated code calls: its source, and its names the modules' code refers to. */
const RUNTIME_SOURCE = fileURLToPath(new URL('../precompiled/runtime.ts', import.meta.url));
const RUNTIME_NAMES = ['ucs2length', 'equal', 'STANDALONE_FORMATS'] as const;
/** Names Ajv's standalone code declares itself (`validate12`, `schema3`, `func0`, ...): the runtime must not. */
const AJV_NAMES = /^(?:validate|schema|func|formats|pattern|wrapper|evaluated|data|valid|errors|vErrors|err)\d*$/;

let runtimeCode: string | undefined;

/**
 * The runtime, bundled by esbuild from its TypeScript source into one block of top-level declarations (the
 * ES module's closing `export { … }` left out), written into each generated module: a module that carries its
 * runtime loads in one module load and needs no linking. The TypeScript stays the one source:
 * test/guard/runtime.test.ts holds it to Ajv's own helpers.
 */
function bundledRuntime(): string {
  if (runtimeCode !== undefined) return runtimeCode;
  const built = buildSync({
    stdin: { contents: `export { ${RUNTIME_NAMES.join(', ')} } from ${JSON.stringify(RUNTIME_SOURCE)};`, resolveDir: fileURLToPath(new URL('../../', import.meta.url)), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = built.outputFiles[0]?.text ?? '';
  // esbuild ends an ES module with one export statement of the names asked for; the modules declare their own.
  const exportStatement = /\nexport \{[^}]*\};\s*$/;
  if (!exportStatement.test(text)) throw new Error('esbuild bundled the runtime without its closing export statement');
  const code = text.replace(exportStatement, '').trim();
  for (const name of RUNTIME_NAMES) if (!new RegExp(`^(?:var|const|let|function) ${name}\\b`, 'm').test(code)) throw new Error(`the bundled runtime does not declare ${name}`);
  for (const [, name] of code.matchAll(/^(?:var|const|let|function|class) (\w+)/gm)) {
    if (AJV_NAMES.test(name as string)) throw new Error(`${RUNTIME_SOURCE}: the name ${name as string} may clash with Ajv's generated code`);
  }
  runtimeCode = code;
  return code;
}

/** The declaration of a precompiled module of a tier (src/precompiled/modules.ts types what it reads). */
function standaloneDeclaration(tier: Tier): string {
  return [
    buildProductBanner('src/codegen/standalone.ts'),
    '/** A precompiled validate function: true when the value passes; on failure, Ajv\'s `errors` is set. */',
    'export interface PrecompiledValidate {',
    '  (data: unknown): boolean;',
    '  errors?: readonly object[] | null;',
    '}',
    ...Object.keys(SCHEMA_IDS).map((entry) => `export declare const ${entry}: PrecompiledValidate;`),
    ...(tier === 'report'
      ? [
          'export declare const schemaLocations: readonly (readonly [Readonly<Record<string, unknown>>, string])[];',
          'export declare const reportBudget: { errors: number; raised: number; cutAt: string | null; requireSlots: boolean };',
        ]
      : []),
    '',
  ].join('\n');
}

/** The precompiled modules of every variant and tier, for the ARTIFACTS registry (src/codegen/artifacts.ts). */
export const STANDALONE_ARTIFACTS: readonly { readonly path: string; readonly content: () => string }[] = STANDALONE_MODULES.flatMap(
  ({ variant, tier }) => [
    { path: `${STANDALONE_DIR}/${standaloneBaseName(variant, tier)}.js`, content: () => standaloneModule(variant, tier) },
    { path: `${STANDALONE_DIR}/${standaloneBaseName(variant, tier)}.d.ts`, content: () => standaloneDeclaration(tier) },
  ],
);
