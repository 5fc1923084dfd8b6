const MAX_NAME = 64;
/** Shortest opaque run taken for a token. */
const OPAQUE_MIN = 40;

// Key names that look like credentials: an Authorization value (`Bearer …`, `Basic …`, any case), a JWT (the
// base64url of `{"` is exactly `eyJ`, in that case: a name such as "Eyjafjallajokull" is not one), a long
// opaque token. Names are unbounded (a member name can be megabytes long), so no regular expression runs over
// a whole name: V8 runs a counted quantifier such as `{40,}` on its stack, which overflows near 6 MiB. The
// two prefixes are matched on a bounded slice and the opaque run by a loop over the characters.
const AUTHORIZATION_VALUE = /^(?:bearer|basic)\s/i;
const JWT_PREFIX = /^eyJ[A-Za-z0-9_-]{8}/;

/** Whether a UTF-16 code unit is one of `A-Z a-z 0-9 _ - + / = .`. */
function isTokenUnit(unit: number): boolean {
  return (
    (unit >= 0x30 && unit <= 0x39) ||
    (unit >= 0x41 && unit <= 0x5a) ||
    (unit >= 0x61 && unit <= 0x7a) ||
    unit === 0x5f ||
    unit === 0x2d ||
    unit === 0x2b ||
    unit === 0x2f ||
    unit === 0x3d ||
    unit === 0x2e
  );
}

function isOpaqueToken(name: string): boolean {
  if (name.length < OPAQUE_MIN) return false;
  for (let i = 0; i < name.length; i += 1) if (!isTokenUnit(name.charCodeAt(i))) return false;
  return true;
}

/** Whether a key name looks like a credential (a bearer value, a JWT, a long opaque token); linear, any length. */
export function looksSecret(name: string): boolean {
  const head = name.slice(0, 11);
  return AUTHORIZATION_VALUE.test(head) || JWT_PREFIX.test(head) || isOpaqueToken(name);
}

/**
 * A key name as it may appear in a report: names that look like a secret are masked and long names are
 * cut, so a token sent as a key never reaches a log. A secret-looking name is masked in pointers too (the
 * pointer then resolves up to the member's parent); other names stay whole there, long ones included.
 */
export function maskName(name: string): string {
  if (looksSecret(name)) return '[masked]';
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
}
