// The proxy's live page in headless Chromium: served at /_contract/ under the playground's CSP and style sheet,
// it loads without a console error or a request beyond its own style sheet, shows the counts by rule and
// location and the last violations with their pointers (a hostile member name shown as text, never as markup),
// and refreshes itself while the app runs.
// A suite of chromium.test.ts, which runs it in the file's one browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { PLAYGROUND_CSP } from '../../src/mock/playground.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { proxyFor, type ProxyFixture } from '../proxy/_proxy.js';
import { TOKEN } from '../proxy/_proxy.js';
import { keepScreenshot, openRecorded, type RecordedPage, type SuiteBrowser } from './_browser.js';

/** The proxy's live page suite, its pages in `browser()` (chromium.test.ts). */
export function proxyLiveSuite(browser: () => SuiteBrowser): void {
  describe('the proxy live page in headless Chromium', () => {
    let server: RunningServer;
    let fixture: ProxyFixture;
    beforeAll(async () => {
      server = await startServer({
        token: TOKEN,
        source: seedSource({ seed: 5, slots: { min: 1, max: 1 }, groups: ['activity', 'sleep'] }),
        faults: ['bad-format'],
      });
      fixture = await proxyFor(server.url);
    }, 30_000);
    // The page the first test loads, kept open for the refresh; the markup test loads it again after its exchange,
    // and the tables' headers are measured on that load (a page load each cost about a fifth of a second of CPU).
    let live: RecordedPage | undefined;
    const livePage = (): RecordedPage => {
      if (live === undefined) throw new Error('the live page was not loaded');
      return live;
    };
    afterAll(async () => {
      await fixture?.proxy.close();
      await server?.close();
    });

    function open(): Promise<RecordedPage> {
      return openRecorded(browser(), `${fixture.proxy.url}/_contract/`);
    }

    it('loads under the playground CSP with its style sheet, and shows counts by rule and location and the last violations', async () => {
      const head = await fetch(`${fixture.proxy.url}/_contract/`);
      expect(head.headers.get('content-security-policy')).toBe(PLAYGROUND_CSP);
      await (await fixture.get('date_from=2024-01-01&date_to=2024-01-20&include_slots=1')).arrayBuffer();
      await fixture.settled(1);
      live = await open();
      const { page, errors, requests } = live;
      expect(await page.textContent('#counts')).toContain('1 exchange(s): 1 violating');
      expect(
        await page.$$eval('#by-rule tbody tr', (rows) =>
          rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')),
        ),
      ).toEqual(['date_format 1', 'group_date 1']);
      expect(
        await page.$$eval('#by-location tbody tr', (rows) =>
          rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')),
        ),
      ).toEqual(['/data/*/activity/date 2']);
      const recent = (await page.textContent('#recent tbody')) ?? '';
      expect(recent).toContain('/data/0/activity/date date_format');
      expect(recent).toContain('/user-summaries?date_from=2024-01-01');
      // The style sheet is the playground's, from the proxy: applied, and the only request besides the page.
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      expect(requests.map((r) => new URL(r).pathname)).toEqual(['/_contract/', '/_contract/playground.css']);
      expect(errors).toEqual([]);
      await keepScreenshot(page, 'proxy-live-page');
    });

    it('refreshes itself: an exchange made while the page is open appears without a reload by hand', async () => {
      const { page, errors } = livePage();
      const before = (await page.textContent('#counts')) ?? '';
      await (await fixture.get('date_from=2024-02-01&date_to=2024-02-05&include_slots=1')).arrayBuffer();
      await fixture.settled(2);
      await page.waitForFunction((text) => document.getElementById('counts')?.textContent !== text, before, {
        timeout: 10_000,
      });
      expect(await page.textContent('#counts')).toContain('2 exchange(s): 2 violating');
      expect(errors).toEqual([]);
    });

    it('shows text from the exchange as text: a path with markup never becomes an element', async () => {
      await (
        await fixture.get(
          'date_from=2024-01-01&date_to=2024-01-02&x=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&include_slots=1',
        )
      ).arrayBuffer();
      await fixture.settled(3);
      live = await open();
      const { page, errors } = live;
      expect(await page.$$('#recent img')).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('sets the headers of every table apart: the coverage table’s four read as four, not one run of words', async () => {
      // On the page kept open: its tables are those of the exchanges made so far.
      const { page } = livePage();
      const headers = await page.$$eval('#coverage thead tr', (rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th')].map((th) => {
            const range = document.createRange();
            range.selectNodeContents(th);
            const box = range.getBoundingClientRect();
            return { text: th.textContent ?? '', left: box.left, right: box.right };
          }),
        ),
      );
      expect(headers[0]?.map((h) => h.text)).toEqual(['group', 'items seen', 'of them partial', 'missing']);
      for (const row of headers)
        for (const [i, cell] of row.slice(1).entries()) {
          const before = row[i];
          // A space is about 4 px at this size: at least 12 px between two headers' words.
          expect(cell.left - (before?.right ?? 0), `${before?.text} | ${cell.text}`).toBeGreaterThanOrEqual(12);
        }
    });
  });
}
