// A local npm registry for the publishing test (newcomer.deep.test.ts): verdaccio (a devDependency) in a process of
// its own on 127.0.0.1, with a temporary configuration and storage and no uplink, so nothing is fetched from any
// other registry: what a project installs from it is what was published to it. The workspace's packs are published
// with `npm publish`, and the third-party packages they need at run time (fast-check and its dependencies) are
// packed from this checkout's node_modules and published beside them. npm runs with a temporary cache and
// configuration files, so neither the user's npm settings nor their cache reach the test, nor the test's theirs.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishPacked, type Manifest, type PackedPackage } from '../../src/build/packWorkspace.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

/** A running registry: its URL, the environment that points npm at it, and how to stop it. */
export interface LocalRegistry {
  readonly url: string;
  /** process.env without any npm setting of the caller, and npm pointed at this registry with a scratch cache. */
  readonly npmEnv: NodeJS.ProcessEnv;
  /** The packages published to it, by name, with their versions. */
  readonly published: ReadonlyMap<string, string>;
  stop(): Promise<void>;
}

/** verdaccio's configuration: storage in the scratch folder, anyone may read and publish, no uplink (offline). */
function configText(storage: string): string {
  return [
    `storage: ${JSON.stringify(storage)}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(storage, 'htpasswd'))}`,
    'uplinks: {}',
    'packages:',
    "  '**':",
    '    access: $all',
    '    publish: $all',
    'log: { type: stdout, format: json, level: error }',
    '',
  ].join('\n');
}

/** The server process: verdaccio's own `runServer`, listening on a free loopback port it prints. */
const SERVER_SCRIPT = `
import { runServer } from 'verdaccio';
const app = await runServer(process.argv[1]);
const server = app.listen(0, '127.0.0.1', () => process.stdout.write('port ' + server.address().port + '\\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

function startServer(config: string): Promise<{ child: ChildProcess; port: number }> {
  // cwd ROOT: the script's `import 'verdaccio'` resolves from this checkout's node_modules.
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER_SCRIPT, config], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`verdaccio did not start in 30 s: ${err}`)), 30_000);
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const port = /^port (\d+)$/m.exec(out)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve({ child, port: Number(port) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`verdaccio exited ${String(code)} before listening: ${err}`));
    });
  });
}

/** process.env without the caller's npm settings (`npm run` sets some), plus `extra`. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  return { ...env, ...extra };
}

/**
 * The third-party packages `packed` needs installed (dependencies, and the peer dependencies npm installs
 * itself: those not marked optional), transitively, as this checkout's node_modules holds them.
 */
function thirdPartyClosure(packed: readonly PackedPackage[]): string[] {
  const ours = new Set(packed.map((p) => p.name));
  const found = new Set<string>();
  const needs = (m: Manifest): string[] => {
    const optional = (m['peerDependenciesMeta'] as Record<string, { optional?: boolean }> | undefined) ?? {};
    const peers = Object.keys((m['peerDependencies'] as Record<string, string> | undefined) ?? {}).filter(
      (n) => optional[n]?.optional !== true,
    );
    return [...Object.keys((m['dependencies'] as Record<string, string> | undefined) ?? {}), ...peers];
  };
  const visit = (name: string): void => {
    if (ours.has(name) || found.has(name)) return;
    const manifest = join(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) throw new Error(`${name} is needed at run time but not installed in node_modules`);
    found.add(name);
    for (const dep of needs(JSON.parse(readFileSync(manifest, 'utf8')) as Manifest)) visit(dep);
  };
  for (const p of packed) for (const dep of needs(p.manifest)) visit(dep);
  return [...found].sort();
}

/** Starts a registry in `scratch` and publishes the workspace's packs and the third-party packages they need. */
export async function startRegistry(packed: readonly PackedPackage[], scratch: string): Promise<LocalRegistry> {
  const storage = join(scratch, 'storage');
  mkdirSync(storage, { recursive: true });
  writeFileSync(join(scratch, 'config.yaml'), configText(storage));
  const { child, port } = await startServer(join(scratch, 'config.yaml'));
  const url = `http://127.0.0.1:${port}/`;
  // A token for the registry (verdaccio lets anyone publish here; npm sends nothing without one).
  writeFileSync(join(scratch, 'npmrc'), `registry=${url}\n//127.0.0.1:${port}/:_authToken=local-registry-test\n`);
  writeFileSync(join(scratch, 'global-npmrc'), '');
  const npmEnv = cleanEnv({
    npm_config_userconfig: join(scratch, 'npmrc'),
    npm_config_globalconfig: join(scratch, 'global-npmrc'),
    npm_config_registry: url,
    npm_config_cache: join(scratch, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    NO_COLOR: '1',
  });
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  try {
    const others = mkdtempSync(join(scratch, 'third-party-'));
    const thirdParty = thirdPartyClosure(packed);
    const reports = JSON.parse(
      execFileSync(
        'npm',
        [
          'pack',
          ...thirdParty.map((n) => join(ROOT, 'node_modules', n)),
          '--json',
          '--ignore-scripts',
          '--pack-destination',
          others,
        ],
        { env: npmEnv, encoding: 'utf8' },
      ),
    ) as { name: string; version: string; filename: string }[];
    const published = new Map<string, string>();
    const toPublish = [
      ...packed,
      ...reports.map((r) => ({
        name: r.name,
        version: r.version,
        tarball: join(others, r.filename),
        files: [],
        manifest: { name: r.name, version: r.version },
      })),
    ];
    publishPacked(toPublish, ['--ignore-scripts', '--loglevel', 'error'], npmEnv);
    for (const p of toPublish) published.set(p.name, p.version);
    return { url, npmEnv, published, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
