import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/** Where the proxy and the reference server serve their metrics. */
export const METRICS_PATH = '/_contract/metrics';

/**
 * Serves a registry's metrics in the Prometheus text format at {@link METRICS_PATH} (GET and HEAD; other methods
 * 405). Returns whether the path was the metrics'. The text is made from counts kept in memory, bounded by the
 * contract's shapes (docs/observability.md): a scrape reads no body, waits for no exchange and holds none up.
 */
export function serveMetrics(pathname: string, req: IncomingMessage, res: ServerResponse, registry: Registry): boolean {
  if (pathname !== METRICS_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('GET or HEAD only\n');
    return true;
  }
  registry.metrics().then(
    (text) => {
      if (res.destroyed) return;
      res.writeHead(200, {
        'Content-Type': registry.contentType,
        'Content-Length': String(Buffer.byteLength(text)),
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
    () => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('the metrics could not be collected\n');
    },
  );
  return true;
}
