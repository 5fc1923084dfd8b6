import { escapeHtml } from './escape.js';

/** One bar of a chart: what it counts, and how many. */
export interface Bar {
  readonly label: string;
  readonly count: number;
}

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 28;
/** Room at the left for the scale's figure. */
const LEFT = 32;

/**
 * An inline SVG bar chart of counts (violations per day), with a text alternative: `role="img"`, a title
 * and a description naming the total and the largest bars, and a `<title>` per bar for pointer users.
 * Every label is escaped.
 *
 * @example
 * barChart('Violations per day', [{ label: '#1', count: 0 }, { label: '#2', count: 3 }]);
 */
export function barChart(title: string, bars: readonly Bar[]): string {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  const step = bars.length === 0 ? WIDTH - LEFT : (WIDTH - LEFT) / bars.length;
  const gap = step > 4 ? 1 : 0;
  const rects = bars.map((bar, i) => {
    const h = bar.count === 0 ? 0 : Math.max(2, Math.round((bar.count / max) * (HEIGHT - AXIS)));
    const x = (LEFT + i * step).toFixed(2);
    const y = HEIGHT - AXIS - h;
    return `<rect class="bar${bar.count === 0 ? ' zero' : ''}" x="${x}" y="${y}" width="${Math.max(0.5, step - gap).toFixed(2)}" height="${Math.max(h, 1)}"><title>${escapeHtml(`${bar.label}: ${bar.count}`)}</title></rect>`;
  });
  const worst = [...bars].sort((a, b) => b.count - a.count).filter((b) => b.count > 0).slice(0, 3);
  const description =
    total === 0
      ? `${bars.length} bars, no violations`
      : `${bars.length} bars, ${total} violations; most on ${worst.map((b) => `${b.label} (${b.count})`).join(', ')}`;
  const first = bars[0]?.label ?? '';
  const last = bars.at(-1)?.label ?? '';
  return [
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="chart-title">${escapeHtml(title)}</title>`,
    `<desc id="chart-desc">${escapeHtml(description)}</desc>`,
    `<line class="axis" x1="${LEFT}" y1="${HEIGHT - AXIS}" x2="${WIDTH}" y2="${HEIGHT - AXIS}"/>`,
    `<text class="tick" x="0" y="12">${max}</text>`,
    ...rects,
    `<text class="tick" x="${LEFT}" y="${HEIGHT - 8}">${escapeHtml(first)}</text>`,
    `<text class="tick" x="${WIDTH}" y="${HEIGHT - 8}" text-anchor="end">${escapeHtml(last)}</text>`,
    '</svg>',
  ].join('');
}
