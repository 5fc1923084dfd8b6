// The gate's inputs through the one bounded reader: a gzip document is capped after gunzip (a bomb stops
// inflating at the cap and its file is closed), at cap-1, cap and cap+1 decompressed bytes; the gate reports
// the refusal as `max_bytes`, in process, with real files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { gunzipped } from '../../src/gate/gunzip.js';
import { openFile } from '../../src/gate/readInput.js';
import { readBounded } from 'user-summaries-contract/internal/transport/readBody';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

const MIB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'transport-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function gz(name: string, data: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, gzipSync(data, { level: 9 }));
  return path;
}

/** `user-summaries validate --format json …`, in process: the exit code and the parsed report. */
async function validate(
  args: readonly string[],
): Promise<{ code: number; report: { documents: { file: string; errors?: { code: string; message: string }[] }[] } }> {
  const run = await runCliInProcess(['validate', '--format', 'json', '--quiet', ...args], { cwd: dir });
  return { code: run.code, report: JSON.parse(run.stdout) };
}

describe('the gate reads gzip documents through the bounded reader', () => {
  it('cap-1 and cap decompressed bytes are read whole, cap+1 is refused, and the gunzip stops there', async () => {
    const cap = 64 * 1024;
    for (const [size, whole] of [
      [cap - 1, true],
      [cap, true],
      [cap + 1, false],
    ] as const) {
      const path = gz(`edge-${size}.json.gz`, Buffer.alloc(size, 0x20));
      const file = openFile(path) as Readable;
      const read = await readBounded(gunzipped(file), cap);
      expect(read.ok, `${size} bytes`).toBe(whole);
      if (read.ok) expect(read.bytes.length).toBe(size);
      else expect(file.destroyed).toBe(true);
    }
  });

  it('a gzip bomb (32 MiB from 32 KiB, over a cap of 1 MiB) is stopped at the cap after inflating about the cap', async () => {
    const path = gz('bomb.json.gz', Buffer.alloc(32 * MIB, 0x20));
    const file = openFile(path) as Readable;
    const read = await readBounded(gunzipped(file), MIB);
    expect(read.ok).toBe(false);
    // The gunzip yields 64 KiB pieces: reading stops within one piece past the cap.
    if (!read.ok) expect(read.bytesSeen).toBeLessThanOrEqual(MIB + 64 * 1024);
    expect(file.destroyed).toBe(true);
  });

  it('gives every byte that inflates before a damage or a cut, whatever the chunks the source arrives in', async () => {
    // A thousand records (a few kilobytes gzipped): chunks of one byte are thousands of steps of the gunzip each.
    const text = Buffer.from(Array.from({ length: 1000 }, (_, i) => `{"date":"2024-01-01","n":${i}}\n`).join(''));
    const whole = gzipSync(text);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    // What a cut stream holds, by zlib's own one-shot reading of it (a sync flush instead of an error at its end).
    const beforeCut = gunzipSync(cut, { finishFlush: constants.Z_SYNC_FLUSH });
    const damaged = Buffer.concat([cut, Buffer.alloc(32, 0xff)]);
    const chunked = async function* (bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    };
    for (const size of [1, 7, 4096, damaged.length]) {
      for (const [input, expected] of [
        [cut, beforeCut],
        [damaged, undefined],
      ] as const) {
        const out: Buffer[] = [];
        let code: string | undefined;
        try {
          for await (const chunk of gunzipped(chunked(input, size))) out.push(Buffer.from(chunk));
        } catch (error) {
          code = (error as NodeJS.ErrnoException).code;
        }
        expect(code, `chunks of ${size}`).toMatch(/^Z_/);
        // A damage after the cut point gives at least what the cut gives, and the same on every chunking.
        if (expected !== undefined) expect(Buffer.concat(out).equals(expected), `cut, chunks of ${size}`).toBe(true);
        else
          expect(Buffer.concat(out).subarray(0, beforeCut.length).equals(beforeCut), `damaged, chunks of ${size}`).toBe(
            true,
          );
      }
    }
  });

  it('validate: a gzip bomb document is max_bytes (exit 2), the file beside it is still checked', async () => {
    const bomb = gz('bomb-doc.json.gz', Buffer.alloc(16 * MIB, 0x20));
    const small = gz('small.json.gz', Buffer.from('[]'));
    const { code, report } = await validate(['--max-bytes', '1M', bomb, small]);
    expect(code).toBe(2);
    const byFile = new Map(report.documents.map((d) => [d.file, d.errors?.map((e) => e.code) ?? []]));
    expect(byFile.get(bomb)).toEqual(['max_bytes']);
    expect(report.documents.find((d) => d.file === bomb)?.errors?.[0]?.message).toBe(
      'the document is larger than the limit of 1 MiB (--max-bytes); it was not read',
    );
    expect(byFile.get(small)).toEqual([]);
  });
});
