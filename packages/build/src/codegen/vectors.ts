import { loadSchemaDocuments } from 'user-summaries-contract/internal/schemas/documents';
import { BUNDLES, buildBundle, type BundleSpec } from './bundleArtifacts.js';
import type { Json } from './jsonEdit.js';
import { FULL_SUMMARY } from './vectorBase.js';
import { vectorCases } from './vectorCases.js';
import { generatedSamples } from './vectorSamples.js';
import { fieldSweep } from './vectorSweep.js';
import { vectorTestText, type VectorGroup, type VectorTest } from './vectorTypes.js';

/** Folder of the vector files, from the package root. */
const VECTORS_DIR = 'schemas/vectors';

/**
 * The swept and hand-written cases of each bundle, by bundle file name: the hand-written ones are data, in
 * schemas/vector-cases/<name>.json (a case is added there, without TypeScript).
 */
const CASES: Readonly<Record<string, () => VectorTest[]>> = {
  'user-summary.bundle.json': () => [
    ...fieldSweep(loadSchemaDocuments(), 'user-summary.schema.json', FULL_SUMMARY),
    ...vectorCases('user-summary'),
  ],
  'user-summary.no-slots.bundle.json': () => vectorCases('user-summary.no-slots'),
  'user-summary.strict.bundle.json': () => vectorCases('user-summary.strict'),
  'response.bundle.json': () => vectorCases('response'),
  'response.no-slots.bundle.json': () => vectorCases('response.no-slots'),
  'response.strict.bundle.json': () => vectorCases('response.strict'),
  'request.bundle.json': () => vectorCases('request'),
};

/** The vector file name of a bundle: `user-summary.no-slots.bundle.json` has `user-summary.no-slots.vectors.json`. */
export function vectorFileName(spec: BundleSpec): string {
  return spec.name.replace('.bundle.json', '.vectors.json');
}

/**
 * The vector file of a bundle, in the JSON-Schema-Test-Suite format: one group whose schema is the bundle and
 * whose tests are the rule sweep, the decisions of decisions.md and a fixed-seed sample of generated records.
 *
 * @example
 * const [group] = vectorFile(BUNDLES[0]);
 * for (const test of group.tests) assert.equal(myValidator(group.schema, test.data), test.valid);
 */
function vectorFile(spec: BundleSpec): VectorGroup[] {
  const cases = CASES[spec.name];
  if (cases === undefined) throw new Error(`no vector cases for ${spec.name}`);
  const tests = [...cases(), ...generatedSamples(spec)];
  return [
    {
      description: `${spec.name}: every rule, every decision of decisions.md, generated samples`,
      comment:
        `GENERATED from schemas/bundles/${spec.name}, schemas/vector-cases/ and packages/build/src/codegen/vector*.ts by \`npm run generate\`; do not edit. ` +
        '`valid` is the verdict of the schema; `violations` lists what this library reports ({pointer, rule}); ' +
        '`beyondSchema`, where present, lists what this library reports although JSON Schema cannot express it.',
      schema: buildBundle(spec) as Json,
      tests,
    },
  ];
}

/** JSON text of a vector file: the schema pretty-printed, each test on one line (small, and diffs by test). */
function vectorText(groups: readonly VectorGroup[]): string {
  const indent = (text: string, by: string): string => text.replaceAll('\n', `\n${by}`);
  const group = (g: VectorGroup): string =>
    [
      '  {',
      `    "description": ${JSON.stringify(g.description)},`,
      `    "comment": ${JSON.stringify(g.comment)},`,
      `    "schema": ${indent(JSON.stringify(g.schema, null, 2), '    ')},`,
      '    "tests": [',
      g.tests.map((t) => `      ${vectorTestText(t)}`).join(',\n'),
      '    ]',
      '  }',
    ].join('\n');
  return `[\n${groups.map(group).join(',\n')}\n]\n`;
}

/** The vector files as artifacts for the ARTIFACTS registry. */
export const VECTOR_ARTIFACTS = BUNDLES.map((spec) => ({
  path: `${VECTORS_DIR}/${vectorFileName(spec)}`,
  content: () => vectorText(vectorFile(spec)),
}));
