// The peers of the server bench (bench/server.ts), each in its own process on loopback: the bare Node server (the
// physical limit), the same with a new body on every request, a plain Node proxy and nginx (the floors of a proxy
// hop), and how to spawn them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A spawned server: its base URL, its pid (for memory samples) and how to stop it. */
export interface Spawned {
  readonly url: string;
  readonly child: ChildProcess;
  /** The process that serves, when it is not `child` (nginx's worker): its CPU and memory are measured. */
  readonly servingPid?: number;
  stop(): Promise<void>;
}

/** Spawns a node process and resolves once it prints an http://127.0.0.1:PORT URL on either stream. */
export function spawnNode(args: readonly string[], env: Record<string, string> = {}): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const look = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1] === undefined) return;
      child.stdout?.off('data', look);
      child.stderr?.off('data', look);
      child.stdout?.resume();
      child.stderr?.resume();
      resolve({
        url: match[1],
        child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('close', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('close', (code) =>
      reject(new Error(`${args.join(' ')} exited ${String(code)} before listening: ${out.slice(0, 500)}`)),
    );
  });
}

/** The bare server: the precomputed page of the same size, with slots when the query asks for them. */
export const BARE = `
const { readFileSync } = require('node:fs');
const slots = readFileSync(process.argv[1]);
const bare = readFileSync(process.argv[2]);
require('node:http').createServer((req, res) => {
  const body = req.url.includes('include_slots=1') ? slots : bare;
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port); });
`;

/**
 * The floor of any proxy hop in Node on this machine: a plain forwarding proxy (keep-alive agent, no Nagle,
 * the body copied as the validating proxy keeps it) that checks nothing. What the validating proxy adds on top
 * of it is the contract check; what it adds on top of the bare server, this row shows is the hop itself.
 */
export const BARE_PROXY = `
const http = require('node:http');
const upstream = new URL(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
http.createServer((req, res) => {
  const out = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, headers: req.headers, agent }, (up) => {
    res.writeHead(up.statusCode, up.headers);
    const chunks = [];
    up.on('data', (chunk) => { res.write(chunk); chunks.push(chunk); });
    up.on('end', () => { res.end(); Buffer.concat(chunks); });
  });
  out.once('socket', (socket) => socket.setNoDelay(true));
  out.on('error', () => res.destroy());
  out.end();
}).listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port); });
`;

/**
 * The bare server with a new body on every request: the same page, its first `total_steps` of five digits or
 * more rewritten with a counter (90,000 values, each body as valid as the page), copied from the ready buffer.
 * In front of it the proxy checks every body afresh: no verdict kept for a body seen before can serve (its memo
 * holds a few thousand verdicts, and a body comes back only after 90,000 requests).
 */
export const BARE_NEW_BODIES = `
const { readFileSync } = require('node:fs');
const page = readFileSync(process.argv[1]);
const found = /"total_steps":([1-9][0-9]{4,})[,}]/.exec(page.toString('latin1'));
if (found === null) throw new Error('the page has no total_steps of five digits or more');
const at = found.index + '"total_steps":'.length;
const width = found[1].length;
let n = 0;
require('node:http').createServer((req, res) => {
  const body = Buffer.from(page);
  body.write(String(10000 + (n++ % 90000)).padStart(width, '1'), at, 'latin1');
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port); });
`;

/** Where Debian's nginx is, when installed (`apt-get install nginx-light`); the bench's nginx row needs it. */
export const NGINX = '/usr/sbin/nginx';

/** A free loopback port, for a server that cannot be told to take port 0 and say which it took. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * nginx as a plain forwarding proxy in front of `upstream`: one worker (as the Node proxies have one thread),
 * keep-alive both ways, no access log, the body buffered once (nginx's default). It checks nothing: its row
 * is the floor of any proxy hop on this machine, whatever it is written in. Undefined when nginx is not installed.
 */
export async function spawnNginx(upstream: string): Promise<Spawned | undefined> {
  if (!existsSync(NGINX)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'us-bench-nginx-'));
  const port = await freePort();
  const target = new URL(upstream);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name};`),
      // nginx closes a keep-alive connection after 1,000 requests by default, which autocannon counts as errors.
      `  upstream bare { server ${target.host}; keepalive 16; keepalive_requests 1000000; }`,
      `  server { listen 127.0.0.1:${port}; keepalive_requests 1000000; location / { proxy_pass http://bare; proxy_http_version 1.1; proxy_set_header Connection ""; } }`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('close', () => done());
      child.kill('SIGTERM');
    });
  for (let tries = 0; ; tries++) {
    try {
      await (await fetch(`${url}/user-summaries`)).arrayBuffer();
      break;
    } catch (error) {
      if (tries > 50 || child.exitCode !== null) {
        await stop();
        throw new Error(
          `nginx did not start: ${String(error)}; ${readFileSync(join(dir, 'error.log'), 'utf8').slice(0, 500)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const workers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ');
  return { url, child, servingPid: Number(workers[0]), stop };
}
