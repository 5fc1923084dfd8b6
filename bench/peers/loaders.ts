import type { Peer } from './types.js';

/**
 * Every peer, in the order of the tables, as a loader of its own module. A peer's process (bench/peerProcess.ts)
 * loads its peer's module alone: another peer's module can change the engine for everything that runs after it
 * (loading @exodus/schemasafe leaves `String.prototype` in dictionary mode, which slowed every string method call of
 * this library's report path when every process loaded every peer: docs/benchmarks.md, issue 36's third part).
 */
export const PEER_LOADERS: readonly (() => Promise<Peer>)[] = [
  async () => (await import('./jsonParse.js')).jsonParse,
  async () => (await import('./library.js')).library,
  async () => (await import('./library.js')).libraryVerdict,
  async () => (await import('./ajv.js')).ajvStraightforward,
  async () => (await import('./ajv.js')).ajvPlain,
  async () => (await import('./schemasafe.js')).schemasafe,
  async () => (await import('./cfworker.js')).cfworker,
  async () => (await import('./hyperjump.js')).hyperjump,
  async () => (await import('./zod.js')).zod,
];
