import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { declaredLength, decodeUtf8, readBounded, type ByteStream } from '../../src/transport/readBody.js';

const CAP = 10;
const bytes = (n: number): Uint8Array => new Uint8Array(n).fill(0x20);

/** The same bytes, in chunks of `size`, as each kind of source the reader takes. */
const SOURCES: Record<string, (data: Uint8Array, size: number) => ByteStream> = {
  'a WHATWG ReadableStream': (data, size) => {
    let at = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= data.length) return controller.close();
        controller.enqueue(data.slice(at, at + size));
        at += size;
      },
    });
  },
  'an async generator': (data, size) =>
    (async function* () {
      for (let at = 0; at < data.length; at += size) yield data.slice(at, at + size);
    })(),
  'a Node Readable': (data, size) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < data.length; at += size) yield Buffer.from(data.slice(at, at + size));
      })(),
      { objectMode: false },
    ),
};

describe('readBounded: the cap, over every kind of source', () => {
  for (const [kind, make] of Object.entries(SOURCES)) {
    for (const size of [1, 3, 64]) {
      it(`${kind} in chunks of ${size}: cap-1 and cap bytes are read whole, cap+1 is refused`, async () => {
        const under = await readBounded(make(bytes(CAP - 1), size), CAP);
        expect(under).toEqual({ ok: true, bytes: bytes(CAP - 1) });
        const at = await readBounded(make(bytes(CAP), size), CAP);
        expect(at).toEqual({ ok: true, bytes: bytes(CAP) });
        const over = await readBounded(make(bytes(CAP + 1), size), CAP);
        expect(over.ok).toBe(false);
        if (over.ok) return;
        expect(over.declared).toBeUndefined();
        // Reading stops at the chunk that crosses the cap: the bytes seen are the cap plus at most one chunk.
        expect(over.bytesSeen).toBeGreaterThan(CAP);
        expect(over.bytesSeen).toBeLessThanOrEqual(CAP + size);
      });
    }
  }

  it('the bytes read are a fresh buffer, not a view into a chunk (a worker can take it)', async () => {
    const chunk = new Uint8Array([1, 2, 3]);
    const read = await readBounded(SOURCES['an async generator']?.(chunk, 3) as ByteStream, CAP);
    expect(read.ok && read.bytes.buffer).not.toBe(chunk.buffer);
    expect(read.ok && [...read.bytes]).toEqual([1, 2, 3]);
  });

  it('no body is an empty body', async () => {
    expect(await readBounded(null, CAP)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });
});

describe('readBounded: the source is cancelled past the cap, and never read past it', () => {
  it('a WHATWG stream that never ends sees cancel, and no pull after it', async () => {
    let pulls = 0;
    let cancelled: unknown = 'not cancelled';
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(bytes(4));
        },
        cancel(reason) {
          cancelled = reason;
        },
      },
      { highWaterMark: 0 },
    );
    const read = await readBounded(endless, CAP);
    expect(read).toEqual({ ok: false, declared: undefined, bytesSeen: 12 });
    expect(cancelled).toBeUndefined();
    expect(pulls).toBe(3);
  });

  it('an async iterator that never ends sees return (its finally runs), and no next after it', async () => {
    let yielded = 0;
    let returned = false;
    const endless = (async function* () {
      try {
        for (;;) {
          yielded += 1;
          yield bytes(4);
        }
      } finally {
        returned = true;
      }
    })();
    expect(await readBounded(endless, CAP)).toEqual({ ok: false, declared: undefined, bytesSeen: 12 });
    expect(returned).toBe(true);
    expect(yielded).toBe(3);
  });

  it('a Node stream past the cap is destroyed', async () => {
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(4));
      },
    });
    const read = await readBounded(endless, CAP);
    expect(read.ok).toBe(false);
    expect(endless.destroyed).toBe(true);
  });

  it('a declared length over the cap is refused before anything is read, and the source is cancelled', async () => {
    let pulls = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(bytes(1));
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    expect(await readBounded(body, CAP, CAP + 1)).toEqual({ ok: false, declared: CAP + 1, bytesSeen: 0 });
    expect(pulls).toBe(0);
    expect(cancelled).toBe(true);
  });

  it('a declared length at the cap is read (the cap is inclusive)', async () => {
    expect(await readBounded(SOURCES['a WHATWG ReadableStream']?.(bytes(CAP), 4) as ByteStream, CAP, CAP)).toEqual({
      ok: true,
      bytes: bytes(CAP),
    });
  });
});

describe('declaredLength: a Content-Length counts only when it is the length read', () => {
  it.each([
    [{ 'content-length': '5000' }, 5000],
    [{ 'content-length': '5000', 'content-encoding': 'identity' }, 5000],
    [{ 'content-length': '5000', 'content-encoding': 'gzip' }, undefined],
    [{ 'content-length': '5000', 'content-encoding': 'br' }, undefined],
    [{ 'content-length': 'lots' }, undefined],
    [{ 'content-length': '-1' }, undefined],
    [{ 'content-length': '1e9' }, undefined],
    [{}, undefined],
  ] as const)('%j: %s', (headers, expected) => {
    expect(declaredLength(new Headers(headers))).toBe(expected);
  });
});

describe('decodeUtf8: strict, whole characters only', () => {
  it.each([
    ['a byte that starts no sequence', [0x5b, 0xff, 0x5d]],
    ['a sequence cut short at the end', [0x5b, 0xe2, 0x82]],
    ['an overlong form of "/"', [0xc0, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['UTF-16 LE with its byte order mark', [0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00]],
  ])('%s is not UTF-8', (_name, data) => {
    expect(decodeUtf8(new Uint8Array(data))).toBeUndefined();
  });

  it('a leading UTF-8 byte order mark is dropped; one inside the text is kept', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toBe('[]');
    expect(decodeUtf8(new Uint8Array([0x5b, 0xef, 0xbb, 0xbf, 0x5d]))).toBe('[\uFEFF]');
  });

  it('characters of 2, 3 and 4 bytes split across chunks at every offset decode whole', async () => {
    const text = '["é","€","😀"]';
    const encoded = new TextEncoder().encode(text);
    for (const [kind, make] of Object.entries(SOURCES)) {
      for (let size = 1; size <= encoded.length; size += 1) {
        const read = await readBounded(make(encoded, size), 1024);
        expect(read.ok, `${kind}, chunks of ${size}`).toBe(true);
        if (read.ok) expect(decodeUtf8(read.bytes), `${kind}, chunks of ${size}`).toBe(text);
      }
    }
  });
});
