/**
 * The versions of Ajv and its plugins whose internals this library reads or whose generated code it rewrites,
 * pinned exactly in package.json, and what to re-check before moving to another version.
 * test/validator/ajvInternals.test.ts fails, naming this list, when an installed version differs.
 */
export const AJV_INTERNALS = {
  ajv: {
    version: '8.20.0',
    recheck: [
      'src/validator/boundedReportCode.ts: the shapes of the report tier\'s code it rewrites (`vErrors.concat`, `for(let iN=0; iN<lenN; iN++){`, `errors++;`, `if(dataN.<key> === undefined){` of the keys include_slots=0 drops, `instancePath+"…" + iN`); it throws when one is missing',
      'src/validator/leanFastTier.ts: the error-object lines of the fast tier it replaces (needs `code.lines`)',
      'src/validator/errorMessages.ts: codegen internals (`_Code`, `strConcat`, `schemaHasRulesForType`, `getSchemaTypes`) and the keyword context (`it.errorPath`, `it.createErrors`)',
      'src/validator/registry.ts: `code.process` receiving a SchemaEnv with `baseId`, and `new Function(self, scope, code)` passing the instance as `self`',
      'src/validator/safeInteger.ts: the type-check code it generates in Ajv\'s place',
      'src/codegen/standalone.ts: standalone code\'s `require("ajv/dist/runtime/…")` references and the runtime ports of src/precompiled/runtime.ts (ucs2length, equal)',
    ],
  },
  'ajv-errors': {
    version: '3.0.0',
    recheck: ['src/validator/errorMessages.ts reproduces its result (the wrapper errors and their order): test/validator/reportEquivalence.test.ts compares the two'],
  },
  'ajv-formats': {
    version: '3.0.1',
    recheck: ['src/precompiled/runtime.ts ports its `date` check line for line: test/guard/runtime.test.ts compares the two'],
  },
} as const;
