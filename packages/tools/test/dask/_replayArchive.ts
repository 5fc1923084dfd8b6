// The Dask replay suites' archive and versions (replay.test.ts in one process, replayCluster.deep.test.ts on a
// cluster): days whose verdicts the head changes in both directions, and the two versions that change them.
import { edit, exampleDay, nullableRemoved, sleepTypeAdded } from '../evolution/_folders.js';
import { cutVersion, versionFolder } from '../evolution/_versions.js';

/** Days from..from+count-1 as NDJSON lines: day k has total_glasses null when k % 5 === 0, sleep type 5 when k % 7 === 3. */
export function replayDays(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const k = from + i;
    const d = exampleDay();
    if (k % 5 === 0) d['activity']['total_glasses'] = null;
    if (k % 7 === 3) d['sleep']['slots'][0]['type'] = 5;
    return JSON.stringify(d);
  }).join('\n');
}

/**
 * A base and a head that refuses total_glasses null and accepts sleep type 5 (folders the caller removes): the
 * contract cut to activity and sleep (evolution/_versions.ts), the groups the head changes; the days' other groups
 * are members the default (open) reading lets pass in both versions. Each run diffs the two twice or three times
 * (the single host, the gate that prints, and the replay's changes unless the single host's JSON report listed them)
 * and compiles both: a third of the contract's documents to compile and search.
 */
export function replayVersions(): { base: string; head: string } {
  const base = versionFolder(cutVersion('activity', 'sleep'));
  const head = edit(
    edit(versionFolder(cutVersion('activity', 'sleep')), 'activity.schema.json', nullableRemoved),
    'sleep-slot.schema.json',
    sleepTypeAdded,
  );
  return { base, head };
}
