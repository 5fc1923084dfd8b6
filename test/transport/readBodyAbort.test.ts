// readBounded within a signal: the caller's deadline ends a read even where the source would not end it. Node 20's
// fetch leaves a read of a gzip body pending for ever when its signal aborts while the body is being inflated (the
// gzip bomb of packages/tools/test/conformance/sameClass.test.ts, read under load past its 5 s deadline, hung there
// until vitest's 60 s timeout). Real HTTP over loopback; the abort is made at the first inflated chunk, so the
// moment does not depend on the machine's speed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { UserSummariesClientError } from '../../src/guard/errors.js';
import { getJson } from '../../src/guard/http.js';
import { readBounded } from '../../src/transport/readBody.js';

const MIB = 1024 * 1024;
// 65 MiB as in sameClass.test.ts: a bomb of 16 MiB inflates whole before the abort can meet it.
const BOMB = gzipSync(Buffer.alloc(65 * MIB, 0x20), { level: 9 });
const HUNG_MS = 10_000;

let server: Server | undefined;
afterAll(() => {
  server?.closeAllConnections();
  return new Promise<void>((done) => (server === undefined ? done() : server.close(() => done())));
});

/** A loopback server answering every request with the gzip bomb, whole. */
async function bombUrl(): Promise<string> {
  server ??= createServer((_q, r) => {
    r.on('error', () => undefined);
    r.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    r.end(BOMB);
  });
  if (!server.listening) await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/user-summaries`;
}

/**
 * The body as it comes, read chunk by chunk as a reader reads it, `abort` called once its first inflated chunk is
 * handed on: the next read of the fetch body starts after the abort, as a read loop's does.
 */
function abortingAtFirstChunk(body: ReadableStream<Uint8Array>, abort: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
        if (first) abort();
        first = false;
      },
      cancel: (why) => reader.cancel(why),
    },
    { highWaterMark: 0 },
  );
}

/** What a promise settles to, or 'hung' when it has not settled after HUNG_MS. */
function settled(promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((done) => setTimeout(() => done('hung'), HUNG_MS)),
  ]);
}

describe('readBounded ends when its signal aborts', () => {
  it('a fetch body aborted while it inflates: the read rejects with the reason, and does not hang', async () => {
    const controller = new AbortController();
    const reason = new DOMException('the deadline passed', 'TimeoutError');
    const response = await fetch(await bombUrl(), { signal: controller.signal });
    const body = abortingAtFirstChunk(response.body as ReadableStream<Uint8Array>, () => controller.abort(reason));
    expect(await settled(readBounded(body, 64 * MIB, undefined, controller.signal))).toEqual({ error: reason });
  });

  it('a signal aborted before the read: nothing is read, the source is cancelled', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull: (c) => c.enqueue(new Uint8Array(8)),
      cancel: () => void (cancelled = true),
    });
    const reason = new Error('gone');
    await expect(readBounded(source, 64, undefined, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(cancelled).toBe(true);
  });

  it("the guard's client: a call aborted while its gzip body inflates fails as aborted, and does not hang", async () => {
    const caller = new AbortController();
    const fetchTapped: typeof globalThis.fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const body = abortingAtFirstChunk(response.body as ReadableStream<Uint8Array>, () => caller.abort());
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const call = getJson(
      new URL(await bombUrl()),
      {},
      { fetch: fetchTapped, timeoutMs: 60_000, maxBodyBytes: 64 * MIB },
      caller.signal,
    );
    const outcome = await settled(call);
    expect(outcome).not.toBe('hung');
    const error = (outcome as { error?: unknown }).error;
    expect(error).toBeInstanceOf(UserSummariesClientError);
    expect((error as UserSummariesClientError).kind).toBe('aborted');
  });
});
