// The first step of `npm run build`: the precompiled validators (precompiled/*.js and their declarations),
// generated from schemas/ by packages/build/src/codegen/precompiledModules.ts. A build product, not committed: the published package
// carries them, and the entries import them from the package root.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRECOMPILED_ARTIFACTS } from '../codegen/precompiledModules.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Writes precompiled/ (the modules and their declarations). Each file is written beside its place and renamed
 * into it, so a process reading it while another build writes it (esbuild bundling the entries) reads a whole file.
 */
export function precompile(): void {
  for (const artifact of PRECOMPILED_ARTIFACTS) {
    const path = `${root}${artifact.path}`;
    mkdirSync(dirname(path), { recursive: true });
    const written = `${path}.${process.pid}.tmp`;
    writeFileSync(written, artifact.content());
    renameSync(written, path);
  }
  console.log(`precompiled ${PRECOMPILED_ARTIFACTS.length / 2} modules into precompiled/`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) precompile();
