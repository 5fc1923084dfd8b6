import { escapePointerToken } from '../validator/pointer.js';

/** Where a value stops being JSON, and why. */
export interface NotJson {
  /** RFC 6901 pointer to the offending member. */
  readonly pointer: string;
  /** What it is, as the end of a sentence ("is a BigInt, not a JSON value"). */
  readonly what: string;
}

/** Why a leaf is not JSON, or undefined when it is a JSON scalar (or a container to descend into). */
function leafProblem(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : 'is a non-finite number (NaN or Infinity), not a JSON value';
    case 'bigint':
      return 'is a BigInt, not a JSON value';
    case 'undefined':
      return 'is undefined, not a JSON value';
    case 'function':
      return 'is a function, not a JSON value';
    case 'symbol':
      return 'is a Symbol, not a JSON value';
    default: {
      if (value === null || Array.isArray(value)) return undefined;
      const proto: unknown = Object.getPrototypeOf(value);
      return proto === Object.prototype || proto === null
        ? undefined
        : 'is an object of a class (Date, Map, ...), not a JSON value';
    }
  }
}

const UNREADABLE = 'could not be read as a JSON value (a getter or proxy threw)';

interface Frame {
  readonly container: object;
  /** Own enumerable keys of an object; indices of an array are counted by `length`. */
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  next: number;
}

function frameOf(container: object): Frame {
  if (Array.isArray(container)) return { container, keys: undefined, length: container.length, next: 0 };
  const keys = Object.keys(container);
  return { container, keys, length: keys.length, next: 0 };
}

/**
 * The pointer of the member the walk is reading: each frame's current key, from the root down. Made only for the
 * answer, never per member (a member's pointer would cost a string and an escape for every member read).
 */
function pointerOf(stack: readonly Frame[]): string {
  let pointer = '';
  for (const frame of stack) {
    const index = frame.next - 1;
    pointer += `/${escapePointerToken(frame.keys === undefined ? String(index) : (frame.keys[index] as string))}`;
  }
  return pointer;
}

/**
 * The first place where a JavaScript value is not a JSON value: a cycle, a BigInt, undefined, a function, a
 * Symbol, NaN or Infinity, an array hole, or an object of a class (Date, Map, ...). Plain objects with a null
 * prototype are JSON; a DAG (one object under two keys) is JSON. A getter or proxy trap that throws is
 * reported at its member. Iterative, so no depth overflows the stack; reads each member once and changes
 * nothing. Symbol-keyed members are invisible to JSON and are not read. Never throws.
 *
 * @returns undefined for a JSON value
 *
 * @example
 * const a: Record<string, unknown> = { date: '2024-01-01' };
 * a['self'] = a;
 * findNotJson(a); // { pointer: '/self', what: 'is a cyclic reference, not a JSON value' }
 */
export function findNotJson(root: unknown): NotJson | undefined {
  const stack: Frame[] = [];
  const ancestors = new Set<object>();
  try {
    const rootProblem = leafProblem(root);
    if (rootProblem !== undefined) return { pointer: '', what: rootProblem };
    if (typeof root !== 'object' || root === null) return undefined;
    ancestors.add(root);
    stack.push(frameOf(root));
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      if (frame.next >= frame.length) {
        ancestors.delete(frame.container);
        stack.pop();
        continue;
      }
      const index = frame.next++;
      const key = frame.keys === undefined ? String(index) : (frame.keys[index] as string);
      if (frame.keys === undefined && !Object.hasOwn(frame.container, key)) {
        return { pointer: pointerOf(stack), what: 'is a hole in an array, not a JSON value' };
      }
      const value: unknown = (frame.container as Record<string, unknown>)[key];
      const problem = leafProblem(value);
      if (problem !== undefined) return { pointer: pointerOf(stack), what: problem };
      if (typeof value !== 'object' || value === null) continue;
      if (ancestors.has(value)) return { pointer: pointerOf(stack), what: 'is a cyclic reference, not a JSON value' };
      ancestors.add(value);
      stack.push(frameOf(value));
    }
    return undefined;
  } catch {
    // The member being read when a getter or a proxy trap threw: the top frame's current key (the root: none yet).
    return { pointer: pointerOf(stack), what: UNREADABLE };
  }
}
