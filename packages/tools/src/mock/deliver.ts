import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** How a body is put on the wire, with the transport faults that apply. */
export interface Delivery {
  readonly status: number;
  readonly contentType: string;
  /** Drip the body in ten chunks over this many milliseconds (the slow fault); 0 sends it at once. */
  readonly slowMs: number;
  /** Announce the full length, send half and close the connection (the truncated fault). */
  readonly truncate: boolean;
}

/** Sends a body as the delivery says; never throws (a client gone away ends the delivery). */
export function deliver(res: ServerResponse, body: string, delivery: Delivery): void {
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(delivery.status, {
    'Content-Type': delivery.contentType,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
  });
  const payload = delivery.truncate ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes;
  const finish = (): void => {
    if (delivery.truncate) res.destroy();
    else res.end();
  };
  if (delivery.slowMs <= 0) {
    res.write(payload, finish);
    return;
  }
  const chunks = 10;
  const size = Math.ceil(payload.length / chunks);
  let sent = 0;
  const timer = setInterval(
    () => {
      if (res.destroyed || sent >= payload.length) {
        clearInterval(timer);
        if (!res.destroyed) finish();
        return;
      }
      res.write(payload.subarray(sent, sent + size));
      sent += size;
    },
    Math.max(1, Math.floor(delivery.slowMs / chunks)),
  );
  res.on('close', () => clearInterval(timer));
}

let bombMember: Buffer | undefined;

/**
 * The gzip-bomb fault: 256 gzip members of 1 MiB of spaces each (about 1 KiB compressed apiece), which a
 * client inflates to 256 MiB unless it caps decompressed bytes.
 */
export function deliverGzipBomb(res: ServerResponse): void {
  bombMember ??= gzipSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9 });
  const body = Buffer.concat(Array.from({ length: 256 }, () => bombMember as Buffer));
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
