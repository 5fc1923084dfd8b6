// The one XML escaper of the project: the gate's JUnit report and the checker's (src/live/check/render.ts).

/**
 * Escapes text for XML content and attribute values; a character XML 1.0 cannot carry becomes U+FFFD.
 *
 * @example
 * xml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 */
export function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
