// The playground in headless Chromium, for real: served by the reference server under its CSP, and opened
// from disk. It must load without a console error or a request of its own, show the library's exact
// (pointer, rule) pairs, mark the selected member's line, work from the keyboard, and check long NDJSON texts in slices.
// A suite of chromium.test.ts, which runs it in the file's one browser.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/jsonText/lineIndex.js';
import { pointerLocator } from '../../src/jsonText/locatePointers.js';
import { PLAYGROUND_CSP } from '../../src/mock/playground.js';
import { validateSummary } from 'user-summaries-contract/internal/index';
import { validateSummary as validateStrict } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { keepScreenshot, type RecordedPage, type SuiteBrowser } from './_browser.js';
import { checkInSlices, checksDone, paste, usePlayground } from './_playground.js';
import { example } from './_pages.js';

const BROKEN = example('invalid/summary-broken.json');

/** The playground's everyday suite, its pages in `browser()` (chromium.test.ts); at size: playground.deep.test.ts. */
export function playgroundSuite(browser: () => SuiteBrowser): void {
  describe('the playground in headless Chromium', () => {
    const playground = usePlayground(browser);
    const open = (url: string): Promise<RecordedPage> => playground.open(url);
    // One page served at / for the tests below but the last (a page load with the playground's 880 KB script costs
    // about a third of a second of CPU): each test starts from the page's defaults (include_slots=1, not strict,
    // values shown) and pastes its own text; its console errors and requests are those since the page loaded.
    let served: Promise<RecordedPage> | undefined;
    const servedPage = (): Promise<RecordedPage> => {
      served ??= open(`${playground.url()}/`);
      return served;
    };

    /** The (pointer, rule) pairs the page lists. */
    async function listedPairs(page: Page): Promise<string[]> {
      return page.$$eval('#violations button', (buttons) =>
        buttons.map((b) => `${(b as HTMLElement).dataset['pointer']} ${(b as HTMLElement).dataset['rule']}`),
      );
    }

    const libraryPairs = (text: string, options: { includeSlots?: boolean } = {}): string[] => {
      const result = validateSummary(JSON.parse(text), options);
      return result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`);
    };

    it('loads under its CSP (served at / beside the API) with no console error and no request of its own', async () => {
      const response = await fetch(`${playground.url()}/`);
      expect(response.headers.get('content-security-policy')).toBe(PLAYGROUND_CSP);
      expect(PLAYGROUND_CSP).toContain("script-src 'self'");
      expect(PLAYGROUND_CSP).not.toContain('unsafe-eval');
      const { page, errors, requests } = await servedPage();
      await paste(page, BROKEN);
      await keepScreenshot(page, 'playground-loaded');
      expect(errors).toEqual([]);
      // The page, its script and its style sheet: nothing else, before or after a check.
      expect(requests.map((u) => new URL(u).pathname).sort()).toEqual(['/', '/playground.css', '/playground.js']);
    });

    it("a pasted invalid day shows the library's exact (pointer, rule) pairs", async () => {
      const { page } = await servedPage();
      await paste(page, BROKEN);
      const want = libraryPairs(BROKEN);
      expect(want).toContain('/date date_format');
      expect(want).toContain('/activity/total_steps type');
      expect((await listedPairs(page)).sort()).toEqual([...want].sort());
      expect(await page.textContent('#status')).toBe(`the document: ${want.length} violations in 1 document`);
      // include_slots=0: the slot-only requirements go, as the library says.
      const pasted = await checksDone(page);
      await page.uncheck('#include-slots');
      await page.waitForFunction((n) => Number(document.body.dataset['checks']) > n, pasted);
      expect((await listedPairs(page)).sort()).toEqual(libraryPairs(BROKEN, { includeSlots: false }).sort());
      // strict (the root entry's compiled strict validator says the same): unknown members are violations.
      const extra = JSON.stringify(
        { ...(JSON.parse(example('valid/summary-all-groups.json')) as object), nickname: 'x' },
        null,
        2,
      );
      await page.check('#include-slots');
      await page.check('#strict');
      await paste(page, extra);
      const strictResult = validateStrict(JSON.parse(extra), { strict: true });
      const strictPairs = strictResult.ok ? [] : strictResult.violations.map((v) => `${v.pointer} ${v.rule}`);
      expect(strictPairs).toContain('/nickname unknown_field');
      expect((await listedPairs(page)).sort()).toEqual(strictPairs.sort());
      // Back to the defaults for the next test on the page.
      const strictChecked = await checksDone(page);
      await page.uncheck('#strict');
      await page.waitForFunction((n) => Number(document.body.dataset['checks']) > n, strictChecked);
    });

    it('selecting a violation marks its member at its line and column, values shown by default (the text is on screen) and masked when switched off', async () => {
      const { page } = await servedPage();
      await paste(page, BROKEN);
      const pointer = '/activity/total_steps';
      const span = pointerLocator(BROKEN, [pointer])(pointer);
      const { line, column } = new LineIndex(BROKEN).locate(span.offset);
      await page.click(`#violations button[data-pointer="${pointer}"]`);
      expect(await page.getAttribute(`#violations button[data-pointer="${pointer}"]`, 'aria-current')).toBe('true');
      expect(await page.getAttribute('#detail .here', 'data-line')).toBe(String(line));
      expect(await page.textContent('#detail p')).toContain(`at line ${line}, column ${column}`);
      // The member's text in the marked line: shown by default, since the user's own text is beside it.
      expect(await page.isChecked('#show-values')).toBe(true);
      expect(await page.textContent('#detail mark')).toBe('"812"');
      const selection = await page.$eval('#payload', (a) => [
        (a as HTMLTextAreaElement).selectionStart,
        (a as HTMLTextAreaElement).selectionEnd,
      ]);
      expect(selection).toEqual([span.offset, span.offset + span.length]);
      await page.uncheck('#show-values');
      expect(await page.textContent('#detail mark')).toBe('"…"');
      await page.check('#show-values');
      expect(await page.textContent('#detail mark')).toBe('"812"');
    });

    it('the selected member is visibly highlighted in the payload box while focus stays on the list', async () => {
      const { page } = await servedPage();
      // Long enough that the box scrolls: the highlight must follow the text to the member.
      const text = `${'\n'.repeat(80)}${BROKEN}`;
      await paste(page, text);
      const pointer = '/activity/total_steps';
      const span = pointerLocator(text, [pointer])(pointer);
      await page.click(`#violations button[data-pointer="${pointer}"]`);
      expect(await page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName)).not.toBe(
        'payload',
      );
      const mark = page.locator('#payload-highlight mark');
      expect(await mark.textContent()).toBe(text.slice(span.offset, span.offset + span.length));
      // Painted where the member is: inside the visible part of the box, with the mark's background colour.
      const [box, markBox] = await Promise.all([page.locator('#payload').boundingBox(), mark.boundingBox()]);
      if (box === null || markBox === null) throw new Error('no layout');
      expect(markBox.width).toBeGreaterThan(10);
      expect(markBox.y).toBeGreaterThanOrEqual(box.y);
      expect(markBox.y + markBox.height).toBeLessThanOrEqual(box.y + box.height);
      expect(await mark.evaluate((m) => getComputedStyle(m).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      // Under the member's own characters: the backdrop has the textarea's font, padding and scroll position.
      const aligned = await page.evaluate(() => {
        const area = document.getElementById('payload') as HTMLTextAreaElement;
        const backdrop = document.getElementById('payload-highlight') as HTMLElement;
        const [a, b] = [getComputedStyle(area), getComputedStyle(backdrop)];
        return {
          font: a.font === b.font,
          padding: a.padding === b.padding,
          border: a.borderWidth === b.borderWidth,
          top: area.scrollTop === backdrop.scrollTop && area.scrollTop > 0,
          left: area.scrollLeft === backdrop.scrollLeft,
        };
      });
      expect(aligned).toEqual({ font: true, padding: true, border: true, top: true, left: true });
      // Typing removes the highlight (it would sit on other characters).
      await page.focus('#payload');
      await page.keyboard.type(' ');
      expect(await page.locator('#payload-highlight mark').count()).toBe(0);
    });

    it('works from the keyboard: labelled controls, Tab into the list, arrows move the selection', async () => {
      const { page } = await servedPage();
      for (const label of [
        'Payload text (drop a file on it, or open one below)',
        'include_slots=1 (groups carry slots)',
        "strict (the producers' profile: unknown fields fail)",
        'Read the text as',
        'show values in excerpts (your own text, already on screen)',
        'Open a file',
      ]) {
        expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
      }
      await paste(page, BROKEN);
      expect(await page.getByRole('list', { name: 'Violations and problems' }).count()).toBe(1);
      await page.focus('#check');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#violations') !== null)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const current = await page.$$eval('#violations button', (bs) =>
        bs.findIndex((b) => b.getAttribute('aria-current') === 'true'),
      );
      expect(current).toBe(1);
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['index'])).toBe('1');
      await page.keyboard.press('End');
      const last = (await listedPairs(page)).length - 1;
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['index'])).toBe(String(last));
      expect(await page.textContent('#detail')).not.toBe('');
    });

    it('takes a dropped file and an opened file, read in the page', async () => {
      const { page, requests } = await servedPage();
      const dropped = await checksDone(page);
      await page.evaluate((text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], 'day.json', { type: 'application/json' }));
        document
          .getElementById('payload')
          ?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, BROKEN);
      await page.waitForFunction((n) => Number(document.body.dataset['checks']) > n, dropped);
      expect(await page.inputValue('#payload')).toBe(BROKEN);
      expect((await listedPairs(page)).sort()).toEqual(libraryPairs(BROKEN).sort());
      const valid = example('valid/summary-all-groups.json');
      const opened = await checksDone(page);
      await page.setInputFiles('#file', {
        name: 'valid.json',
        mimeType: 'application/json',
        buffer: Buffer.from(valid),
      });
      await page.waitForFunction((n) => Number(document.body.dataset['checks']) > n, opened);
      expect(await page.textContent('#status')).toBe('the document: valid');
      // Still the page's three: the files are read in the page.
      expect(requests.length).toBe(3);
    });

    it('reads NDJSON: each line a document, violations placed at their line', async () => {
      const { page } = await servedPage();
      const good = JSON.stringify(JSON.parse(example('valid/summary-all-groups.json')));
      await paste(page, `${good}\n${JSON.stringify({ ...(JSON.parse(good) as object), date: '2024-02-30' })}\n`);
      expect(await page.textContent('#status')).toBe('2 records (NDJSON): 1 violation in 1 document');
      expect(await listedPairs(page)).toEqual(['/date date_format']);
      expect(await page.textContent('#violations .place')).toMatch(/^line 2:/);
    });

    // The check of a long NDJSON text runs in slices with its progress (issue 22); at 200,000 records, the size
    // that once overflowed the stack, in playground.deep.test.ts.
    it('checks 3,000 invalid NDJSON records in slices: progress, never the previous verdict, the list capped', async () => {
      const { page, errors } = await servedPage();
      await paste(page, BROKEN);
      // 6 slices of 500 (packages/tools/src/playground/checkPayload.ts), more than the 2,000 rows the list shows:
      // checkInSlices reads the list in the same turn the progress shows, so the slices' count is not a race.
      await checkInSlices(page, 3_000);
      expect(errors).toEqual([]);
    }, 60_000);

    it('works as a static file opened from disk (file://): same results, no console error, no request beyond its files', async () => {
      const url = pathToFileURL(resolve(ROOT, 'packages/tools/dist/playground/index.html')).href;
      const { page, errors, requests } = await open(url);
      await paste(page, BROKEN);
      expect((await listedPairs(page)).sort()).toEqual(libraryPairs(BROKEN).sort());
      expect(errors).toEqual([]);
      expect(requests.every((u) => u.startsWith('file://'))).toBe(true);
    });
  });
}
