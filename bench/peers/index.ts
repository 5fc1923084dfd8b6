import { PEER_LOADERS } from './loaders.js';
import type { Peer } from './types.js';

/**
 * Every peer, in the order of the tables. The first is the floor, the second the library as consumers call it.
 * Loads every peer's module: for the runner (bench/run.ts), which times none of them in its own process.
 */
export const PEERS: readonly Peer[] = await Promise.all(PEER_LOADERS.map((load) => load()));
