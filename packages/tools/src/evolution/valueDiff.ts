import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import { canonical } from './canonical.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The pointers of the values in which two JSON values differ: a member present in one only, an array whose length
 * changed, or a value replaced, each counted once at its top (a witness's "one value changed").
 *
 * @example
 * changedPointers({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }); // ['/a/c']
 */
export function changedPointers(from: unknown, to: unknown, pointer = ''): string[] {
  if (isObject(from) && isObject(to)) {
    const out: string[] = [];
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const at = `${pointer}/${escapePointerToken(key)}`;
      if (!Object.hasOwn(from, key) || !Object.hasOwn(to, key)) out.push(at);
      else out.push(...changedPointers(from[key], to[key], at));
    }
    return out;
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length)
    return from.flatMap((item, i) => changedPointers(item, to[i], `${pointer}/${i}`));
  return canonical(from) === canonical(to) ? [] : [pointer];
}
