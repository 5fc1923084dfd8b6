// A request's path and query as the tools' outputs show it: the proxy's lines, record and live page, the reference
// server's request log. The caller's credential is cut from it in every form (see secrets.ts and the core's
// guard/secretForms.ts).
import { redactSecrets } from 'user-summaries-contract/internal/guard/secretForms';
import { maskUrl } from './secrets.js';

/** Headers that carry the caller's credential. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization']);

/** The password and the `user:password` of a Basic credential, when it decodes to visible text. */
function basicForms(credential: string): string[] {
  const text = Buffer.from(credential, 'base64').toString('utf8');
  if (!/^[\x20-\x7e]+$/.test(text) || !text.includes(':')) return [];
  return [text, text.slice(text.indexOf(':') + 1)];
}

/**
 * Every form of the caller's credential a request may carry, from all its Authorization (and Proxy-Authorization)
 * headers (`rawHeaders`: names and values in turn), not only the first one Node keeps: a value of one word is the
 * credential itself (a token sent without a scheme); after a scheme, the rest and each word of it; the secret after
 * the `|` of a Laravel Sanctum token (`1|secret`: an API stores the part after the bar alone); the `user:password`
 * and the password of Basic.
 *
 * @example
 * callerSecrets(['Authorization', 'Bearer 1|s3cret']); // ['1|s3cret', 's3cret']
 */
export function callerSecrets(rawHeaders: readonly string[]): string[] {
  const secrets = new Set<string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!CREDENTIAL_HEADERS.has((rawHeaders[i] as string).toLowerCase())) continue;
    const words = (rawHeaders[i + 1] as string)
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '');
    const credentials = words.length === 1 ? words : [words.slice(1).join(' '), ...words.slice(1)];
    for (const credential of credentials) {
      secrets.add(credential);
      if (credential.includes('|')) secrets.add(credential.slice(credential.indexOf('|') + 1));
      if (/^basic$/i.test(words[0] ?? '') && words.length > 1)
        for (const form of basicForms(credential)) secrets.add(form);
    }
  }
  return [...secrets].filter((s) => s !== '');
}

/**
 * A request target (`req.url`: path and query) as an output shows it: credential-like parameters masked
 * ({@link maskUrl}), and every form of each of `secrets` cut wherever it sits (plain, percent-encoded, hex, base64:
 * see `redactSecrets`). A target that is no path is shown as `/[not a URL]`.
 *
 * @example
 * shownPath('/user-summaries?token=abc&page=2', []); // '/user-summaries?token=[masked]&page=2'
 */
export function shownPath(target: string | undefined, secrets: readonly string[]): string {
  const origin = 'http://proxy.invalid';
  const masked = maskUrl(`${origin}${target ?? '/'}`);
  return redactSecrets(masked.startsWith(origin) ? masked.slice(origin.length) : '/[not a URL]', secrets);
}
