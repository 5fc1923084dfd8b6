import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Counter, type Histogram, Registry } from 'prom-client';
import { CONTRACT_METRICS as M } from 'user-summaries-otel';
import { counterOf, histogramOf } from './instruments.js';
import { METRICS_PATH, serveMetrics } from './endpoint.js';
import { LABELS, statusLabel } from './labels.js';

/** Buckets of an answer's time, in seconds: 1 ms to 10 s. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * The reference server's Prometheus metrics (docs/observability.md): requests by the status answered, and the
 * time each took; one registry per server.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter;
  readonly #duration: Histogram;

  constructor() {
    const registers = [this.registry];
    this.#requests = counterOf(M.serverRequests, [LABELS.status], registers);
    this.#duration = histogramOf(M.serverDuration, SECONDS_BUCKETS, registers);
  }

  /**
   * Wraps a request handler: `/_contract/metrics` is answered here, every other request is counted when its
   * connection closes (the status it was answered, or 0 when it was cut before an answer).
   */
  wrap(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      if (req.url?.startsWith(METRICS_PATH) === true) {
        const pathname = (req.url.split('?')[0] as string).replace(/\/+$/, '');
        if (serveMetrics(pathname, req, res, this.registry)) return;
      }
      const started = performance.now();
      res.once('close', () => {
        this.#requests.inc({ [LABELS.status]: statusLabel(res.headersSent ? res.statusCode : 0) });
        this.#duration.observe((performance.now() - started) / 1000);
      });
      handler(req, res);
    };
  }
}
