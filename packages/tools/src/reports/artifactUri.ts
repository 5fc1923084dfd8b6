import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArtifactLocation } from 'sarif';
import { reportPath } from './reportPath.js';

/** The base id of artifact URIs relative to the root (`--report-root`), as SARIF's examples and GitHub name it. */
export const ROOT_BASE_ID = '%SRCROOT%';

/**
 * Where a report's artifact is, as SARIF writes it: a URI relative to `root` with `uriBaseId` {@link ROOT_BASE_ID}
 * (what GitHub code scanning resolves against the checkout), or an absolute `file:` URL for a file outside the
 * root, or `stdin` for standard input.
 *
 * @example
 * artifactLocation('fixtures/day.json', '/repo', '/repo'); // { uri: 'fixtures/day.json', uriBaseId: '%SRCROOT%' }
 */
export function artifactLocation(file: string, root: string, cwd: string): ArtifactLocation {
  if (file === '-') return { uri: 'stdin' };
  const path = reportPath(file, root, cwd);
  if (isAbsolute(path)) return { uri: pathToFileURL(path).href };
  return { uri: encodeURI(path).replace(/[?#]/g, (c) => encodeURIComponent(c)), uriBaseId: ROOT_BASE_ID };
}

/** The root as SARIF's `originalUriBaseIds` entry: a `file:` URL ending in `/`. */
export function rootUri(root: string): string {
  const href = pathToFileURL(root).href;
  return href.endsWith('/') ? href : `${href}/`;
}
