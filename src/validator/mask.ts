const MAX_NAME = 64;
// Key names that look like credentials: bearer values, JWTs, long opaque tokens.
const SECRET_LIKE = /^(?:bearer\s|basic\s|eyJ)|^[A-Za-z0-9_\-+/=.]{40,}$/i;

/**
 * A key name as it may appear in a report: names that look like a secret are masked and long names are
 * cut, so a token sent as a key never reaches a log. Pointers keep the exact name (they must resolve).
 */
export function maskName(name: string): string {
  if (SECRET_LIKE.test(name)) return '[masked]';
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
}
