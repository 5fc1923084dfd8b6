import type { ServerResponse } from 'node:http';
import { PROBLEM_TYPE, problemDocument, type ProxyFinding } from './findings.js';

/**
 * Sends an RFC 9457 problem document (never a payload value), unless the client is gone or an answer has begun.
 *
 * @example
 * sendProblem(res, 502, 'The upstream could not be reached', findings);
 */
export function sendProblem(
  res: ServerResponse,
  status: number,
  title: string,
  findings: readonly ProxyFinding[],
): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify(problemDocument(status, title, findings));
  res.writeHead(status, {
    'Content-Type': PROBLEM_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
