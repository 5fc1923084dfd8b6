// The documented engine differences (docs/cross-implementation.md, "Engine differences"). A disagreement
// between engines passes only when one of these explains it; every other disagreement fails its test.
import type { Verdict } from '../__helpers__/engines.js';

/** One documented difference between JSON Schema engines. */
export interface EngineDifference {
  /** The name docs/cross-implementation.md uses. */
  readonly id: string;
  /** The engine that differs from Ajv and hyperjump. */
  readonly engine: 'python-jsonschema';
  /**
   * Whether this difference explains the disagreement on `data`: the differing engine said `differing`, Ajv
   * said the opposite, and `ajv` is Ajv's verdict function for the same schema.
   */
  readonly explains: (data: unknown, differing: boolean, ajv: Verdict) => boolean;
}

function mapStrings(value: unknown, edit: (s: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, edit));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, edit)]));
  }
  return value;
}

function hasString(value: unknown, test: (s: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((v) => hasString(v, test));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((v) => hasString(v, test));
  return false;
}

/** Every documented engine difference. */
const ENGINE_DIFFERENCES: readonly EngineDifference[] = [
  {
    id: 'python-dollar-before-final-newline',
    engine: 'python-jsonschema',
    // Python's re.search: `$` also matches before a final "\n". Explained when Python accepts, Ajv rejects, and
    // Ajv accepts once the final "\n" of every string is removed.
    explains: (data, differing, ajv) =>
      differing && hasString(data, (s) => s.endsWith('\n')) && ajv(mapStrings(data, (s) => s.replace(/\n$/, ''))),
  },
  {
    id: 'python-dot-matches-cr-and-separators',
    engine: 'python-jsonschema',
    // Python's `.` matches "\r", U+2028 and U+2029; JavaScript's does not. Explained when Python accepts, Ajv
    // rejects, and Ajv accepts once those characters are removed.
    explains: (data, differing, ajv) =>
      differing &&
      hasString(data, (s) => /[\r\u2028\u2029]/.test(s)) &&
      ajv(mapStrings(data, (s) => s.replace(/[\r\u2028\u2029]/g, ''))),
  },
];

/** The difference that explains a disagreement, if any. */
export function explainDifference(data: unknown, differing: boolean, ajv: Verdict): EngineDifference | undefined {
  return ENGINE_DIFFERENCES.find((d) => d.explains(data, differing, ajv));
}
