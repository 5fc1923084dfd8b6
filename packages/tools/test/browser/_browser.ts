// Headless Chromium for the browser tests: Debian's `chromium` (installed by .ci/run), driven by
// playwright-core with its executable path; nothing is downloaded. Where Chromium is missing the tests skip
// with a printed reason, except under CI=true, where a missing browser is a failure.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';

/** Where Debian's package puts the browser (CHROMIUM_PATH names another, e.g. to see the suites skip). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Screenshots and reports the browser tests keep (gitignored). */
export const ARTIFACTS = resolve(ROOT, 'test-artifacts');

// One renderer process for a file's pages (its tests open one page at a time): a page does not start a process of
// its own (what that saves: docs/testing.md, "Measured").
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--renderer-process-limit=1',
  '--disable-site-isolation-trials',
];

/** Whether the browser tests can run here. */
const HAVE_CHROMIUM = existsSync(CHROMIUM);

/**
 * `describe` for browser suites: runs them where Chromium is; elsewhere skips them with the reason printed,
 * or, under CI=true, fails (a CI run must not pass without the browser).
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (HAVE_CHROMIUM) {
    describe(name, body);
    return;
  }
  if (process.env['CI'] === 'true') {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (.ci/run does)`);
      });
    });
    return;
  }
  console.log(`skipping "${name}": ${CHROMIUM} is missing (apt-get install chromium; under CI=true this fails)`);
  describe.skip(name, body);
}

/** A suite's headless Chromium: one browser with one context and one tab (1280 × 900), its pages loaded there in turn. */
export interface SuiteBrowser {
  /** The suite's one context, never a context per page. */
  readonly context: BrowserContext;
  /**
   * Loads `url` in the suite's one tab (`openRecorded`), at `viewport` (else 1280 × 900), recording from then on its
   * console errors and warnings, uncaught errors and requests: a page the test leaves open (never closed: the next
   * load replaces it).
   */
  load(url: string, viewport?: Viewport): Promise<RecordedPage>;
  /** Closes the browser and its context. */
  close(): Promise<void>;
}

/** A page's size in CSS pixels. */
interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The tab's size unless a test asks for another. */
const VIEWPORT: Viewport = { width: 1280, height: 900 };

/**
 * Starts a headless Chromium with one context for a test file (chromium.test.ts: its three suites). A context per page (what `Browser.newPage()` makes)
 * costs far more CPU than a page in a shared one (docs/testing.md, "Measured"); the pages under test keep no
 * state of their own between page loads (no storage, no cookies), so sharing the context changes nothing they show.
 */
export async function launchChromium(): Promise<SuiteBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const context = await browser.newContext({ viewport: VIEWPORT });
  // One tab for the browser's life, each test's page loaded in it: it keeps its one renderer process alive (with
  // every page closed, Chromium ends the renderer and starts a new one for the next test's page, the largest part of
  // a suite's browser CPU; docs/testing.md, "Measured"), and a load in an open tab costs about a third of a new page
  // with its load. A load replaces the document and its scripts: the pages under test keep no state between loads.
  const tab = await context.newPage();
  await tab.goto('data:text/html,<title>kept</title>');
  // What the page loaded last records: a load starts new lists, the earlier ones stay as their test left them.
  let recording: { errors: string[]; requests: string[] } = { errors: [], requests: [] };
  tab.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') recording.errors.push(`${m.type()}: ${m.text()}`);
  });
  tab.on('pageerror', (e) => recording.errors.push(`pageerror: ${e.message}`));
  tab.on('request', (r) => recording.requests.push(r.url()));
  let size = VIEWPORT;
  return {
    context,
    async load(url, viewport = VIEWPORT) {
      if (viewport.width !== size.width || viewport.height !== size.height) {
        await tab.setViewportSize(viewport);
        size = viewport;
      }
      recording = { errors: [], requests: [] };
      const recorded = { page: tab, ...recording };
      await tab.goto(url);
      return recorded;
    },
    close: () => browser.close(),
  };
}

/**
 * Saves a full-page screenshot as `test-artifacts/<name>.jpg`, for a person to look at (JPEG: Chromium encodes
 * it faster than a PNG of the same page; docs/testing.md).
 */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = resolve(ARTIFACTS, `${name}.jpg`);
  await page.screenshot({ path, fullPage: true, type: 'jpeg', quality: 85 });
  return path;
}

/** A page of the browser at `url`, with what a test asserts on recorded: console errors and warnings, uncaught errors, requests. */
export interface RecordedPage {
  readonly page: Page;
  readonly errors: string[];
  readonly requests: string[];
}

/**
 * Loads `url` in the suite's one tab (at `viewport`, else 1280 × 900), recording its console errors, uncaught errors
 * and requests; the page is left open (the next load replaces it).
 */
export function openRecorded(browser: SuiteBrowser, url: string, viewport?: Viewport): Promise<RecordedPage> {
  return browser.load(url, viewport);
}
