// The parity cases of the Laravel assertions: every response vector as a body, every request vector as a
// request, each with the (pointer, rule) pairs of the library's own validateResponse / validateRequest.
import type { RequestInput } from 'user-summaries-contract';
import { validateRequest, validateResponse } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { readJson } from '../../../../test/__helpers__/engines.js';

/** One case for packages/laravel/example/tests/Feature/ParityTest.php (a line of its NDJSON file). */
export interface ParityCase {
  readonly name: string;
  readonly kind: 'response' | 'request';
  readonly includeSlots: boolean;
  readonly strict: boolean;
  /** The response body's text (responses), or the request { query, headers } (requests). */
  readonly body?: string;
  readonly request?: unknown;
  readonly ok: boolean;
  readonly pairs: readonly (readonly [string, string])[];
}

interface VectorFile {
  readonly tests: readonly { readonly description: string; readonly data: unknown }[];
}

const RESPONSE_FILES = [
  { file: 'response.vectors.json', includeSlots: true, strict: false },
  { file: 'response.no-slots.vectors.json', includeSlots: false, strict: false },
  { file: 'response.strict.vectors.json', includeSlots: true, strict: true },
] as const;

/** Enough for every vector: the parity is of the whole list, not of a capped one. */
const MAX = 1000;

const pairsOf = (result: ReturnType<typeof validateResponse>): [string, string][] =>
  result.ok ? [] : result.violations.map((v): [string, string] => [v.pointer, v.rule]);

/** Every parity case, from schemas/vectors/, with the library's verdicts. */
export function parityCases(): ParityCase[] {
  const cases: ParityCase[] = [];
  for (const { file, includeSlots, strict } of RESPONSE_FILES) {
    for (const [index, test] of readJson<VectorFile[]>(`schemas/vectors/${file}`)
      .flatMap((group) => group.tests)
      .entries()) {
      const result = validateResponse(test.data, { includeSlots, strict, maxViolations: MAX });
      cases.push({
        name: `${file} #${index}`,
        kind: 'response',
        includeSlots,
        strict,
        body: JSON.stringify(test.data),
        ok: result.ok,
        pairs: pairsOf(result),
      });
    }
  }
  for (const [index, test] of readJson<VectorFile[]>('schemas/vectors/request.vectors.json')
    .flatMap((group) => group.tests)
    .entries()) {
    const result = validateRequest(test.data as RequestInput, { maxViolations: MAX });
    cases.push({
      name: `request.vectors.json #${index}`,
      kind: 'request',
      includeSlots: true,
      strict: false,
      request: test.data,
      ok: result.ok,
      pairs: result.ok ? [] : result.violations.map((v): [string, string] => [v.pointer, v.rule]),
    });
  }
  return cases;
}
