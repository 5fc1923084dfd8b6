// The documented engine differences exist, as documented: Python's jsonschema differs from Ajv and hyperjump
// exactly where docs/cross-implementation.md says, and the explanation used by the suites recognises them.
import { describe, expect, it } from 'vitest';
import { ajvVerdict, hyperjumpVerdict, packagePath, readJson } from '../__helpers__/engines.js';
import { explainDifference } from './_engineDifferences.js';
import { findPythonJsonschema, pythonVerdicts, suiteRuns } from '../__helpers__/runtimes.js';

const REQUEST = 'schemas/bundles/request.bundle.json';
const valid = {
  query: { date_from: '2024-01-01', date_to: '2024-01-31', per_page: '10' },
  headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
};
const edit = (part: 'query' | 'headers', key: string, value: string): unknown => ({
  ...valid,
  [part]: { ...valid[part], [key]: value },
});

/** Records on which the engines differ, with the difference that explains each. */
const CASES: readonly [string, unknown, string][] = [
  ['per_page "10\\n"', edit('query', 'per_page', '10\n'), 'python-dollar-before-final-newline'],
  ['authorization "Bearer t\\n"', edit('headers', 'authorization', 'Bearer t\n'), 'python-dollar-before-final-newline'],
  [
    'content-type "application/json;\\r"',
    edit('headers', 'content-type', 'application/json;\r'),
    'python-dot-matches-cr-and-separators',
  ],
  [
    'content-type "application/json;\\u2028"',
    edit('headers', 'content-type', 'application/json;\u2028'),
    'python-dot-matches-cr-and-separators',
  ],
];

/** Fixed-width formats carry length bounds, so a final newline is no engine difference there. */
const SAME: readonly [string, unknown][] = [
  ['date_from "2024-01-01\\n"', edit('query', 'date_from', '2024-01-01\n')],
  ['valid request', valid],
];

describe('engine differences in the JavaScript engines', () => {
  it('Ajv over the bundle and @hyperjump/json-schema reject every difference case and agree on the rest', async () => {
    const bundle = readJson<{ $id: string }>(REQUEST);
    const ajv = ajvVerdict(bundle);
    const hyperjump = await hyperjumpVerdict(bundle);
    expect(CASES.map(([, data]) => [ajv(data), hyperjump(data)])).toEqual(CASES.map(() => [false, false]));
    expect(SAME.map(([, data]) => ajv(data) === hyperjump(data))).toEqual(SAME.map(() => true));
  });
});

const python = findPythonJsonschema();

describe.runIf(suiteRuns('the Python engine-differences suite', python))(
  'engine differences of Python jsonschema',
  () => {
    it('accepts exactly the documented cases, each explained by its documented difference', () => {
      expect(python.ok, python.ok ? '' : python.reason).toBe(true);
      const ajv = ajvVerdict(readJson(REQUEST));
      const verdicts = pythonVerdicts(
        python,
        { request: packagePath(REQUEST) },
        [...CASES, ...SAME].map(([, data]) => ({ schema: 'request', data })),
      );
      expect(verdicts).toEqual([...CASES.map(() => true), false, true]);
      expect(CASES.map(([, data]) => explainDifference(data, true, ajv)?.id)).toEqual(CASES.map(([, , id]) => id));
    });

    it('an engine disagreement no documented difference explains is not explained', () => {
      const ajv = ajvVerdict(readJson(REQUEST));
      expect(explainDifference(edit('query', 'per_page', 'ten'), true, ajv)).toBeUndefined();
    });
  },
);
