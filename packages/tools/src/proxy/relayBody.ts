import type { IncomingMessage, ServerResponse } from 'node:http';
import { passedHeaders } from './upstream.js';

/** The upstream's body as the proxy read it: whether it ended whole, and a copy of it within the cap. */
export interface RelayedBody {
  /** The upstream sent the whole body (it was not cut, and no error broke the stream). */
  readonly ended: boolean;
  /** The body went past the cap: the copy was dropped. */
  readonly over: boolean;
  /** The body's bytes (empty when `over`). */
  bytes(): Buffer;
}

/** How the body is relayed. */
export interface RelayOptions {
  /** `--errors`: nothing is passed on while reading (the answer waits for the check). */
  readonly holding: boolean;
  /** Most body bytes copied for the check. */
  readonly maxBytes: number;
  /** Stops the upstream call (a held body over the cap: nothing will be passed on). */
  readonly stopReading: () => void;
}

/**
 * Reads the upstream's body while passing it on as it arrives (same status, headers and bytes), with back-pressure
 * (the upstream pauses while the client's socket drains), keeping a copy within the cap; then ends the response the
 * client gets as the upstream ended it (a body the upstream cut is cut). Holding (`--errors`), it only reads.
 *
 * @example
 * const body = await relayBody(up, res, { holding: false, maxBytes: 64 << 20, stopReading: () => call.cancel() });
 */
export async function relayBody(up: IncomingMessage, res: ServerResponse, options: RelayOptions): Promise<RelayedBody> {
  const { holding, maxBytes } = options;
  if (!holding && !res.destroyed) res.writeHead(up.statusCode ?? 0, up.statusMessage, passedHeaders(up));
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  const ended = await new Promise<boolean>((resolve) => {
    up.on('data', (chunk: Buffer) => {
      if (!holding && !res.destroyed && !res.write(chunk)) {
        up.pause();
        res.once('drain', () => up.resume());
      }
      if (over) return;
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        over = true;
        chunks.length = 0;
        if (holding) options.stopReading(); // nothing will be passed on: stop reading
      }
    });
    up.once('end', () => resolve(true));
    up.once('close', () => resolve(up.complete));
    up.once('error', () => resolve(false));
  });
  if (!holding && !res.destroyed) {
    if (ended && !over) res.end();
    else if (!ended)
      res.destroy(); // the upstream cut the body: so does the proxy (the client sees what the API did)
    else res.end();
  }
  return { ended, over, bytes: () => Buffer.concat(chunks, size) };
}
