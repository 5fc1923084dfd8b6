import { validator } from '@exodus/schemasafe';
import { bundledSchema } from '../bundle.js';
import type { Peer } from './types.js';

/** @exodus/schemasafe on the bundled schema, collecting every error. */
export const schemasafe: Peer = {
  name: '@exodus/schemasafe',
  setup:
    'validator(bundle, {includeErrors: true, allErrors: true, allowUnusedKeywords: true}); report = validate.errors',
  input: 'value',
  prepare: async (kind) => {
    const { schema } = bundledSchema(kind);
    const validate = validator(schema as Parameters<typeof validator>[0], {
      includeErrors: true,
      allErrors: true,
      allowUnusedKeywords: true,
    });
    return { verdict: (v) => validate(v as never), run: (v) => (validate(v as never) ? true : validate.errors) };
  },
};
