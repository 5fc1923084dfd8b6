import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../reports/html/escape.js';
import { PLAYGROUND_CSP } from '../mock/playground.js';
import type { LedgerStats } from './ledger.js';
import { coverageGroups } from '../coverageReports/coverageGroups.js';
import { coverageLine } from '../coverageReports/text.js';

/** Where the live page is served: beside the API, under a path the contract does not use. */
const LIVE_PATH = '/_contract/';
/** Seconds between two refreshes of the live page (a meta refresh: the page runs no script). */
const REFRESH_SECONDS = 2;
const CSS_PATH = `${LIVE_PATH}playground.css`;
const CSS_FILE = new URL('../../dist/playground/playground.css', import.meta.url);

let css: Buffer | null | undefined;

function table(caption: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return `<h2>${escapeHtml(caption)}</h2>\n<p class="muted">none yet</p>`;
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<h2>${escapeHtml(caption)}</h2>\n<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** The top `max` entries of a count map, most first. */
function top(map: ReadonlyMap<string, number>, max = 30): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, max);
}

/** The coverage of the contract by the bodies so far: a line per reading, and its groups, the largest gaps first. */
function coverageSection(stats: LedgerStats): string {
  if (stats.coverage.length === 0) return '<h2>Coverage of the contract</h2>\n<p class="muted">none yet</p>';
  return stats.coverage
    .map((report) => {
      const rows = coverageGroups(report)
        .sort((a, b) => b.missing - a.missing || a.group.localeCompare(b.group))
        .map((g) => [
          `<code>${escapeHtml(g.group)}</code>`,
          String(g.covered + g.partial),
          String(g.partial),
          String(g.missing),
        ]);
      const caption = `Coverage of the contract, include_slots=${report.profile.includeSlots ? 1 : 0}`;
      return `${table(caption, ['group', 'items seen', 'of them partial', 'missing'], rows)}\n<p class="muted">${escapeHtml(coverageLine(report))}</p>`;
    })
    .join('\n');
}

/**
 * The live page as HTML: exchanges seen, counts by rule and by location, the last exchanges with findings and
 * their pointers. Every text from an exchange (path, pointers, messages) is escaped; no value is shown (the
 * findings carry none). It runs no script and refreshes itself every few seconds.
 */
export function livePageHtml(stats: LedgerStats, upstream: string): string {
  const rules = top(stats.byRule).map(([rule, n]) => [`<code>${escapeHtml(rule)}</code>`, String(n)]);
  const locations = top(stats.byLocation).map(([where, n]) => [`<code>${escapeHtml(where)}</code>`, String(n)]);
  const recent = stats.recent.map((v) => [
    escapeHtml(v.at.slice(11, 19)),
    `<code>${escapeHtml(v.path.slice(0, 200))}</code>`,
    escapeHtml(v.status === v.upstreamStatus ? String(v.status) : `${v.status} (upstream ${v.upstreamStatus})`),
    v.findings
      .slice(0, 8)
      .map(
        (f) =>
          `<code>${escapeHtml(f.pointer || '/')}</code> <span class="rule">${escapeHtml(f.rule)}</span>${f.severity === 'warn' ? ' (warning)' : ''}`,
      )
      .join('<br>') + (v.findings.length > 8 ? `<br><span class="muted">and ${v.findings.length - 8} more</span>` : ''),
  ]);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>user-summaries proxy: live</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${CSS_PATH}">
</head>
<body class="live">
<header>
<h1>user-summaries proxy</h1>
<p class="muted">Forwarding <code>GET /user-summaries</code> to <code>${escapeHtml(upstream)}</code> and checking every exchange against the contract. This page refreshes every ${REFRESH_SECONDS} s; it shows pointers and rules, never a value.</p>
</header>
<main>
<section aria-labelledby="totals">
<h2 id="totals">Exchanges</h2>
<p id="counts"><strong>${stats.exchanges}</strong> exchange(s): <strong>${stats.violating}</strong> violating, ${stats.warned} with warnings only.</p>
</section>
<section id="by-rule">
${table('Findings by rule', ['rule', 'count'], rules)}
</section>
<section id="by-location">
${table('Findings by location', ['location', 'count'], locations)}
</section>
<section id="coverage">
${coverageSection(stats)}
</section>
<section id="recent">
${table('Last exchanges with findings', ['time (UTC)', 'request', 'status', 'pointer and rule'], recent)}
</section>
</main>
</body>
</html>
`;
}

/**
 * Serves the live page (`/_contract/`) and its style sheet (the playground's) to GET and HEAD, under the
 * playground's Content-Security-Policy. Returns false for any other path.
 */
export function serveLivePage(
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  page: () => string,
): boolean {
  if (pathname !== LIVE_PATH && pathname !== CSS_PATH && pathname !== '/_contract') return false;
  const head = {
    'Content-Security-Policy': PLAYGROUND_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...head, Allow: 'GET, HEAD', 'Content-Length': '0' });
    res.end();
    return true;
  }
  if (pathname === '/_contract') {
    res.writeHead(308, { ...head, Location: LIVE_PATH, 'Content-Length': '0' });
    res.end();
    return true;
  }
  let body: Buffer;
  let type: string;
  if (pathname === CSS_PATH) {
    if (css === undefined) {
      try {
        css = readFileSync(CSS_FILE);
      } catch {
        css = null;
      }
    }
    body = css ?? Buffer.from('/* the playground is not built: npm run build */\n');
    type = 'text/css; charset=utf-8';
  } else {
    body = Buffer.from(page(), 'utf8');
    type = 'text/html; charset=utf-8';
  }
  res.writeHead(200, { ...head, 'Content-Type': type, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
