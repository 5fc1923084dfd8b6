/** Decodings of a path looked through for a dot segment; a path encoded more often than this is not forwarded. */
const MAX_DECODINGS = 4;

/** One decoding of every percent-encoded byte (each as one character: dots, slashes and backslashes are what matter). */
function decodedOnce(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Whether a path has a `.` or `..` segment, with `/` or `\` for separator and any `;parameters` cut from a segment. */
function hasDotSegment(path: string): boolean {
  return path.split(/[\\/]/).some((segment) => {
    const name = segment.split(';', 1)[0];
    return name === '.' || name === '..';
  });
}

/**
 * Whether `--pass-unknown` may forward a request target under the upstream's base path: origin-form only
 * (`/path?query`: not `http://other.example/x`, not `*`), and no dot segment in its path in any spelling an
 * upstream may resolve (`..`, percent-encoded `%2e%2e` once or more, `..%2f`, a backslash for separator,
 * `..;param`), so what is forwarded stays inside the base path whatever the upstream decodes.
 *
 * @example
 * staysUnderBase('/notes?x=1'); // true
 * staysUnderBase('/%2e%2e/admin'); // false
 */
export function staysUnderBase(target: string): boolean {
  if (!target.startsWith('/')) return false;
  const query = target.indexOf('?');
  let path = query < 0 ? target : target.slice(0, query);
  for (let decodings = 0; ; decodings += 1) {
    if (hasDotSegment(path)) return false;
    const next = decodedOnce(path);
    if (next === path) return true;
    if (decodings === MAX_DECODINGS) return false;
    path = next;
  }
}
