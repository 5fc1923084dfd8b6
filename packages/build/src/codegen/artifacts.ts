import type { Artifact } from './artifact.js';
import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { generatedBanner } from './banner.js';
import { BUNDLE_ARTIFACTS } from './bundleArtifacts.js';
import { OPENAPI_ARTIFACT } from './openapi.js';
import { OTEL_SHAPES_ARTIFACT } from './otelShapes.js';
import { PYTHON_BUNDLE_ARTIFACTS } from './pythonPackageData.js';
import { RULE_DATA_ARTIFACT } from './ruleData.js';
import { VECTOR_ARTIFACTS } from './vectors.js';
import { rulesTable } from './rulesTable.js';
import { typesFromSchemas } from './typesFromSchemas.js';

/**
 * Every file generated from schemas/ that people read or consume from the repository, committed.
 * `npm run generate` writes them; packages/build/test/codegen checks they are current. New generators register here. The
 * precompiled validators are a build product instead (packages/build/src/build/precompile.ts, run by `npm run build`).
 */
export const ARTIFACTS: readonly Artifact[] = [
  {
    path: 'src/generated/types.ts',
    content: () => `${generatedBanner('schemas/*.schema.json')}\n\n${typesFromSchemas(loadSchemaDocuments())}`,
  },
  {
    path: 'docs/rules.md',
    content: () => rulesTable(loadSchemaDocuments()),
  },
  ...BUNDLE_ARTIFACTS,
  OPENAPI_ARTIFACT,
  RULE_DATA_ARTIFACT,
  ...PYTHON_BUNDLE_ARTIFACTS,
  ...VECTOR_ARTIFACTS,
  OTEL_SHAPES_ARTIFACT,
];
