import { registerSchema, validate, type SchemaObject } from '@hyperjump/json-schema/draft-2020-12';
import { bundledSchema } from '../bundle.js';
import type { Peer, PayloadKind } from './types.js';

const registered = new Set<PayloadKind>();

/** @hyperjump/json-schema on the bundled schema, BASIC output (its list of errors). */
export const hyperjump: Peer = {
  name: '@hyperjump/json-schema',
  setup: "registerSchema(bundle); await validate(bundle.$id); report = validator(value, 'BASIC')",
  input: 'value',
  prepare: async (kind) => {
    const { schema } = bundledSchema(kind);
    if (!registered.has(kind)) {
      registerSchema(schema as SchemaObject);
      registered.add(kind);
    }
    const validator = await validate(schema.$id);
    return { verdict: (v) => validator(v as never).valid, run: (v) => validator(v as never, 'BASIC') };
  },
};
