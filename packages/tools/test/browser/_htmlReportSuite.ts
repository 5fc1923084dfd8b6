// The HTML reports in headless Chromium: opened from disk, they render without a console error under their
// own CSP (nothing may load), and show their chart with its bars, the totals and the grouped tables.
// A suite of chromium.test.ts, which runs it in the file's one browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/conformance/renderHtml.js';
import { runCheck } from '../../src/conformance/runCheck.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { ARTIFACTS, keepScreenshot, openRecorded, type RecordedPage, type SuiteBrowser } from './_browser.js';

/** The HTML reports' suite, its pages in `browser()` (chromium.test.ts). */
export function htmlReportSuite(browser: () => SuiteBrowser): void {
  describe('the HTML reports in headless Chromium', () => {
    /** Writes a report into test-artifacts/ and loads it from there, at 1100 × 900. */
    async function openReport(file: string, html: string): Promise<RecordedPage> {
      mkdirSync(ARTIFACTS, { recursive: true });
      const path = resolve(ARTIFACTS, file);
      writeFileSync(path, html);
      return openRecorded(browser(), pathToFileURL(path).href, { width: 1100, height: 900 });
    }

    it('validate --format html opens and shows its chart of violations per day', async () => {
      const run = await runCliInProcess(['validate', 'examples/invalid', 'examples/valid', '--format', 'html']);
      const { page, errors, requests } = await openReport('validate-report.html', run.stdout);
      const chart = page.locator('svg.chart');
      expect(await chart.isVisible()).toBe(true);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      expect(await page.locator('svg.chart rect.bar').count()).toBe(5);
      // The tallest bar is the 11-violation summary: its rendered height is the chart's largest.
      const heights = await page.$$eval('svg.chart rect.bar', (rects) =>
        rects.map((r) => r.getBoundingClientRect().height),
      );
      expect(heights.indexOf(Math.max(...heights))).toBe(2);
      expect(await page.getByRole('img', { name: 'Violations per day' }).count()).toBe(1);
      expect(await page.textContent('h1')).toBe('user-summaries validate: contract broken');
      expect(await page.locator('#by-rule + table tbody tr').count()).toBeGreaterThan(3);
      expect(await page.locator('pre.frame mark').count()).toBe(15);
      expect(errors).toEqual([]);
      expect(requests.length).toBe(1);
      await keepScreenshot(page, 'validate-report');
    });

    it('check --format html opens and shows its chart of findings per day of the range', async () => {
      const server = await startServer({
        token: 'browser-check-token',
        source: seedSource({ seed: 9, slots: { min: 1, max: 1 } }),
        faults: ['wrong-type'],
      });
      try {
        const report = await runCheck({
          baseUrl: server.url,
          token: 'browser-check-token',
          from: '2024-03-01',
          to: '2024-03-10',
          perPage: 5,
          limits: { deadlineMs: 5000, maxBytes: 1 << 20 },
        });
        const { page, errors } = await openReport('check-report.html', renderHtml(report));
        expect(await page.locator('svg.chart').isVisible()).toBe(true);
        expect(await page.locator('svg.chart rect.bar').count()).toBe(10);
        expect(await page.locator('svg.chart rect.bar:not(.zero)').count()).toBe(2);
        expect(await page.textContent('h1')).toBe('user-summaries check: fail');
        expect(errors).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
}
