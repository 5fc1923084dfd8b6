import { ajvPlain, ajvStraightforward } from './ajv.js';
import { cfworker } from './cfworker.js';
import { hyperjump } from './hyperjump.js';
import { jsonParse } from './jsonParse.js';
import { library, libraryVerdict } from './library.js';
import { schemasafe } from './schemasafe.js';
import type { Peer } from './types.js';
import { zod } from './zod.js';

/** Every peer, in the order of the tables. The first is the floor, the second the library as consumers call it. */
export const PEERS: readonly Peer[] = [
  jsonParse,
  library,
  libraryVerdict,
  ajvStraightforward,
  ajvPlain,
  schemasafe,
  cfworker,
  hyperjump,
  zod,
];
