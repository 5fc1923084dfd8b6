import { parsePointer } from 'user-summaries-contract/internal/validator/pointer';

/** A JSON value, as the vectors hold it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A deep copy of a JSON value. */
function cloneJson<TValue extends Json>(value: TValue): TValue {
  return structuredClone(value);
}

/** The container that holds the last token of `pointer` inside `root`, and that token. */
function parentOf(root: Json, pointer: string): { parent: Json[] | { [key: string]: Json }; token: string } {
  const tokens = parsePointer(pointer);
  const token = tokens.pop();
  if (token === undefined) throw new Error('cannot edit the root');
  let current: Json = root;
  for (const step of tokens) {
    const next: Json | undefined = Array.isArray(current)
      ? current[Number(step)]
      : typeof current === 'object' && current !== null
        ? current[step]
        : undefined;
    if (next === undefined) throw new Error(`pointer ${pointer} does not resolve at ${step}`);
    current = next;
  }
  if (typeof current !== 'object' || current === null) throw new Error(`pointer ${pointer} has no container`);
  return { parent: current, token };
}

/**
 * A copy of `root` with the member at `pointer` set to `value` (added when absent).
 *
 * @example
 * withValue({ a: { b: 1 } }, '/a/b', '1'); // { a: { b: '1' } }
 */
export function withValue(root: Json, pointer: string, value: Json): Json {
  const copy = cloneJson(root);
  const { parent, token } = parentOf(copy, pointer);
  if (Array.isArray(parent)) parent[Number(token)] = value;
  else parent[token] = value;
  return copy;
}

/**
 * A copy of `root` without the member at `pointer`.
 *
 * @example
 * without({ a: { b: 1, c: 2 } }, '/a/b'); // { a: { c: 2 } }
 */
export function without(root: Json, pointer: string): Json {
  const copy = cloneJson(root);
  const { parent, token } = parentOf(copy, pointer);
  if (Array.isArray(parent)) parent.splice(Number(token), 1);
  else delete parent[token];
  return copy;
}
