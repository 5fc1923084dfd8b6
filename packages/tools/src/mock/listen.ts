import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardConnections } from './connectionGuard.js';

/** A server listening with this package's defences, and what it needs to stop. */
export interface GuardedListener {
  /** The port it listens on (the one the system picked for port 0). */
  readonly port: number;
  /** Its connection guard (connectionGuard.ts): open sockets, destroyed when the server stops. */
  readonly connections: ReturnType<typeof guardConnections>;
}

/**
 * Starts a server of this package (`serve`, `proxy`) listening with the same defences: at most `maxConnections`
 * sockets at once, 10,000 requests per socket, and a socket error after start-up that never ends the process.
 * Rejects when it cannot listen (a port in use, a host it cannot bind).
 *
 * @example
 * const { port } = await listenGuarded(createServer(handler), 0, '127.0.0.1', 1024);
 */
export async function listenGuarded(
  server: Server,
  port: number,
  host: string,
  maxConnections: number,
): Promise<GuardedListener> {
  const connections = guardConnections(server, maxConnections);
  server.maxRequestsPerSocket = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined); // a runtime socket error must not end the process
  return { port: (server.address() as AddressInfo).port, connections };
}
