// The HTML report's chart speaks English for one: "(1 bar)" and "1 violation", as the report of a one-day file shows
// it (it said "(1 bars)").
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { barChart } from '../../src/reports/html/chart.js';

const summary = (html: string): string | undefined =>
  /<summary>Which day each bar is \(([^)]*)\)<\/summary>/.exec(html)?.[1];
const description = (html: string): string | undefined => /<desc id="chart-desc">([^<]*)<\/desc>/.exec(html)?.[1];

describe('the bar chart of the HTML report', () => {
  it('should count one bar and one violation in the singular, and more in the plural', () => {
    const one = barChart('Violations per day', [{ label: '#1', count: 1 }]);
    expect(summary(one)).toBe('1 bar');
    expect(description(one)).toBe('1 bar, 1 violation; most on #1 (1)');
    const two = barChart('Violations per day', [
      { label: '#1', count: 0 },
      { label: '#2', count: 3 },
    ]);
    expect(summary(two)).toBe('2 bars');
    expect(description(two)).toBe('2 bars, 3 violations; most on #2 (3)');
    expect(description(barChart('Violations per day', [{ label: '#1', count: 0 }]))).toBe('1 bar, no violations');
  });

  it('should say "(1 bar)" in the report of validate --format html over one broken day', async () => {
    const run = await runCliInProcess(['validate', '--format', 'html', `${ROOT}examples/invalid/summary-broken.json`]);
    expect(run.code).toBe(1);
    expect(summary(run.stdout)).toBe('1 bar');
    expect(run.stdout).not.toContain('1 bars');
  });
});
