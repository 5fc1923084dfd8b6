import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The policy the playground is served under: its own script and style sheet only, no eval, no connection,
 * no frame, no form, no plugin (the page validates in the browser and sends nothing anywhere).
 */
export const PLAYGROUND_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The built page (npm run build writes packages/tools/dist/playground/), from the sources or the build alike. */
const DIR = new URL('../../dist/playground/', import.meta.url);

const FILES: Readonly<Record<string, readonly [file: string, type: string]>> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/playground.js': ['playground.js', 'text/javascript; charset=utf-8'],
  '/playground.css': ['playground.css', 'text/css; charset=utf-8'],
};

const cache = new Map<string, Buffer | null>();

function read(file: string): Buffer | null {
  if (!cache.has(file)) {
    try {
      cache.set(file, readFileSync(new URL(file, DIR)));
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file) ?? null;
}

/**
 * Serves the playground's files at `/`, beside the API, to GET and HEAD without a token (the page holds no
 * data; it checks what the user pastes, in the browser). Returns false for any other path.
 */
export function servePlayground(pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
  const entry = FILES[pathname];
  if (entry === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const body = read(entry[0]);
  if (body === null) {
    const text = 'The playground is not built: run npm run build.\n';
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
    });
    res.end(text);
    return true;
  }
  res.writeHead(200, {
    'Content-Type': entry[1],
    'Content-Length': String(body.length),
    'Content-Security-Policy': PLAYGROUND_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
