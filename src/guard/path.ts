import { parsePointer } from '../validator/pointer.js';

/**
 * The path of a pointer into a value as Standard Schema consumers read it: object keys as strings, array
 * indices as numbers (decided by the value itself, so a key "0" of an object stays a string). Never throws.
 *
 * @example
 * pathOf({ data: [{ date: 1 }] }, '/data/0/date'); // ['data', 0, 'date']
 */
export function pathOf(root: unknown, pointer: string): PropertyKey[] {
  const path: PropertyKey[] = [];
  let current: unknown = root;
  for (const token of parsePointer(pointer)) {
    const isIndex = Array.isArray(current) && /^(?:0|[1-9][0-9]*)$/.test(token);
    path.push(isIndex ? Number(token) : token);
    try {
      current =
        typeof current === 'object' && current !== null && Object.hasOwn(current, token)
          ? (current as Record<string, unknown>)[token]
          : undefined;
    } catch {
      current = undefined;
    }
  }
  return path;
}
