// The playground's page helpers, shared by its everyday suite (_playgroundSuite.ts, run by chromium.test.ts) and its suite at size
// (playground.deep.test.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { launchChromium, openRecorded, type RecordedPage, type SuiteBrowser } from './_browser.js';

/** A suite's Chromium and the reference server the playground is served from, started once for the suite. */
export interface PlaygroundFixture {
  /** The server's origin (`http://127.0.0.1:PORT`); the playground is at `/`. */
  url(): string;
  /** Opens `url` with its console errors, uncaught errors and requests recorded, once the playground is ready. */
  open(url: string): Promise<RecordedPage>;
}

/**
 * Starts a server for the suite it is called in (its beforeAll) and stops it (its afterAll); the pages open in
 * `shared()`'s browser when given (the browser suites' file, chromium.test.ts), else in a Chromium the suite starts
 * and stops itself.
 */
export function usePlayground(shared?: () => SuiteBrowser): PlaygroundFixture {
  let own: SuiteBrowser | undefined;
  let server: RunningServer;
  beforeAll(async () => {
    if (shared === undefined) own = await launchChromium();
    server = await startServer({ token: 'playground-test-token', source: seedSource({ seed: 3 }) });
  }, 30_000);
  afterAll(async () => {
    await own?.close();
    await server?.close();
  });
  const browser = (): SuiteBrowser => shared?.() ?? (own as SuiteBrowser);
  return {
    url: () => server.url,
    async open(url) {
      const recorded = await openRecorded(browser(), url);
      await recorded.page.waitForSelector('body[data-ready="true"]');
      return recorded;
    },
  };
}

/** Sets the payload box's text as a paste does (fill() types megabytes slowly), without waiting. */
async function setPayload(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const area = document.getElementById('payload') as HTMLTextAreaElement;
    area.value = t;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** The number of checks the page has finished so far. */
export function checksDone(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.body.dataset['checks'] ?? '0'));
}

/** Pastes text into the payload box and waits for the page's next check. */
export async function paste(page: Page, text: string): Promise<void> {
  const before = await checksDone(page);
  await setPayload(page, text);
  await page.waitForFunction((n) => Number(document.body.dataset['checks'] ?? '0') > n, before);
}

/**
 * Pastes `count` invalid NDJSON records (one violation each) and follows the check: while it runs the status
 * shows its progress and no row of the previous verdict is listed; at the end the status counts every record and
 * the list shows its first 2,000 rows and counts the rest.
 */
export async function checkInSlices(page: Page, count: number): Promise<void> {
  const records = `${Array.from({ length: count }, (_, i) => `{"date":"2024-13-${String((i % 28) + 1).padStart(2, '0')}"}`).join('\n')}\n`;
  const progress = `of ${count.toLocaleString('en-US')} records`;
  // The rows listed are read when the progress first shows, by an observer of the status (it runs before the check's
  // next slice): what the page shows while the check runs, however fast its slices go.
  await page.evaluate((tail) => {
    const status = document.getElementById('status') as HTMLElement;
    const observer = new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (!/^Checking… [\d,]+ /.test(text) || !text.endsWith(tail)) return;
      observer.disconnect();
      document.body.dataset['listedWhileChecking'] = String(document.querySelectorAll('#violations li').length);
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
  }, progress);
  const before = await checksDone(page);
  await setPayload(page, records);
  await page.waitForFunction((n) => Number(document.body.dataset['checks'] ?? '0') > n, before, { timeout: 120_000 });
  expect(await page.evaluate(() => document.body.dataset['listedWhileChecking'])).toBe('0');
  expect(await page.textContent('#status')).toBe(
    `${count} records (NDJSON): ${count} violations in ${count} documents`,
  );
  expect(await page.$$eval('#violations li', (items) => items.length)).toBe(2001);
  expect(await page.textContent('#violations li:last-child')).toBe(
    `… and ${(count - 2000).toLocaleString('en-US')} more, not listed`,
  );
}
