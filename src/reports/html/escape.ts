/**
 * Text as HTML text or attribute content: the five characters that could open markup or close an
 * attribute become references, and C0 control characters (which HTML forbids) are dropped. Everything a
 * report writes from a run (file names, pointers, messages, frames) goes through this.
 *
 * @example
 * escapeHtml('<script>"x"</script>'); // '&lt;script&gt;&quot;x&quot;&lt;/script&gt;'
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => REFERENCES[c] as string)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
