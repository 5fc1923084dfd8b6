import { escapeControls } from '../../outputText/safeText.js';

/**
 * Text as HTML text or attribute content: the five characters that could open markup or close an
 * attribute become references, and control characters, line separators and bidi controls are shown as
 * visible escapes (`escapeControls`, the text report's). Everything a report writes from a run (file names,
 * pointers, messages, frames) goes through this.
 *
 * @example
 * escapeHtml('<script>"x"</script>'); // '&lt;script&gt;&quot;x&lt;/script&gt;'
 */
export function escapeHtml(text: string): string {
  return escapeControls(text).replace(/[&<>"']/g, (c) => REFERENCES[c] as string);
}

const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
