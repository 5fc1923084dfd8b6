import { escapeControls } from '../outputText/safeText.js';

/** Characters a cell of a Markdown summary keeps of one text from data, at most: a name can be megabytes. */
const CELL_CHARS = 300;

function cut(text: string): string {
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
}

/**
 * Text from data or a file name as Markdown shows it literally: control characters escaped (`escapeControls`, so
 * no line break ends a table row), the characters that start emphasis, code, links, images, HTML, entities,
 * strikethrough, headings or table cells backslash-escaped (CommonMark escapes any ASCII punctuation), and cut at
 * {@link CELL_CHARS} characters with `…`.
 *
 * @example
 * markdownText('a|b <script>'); // 'a\\|b \\<script\\>'
 */
export function markdownText(text: string): string {
  return escapeControls(cut(text)).replace(/[\\`*_[\]<>!&|~#]/g, (c) => `\\${c}`);
}

/**
 * Text from data as an inline code span no content can close, with `|` escaped for a table cell (GFM reads `\|`
 * in a code span of a cell as `|`), cut like {@link markdownText}.
 *
 * @example
 * markdownCode('/heart_rate/slots/0'); // '`/heart_rate/slots/0`'
 */
export function markdownCode(text: string): string {
  const safe = escapeControls(cut(text)).replaceAll('|', '\\|');
  let longest = 0;
  let run = 0;
  for (const c of safe) {
    run = c === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(longest + 1);
  return safe.includes('`') ? `${fence} ${safe} ${fence}` : `${fence}${safe}${fence}`;
}

/** The size of a text in UTF-8 bytes, as a summary's limit counts it. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
