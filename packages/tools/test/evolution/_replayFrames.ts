// The days, frames and versions of the replay-entry suites (replayFrames.test.ts, its quick depth, and
// replayFrames.deep.test.ts): a base, a head that removes total_glasses' null, and a scratch folder, made per file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { edit, exampleDay, nullableRemoved } from './_folders.js';
import { cutVersion, versionFolder } from './_versions.js';

/** A parsed JSON object. */
export type Json = Record<string, any>;

/** A file's versions and scratch folder, removed after the file; DIFF is the diff command of the two. */
export function replayVersions(): { base: string; head: string; scratch: string; DIFF: readonly string[] } {
  // The contract cut to activity (_versions.ts): the change is activity's, and the days' other groups are members
  // the open reading lets pass in both versions.
  const base = versionFolder(cutVersion());
  const head = edit(versionFolder(cutVersion()), 'activity.schema.json', nullableRemoved);
  const scratch = mkdtempSync(join(tmpdir(), 'replay-frames-'));
  afterAll(() => {
    for (const folder of [base, head, scratch]) rmSync(folder, { recursive: true, force: true });
  });
  return { base, head, scratch, DIFF: ['diff', base, head, '--records', '8'] };
}

/** Days 0 to count-1, total_glasses null on every third (0, 3, 6, …): the head rejects those. */
export const days = (count: number): string[] =>
  Array.from({ length: count }, (_, k) => {
    const d = exampleDay();
    if (k % 3 === 0) d['activity']['total_glasses'] = null;
    return JSON.stringify(d);
  });

/** One frame: its header line, its bytes as one chunk, the end. */
export const frame = (name: string, continues: boolean, body: string): string =>
  `${JSON.stringify({ name, continues })}\n${Buffer.byteLength(body)}\n${body}0\n`;

/** The blocks of a `--frames` answer: `<bytes>\n` and that many bytes each, parsed. */
export function blocks(out: string): Json[] {
  const bytes = Buffer.from(out);
  const found: Json[] = [];
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(10, at);
    const length = Number(bytes.subarray(at, end).toString());
    found.push(JSON.parse(bytes.subarray(end + 1, end + 1 + length).toString()) as Json);
    at = end + 1 + length;
  }
  return found;
}
