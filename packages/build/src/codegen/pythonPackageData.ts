import type { Artifact } from './artifact.js';
import { BUNDLE_ARTIFACTS } from './bundleArtifacts.js';

/**
 * The import package of the Python distribution (packages/python), from the repository root. The files it reads
 * at run time are generated into it, so that `pip install` of that folder carries them: a Python team installs
 * the distribution and needs no checkout beside it.
 */
export const PYTHON_PACKAGE_DIR = 'packages/python/user_summaries_contract';

/**
 * The bundles, copied into the Python package (`load_bundle` reads them there): the same bytes as
 * schemas/bundles/, checked by the same staleness test.
 */
export const PYTHON_BUNDLE_ARTIFACTS: readonly Artifact[] = BUNDLE_ARTIFACTS.map((bundle) => ({
  path: `${PYTHON_PACKAGE_DIR}/bundles/${bundle.path.slice(bundle.path.lastIndexOf('/') + 1)}`,
  content: bundle.content,
}));
