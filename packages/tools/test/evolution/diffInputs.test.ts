// `user-summaries diff` on what it may be given: usage mistakes and versions that cannot be read (exit 2, naming
// the file and the reason, escaped), odd but valid schemas (a diff, bounded, whose witnesses hold), names from the
// documents in every format (escaped), and the same report for the same seed. A break no change explains, found by
// the command, is in diffInputs.deep.test.ts (`npm test` finds it through the library: unexplained.test.ts).
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/evolution/types.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import {
  copySchemas,
  editDocument,
  nullableRemoved,
  ruleWordChanged,
} from '../../../../test/__helpers__/contractEdits.js';
import { checkWitness, plainReadings } from './_witness.js';
import { cutVersion, type CutGroup, versionFolder } from './_versions.js';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';

const base = copySchemas();
const folders: string[] = [base];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the contract edited by `edit`. */
function head(edit: (folder: string) => void): string {
  const folder = copySchemas();
  folders.push(folder);
  edit(folder);
  return folder;
}

/**
 * The contract cut to activity (_versions.ts), as a folder: the base of the diffs whose point is one change of
 * activity (a third of the compile and search); `oneHead` a copy of it edited by `edit`.
 */
const one = versionFolder(cutVersion());
folders.push(one);
function oneHead(edit: (folder: string) => void, groups: readonly CutGroup[] = []): string {
  const folder = versionFolder(cutVersion(...groups));
  folders.push(folder);
  edit(folder);
  return folder;
}

/** The base folder of each cut made so far, by its groups (none: the whole contract, `base`). */
const cuts = new Map<string, string>([
  ['', base],
  ['activity', one],
]);
function cutFolder(groups: readonly CutGroup[]): string {
  const key = groups.join(',');
  const known = cuts.get(key);
  if (known !== undefined) return known;
  const folder = versionFolder(cutVersion(...groups));
  folders.push(folder);
  cuts.set(key, folder);
  return folder;
}

/** Any raw control character, line separator or bidi control (what must never reach a terminal or a CI log). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the test looks for
const STEERING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('usage errors: exit 2 and one line', () => {
  it.each([
    [[], 'takes two folders, BASE and HEAD (0 given)'],
    [['a'], 'takes two folders, BASE and HEAD (1 given)'],
    [['a', 'b', 'c'], 'takes two folders, BASE and HEAD (3 given)'],
    [['--seed', 'x', 'a', 'b'], '--seed must be an integer from 0 to 4294967295'],
    [['--seed', '4294967296', 'a', 'b'], '--seed must be an integer from 0 to 4294967295'],
    [['--records', '7', 'a', 'b'], '--records must be an integer from 8 to 100000'],
    [['--records', '100001', 'a', 'b'], '--records must be an integer from 8 to 100000'],
    [['--format', 'html', 'a', 'b'], '--format must be one of text, json, markdown'],
  ])('diff %j', async (args, message) => {
    const run = await runCliInProcess(['diff', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toContain(`user-summaries diff: ${message}`);
  });
});

describe('a version that cannot be read: exit 2, the file and the reason', () => {
  const write = (file: string, text: string | Buffer) => (folder: string) => writeFileSync(join(folder, file), text);
  // Each case's versions: the contract cut to the groups whose documents its edit touches (activity when none is
  // named; _versions.ts), both sides, so a case that reads its documents compiles a third of the base.
  const cases: readonly [string, (folder: string) => void, string, CutGroup[]?][] = [
    ['not JSON', write('activity.schema.json', '{"type": "object",}'), 'activity.schema.json: '],
    [
      'a duplicate member name',
      write('activity.schema.json', '{"$id": "https://x.example/a", "type": "object", "type": "array"}'),
      'activity.schema.json: ',
    ],
    ['not UTF-8', write('activity.schema.json', Buffer.from([0x7b, 0xff, 0x7d])), 'activity.schema.json: not UTF-8'],
    [
      "nested past the parse layer's depth",
      write('activity.schema.json', `${'['.repeat(5000)}${']'.repeat(5000)}`),
      'activity.schema.json: ',
    ],
    ['no $id', write('activity.schema.json', '{"type": "object"}'), 'activity.schema.json: has no $id'],
    [
      'two documents with one $id',
      (f) =>
        editDocument(
          f,
          'stress.schema.json',
          (d) => (d['$id'] = 'https://schemas.user-summaries.example/v1/sleep.schema.json'),
        ),
      'has the $id of',
      ['sleep', 'stress'],
    ],
    [
      'a $ref to no document',
      (f) => editDocument(f, 'activity.schema.json', (d) => (d['properties']['distance'].$ref = 'nowhere.schema.json')),
      'activity.schema.json: a $ref at /properties/distance names no document',
    ],
    [
      'a cycle of $refs',
      (f) =>
        editDocument(f, 'common.schema.json', (d) => {
          d['$defs']['number'] = { $ref: '#/$defs/nullableNumber' };
          d['$defs']['nullableNumber'] = { $ref: '#/$defs/number' };
        }),
      'common.schema.json: the schema at /$defs/number is one of its own parts (a cycle of $ref or allOf)',
    ],
    [
      'a recursive schema',
      (f) =>
        editDocument(
          f,
          'activity.schema.json',
          (d) => (d['properties']['tree'] = { type: 'object', properties: { child: { $ref: '#/properties/tree' } } }),
        ),
      'nests deeper than 24 levels',
    ],
    [
      'a typo of a keyword',
      (f) => editDocument(f, 'activity.schema.json', (d) => (d['properties']['distance'].minimun = 0)),
      'activity.schema.json: strict mode: unknown keyword: "minimun"',
    ],
    [
      'an empty enum',
      (f) => editDocument(f, 'activity.schema.json', (d) => (d['properties']['total_glasses'].enum = [])),
      'activity.schema.json: ',
    ],
    [
      'a typo of a keyword in a referenced document, named there with its pointer',
      (f) => editDocument(f, 'sleep-slot.schema.json', (d) => (d['properties']['type'].enm = [0, 1])),
      'sleep-slot.schema.json: strict mode: unknown keyword: "enm" at /properties/type',
      ['sleep'],
    ],
    ['no day', (f) => rmSync(join(f, 'user-summary.schema.json')), 'user-summary.schema.json: missing'],
    [
      'a device in place of a document',
      (f) => {
        rmSync(join(f, 'spo2.schema.json'));
        symlinkSync('/dev/zero', join(f, 'spo2.schema.json'));
      },
      'spo2.schema.json: not a regular file',
      [],
    ],
    [
      'a document larger than 4 MiB',
      write('stress.schema.json', `{"$id": "https://x.example/s", "description": "${'x'.repeat(4 * 1024 * 1024)}"}`),
      'stress.schema.json: larger than 4 MiB',
      ['stress'],
    ],
  ];
  // Each case that reads its documents costs a compile of the base: 4 of them in `npm test` (the run's seed picks
  // which), every one in `npm run test:deep`.
  it.each(casesAtDepth(cases, 4))('%s', async (_name, edit, reason, groups = ['activity']) => {
    const from = cutFolder(groups);
    const folder = groups.length === 0 ? head(edit) : oneHead(edit, groups);
    const run = await runCliInProcess(['diff', from, folder]);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^user-summaries diff: head /);
    expect(run.stderr).toContain(reason);
    expect(run.stderr.split('\n').length).toBe(2);
  });

  it('a folder that does not exist, or a file, is said as such', async () => {
    const missing = await runCliInProcess(['diff', join(base, 'nope'), base]);
    expect([missing.code, missing.stderr]).toEqual([
      2,
      `user-summaries diff: base ${join(base, 'nope')}: no such file or directory\n`,
    ]);
    const file = await runCliInProcess(['diff', base, join(base, 'common.schema.json')]);
    expect(file.code).toBe(2);
    expect(file.stderr).toContain('not a folder (a version is a folder laid out like schemas/)');
  });

  it('a folder name with control characters is escaped', async () => {
    const run = await runCliInProcess(['diff', base, `${base}/no\nsuch\u001b[2J`]);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STEERING);
    expect(run.stderr).toContain('no\\nsuch\\u001b[2J');
  });
});

describe('odd but valid schemas: a bounded diff whose witnesses hold', () => {
  const odd: readonly [string, (doc: Record<string, any>) => void][] = [
    [
      'a huge minLength and minItems',
      (d) =>
        Object.assign(d['properties']['slots'], { minItems: 1_000_000_000 }) &&
        Object.assign(d['properties']['distance'], { minLength: 1_000_000_000 }),
    ],
    ['nothing valid at a member', (d) => (d['properties']['distance'] = { not: {} })],
    ['an enum of one value', (d) => (d['properties']['total_glasses'].enum = [3])],
    [
      'a const object and an anyOf',
      (d) =>
        (d['properties']['extra'] = {
          anyOf: [{ const: { a: [1, { b: null }] } }, { type: 'string', pattern: '^[a-z]{2,5}$' }],
        }),
    ],
    ['items false', (d) => (d['properties']['slots'].items = false)],
    // V8 backtracks on it exponentially; the diff runs it by RE2 (docs/evolution.md, "Limits and budgets").
    ['a pattern V8 backtracks on', (d) => (d['properties']['note'] = { type: 'string', pattern: '^(a+)+$' })],
    [
      'a pattern fast-check cannot draw',
      (d) => (d['properties']['note'] = { type: 'string', pattern: '^(?<word>[a-z]+)\\k<word>$' }),
    ],
  ];
  // Each costs a diff and two plain Ajv builds: 1 of them in `npm test` (the run's seed picks which), every one in
  // `npm run test:deep` (docs/testing.md, "Two depths").
  it.each(casesAtDepth(odd, 1))('%s', async (_name, edit) => {
    const folder = oneHead((f) => editDocument(f, 'activity.schema.json', edit));
    const started = Date.now();
    const run = await runCliInProcess(['diff', one, folder, '--format', 'json', '--records', '200']);
    expect(run.stderr).toBe('');
    expect([0, 1]).toContain(run.code);
    expect(Date.now() - started).toBeLessThan(30_000);
    const report = JSON.parse(run.stdout) as DiffReport;
    const plain = { base: plainReadings(one), head: plainReadings(folder) };
    for (const change of report.changes) {
      expect(change.searched.records).toBeLessThanOrEqual(200);
      for (const witness of change.readings.flatMap((r) => r.witnesses)) checkWitness(witness, plain);
    }
  });
});

describe('names from the documents, in every format', () => {
  const hostile = 'a\u001b[31m|`b\n::error::x\u202e';
  const folder = oneHead((f) =>
    editDocument(f, 'activity.schema.json', (d) => {
      d['properties'][hostile] = { $ref: 'common.schema.json#/$defs/integer', 'x-missing': `required_with\u0007` };
      d['required'].push(hostile);
    }),
  );
  it.each(['text', 'markdown', 'json'])('%s: no raw steering character, the name escaped', async (format) => {
    // The names are escaped whatever the search draws: 8 records, the fewest.
    const run = await runCliInProcess(['diff', one, folder, '--format', format, '--records', '8']);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toMatch(STEERING);
    if (format === 'json') {
      const report = JSON.parse(run.stdout) as DiffReport;
      expect(report.changes.map((c) => c.location)).toContain(`/activity/${hostile}`);
    } else {
      expect(run.stdout).toContain('a\\u001b[31m');
      expect(run.stdout).not.toMatch(/^::error/m);
    }
    if (format === 'markdown') {
      // The table keeps its columns: the name's `|` and backtick stay inside its cell.
      const row = run.stdout.split('\n').find((line) => line.includes('field added')) as string;
      expect(row.split(/(?<!\\)\|/).length).toBe(6);
    }
  });
});

describe("the report is the seed's", () => {
  // Three diffs of two changes: `npm test` draws 120 records a change (`--records 120`, a multiple of the 24
  // entry × reading × side shares), `npm run test:deep` the default 1,000 (no flag), so the default is proven there
  // (docs/testing.md, "Two depths").
  const records = atDepth(1000) === 1000 ? 1000 : 120;
  const recordsFlag = records === 1000 ? [] : ['--records', String(records)];
  // The contract cut to the two groups edited: the seed is the point, not the other groups.
  const two = versionFolder(cutVersion('activity', 'sleep'));
  folders.push(two);
  it('the same seed gives the same report; records tried are stated for a change that breaks none', async () => {
    const folder = versionFolder(cutVersion('activity', 'sleep'));
    folders.push(folder);
    nullableRemoved('activity', 'total_glasses').apply(folder);
    ruleWordChanged('sleep', 'rem_time').apply(folder);
    const first = await runCliInProcess(['diff', two, folder, '--format', 'json', '--seed', '7', ...recordsFlag]);
    const again = await runCliInProcess(['diff', two, folder, '--format', 'json', '--seed', '7', ...recordsFlag]);
    expect(again.stdout).toBe(first.stdout);
    const report = JSON.parse(first.stdout) as DiffReport;
    expect(report.seed).toBe(7);
    const none = report.changes.find((c) => c.change === 'rule_changed');
    expect(none).toMatchObject({
      location: '/sleep/rem_time',
      breaks: [],
      witness: null,
      searched: { records, seed: 7 },
    });
    const text = await runCliInProcess(['diff', two, folder, '--seed', '7', ...recordsFlag]);
    expect(text.stdout).toContain(
      `/sleep/rem_time: rule changed ("required_with" → "present")\n  breaks none: ${records} generated records tried (seed 7)\n`,
    );
  });
});
