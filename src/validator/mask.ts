const MAX_NAME = 64;
// Key names that look like credentials: an Authorization value (`Bearer …`, `Basic …`, any case), a JWT (the
// base64url of `{"` is exactly `eyJ`, in that case: a name such as "Eyjafjallajokull" is not one), a long
// opaque token.
const AUTHORIZATION_VALUE = /^(?:bearer|basic)\s/i;
const JWT = /^eyJ[A-Za-z0-9_-]{8,}/;
const OPAQUE_TOKEN = /^[A-Za-z0-9_\-+/=.]{40,}$/;

/** Whether a key name looks like a credential (a bearer value, a JWT, a long opaque token). */
export function looksSecret(name: string): boolean {
  return AUTHORIZATION_VALUE.test(name) || JWT.test(name) || OPAQUE_TOKEN.test(name);
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
