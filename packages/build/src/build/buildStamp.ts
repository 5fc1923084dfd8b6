// The build's freshness: a hash of everything `npm run build` reads (the build's inputs), recorded beside its
// products when a build succeeds. Every loop that runs the build products (the vitest global setup
// test/__helpers__/buildGlobal.ts, so `npm run test:unit` and a single `npx vitest run FILE` too, and
// `npm run check:layers`) calls `buildIfStale` first: from a fresh clone, or after any edit under a package's src/ or
// schemas/, the products are rebuilt before they run; when nothing changed, the check costs the hash alone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LARAVEL_PACKAGE } from './copyLaravel.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Folders whose every file is an input of the build: the packages' sources, the build's own scripts and generators
 * (packages/build/src: the precompiled modules come from its codegen), and the Composer package's, which the build
 * copies into the tools (packages/build/src/build/copyLaravel.ts).
 */
const INPUT_FOLDERS = [
  'src',
  'packages/build/src',
  'schemas',
  'examples',
  'packages/testing/src',
  'packages/tools/src',
  'packages/otel/src',
  ...LARAVEL_PACKAGE.folders,
];
/**
 * Files of the package root the build reads: the manifest, the installed versions, the compiler's options; and the
 * Composer package's files it copies.
 */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'packages/testing/package.json',
  'packages/testing/tsconfig.build.json',
  'packages/tools/package.json',
  'packages/tools/tsconfig.build.json',
  'packages/otel/package.json',
  'packages/otel/tsconfig.build.json',
  'packages/build/package.json',
  ...LARAVEL_PACKAGE.files,
];
/**
 * A file of each product: all must exist for the build to be fresh (a product deleted by hand is rebuilt).
 * Named by the place each step writes to, not by what a step writes, so a step may change its files freely.
 */
const PRODUCTS = [
  'dist/index.bundle.js',
  'packages/testing/dist/arbitraries/index.js',
  'packages/tools/dist/cli/run.js',
  'packages/otel/dist/metrics/index.js',
  'packages/tools/dist/playground/playground.js',
  'precompiled',
];
/** Where the stamp is kept: inside dist/, so deleting dist/ also forgets the stamp. */
const STAMP = join(ROOT, 'dist/.build-stamp');

/**
 * The hash of the build's inputs: every file under src/ and schemas/ and the root files the build reads, each by
 * its path and content, in a fixed order.
 *
 * @example
 * const before = buildInputsHash(); // a 64-digit hex string
 */
export function buildInputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_FOLDERS.flatMap((folder) => filesUnder(folder)),
    ...INPUT_FILES.filter((file) => existsSync(join(ROOT, file))),
  ].sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

/** The files under a folder of the root, as paths from the root with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${join(entry.parentPath, entry.name).slice(ROOT.length).split('\\').join('/')}`);
}

/** Records that the products were built from inputs of this hash (the last step of a successful build). */
export function writeBuildStamp(inputsHash: string): void {
  writeFileSync(STAMP, `${inputsHash}\n`);
}

/** Whether the products exist and were built from inputs of this hash. */
export function isBuildFresh(inputsHash: string): boolean {
  if (!PRODUCTS.every((product) => existsSync(join(ROOT, product)))) return false;
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputsHash;
}
