import { STANDALONE_FORMATS } from './formats.js';
import { equal, ucs2length } from './runtime.js';

/**
 * What precompiled code is linked with: the free names Ajv's standalone code refers to. The generator
 * (src/codegen/standalone.ts) writes `link({ ...these names })`; src/standalone/modules.ts passes them.
 *
 * @internal
 */
export const RUNTIME_BINDINGS = { ucs2length, equal, STANDALONE_FORMATS } as const;
