import type { CodeFrame } from '../../documentCheck/types.js';
import { escapeHtml } from './escape.js';

/**
 * A code frame (packages/tools/src/jsonText/codeFrame.ts builds it, values already masked unless `--show-values`) as a `<pre>`:
 * line numbers in a gutter, the offending text of the caret line in a `<mark>`.
 *
 * @example
 * codeFrameHtml({ lines: [{ number: 3, text: '"date": "…",' }], caretLine: 3, caretColumn: 9, caretWidth: 3 });
 */
export function codeFrameHtml(frame: CodeFrame): string {
  const width = String(frame.lines.at(-1)?.number ?? 1).length;
  const lines = frame.lines.map((line) => {
    const gutter = `${line.number === frame.caretLine ? '>' : ' '} ${String(line.number).padStart(width)} | `;
    if (line.number !== frame.caretLine) return escapeHtml(gutter + line.text);
    const start = Math.max(0, frame.caretColumn - 1);
    const end = Math.min(line.text.length, start + Math.max(1, frame.caretWidth));
    return `<span class="here">${escapeHtml(gutter)}${escapeHtml(line.text.slice(0, start))}<mark>${escapeHtml(line.text.slice(start, end))}</mark>${escapeHtml(line.text.slice(end))}</span>`;
  });
  return `<pre class="frame">${lines.join('\n')}</pre>`;
}
