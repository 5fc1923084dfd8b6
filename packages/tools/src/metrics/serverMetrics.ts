import type { IncomingMessage, ServerResponse } from 'node:http';
import { Registry } from 'prom-client';
import { CONTRACT_METRICS as M } from 'user-summaries-otel';
import { CountedHistogram } from './countedHistogram.js';
import { METRICS_PATH, serveMetrics } from './endpoint.js';
import { LABELS, statusKey, statusLabel } from './labels.js';
import { Tally } from './tally.js';

/** Buckets of an answer's time, in seconds: 1 ms to 10 s. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * The reference server's Prometheus metrics (docs/observability.md): requests by the status answered, and the
 * time each took; one registry per server.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #requests: Tally<number>;
  readonly #duration: CountedHistogram;

  constructor() {
    const registers = [this.registry];
    this.#requests = new Tally(M.serverRequests, [LABELS.status], registers, (status: number) => ({
      [LABELS.status]: statusLabel(status),
    }));
    this.#duration = new CountedHistogram(M.serverDuration, SECONDS_BUCKETS, registers);
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
        this.#requests.add(statusKey(res.headersSent ? res.statusCode : 0));
        this.#duration.add((performance.now() - started) / 1000);
      });
      handler(req, res);
    };
  }
}
