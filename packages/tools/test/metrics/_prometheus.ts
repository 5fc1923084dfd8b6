// Debian's Prometheus for the metrics suites (installed by .ci/run): started on a free loopback port with a config
// and a storage folder of its own in a temporary folder, stopped by its process id. Without it a suite is skipped
// with the reason printed; under CI=true it fails (a CI run must not pass without it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';

const PROMETHEUS = process.env['PROMETHEUS_PATH'] ?? '/usr/bin/prometheus';
export const PROMTOOL = process.env['PROMTOOL_PATH'] ?? '/usr/bin/promtool';
const HAVE_PROMETHEUS = existsSync(PROMETHEUS) && existsSync(PROMTOOL);

/** `describe` for suites that need Prometheus and promtool: skipped with the reason where they are missing, failed under CI=true. */
export function describeWithPrometheus(name: string, body: () => void): void {
  if (HAVE_PROMETHEUS) {
    describe(name, body);
    return;
  }
  const reason = `${PROMETHEUS} or ${PROMTOOL} is missing (apt-get install prometheus; .ci/run does)`;
  if (process.env['CI'] === 'true') {
    describe(name, () => {
      it('needs Prometheus', () => {
        throw new Error(reason);
      });
    });
    return;
  }
  console.log(`skipping "${name}": ${reason}; under CI=true this fails`);
  describe.skip(name, body);
}

/** A free TCP port on loopback (bound, read, released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running Prometheus: its base URL, a query of its HTTP API, and its stop. */
export interface RunningPrometheus {
  readonly url: string;
  /** GET /api/v1/<path> and its `data` (throws on a status other than success). */
  api(path: string): Promise<unknown>;
  /** Everything it printed so far (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts Prometheus with `config` (YAML text) and waits until it is ready. */
export async function startPrometheus(config: string): Promise<RunningPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'usc-prometheus-'));
  writeFileSync(join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  child.stdout?.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (printed += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}): ${printed}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 30_000) {
      await stop();
      throw new Error(`prometheus was not ready within 30 s: ${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async api(path) {
      const res = await fetch(`${url}/api/v1/${path}`);
      const body = (await res.json()) as { status: string; data?: unknown; error?: string };
      if (body.status !== 'success') throw new Error(`prometheus ${path}: ${body.error ?? res.status}`);
      return body.data;
    },
    output: () => printed,
    stop,
  };
}
