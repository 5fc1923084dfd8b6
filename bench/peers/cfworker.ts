import { Validator, type Schema } from '@cfworker/json-schema';
import { bundledSchema } from '../bundle.js';
import type { Peer } from './types.js';

/** @cfworker/json-schema on the bundled schema, without short-circuit (every error). */
export const cfworker: Peer = {
  name: '@cfworker/json-schema',
  setup: "new Validator(bundle, '2020-12', false) (no short-circuit); report = result.errors",
  input: 'value',
  prepare: async (kind) => {
    const validator = new Validator(bundledSchema(kind).schema as Schema, '2020-12', false);
    return { verdict: (v) => validator.validate(v).valid, run: (v) => validator.validate(v) };
  },
};
