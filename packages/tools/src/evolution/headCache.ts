import { createHash } from 'node:crypto';
import { canonical } from './canonical.js';
import { prepare } from './prepare.js';
import type { ContractVersion } from './readVersion.js';
import { RecordStreams } from './recordStreams.js';
import type { VersionSide } from './search.js';

/**
 * The head of a transitive mode check prepared once for every base (its model, generator and validators), with
 * its random records kept ({@link RecordStreams}): a diff against the next base judges the head's records again
 * only under that base. Holds the last head asked for; a head that cannot be prepared is not kept (each diff says
 * why, as without the cache).
 *
 * @example
 * const heads = new HeadCache();
 * const head = heads.side(version, 37);
 */
export class HeadCache {
  #key: string | undefined;
  #side: VersionSide | undefined;

  /** The prepared head of these documents and seed: the kept one when they are the last asked for. */
  side(version: ContractVersion, seed: number): VersionSide {
    const key = `${seed}:${createHash('sha256')
      .update(canonical(version.documents.map((d) => [d.file, d.schema])))
      .digest('hex')}`;
    if (key === this.#key && this.#side !== undefined) return this.#side;
    const side: VersionSide = { ...prepare('head', version, seed), streams: new RecordStreams() };
    this.#key = key;
    this.#side = side;
    return side;
  }
}
