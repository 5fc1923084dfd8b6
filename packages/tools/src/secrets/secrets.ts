import { randomBytes, timingSafeEqual } from 'node:crypto';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { redactSecrets } from 'user-summaries-contract/internal/guard/secretForms';

/** Where a command may take a bearer token from. At most one source may be given. */
export interface TokenSources {
  /** The token itself (visible in `ps`: prefer the other two). */
  readonly token?: string | undefined;
  /** The name of an environment variable holding the token. */
  readonly tokenEnv?: string | undefined;
  /** A file holding the token (one line; surrounding whitespace is dropped). */
  readonly tokenFile?: string | undefined;
}

/** A token read from its source, or why it could not be read (never the token itself). */
export type TokenResult =
  | { readonly ok: true; readonly token: string; readonly source: 'argv' | 'env' | 'file' | 'generated' }
  | { readonly ok: false; readonly error: string };

/**
 * The environment variable `check` and `serve` read the token from when no source is named: one convention
 * for both, so that exporting it once lets `serve` then `check` agree.
 */
export const DEFAULT_TOKEN_ENV = 'USER_SUMMARIES_TOKEN';

/**
 * What {@link resolveToken} does when no source is given: `'generate'` makes a random token; `{ env }` reads
 * that environment variable and fails when it is unset or empty, unless `unset: 'generate'` (then a random
 * token is made instead, what `serve` does).
 */
export type TokenFallback = 'generate' | { readonly env: string; readonly unset?: 'fail' | 'generate' };

/** Largest token accepted from a file or the environment. */
const MAX_TOKEN_BYTES = 8192;
/** What a bearer token may contain: visible ASCII (the request schema's `^Bearer +[!-~]+$`). */
const TOKEN_SHAPE = /^[!-~]+$/;

/**
 * Reads the token from the one source given; with none, `fallback` decides (see {@link TokenFallback}). Error
 * messages name the source, never the value.
 *
 * @example
 * // serve: USER_SUMMARIES_TOKEN when it is set, else a generated token
 * const result = await resolveToken({}, process.env, process.cwd(), { env: DEFAULT_TOKEN_ENV, unset: 'generate' });
 */
export async function resolveToken(
  sources: TokenSources,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  fallback: TokenFallback,
): Promise<TokenResult> {
  const given = [sources.token, sources.tokenEnv, sources.tokenFile].filter((s) => s !== undefined).length;
  if (given > 1) return { ok: false, error: 'give the token one way only: --token, --token-env or --token-file' };
  let raw: string | undefined;
  let source: 'argv' | 'env' | 'file';
  let where: string;
  if (sources.token !== undefined) {
    [raw, source, where] = [sources.token, 'argv', '--token'];
  } else if (sources.tokenFile !== undefined) {
    [source, where] = ['file', `token file ${sources.tokenFile}`];
    try {
      const head = await readHead(resolve(cwd, sources.tokenFile), MAX_TOKEN_BYTES + 1);
      if (head.length > MAX_TOKEN_BYTES)
        return { ok: false, error: `${where} is larger than ${MAX_TOKEN_BYTES} bytes (only that much is read)` };
      raw = head.toString('utf8').trim();
    } catch (error) {
      return { ok: false, error: `cannot read ${where} (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  } else {
    const name = sources.tokenEnv ?? (fallback === 'generate' ? undefined : fallback.env);
    if (name === undefined) return { ok: true, token: generateToken(), source: 'generated' };
    [raw, source, where] = [env[name]?.trim(), 'env', `environment variable ${name}`];
    if (raw === undefined || raw === '') {
      // Only the default variable may be absent: a variable the user named must hold the token.
      const mayGenerate = sources.tokenEnv === undefined && fallback !== 'generate' && fallback.unset === 'generate';
      return mayGenerate
        ? { ok: true, token: generateToken(), source: 'generated' }
        : { ok: false, error: `${where} is not set or empty` };
    }
  }
  if (raw === '') return { ok: false, error: `${where} is empty` };
  if (raw.length > MAX_TOKEN_BYTES || !TOKEN_SHAPE.test(raw)) {
    return { ok: false, error: `${where} holds characters a bearer token cannot carry (visible ASCII only)` };
  }
  return { ok: true, token: raw, source };
}

/**
 * At most `limit` bytes from the start of a file: a token file that is huge, endless (`/dev/zero`) or a pipe
 * costs no more than the cap.
 */
async function readHead(path: string, limit: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(limit);
    let filled = 0;
    while (filled < limit) {
      const { bytesRead } = await handle.read(buffer, filled, limit - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** A random token: 32 bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A test of whether a given token equals `expected`, in time independent of where they differ: both are
 * compared as their UTF-16 code units with `timingSafeEqual`, and a token of another length is compared too
 * (the expected one with itself) before it is refused, so a wrong length takes the same steps as a wrong
 * character. The expected token's bytes are made once, here, not per request. (Hashing both sides with SHA-256
 * first, as this did before, hides the same and cost `serve` about a microsecond a request: a new buffer and a
 * digest each.)
 *
 * @example
 * const isToken = tokenMatcher('s3cret');
 * isToken('s3cret'); // true
 */
export function tokenMatcher(expected: string): (given: string) => boolean {
  // UTF-16 code units, not UTF-8: two different lone surrogates would both become U+FFFD in UTF-8.
  const want = Buffer.from(expected, 'utf16le');
  return (given) => {
    const bytes = Buffer.from(given, 'utf16le');
    if (bytes.length === want.length) return timingSafeEqual(bytes, want);
    timingSafeEqual(want, want); // the same work as a comparison of the right length
    return false;
  };
}

const SENSITIVE_QUERY = /^(?:access_token|token|api_key|apikey|key|secret|password|auth|authorization|signature|sig)$/i;

/**
 * A URL as a report may print it: userinfo removed, credential-like query parameters masked. A string that
 * is not a URL is replaced whole.
 */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '[not a URL]';
  }
  if (parsed.username !== '' || parsed.password !== '') {
    parsed.username = '';
    parsed.password = '';
  }
  for (const key of [...new Set(parsed.searchParams.keys())]) {
    if (SENSITIVE_QUERY.test(key)) parsed.searchParams.set(key, '[masked]');
  }
  return parsed.toString().replaceAll('%5Bmasked%5D', '[masked]');
}

// The starts of an Authorization value and of a JWT; what follows them is scanned by loops, not by quantifiers:
// the text redacted is unbounded (a whole report), and V8 runs some quantifiers on its stack.
const AUTHORIZATION_START = /\b(Bearer|Basic)(?=\s)/gi;
const JWT_START = /\beyJ/g;

const isVisibleAscii = (unit: number): boolean => unit >= 0x21 && unit <= 0x7e;
const isBase64Url = (unit: number): boolean =>
  (unit >= 0x30 && unit <= 0x39) ||
  (unit >= 0x41 && unit <= 0x5a) ||
  (unit >= 0x61 && unit <= 0x7a) ||
  unit === 0x5f ||
  unit === 0x2d;

/** The end of the run of code units from `at` that `accept` takes. */
function runEnd(text: string, at: number, accept: (unit: number) => boolean): number {
  let end = at;
  while (end < text.length && accept(text.charCodeAt(end))) end += 1;
  return end;
}

/**
 * Text with each match of `start` and the span after it that `spanEnd` finds replaced: `spanEnd` answers the
 * end of the span (or -1: no secret here) and the replacement.
 */
function replaceSpans(
  text: string,
  start: RegExp,
  spanEnd: (match: RegExpExecArray) => { end: number; text: string } | undefined,
): string {
  let out = '';
  let copied = 0;
  start.lastIndex = 0;
  for (let match = start.exec(text); match !== null; match = start.exec(text)) {
    const span = spanEnd(match);
    if (span === undefined) continue;
    out += text.slice(copied, match.index) + span.text;
    copied = span.end;
    start.lastIndex = span.end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** `Bearer <visible ASCII>` and `Basic …` (any case): the credential after the white space. */
function redactAuthorization(text: string): string {
  return replaceSpans(text, AUTHORIZATION_START, (match) => {
    const after = match.index + match[0].length;
    const value = runEnd(text, after, (unit) => /\s/.test(String.fromCharCode(unit)));
    const end = runEnd(text, value, isVisibleAscii);
    return end === value ? undefined : { end, text: `${match[1] ?? ''} [redacted]` };
  });
}

/** A JWT: `eyJ`, at least six base64url characters, a dot, and the rest of its three parts. */
function redactJwts(text: string): string {
  return replaceSpans(text, JWT_START, (match) => {
    const header = runEnd(text, match.index + 3, isBase64Url);
    if (header - match.index - 3 < 6 || text.charCodeAt(header) !== 0x2e) return undefined;
    let end = runEnd(text, header + 1, isBase64Url);
    if (text.charCodeAt(end) === 0x2e) end = runEnd(text, end + 1, isBase64Url);
    return { end, text: '[redacted]' };
  });
}

/**
 * Text with every known secret, in every form a server may reflect it in (plain, percent-encoded, hex, base64,
 * base64url, JSON-escaped: see `secretPattern`), and every bearer/JWT-looking value replaced by `[redacted]`.
 *
 * @example
 * redact('x-echo: czNjcmV0LXRva2Vu', ['s3cret-token']); // 'x-echo: [redacted]'
 */
export function redact(text: string, secrets: readonly string[]): string {
  return redactJwts(redactAuthorization(redactSecrets(text, secrets)));
}

/**
 * A copy of a plain data value (objects, arrays, strings, numbers) with {@link redact} applied to every string,
 * object keys included: a report is redacted before it is rendered, so no output format's escaping (JSON, XML)
 * can hide an echoed secret from the redaction.
 */
export function redactValue<TValue>(value: TValue, secrets: readonly string[]): TValue {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redact(item, secrets);
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null)
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [redact(key, secrets), walk(inner)]));
    return item;
  };
  return walk(value) as TValue;
}
