// `user-summaries diff` on a change it cannot decide within its budget: named with the reason in every format,
// exit 1 (not decided is not compatible), and a typo in a referenced document blamed on that document, at its
// keyword's pointer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContractVersion } from '../../src/evolution/readVersion.js';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { cutVersion, contractVersion, edited } from './_versions.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folderOf(version: ContractVersion): string {
  const folder = mkdtempSync(join(tmpdir(), 'contract-undecided-'));
  folders.push(folder);
  for (const doc of version.documents) writeFileSync(join(folder, doc.file), JSON.stringify(doc.schema));
  return folder;
}

const base = contractVersion();
// The change not decided is activity's own: the contract cut to activity says the same of it, compiled and searched
// three times faster.
const before = edited(
  cutVersion(),
  'activity.schema.json',
  (d) => (d['properties']['note'] = { type: 'string', pattern: '^(a)\\1$' }),
);
const after = edited(before, 'activity.schema.json', (d) => (d['properties']['note'].maxLength = 63));
const [b, h] = [folderOf(before), folderOf(after)];
const REASON = 'the pattern at activity.schema.json /properties/note: a backreference cannot run in linear time';

describe('a change not decided within the budget', () => {
  it('text: the summary counts it, the change says why and how many records were tried; exit 1', async () => {
    const run = await runCliInProcess(['diff', b, h, '--records', '64']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `user-summaries diff ${b} → ${h}: undecided: 1 change, none proven to break producers or consumers, 1 not decided within the budget (and the search for breaks no change explains)`,
    );
    expect(lines).toContain(`breaks no change explains: not decided within the budget: ${REASON}`);
    const at = lines.indexOf('/activity/note: bound moved ({"maxLength":null} → {"maxLength":63})');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(
      new RegExp(
        `^  not decided within the budget: ${REASON.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}; [0-9]+ generated records tried \\(seed 37\\)$`,
      ),
    );
  });

  it('json: `undecided` on the change and on the report’s own search, verdict undecided', async () => {
    const run = await runCliInProcess(['diff', b, h, '--records', '64', '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as DiffReport;
    expect(report.verdict).toBe('undecided');
    expect(report.searched.undecided).toBe(REASON);
    expect(report.changes.map((c) => [c.location, c.change, c.breaks, c.undecided])).toEqual([
      ['/activity/note', 'bound_moved', [], REASON],
    ]);
  });

  it('markdown: the table says it in the change’s row', async () => {
    const run = await runCliInProcess(['diff', b, h, '--records', '64', '--format', 'markdown']);
    expect(run.code).toBe(1);
    const row = run.stdout.split('\n').find((line) => line.startsWith('| `/activity/note`')) as string;
    expect(row).toContain('| not decided within the budget: the pattern at activity.schema.json /properties/note:');
    expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });
});

describe('a typo in a referenced document', () => {
  it('is said of that document, with the pointer of the keyword, not of the document that reached it', async () => {
    const typo = edited(
      base,
      'sleep-slot.schema.json',
      (d) => (d['properties']['type'].enm = d['properties']['type'].enum),
    );
    const folder = folderOf(typo);
    const run = await runCliInProcess(['diff', folderOf(base), folder]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `user-summaries diff: head ${folder}/sleep-slot.schema.json: strict mode: unknown keyword: "enm" at /properties/type (a typo would silently change a verdict)\n`,
    );
  });
});
