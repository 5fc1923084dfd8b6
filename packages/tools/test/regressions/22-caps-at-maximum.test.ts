// Issue 22, "caps that hold when a user raises them": every cap of every command has a largest value, a value
// past it is a usage error saying why (exit 2), and a run with every cap at its largest value on a hostile
// input still ends with its report (the gate's hint says to raise --max-violations: raising it to 10^8 ran
// for 78 s and died at 4.3 GB: that run at every cap's largest value is 22-caps-at-maximum.deep.test.ts, at full
// depth). merge-reports reads at most 256 MiB (22-archive-report-counts.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';

const { write } = tempFiles('us-caps-max-');
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('validate', () => {
  it.each([
    ['--max-bytes', '257M', '--max-bytes can be at most 268435456'],
    ['--max-violations', '100000000', '--max-violations can be at most 100000'],
    ['--max-examples', '1000001', '--max-examples can be at most 1000000'],
    ['--jobs', '65', '--jobs can be at most 64'],
  ])('%s %s is refused with the largest value and why (exit 2)', async (option, value, said) => {
    const run = await runCliInProcess(['validate', option, value, write('day.json', '{"date":"2024-01-01"}')]);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain(said);
  });
});

describe('check', () => {
  it('--max-bytes past 256 MiB is refused; every cap at its largest value checks the reference server', async () => {
    const server = await startServer({ token: 'caps-token', source: seedSource({ seed: 5, groups: ['activity'] }) });
    servers.push(server);
    const args = ['check', '--base-url', server.url, '--from', '2024-03-01', '--to', '2024-03-02'];
    const refused = await runCliInProcess([...args, '--max-bytes', String(256 * 1024 * 1024 + 1)], {
      env: { USER_SUMMARIES_TOKEN: 'caps-token' },
    });
    expect([refused.code, refused.stderr]).toEqual([
      2,
      expect.stringContaining('--max-bytes can be at most 268435456') as unknown,
    ]);
    const run = await runCliInProcess(
      [
        ...args,
        '--max-bytes',
        String(256 * 1024 * 1024),
        '--max-pages',
        String(Number.MAX_SAFE_INTEGER),
        '--timeout-ms',
        '60000',
      ],
      {
        env: { USER_SUMMARIES_TOKEN: 'caps-token' },
      },
    );
    expect([run.code, run.stderr]).toEqual([0, '']);
  });
});
