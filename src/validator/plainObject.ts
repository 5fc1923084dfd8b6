/**
 * Whether a value is a JSON object as JavaScript holds one: an object, neither null nor an array. The one
 * plain-object test of the core and the packages that import it.
 *
 * @example
 * isPlainObject({ date: '2024-01-01' }); // true
 * isPlainObject([]); // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
