// The checker's HTML report of a run with no check over a range (the suites of issue 22's report counts: a year in
// 22-archive-report-counts.test.ts, the range since 1600 in its deep sibling), rendered by the built package.
import { importBuilt } from '../../../../test/__helpers__/cliInProcess.js';

/** The HTML report of a passing check run that asked for no check over `from`..`to`: its chart has a bar a day. */
export async function emptyCheckHtml(from: string, to: string): Promise<string> {
  const { renderReport } =
    await importBuilt<typeof import('../../src/conformance/renderCheck.js')>('conformance/renderCheck.js');
  return renderReport(
    {
      target: 'http://127.0.0.1:1',
      range: { from, to },
      perPage: 10,
      checks: [],
      counts: { pass: 0, warn: 0, fail: 0, skip: 0 },
      ok: true,
      requests: 0,
      ms: 1,
    },
    'html',
  );
}
