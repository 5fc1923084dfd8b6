import { escapeHtml } from './escape.js';
import { htmlTable } from './page.js';

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
/** The least room (viewBox units) a bar number under the axis takes, four digits at the tick's font size. */
const TICK_ROOM = 30;

/** A count and its noun, singular for one: `1 bar`, `5 bars`. */
const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Every how many bars a number is written under the axis: 1, 2, 5, 10, 20, 50, … whichever first fits. */
function tickEvery(step: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const k of [1, 2, 5]) if (k * scale * step >= TICK_ROOM) return k * scale;
  }
}

/**
 * An inline SVG bar chart of counts (violations per day), with a text alternative: `role="img"`, a title
 * and a description naming the total and the largest bars. Every bar is numbered from 1: its number under the
 * axis (every bar's where there is room, else every 2nd, 5th, 10th…, and always the first and last), the same
 * number in its `<title>` (`3. days.ndjson:3: 2`, for pointer users), and a table after the chart, folded in a
 * `<details>`, naming the day of every number with its count. Every label is escaped.
 *
 * @example
 * barChart('Violations per day', [{ label: '#1', count: 0 }, { label: '#2', count: 3 }]);
 */
export function barChart(title: string, bars: readonly Bar[]): string {
  // A fold, not a spread into Math.max: a chart of every day since 1600 has 155,000 bars.
  const max = bars.reduce((most, b) => Math.max(most, b.count), 1);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  const step = bars.length === 0 ? WIDTH - LEFT : (WIDTH - LEFT) / bars.length;
  const gap = step > 4 ? 1 : 0;
  const rects = bars.map((bar, i) => {
    const h = bar.count === 0 ? 0 : Math.max(2, Math.round((bar.count / max) * (HEIGHT - AXIS)));
    const x = (LEFT + i * step).toFixed(2);
    const y = HEIGHT - AXIS - h;
    return `<rect class="bar${bar.count === 0 ? ' zero' : ''}" x="${x}" y="${y}" width="${Math.max(0.5, step - gap).toFixed(2)}" height="${Math.max(h, 1)}"><title>${escapeHtml(`${i + 1}. ${bar.label}: ${bar.count}`)}</title></rect>`;
  });
  const every = tickEvery(step);
  const numbered = bars.flatMap((_, i) => {
    const n = i + 1;
    const shown = n === 1 || n === bars.length || (n % every === 0 && bars.length - n >= every / 2);
    return shown
      ? [
          `<text class="tick" x="${(LEFT + (i + 0.5) * step).toFixed(2)}" y="${HEIGHT - 12}" text-anchor="middle">${n}</text>`,
        ]
      : [];
  });
  const worst = [...bars]
    .sort((a, b) => b.count - a.count)
    .filter((b) => b.count > 0)
    .slice(0, 3);
  const barCount = counted(bars.length, 'bar');
  const description =
    total === 0
      ? `${barCount}, no violations`
      : `${barCount}, ${counted(total, 'violation')}; most on ${worst.map((b) => `${b.label} (${b.count})`).join(', ')}`;
  const table = htmlTable(
    `${title}: the day of every numbered bar`,
    ['bar', 'day', 'count'],
    bars.map((bar, i) => [String(i + 1), `<code>${escapeHtml(bar.label)}</code>`, String(bar.count)]),
    [0, 2],
  );
  return [
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="chart-title">${escapeHtml(title)}</title>`,
    `<desc id="chart-desc">${escapeHtml(description)}</desc>`,
    `<line class="axis" x1="${LEFT}" y1="${HEIGHT - AXIS}" x2="${WIDTH}" y2="${HEIGHT - AXIS}"/>`,
    `<text class="tick" x="0" y="12">${max}</text>`,
    ...rects,
    ...numbered,
    '</svg>',
    bars.length === 0
      ? ''
      : `<details class="bars"><summary>Which day each bar is (${barCount})</summary>${table}</details>`,
  ].join('');
}
