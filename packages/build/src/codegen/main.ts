import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS } from './artifacts.js';

// Writes every generated artifact. Run from the package root: `npm run generate`.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
for (const artifact of ARTIFACTS) {
  const path = `${root}${artifact.path}`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, artifact.content());
  console.log(`wrote ${artifact.path}`);
}
