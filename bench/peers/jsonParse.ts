import type { Peer } from './types.js';

/** JSON.parse of the payload's text: the floor any gate that receives text pays before it validates. */
export const jsonParse: Peer = {
  name: 'JSON.parse (floor)',
  setup: 'JSON.parse of the same text; parses, validates nothing (no verdict)',
  input: 'text',
  prepare: async () => ({ verdict: () => true, run: (text) => JSON.parse(text as string) as unknown }),
};
