/**
 * The forms a server may reflect a secret in, as one pattern: the secret itself, percent-encoded (any
 * character, in either hex case, once or twice encoded), in hexadecimal (either case), and inside any base64
 * or base64url text (the part of the encoding that the secret's bytes alone decide, at each of the three
 * alignments it can fall on, so a token inside an encoded `Bearer <token>` is found too, with the neighbouring
 * characters that carry its first and last bytes), and JSON-escaped (any character as `\uXXXX`, a slash as `\/`,
 * mixed with the other spellings character by character). No Node built-ins:
 * the guard runs in browsers and edge runtimes.
 */

/** Encoded forms shorter than this are not searched for (they would match ordinary text). */
const MIN_ENCODED = 8;
/**
 * A secret shorter than this is found only as a whole word (not between letters or digits): `tok` must not
 * turn "token" into "[redacted]en". A longer one is found anywhere, glued to other text included.
 */
const MIN_ANYWHERE = 16;

const B64_CHAR = '[A-Za-z0-9+/_-]';
/** Base64 characters that carry bits of 0, 1 or 2 bytes left over beside an aligned run. */
const EDGE_CHARS = [0, 2, 3] as const;

const patterns = new Map<string, RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

function hexCaseless(hex: string): string {
  return hex.replace(/[a-f]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * One character, raw, percent-encoded (`%2F`, `%2f`, or twice: `%252F`) or JSON-escaped (`\u002f` in either
 * case, and `\/` for a slash: PHP's json_encode writes every slash so, and so does every Laravel API).
 */
function percentChar(char: string): string {
  const hex = [...new TextEncoder().encode(char)].map((b) => b.toString(16).padStart(2, '0'));
  const once = hex.map((h) => `%${hexCaseless(h)}`).join('');
  const twice = hex.map((h) => `%25${hexCaseless(h)}`).join('');
  const unit = [...char].map((c) => `\\\\u${hexCaseless((c.codePointAt(0) ?? 0).toString(16).padStart(4, '0'))}`);
  const escaped = char.length === 1 ? `|${unit.join('')}` : '';
  return `(?:${escapeRegExp(char)}|${once}|${twice}${escaped}${char === '/' ? '|\\\\/' : ''})`;
}

/** The alternatives of one secret, longest first. */
function formsOf(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const plain = [...secret].map(percentChar).join('');
  const forms = [secret.length < MIN_ANYWHERE ? `(?<![A-Za-z0-9])${plain}(?![A-Za-z0-9])` : plain];
  if (bytes.length * 2 >= MIN_ENCODED)
    forms.push(hexCaseless([...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')));
  for (let skip = 0; skip < 3; skip += 1) {
    const rest = (bytes.length - skip) % 3;
    const whole = bytes.length - skip - rest;
    if (whole <= 0) continue;
    const core = base64Of(bytes.subarray(skip, skip + whole));
    if (core.length < MIN_ENCODED) continue;
    // The neighbouring characters that carry bits of the secret's first and last bytes go too (2 for one
    // byte, 3 for two), and the padding after them.
    const [lead, trail] = [EDGE_CHARS[skip] ?? 0, EDGE_CHARS[rest] ?? 0];
    const edges = (body: string): string =>
      `${lead > 0 ? `${B64_CHAR}{0,${lead}}` : ''}${escapeRegExp(body)}${trail > 0 ? `${B64_CHAR}{0,${trail}}={0,2}` : ''}`;
    forms.push(edges(core));
    const url = core.replaceAll('+', '-').replaceAll('/', '_');
    if (url !== core) forms.push(edges(url));
  }
  const json = JSON.stringify(secret).slice(1, -1);
  if (json !== secret)
    forms.push(
      secret.length < MIN_ANYWHERE ? `(?<![A-Za-z0-9])${escapeRegExp(json)}(?![A-Za-z0-9])` : escapeRegExp(json),
    );
  return forms;
}

/**
 * A global pattern matching every form of a secret (see the module comment); cached per secret.
 *
 * @example
 * 'x-echo: QmVhcmVyIHMzY3JldC10b2tlbg=='.replace(secretPattern('s3cret-token'), '[redacted]');
 */
function secretPattern(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (pattern === undefined) {
    if (patterns.size > 16) patterns.clear();
    pattern = new RegExp(formsOf(secret).join('|'), 'g');
    patterns.set(secret, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/**
 * Text with every form of every secret replaced by `replacement`. Empty secrets are ignored.
 *
 * @example
 * redactSecrets('a=s3cret%2Dtoken', ['s3cret-token']); // 'a=[redacted]'
 */
export function redactSecrets(text: string, secrets: readonly string[], replacement = '[redacted]'): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.replace(secretPattern(secret), replacement);
  return out;
}

/** Whether a text holds any form of any of the secrets. */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  return secrets.some((secret) => secret.length > 0 && secretPattern(secret).test(text));
}
