// `npm run bench:playground`: the playground page (dist/playground, opened from disk) in headless Chromium checks
// the benchmark's 30-day page (page30) several times; the medians of the page's own measures `check` and
// `check+paint` are written into docs/benchmarks.md between the playground-bench markers. docs/playground.md
// quotes no figure: it points here.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { thirtyDayPage } from './payloads.js';
import { replaceDocBlock } from './docBlock.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START = '<!-- playground-bench:start -->';
const END = '<!-- playground-bench:end -->';
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ROUNDS = 7;

/** The playground's figures on page30: every round's measures and their medians, in milliseconds. */
export interface PlaygroundBench {
  readonly bytes: number;
  readonly checkMs: readonly number[];
  readonly checkAndPaintMs: readonly number[];
  readonly medianCheckMs: number;
  readonly medianCheckAndPaintMs: number;
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * Opens packages/tools/dist/playground/index.html in headless Chromium and pastes page30 `ROUNDS` times (alternately with a
 * trailing space, so each paste is a change), reading the page's `check` and `check+paint` measures.
 *
 * @example
 * const figures = await benchPlayground();
 */
export async function benchPlayground(): Promise<PlaygroundBench> {
  const text = JSON.stringify(thirtyDayPage());
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pathToFileURL(`${ROOT}packages/tools/dist/playground/index.html`).href);
    await page.waitForSelector('body[data-ready="true"]');
    const checkMs: number[] = [];
    const checkAndPaintMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.evaluate(() => performance.clearMeasures());
      const before = await page.evaluate(() => Number(document.body.dataset['painted'] ?? '0'));
      await page.evaluate(
        (t) => {
          const area = document.getElementById('payload') as HTMLTextAreaElement;
          area.value = t;
          area.dispatchEvent(new Event('input', { bubbles: true }));
        },
        round % 2 === 0 ? text : `${text} `,
      );
      await page.waitForFunction((n) => Number(document.body.dataset['painted'] ?? '0') > n, before, {
        timeout: 60_000,
      });
      const [check, paint] = await page.evaluate(() =>
        ['check', 'check+paint'].map(
          (name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN,
        ),
      );
      checkMs.push(Math.round(check ?? Number.NaN));
      checkAndPaintMs.push(Math.round(paint ?? Number.NaN));
    }
    if ((await page.textContent('#status')) !== 'the document: valid')
      throw new Error('the playground did not find page30 valid');
    return {
      bytes: text.length,
      checkMs,
      checkAndPaintMs,
      medianCheckMs: median(checkMs),
      medianCheckAndPaintMs: median(checkAndPaintMs),
    };
  } finally {
    await browser.close();
  }
}

function block(result: PlaygroundBench, load: number): string {
  return [
    START,
    `The playground page (\`packages/tools/dist/playground/index.html\`, opened from disk) in headless Chromium (\`${CHROMIUM}\`), checking the`,
    `benchmark's \`page30\` (${(result.bytes / 1e6).toFixed(1)} MB of compact JSON) pasted ${ROUNDS} times; Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'};`,
    `load average ${load.toFixed(1)} before the run; ${new Date().toISOString().slice(0, 10)}. Regenerate with \`npm run bench:playground\`.`,
    '',
    '| measure | median (ms) | runs (ms) |',
    '| --- | ---: | --- |',
    `| \`check\`: from reading the text box to the result in the DOM | ${result.medianCheckMs} | ${result.checkMs.join(', ')} |`,
    `| \`check+paint\`: to a frame after it (style, layout and paint of the result) | ${result.medianCheckAndPaintMs} | ${result.checkAndPaintMs.join(', ')} |`,
    '',
    "The target is 300 ms. The figures leave out the browser's own layout of the pasted text in the text box, which",
    'happens as the text is pasted, before the check starts. Under load (other suites on the 2 cores) they grow',
    'several times: `packages/tools/test/browser/playground.deep.test.ts` prints its own run of the same measures and asserts none.',
    END,
  ].join('\n');
}

/** Writes the block between the markers of docs/benchmarks.md (appended with a heading when they are absent). */
function writeDoc(text: string): void {
  replaceDocBlock(START, END, text, '## Playground (bench/playground.ts)');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const load = loadavg()[0] ?? 0;
  const result = await benchPlayground();
  writeDoc(block(result, load));
  console.log(
    `playground, page30: check ${result.medianCheckMs} ms, check+paint ${result.medianCheckAndPaintMs} ms (medians of ${ROUNDS}); wrote docs/benchmarks.md`,
  );
}
