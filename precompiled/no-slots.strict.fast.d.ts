// BUILD PRODUCT: do not edit or commit. Source: src/codegen/standalone.ts; written by `npm run build`.
/** A precompiled validate function: true when the value passes; on failure, Ajv's `errors` is set. */
export interface PrecompiledValidate {
  (data: unknown): boolean;
  errors?: readonly object[] | null;
}
export declare const userSummary: PrecompiledValidate;
export declare const response: PrecompiledValidate;
export declare const paginator: PrecompiledValidate;
export declare const collection: PrecompiledValidate;
export declare const bare: PrecompiledValidate;
export declare const request: PrecompiledValidate;
