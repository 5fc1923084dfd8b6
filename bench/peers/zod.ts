import type { Peer } from './types.js';
import { zodPaginator, zodUserSummary } from './zodSummary.js';

/** zod 4, hand-written schema of the contract (bench/peers/zodSummary.ts), safeParse. */
export const zod: Peer = {
  name: 'zod 4',
  setup:
    'hand-written z.looseObject schema of the summary (and paginator), regex formats; safeParse; report = result.error.issues',
  input: 'value',
  prepare: async (kind) => {
    const schema = kind === 'summary' ? zodUserSummary : zodPaginator;
    return { verdict: (v) => schema.safeParse(v).success, run: (v) => schema.safeParse(v) };
  },
};
