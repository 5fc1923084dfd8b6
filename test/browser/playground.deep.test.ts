// The playground in headless Chromium at size (full depth, `npm run test:deep`; the page's everyday behaviours
// are in playground.test.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSource } from '../../src/live/server/seedSource.js';
import { startServer, type RunningServer } from '../../src/live/server/server.js';
import { describeInBrowser, launchChromium, type RecordedPage } from './_browser.js';
import { checkInSlices, openPlayground, paste } from './_playground.js';
import { example } from './_pages.js';

const BROKEN = example('invalid/summary-broken.json');

describeInBrowser('the playground in headless Chromium, at size', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    browser = await launchChromium();
    server = await startServer({ token: 'playground-test-token', source: seedSource({ seed: 3 }) });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (url: string): Promise<RecordedPage> => openPlayground(browser, url);

  // Issue 22: 200,000 invalid records overflowed the stack (a spread of every row into one call) and left the
  // previous verdict listed; 100,000 froze the tab. The check runs in slices with its progress, the old verdict
  // goes as soon as a check starts, and the list shows its first rows and counts the rest.
  it('checks 200,000 invalid NDJSON records in slices: progress, never the previous verdict, no stack overflow', async () => {
    const { page, errors } = await open(`${server.url}/`);
    await paste(page, BROKEN);
    expect(await page.textContent('#status')).toMatch(/^the document: \d+ violations in 1 document$/);
    await checkInSlices(page, 200_000);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
