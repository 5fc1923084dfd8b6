// The browser suites in headless Chromium, in one file with one browser: the playground (_playgroundSuite.ts), the
// HTML reports (_htmlReportSuite.ts) and the proxy's live page (_proxyLiveSuite.ts). One Chromium for the three, one
// context and one renderer kept alive (_browser.ts): a Chromium start-up with its context and renderer cost about
// 0.65 s of CPU, which each suite paid in a file of its own (and each file's worker loaded playwright-core); each page is
// loaded in that browser's one tab, in turn (a new page cost about 0.2 s of CPU more than a load). The pages
// under test keep no state between page loads, so sharing the browser changes nothing they show. The playground at
// size starts its own browser: playground.deep.test.ts (`npm run test:deep`).
import { afterAll, beforeAll } from 'vitest';
import { describeInBrowser, launchChromium, type SuiteBrowser } from './_browser.js';
import { htmlReportSuite } from './_htmlReportSuite.js';
import { playgroundSuite } from './_playgroundSuite.js';
import { proxyLiveSuite } from './_proxyLiveSuite.js';

describeInBrowser('headless Chromium', () => {
  let browser: SuiteBrowser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
  });
  const shared = (): SuiteBrowser => {
    if (browser === undefined) throw new Error('Chromium did not start');
    return browser;
  };
  playgroundSuite(shared);
  htmlReportSuite(shared);
  proxyLiveSuite(shared);
});
