import { Ajv2020, Name } from 'ajv/dist/2020.js';
import { CONTRACT_FORMATS } from 'user-summaries-contract/internal/validator/fastFormats';
import {
  LOCATION_KEYWORD,
  MESSAGES_KEYWORD,
  ORDER_KEYWORD,
} from 'user-summaries-contract/internal/validator/fromAjvErrors';
import { CONTRACT_VOCABULARY } from 'user-summaries-contract/internal/validator/rules';
import { safeIntegerKeyword } from './safeIntegerKeyword.js';
import { verdictKeyword } from './verdictKeyword.js';

/**
 * The name Ajv's standalone code reads the formats by: packages/build/src/codegen/precompiledModules.ts imports CONTRACT_FORMATS under it,
 * and esbuild bundles that module into each precompiled module.
 */
export const CONTRACT_FORMATS_NAME = 'CONTRACT_FORMATS';

/**
 * `fast` answers valid or invalid and stops at the first failure (a whole document, or a unit's subtree);
 * `report` collects every failure of one unit (envelope, day, group or slot: packages/build/src/codegen/engineUnits.ts) with its
 * schema node (`verbose`), whose contract messages (`errorMessage` maps, as ajv-errors publishes them) the mapping
 * reads by keyword (src/validator/fromAjvErrors.ts): the maps are annotations here, not ajv-errors, whose wrapping
 * of every node's errors cost about as much as the rest of a slot's report.
 */
export type EngineTier = 'fast' | 'report';

/**
 * A configured Ajv instance of a tier, with no schema added: the one place the engine's Ajv options live, used
 * at build time (packages/build/src/codegen/precompiledModules.ts writes its standalone code) and by the tests' reference. None of the
 * options changes the data (no defaults, coercion or removal), and `$data` stays off.
 *
 * @example
 * const ajv = createEngineAjv('fast');
 * for (const doc of fastDocuments(DEFAULT_READING)) ajv.addSchema(doc.schema);
 */
export function createEngineAjv(tier: EngineTier, options: { readonly standalone?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    // Standalone code (packages/build/src/codegen/precompiledModules.ts) as an ES module whose formats are CONTRACT_FORMATS.
    ...(options.standalone === true
      ? { code: { source: true, esm: true, formats: new Name(CONTRACT_FORMATS_NAME) } }
      : {}),
    // `dynamicRef` and `unevaluated` are not options here: Ajv2020 turns both on whatever they say, so its
    // functions keep their evaluated-properties bookkeeping although the contract uses neither keyword.
    strict: true,
    allErrors: tier === 'report',
    verbose: tier === 'report',
    // No tier's Ajv messages are read (the fast tier's errors never are: src/validator/result.ts; a report's
    // messages are the contract's, read from its nodes): no message strings in the code.
    messages: false,
    $data: false,
    useDefaults: false,
    coerceTypes: false,
    removeAdditional: false,
  });
  ajv.addVocabulary([...CONTRACT_VOCABULARY, LOCATION_KEYWORD, MESSAGES_KEYWORD, ORDER_KEYWORD]);
  // The contract's formats by character codes (fastFormats.ts): `contract-*` in the fast tier's documents, and
  // `date` (the documents' `format: date`, whose verdict their `pattern` already implies) in the report tier's.
  for (const [name, check] of Object.entries(CONTRACT_FORMATS)) ajv.addFormat(name, check);
  if (tier === 'fast') ajv.addKeyword(safeIntegerKeyword).addKeyword(verdictKeyword);
  return ajv;
}
