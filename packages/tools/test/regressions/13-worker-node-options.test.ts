// Regression (found while tuning the test run): the gate handed the process's Node options to its worker
// threads, and Node refuses per-process options there (V8's heap sizes, --title): `node
// --max-old-space-size=4096 …/user-summaries validate --jobs 2` on large inputs crashed with
// ERR_WORKER_INVALID_EXEC_ARGV and a stack trace. Those options apply to every thread already; the gate now
// starts its workers without them. A real process, because the process's own options are the point.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fullDay } from '../../../../bench/gateFixtures.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { refusedExecArgv } from '../../src/gate/pool.js';
import { tempFiles } from '../gate/_report.js';

const { write } = tempFiles('us-worker-options-');

describe('worker threads under per-process Node options', () => {
  // One option a run under npm test, rotated by the seed; the three at full depth (test/__helpers__/depth.ts).
  it.each(casesAtDepth([['--max-old-space-size=4096'], ['--max-semi-space-size=64'], ['--title=gate']], 1))(
    'node %s: two threads, every document, no crash',
    (option) => {
      const days = (from: number, count: number): string =>
        `[${Array.from({ length: count }, (_, i) => JSON.stringify(fullDay(from + i))).join(',')}]`;
      const files = [
        write('a.json', days(0, 4)),
        write('b.json', `[${JSON.stringify({ ...fullDay(9), date: '2024-02-30' })}]`),
        write('c.json', days(4, 4)),
      ];
      const run = spawnSync(
        process.execPath,
        [option, `${ROOT}packages/tools/dist/cli/main.js`, 'validate', '--jobs', '2', '--format', 'json', ...files],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(run.stderr).not.toContain('ERR_WORKER_INVALID_EXEC_ARGV');
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as {
        summary: { threads: number; documents: number };
        documents: { file: string; status: string }[];
      };
      expect(report.summary).toMatchObject({ threads: 2, documents: 3 });
      expect(report.documents.filter((d) => d.status === 'invalid').map((d) => d.file)).toEqual([files[1]]);
    },
  );

  it('reads the options Node refused from its error, and nothing from another error', () => {
    const refused = Object.assign(
      new Error('Initiated Worker with invalid execArgv flags: --max-old-space-size=4096, --title=x'),
      { code: 'ERR_WORKER_INVALID_EXEC_ARGV' },
    );
    expect(refusedExecArgv(refused)).toEqual(['--max-old-space-size=4096', '--title=x']);
    expect(refusedExecArgv(new Error('flags: --x'))).toEqual([]);
    expect(refusedExecArgv(undefined)).toEqual([]);
  });
});
