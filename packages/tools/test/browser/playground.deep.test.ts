// The playground in headless Chromium at size (full depth, `npm run test:deep`; the page's everyday behaviours
// are in _playgroundSuite.ts, run by chromium.test.ts): a 30-day page with slots (2.7 MB), its check timed and printed, and 200,000 records.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ARTIFACTS, describeInBrowser, keepScreenshot, type RecordedPage } from './_browser.js';
import { checkInSlices, paste, usePlayground } from './_playground.js';
import { example, thirtyDayPage } from './_pages.js';

const BROKEN = example('invalid/summary-broken.json');

describeInBrowser('the playground in headless Chromium, at size', () => {
  const playground = usePlayground();
  const open = (url: string): Promise<RecordedPage> => playground.open(url);

  /** Checks of the 30-day page whose median is printed (a figure kept, not asserted: speed is measured by npm run bench). */
  const ROUNDS = 1;
  it("checks a 30-day page with slots (2.7 MB) and renders the verdict; the figure is the page's own measure", async () => {
    const { page } = await open(`${playground.url()}/`);
    const text = thirtyDayPage();
    expect(text.length).toBeGreaterThan(2_500_000);
    const checks: number[] = [];
    const painted: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.evaluate(() => performance.clearMeasures());
      const before = await page.evaluate(() => Number(document.body.dataset['painted'] ?? '0'));
      await paste(page, round % 2 === 0 ? text : `${text} `);
      await page.waitForFunction((n) => Number(document.body.dataset['painted'] ?? '0') > n, before);
      const [check, paint] = await page.evaluate(() =>
        ['check', 'check+paint'].map(
          (name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN,
        ),
      );
      checks.push(check ?? Number.NaN);
      painted.push(paint ?? Number.NaN);
    }
    expect(await page.textContent('#status')).toBe('the document: valid');
    const median = (xs: number[]): number => Math.round([...xs].sort((a, b) => a - b)[(ROUNDS - 1) / 2] ?? Number.NaN);
    const figure = {
      bytes: text.length,
      checkMs: checks.map(Math.round),
      checkAndPaintMs: painted.map(Math.round),
      medianCheckMs: median(checks),
      medianCheckAndPaintMs: median(painted),
    };
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(resolve(ARTIFACTS, 'playground-30-day-page.json'), `${JSON.stringify(figure)}\n`);
    console.log(
      `playground: 30-day page with slots (${text.length} bytes): checked and rendered in ${figure.medianCheckMs} ms, painted at ${figure.medianCheckAndPaintMs} ms (medians of ${ROUNDS}; runs ${figure.checkMs.join(', ')} / ${figure.checkAndPaintMs.join(', ')} ms)`,
    );
    expect(Number.isFinite(figure.medianCheckMs) && Number.isFinite(figure.medianCheckAndPaintMs)).toBe(true);
    await keepScreenshot(page, 'playground-30-day-page');
  }, 60_000);

  // Issue 22: 200,000 invalid records overflowed the stack (a spread of every row into one call) and left the
  // previous verdict listed; 100,000 froze the tab. The check runs in slices with its progress, the old verdict
  // goes as soon as a check starts, and the list shows its first rows and counts the rest.
  it('checks 200,000 invalid NDJSON records in slices: progress, never the previous verdict, no stack overflow', async () => {
    const { page, errors } = await open(`${playground.url()}/`);
    await paste(page, BROKEN);
    expect(await page.textContent('#status')).toMatch(/^the document: \d+ violations in 1 document$/);
    await checkInSlices(page, 200_000);
    expect(errors).toEqual([]);
  }, 180_000);
});
