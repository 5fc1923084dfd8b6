/** Escapes one RFC 6901 reference token (`~` as `~0`, `/` as `~1`). */
export function escapePointerToken(token: string): string {
  return token.includes('~') || token.includes('/') ? token.replaceAll('~', '~0').replaceAll('/', '~1') : token;
}

/** Splits an RFC 6901 pointer into its unescaped reference tokens. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * Resolves an RFC 6901 pointer inside a JSON value. Only own properties are followed, so `__proto__`
 * and friends never resolve to the prototype.
 *
 * @returns `{ found: true, value }`, or `{ found: false }` when a token does not resolve.
 */
export function resolvePointer(root: unknown, pointer: string): { found: true; value: unknown } | { found: false } {
  let current: unknown = root;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(?:0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length) return { found: false };
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

/** A pointer as a readable field label: `/sleep/slots/3/type` is `sleep.slots[3].type`; the root is `document`. */
export function fieldLabel(pointer: string): string {
  let label = '';
  for (const token of parsePointer(pointer)) {
    if (/^(?:0|[1-9][0-9]*)$/.test(token)) label += `[${token}]`;
    else label += label === '' ? token : `.${token}`;
  }
  return label === '' ? 'document' : label;
}
