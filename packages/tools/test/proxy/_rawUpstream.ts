// An upstream written on bare TCP, for the tests of what the proxy puts on the wire: it keeps every byte each
// connection received and reads HTTP/1.1 with keep-alive as a typical server does (it answers a request as soon
// as its head has come, then consumes the body its framing announces before it reads the next request), so a
// request whose framing promises a body it does not carry swallows the next request sent on that connection.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One request as the upstream framed it: its head (request line and headers) and the body its framing gave it. */
interface FramedRequest {
  readonly head: string;
  readonly body: string;
}

/** The raw upstream: its URL, the bytes of each connection, and the requests as it framed them. */
export interface RawUpstream {
  readonly url: string;
  /** Every byte received, one string (latin1) per connection, in the order the connections came. */
  readonly connections: string[];
  /** The requests read so far, in the order read. */
  readonly requests: FramedRequest[];
  close(): Promise<void>;
}

/** A head's header value (the first), by name in any case. */
export function headerOf(head: string, name: string): string | undefined {
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Reads the body a framing announces from `buffer` at `at`: its end and text, or undefined while incomplete. */
function framedBody(head: string, buffer: string, at: number): { end: number; body: string } | undefined {
  if (/^chunked$/i.test(headerOf(head, 'transfer-encoding') ?? '')) {
    let cursor = at;
    let body = '';
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', cursor);
      if (lineEnd < 0) return undefined;
      const size = Number.parseInt(buffer.slice(cursor, lineEnd), 16);
      if (size === 0) return buffer.startsWith('\r\n', lineEnd + 2) ? { end: lineEnd + 4, body } : undefined;
      if (buffer.length < lineEnd + 2 + size + 2) return undefined;
      body += buffer.slice(lineEnd + 2, lineEnd + 2 + size);
      cursor = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headerOf(head, 'content-length') ?? '0');
  return buffer.length < at + length ? undefined : { end: at + length, body: buffer.slice(at, at + length) };
}

/** Starts the raw upstream on a free loopback port; every request is answered 200 with `answer`. */
export async function rawUpstream(answer: string): Promise<RawUpstream> {
  const connections: string[] = [];
  const requests: FramedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const index = connections.push('') - 1;
    let buffer = '';
    let pending: string | undefined; // the head of a request answered whose body is still being read
    socket.on('data', (chunk: Buffer) => {
      connections[index] += chunk.toString('latin1');
      buffer += chunk.toString('latin1');
      for (;;) {
        if (pending === undefined) {
          const headEnd = buffer.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          pending = buffer.slice(0, headEnd);
          buffer = buffer.slice(headEnd + 4);
          if (!/^[A-Z]+ \S+ HTTP\/1\.1$/.test(pending.split('\r\n')[0] ?? '')) {
            requests.push({ head: pending, body: '' });
            socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
            return;
          }
          socket.write(
            `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(answer)}\r\n\r\n${answer}`,
          );
        }
        const body = framedBody(pending, buffer, 0);
        if (body === undefined) return;
        requests.push({ head: pending, body: body.body });
        buffer = buffer.slice(body.end);
        pending = undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
