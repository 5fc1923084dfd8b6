import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Caps the open connections of a server at `max` without letting idle ones starve the rest: when a new
 * connection would pass the cap, the connection idle the longest (connected or kept alive with no request in
 * progress) is closed to make room; only when every other connection is serving a request is the new one
 * closed instead. A flood of idle sockets therefore cannot keep a client out until the header deadline ends
 * them, as Node's own `server.maxConnections` (which drops new connections) would.
 *
 * @returns how many connections are open now (for tests and stats)
 */
export function guardConnections(server: Server, max: number): () => number {
  // Insertion order is the order of last activity: the first idle socket is the one idle the longest.
  const idle = new Set<Socket>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    open += 1;
    idle.add(socket);
    socket.once('close', () => {
      open -= 1;
      idle.delete(socket);
    });
    if (open > max) idle.values().next().value?.destroy();
  });
  // Requests in progress per socket (more than one when a client pipelines).
  const busy = new WeakMap<Socket, number>();
  server.on('request', (req, res) => {
    const socket = req.socket;
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (left === 0 && !socket.destroyed) idle.add(socket);
    });
  });
  return () => open;
}
