/** `application/json` or `application/<anything>+json`; the subtype's characters as RFC 6838 restricts them (a subset). */
const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json$/i;

/**
 * Whether a Content-Type names JSON (`application/json` or a `+json` type) in UTF-8, or without a charset:
 * the only charset JSON allows (RFC 8259 §8.1).
 *
 * @example
 * isJsonContentType('application/problem+json; charset=UTF-8'); // true
 */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [media = '', ...params] = contentType.split(';').map((p) => p.trim());
  // RFC 6838 caps a type and a subtype at 127 characters each: a longer media type is none, and the pattern
  // (whose subtype can backtrack) never sees more than that.
  if (media.length > 255 || !JSON_MEDIA.test(media)) return false;
  const charset = params
    .find((p) => /^charset=/i.test(p))
    ?.slice(8)
    .replace(/"/g, '')
    .toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * The media type of a Content-Type as a report may print it: whole or not at all (a cut could split an echoed,
 * encoded token past the redaction's reach), without parameters, visible ASCII of at most 60 characters.
 */
export function shownMediaType(contentType: string | null): string {
  if (contentType === null) return 'none';
  const media = contentType.split(';')[0]?.trim() ?? '';
  return media.length <= 60 && /^[!-~]+$/.test(media) ? media : 'a media type not shown';
}
