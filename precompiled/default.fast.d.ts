// GENERATED FILE: do not edit. Source: src/codegen/standalone.ts.
// Regenerate with `npm run generate`; a test fails when this file is stale.
/** Links the precompiled validators to their runtime (src/standalone/runtime.ts). */
export declare function link(runtime: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
