// The code example of docs/gate.md ("Merging reports") runs as written: it merges two archive reports made by
// the real command and prints what `merge-reports` prints.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';

it('docs/gate.md: the mergeArchiveReports example prints the merge-reports output', async () => {
  const doc = readFileSync(`${ROOT}docs/gate.md`, 'utf8');
  const section = doc.slice(doc.indexOf('### Merging reports'));
  const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  expect(example).toContain("from 'user-summaries-tools'");

  const { dir, write } = tempFiles('us-archive-doc-');
  write('a.ndjson', '{"date":"2024-01-01"}\n{"date":"2024-01-32"}\n');
  write('b.ndjson', '{"sleep":{}}\n');
  writeFileSync(
    `${dir}/part-1.json`,
    (await runCliInProcess(['validate', '--format', 'summary', 'a.ndjson'], { cwd: dir })).stdout,
  );
  writeFileSync(
    `${dir}/part-2.json`,
    (await runCliInProcess(['validate', '--format', 'summary', 'b.ndjson'], { cwd: dir })).stdout,
  );

  // Inside the package folder (not under node_modules), so `user-summaries-tools` resolves to the workspace's package
  // (a package's self-reference); removed when done.
  const script = `${ROOT}packages/tools/test/cli/.archive-doc-example-${process.pid}.mts`;
  writeFileSync(script, example as string);
  let run: { stdout: string; stderr: string; status: number | null };
  try {
    run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), script], { cwd: dir, encoding: 'utf8' });
  } finally {
    rmSync(script, { force: true });
  }
  expect(run.stderr).toBe('');
  const merged = await runCliInProcess(['merge-reports', 'part-1.json', 'part-2.json'], { cwd: dir });
  expect(run.stdout).toBe(merged.stdout);
  expect(JSON.parse(run.stdout)).toMatchObject({
    counts: { files: 2, documents: 3, valid: 1, invalid: 2 },
    byRule: { date_format: 1, filled: 1 },
  });
});
