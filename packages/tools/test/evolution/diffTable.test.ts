// `user-summaries diff BASE HEAD` on a table of contract edits, each applied to a copy of schemas/ cut to the three
// groups the table edits (activity, heart_rate, sleep; _versions.ts): the exit code, the change reported and whom it
// breaks in each reading, as the table says by hand; and every witness re-checked by plain Ajv built from each
// version's folder (packages/tools/test/evolution/_witness.ts), with the (pointer, rule) the table expects. Each edit
// costs a diff of the cut contract (records drawn in every reading) and two plain Ajv builds: `npm test` takes 1 edit
// of the table, a different one each day (the run's seed picks them), and `npm run test:deep` the whole table
// (docs/testing.md, "Two depths").
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import {
  boundRaised,
  IDENTICAL,
  narrowedToInteger,
  newOptionalGroup,
  newRequiredField,
  nullableRemoved,
  pairSpellingDropped,
  relaxedToOptional,
  requiredRemoved,
  ruleWordChanged,
  valueAdded,
  type ContractEdit,
} from '../../../../test/__helpers__/contractEdits.js';
import { checkReport, plainReadings, type PlainReadings } from './_witness.js';
import { cutVersion, versionFolder } from './_versions.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';

const TABLE: readonly ContractEdit[] = [
  nullableRemoved('activity', 'total_glasses'),
  requiredRemoved('activity', 'total_steps', 'required_with'),
  valueAdded('sleep', ['slots', '*', 'type'], 5),
  newRequiredField('activity', 'hydration_ml'),
  narrowedToInteger('activity', 'distance'),
  newOptionalGroup('hydration'),
  relaxedToOptional('activity', 'calories', 'required_with'),
  pairSpellingDropped('avg', 'heat'),
  boundRaised('activity', 'total_glasses', 'min'),
  ruleWordChanged('sleep', 'rem_time'),
  IDENTICAL,
];

/** The contract cut to the groups the table edits (the others would only make each compile and search slower). */
const cut = () => versionFolder(cutVersion('activity', 'heart_rate', 'sleep'));
// One base for every edit: the cut contract as it is, its plain validators compiled once.
const base = cut();
const folders: string[] = [base];
let basePlain: PlainReadings | undefined;
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('user-summaries diff of the contract and a copy with one edit', () => {
  it.each(casesAtDepth(TABLE, 1).map((edit) => [edit.name, edit] as const))(
    '%s: the change, whom it breaks in each reading, witnesses both versions confirm',
    async (_name, edit) => {
      const head = cut();
      folders.push(head);
      edit.apply(head);
      const run = await runCliInProcess(['diff', base, head, '--format', 'json']);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as DiffReport;
      expect(run.code).toBe(report.verdict === 'breaking' ? 1 : 0);
      expect(report.changes.every((c) => c.searched.seed === 37)).toBe(true);
      basePlain ??= plainReadings(base);
      checkReport(report, edit, { base: basePlain, head: plainReadings(head) });
    },
  );
});
