// The proxy's record folder read by a replay (`proxy --record DIR --record-values`): its bodies are one file per
// include_slots value (`responses.include_slots-1.ndjson`, `…-0.ndjson`, each read in its own reading), beside
// `exchanges.ndjson`, which holds the exchanges' verdicts, not bodies (docs/proxy.md).
import { basename, dirname } from 'node:path';
import type { Input } from './inputs.js';

const BODIES = /^responses\.include_slots-([01])\.ndjson(?:\.gz)?$/;
const EXCHANGES = /^exchanges\.ndjson(?:\.gz)?$/;

/**
 * The include_slots reading of a proxy's bodies file by its name (`responses.include_slots-0.ndjson`: false), or
 * undefined for any other file (read in the run's reading).
 *
 * @example
 * recordedSlots('rec/responses.include_slots-0.ndjson'); // false
 */
export function recordedSlots(file: string): boolean | undefined {
  const match = BODIES.exec(basename(file));
  return match === null ? undefined : match[1] === '1';
}

/**
 * The inputs without the exchanges' verdicts of a proxy's record folder (`exchanges.ndjson` beside a bodies file):
 * they are not documents of the API. A file of that name elsewhere is read like any other.
 *
 * @example
 * const bodies = withoutExchanges(await discoverInputs(['rec/'], cwd, undefined));
 */
export function withoutExchanges(inputs: readonly Input[]): Input[] {
  // A name that is not UTF-8 (a Buffer) is no proxy's: the proxy names its files.
  const named = (input: Input): string | undefined =>
    input.kind === 'file' && typeof input.path === 'string' ? input.path : undefined;
  const recordFolders = new Set(
    inputs.flatMap((input) => {
      const path = named(input);
      return path !== undefined && BODIES.test(basename(path)) ? [dirname(path)] : [];
    }),
  );
  return inputs.filter((input) => {
    const path = named(input);
    return !(path !== undefined && EXCHANGES.test(basename(path)) && recordFolders.has(dirname(path)));
  });
}
