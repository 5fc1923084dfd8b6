import { escapeHtml } from './escape.js';

/** The report's style sheet, inline: a report is one file with no external asset. */
const STYLE = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#59636e;--line:#d1d9e0;--bad:#c62828;--warn:#9a6700;--ok:#1a7f37;--mark:#ffe08a}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1;--line:#3d444d;--bad:#f47067;--warn:#d29922;--ok:#57ab5a;--mark:#5c4a00}}
body{font:15px/1.45 system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:2rem auto;max-width:72rem;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid var(--line)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{overflow-x:auto;margin:.25rem 0;padding:.5rem;border:1px solid var(--line)}
dl.totals{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
dl.totals div{border:1px solid var(--line);padding:.5rem}dl.totals dt{color:var(--muted);font-size:.85rem}dl.totals dd{margin:0;font-size:1.3rem}
.bad{color:var(--bad)}.warn{color:var(--warn)}.ok{color:var(--ok)}.muted{color:var(--muted)}
svg.chart{width:100%;height:auto;max-height:14rem}svg .bar{fill:var(--bad)}svg .bar.zero{fill:var(--line)}svg .axis{stroke:var(--line)}
svg .tick{fill:var(--muted);font-size:11px}
mark{background:var(--mark);color:inherit}.here{font-weight:bold}
details{margin:.25rem 0}summary{cursor:pointer}
`;

/**
 * A whole HTML report: doctype, language, charset, viewport, a CSP that allows nothing to load (the file
 * has no external asset and no script), the inline style sheet, a title and the body given (already HTML).
 *
 * @example
 * htmlDocument('user-summaries validate', '<h1>…</h1>');
 */
export function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A table of rows of cells (already HTML), with a caption and headers; `numeric` right-aligns columns. */
export function htmlTable(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly number[] = [],
): string {
  const cls = (i: number): string => (numeric.includes(i) ? ' class="n"' : '');
  const head = `<tr>${headers.map((h, i) => `<th scope="col"${cls(i)}>${escapeHtml(h)}</th>`).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((cell, i) => `<td${cls(i)}>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table><caption class="muted">${escapeHtml(caption)}</caption><thead>${head}</thead><tbody>\n${body}\n</tbody></table>`;
}

/** The totals as a definition list of labelled figures. */
export function htmlTotals(
  items: readonly (readonly [label: string, value: string | number, tone?: 'bad' | 'warn' | 'ok' | undefined])[],
): string {
  const cells = items.map(
    ([label, value, tone]) =>
      `<div><dt>${escapeHtml(label)}</dt><dd${tone === undefined ? '' : ` class="${tone}"`}>${escapeHtml(String(value))}</dd></div>`,
  );
  return `<dl class="totals">${cells.join('')}</dl>`;
}
