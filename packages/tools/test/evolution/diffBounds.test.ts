// The diff's bounds (docs/evolution.md, "Limits and budgets"): a schema in a pull request cannot hang or crash it.
// Patterns run in linear time whatever they are, records hold a bounded number of values, the whole diff spends a
// bounded work, and what it cannot finish is a change "not decided within the budget", named with the reason.
// The sizes that once exhausted the heap are in diffBounds.deep.test.ts.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryValues } from '../../src/evolution/candidates.js';
import { diffVersions } from '../../src/evolution/diff.js';
import { RecordGenerator, buildValue } from '../../src/evolution/generate.js';
import { VersionModel } from '../../src/evolution/versionModel.js';
import { Rng } from '../../src/evolution/random.js';
import { readVersion } from '../../src/evolution/readVersion.js';
import type { ContractChange, DiffReport } from '../../src/evolution/types.js';
import { cutVersion, contractVersion, edited } from './_versions.js';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';

const base = contractVersion();
/** The contract cut to activity: the base of the diffs whose point is one change of activity (a third of the compile). */
const one = cutVersion();
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The report of a diff that must be made (a version problem fails the test with its reason). */
function report(outcome: ReturnType<typeof diffVersions>): DiffReport {
  if (!outcome.ok) throw new Error(`${outcome.problem.file}: ${outcome.problem.reason}`);
  return outcome.report;
}

/** Both versions with a member `note` of activity, the head's edited by `change`. */
function withNote(note: Record<string, unknown>, change: (note: Record<string, any>) => void) {
  const before = edited(one, 'activity.schema.json', (d) => (d['properties']['note'] = structuredClone(note)));
  const after = edited(before, 'activity.schema.json', (d) => change(d['properties']['note']));
  return { before, after };
}

const changeAt = (found: DiffReport, location: string): ContractChange =>
  found.changes.find((c) => c.location === location) as ContractChange;

describe('patterns V8 runs in exponential time: the diff finishes, decided or named', () => {
  // Each a whole diff: 1 in `npm test` (the run's seed picks which), all under `npm run test:deep`.
  const PATTERNS = [
    ['^(a|a)*b$', 'pattern'],
    ['^a*a*a*a*a*a*a*a*b$', 'pattern'],
    ['^(a|a)*b$', 'definitions'],
  ] as const;
  it.each(casesAtDepth(PATTERNS, 1))('%s (under %s), maxLength 64 → 63', (pattern, where) => {
    const note = { type: 'string', pattern, maxLength: 64 };
    const { before, after } =
      where === 'pattern'
        ? withNote(note, (n) => (n['maxLength'] = 63))
        : (() => {
            // Under `definitions`, which Ajv 2020 still resolves: the walk reads it as it reads $defs.
            const b = edited(one, 'activity.schema.json', (d) => {
              d['definitions'] = { note };
              d['properties']['note'] = { $ref: '#/definitions/note' };
            });
            return {
              before: b,
              after: edited(b, 'activity.schema.json', (d) => (d['definitions'].note.maxLength = 63)),
            };
          })();
    // 200: each search reaches the strings of the moved bound (V8 never returned on them).
    const found = report(diffVersions(before, after, { records: 200 }));
    const change = changeAt(found, '/activity/note');
    expect([change.change, change.before, change.after]).toEqual(['bound_moved', { maxLength: 64 }, { maxLength: 63 }]);
    expect(change.undecided).toBeUndefined();
    expect(change.searched.records).toBeLessThanOrEqual(200);
  });

  // Patterns RE2 cannot run, each a whole diff (two versions compiled in four readings): 1 in `npm test` (the run's
  // seed picks which), both under `npm run test:deep`.
  const REFUSED: readonly (readonly [string, string, (found: DiffReport) => void])[] = [
    [
      'a backreference (RE2 cannot run it) leaves the change not decided, naming the pattern’s document and pointer',
      '^(a)\\1$',
      (found) => {
        expect(found.verdict).toBe('undecided');
        const change = changeAt(found, '/activity/note');
        expect(change.change).toBe('bound_moved');
        expect(change.breaks).toEqual([]);
        expect(change.undecided).toBe(
          'the pattern at activity.schema.json /properties/note: a backreference cannot run in linear time',
        );
      },
    ],
    [
      'nested repetition counts (30 characters, 10^8 when drawn): the change is not decided, named',
      '^(((a{100}){100}){100}){100}$',
      (found) =>
        expect(changeAt(found, '/activity/note').undecided).toMatch(
          /^the pattern at activity\.schema\.json \/properties\/note: RE2 cannot run it \(.*invalid repeat count/,
        ),
    ],
  ];
  it.each(casesAtDepth(REFUSED, 1))('%s', (_name, pattern, check) => {
    const { before, after } = withNote({ type: 'string', pattern }, (n) => (n['maxLength'] = 63));
    check(report(diffVersions(before, after, { records: 64 })));
  });

  it('nested repetition counts (10^8 when drawn) are never drawn, nor a pattern no string of 64 characters matches', () => {
    const pattern = '^(((a{100}){100}){100}){100}$';
    const { before } = withNote({ type: 'string', pattern }, (n) => (n['maxLength'] = 63));
    const generator = new RecordGenerator(new VersionModel(before), 37);
    expect(generator.patternSamples(pattern)).toEqual([]);
    // Accepted by RE2, but no string of at most 64 characters matches: nothing drawn either.
    expect(generator.patternSamples('^(a{10}){10}$')).toEqual([]);
    expect(new Set(generator.patternSamples('^(ab){2}$'))).toEqual(new Set(['abab']));
  });
});

describe('records are bounded in values, not per level', () => {
  it('arrays of 16 items nested 4 levels (65,536 values a record) leave the changes that need one not decided', () => {
    let grid: Record<string, unknown> = { type: 'integer' };
    for (let i = 0; i < 4; i++) grid = { type: 'array', minItems: 16, maxItems: 16, items: grid };
    const before = edited(one, 'activity.schema.json', (d) => {
      d['properties']['grid'] = grid;
      d['required'].push('grid');
    });
    const after = edited(before, 'activity.schema.json', (d) => (d['properties']['extra'] = { type: 'integer' }));
    const found = report(diffVersions(before, after, { records: 64 }));
    const change = changeAt(found, '/activity/extra');
    expect(change.undecided).toBe('a record reaching it holds more than 20000 values');
    expect(found.verdict).toBe('undecided');
  });

  it('a random record sends a bounded number of an object’s optional members, however many it lists', () => {
    const many = edited(base, 'activity.schema.json', (d) => {
      for (let i = 0; i < 1000; i++) d['properties'][`m${i}`] = { type: 'integer' };
    });
    const model = new VersionModel(many);
    const activity = model.nodeAt(model.document('activity.schema.json') as never, '') as never;
    const generator = new RecordGenerator(model, 37);
    const rng = new Rng(37);
    const sizes = Array.from({ length: 50 }, () => {
      const record = buildValue({ generator, rng, random: true, includeSlots: true }, [activity]) as object;
      return Object.keys(record).filter((key) => /^m[0-9]+$/.test(key)).length;
    });
    // Each object draws 8 of its optional members at most (the contract's groups list 16 at most: half on average).
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8);
    expect(Math.max(...sizes)).toBeGreaterThan(0);
  });
});

describe('the work of a whole diff is bounded', () => {
  it('past the work budget, the changes not yet searched are not decided, each named, and the diff stops', () => {
    // The contract cut to activity: the budget is the point, not the other groups (each record holds fewer values,
    // so the budget is a third of what the whole contract's would be).
    const after = edited(one, 'activity.schema.json', (d) => {
      for (let i = 0; i < 12; i++) d['properties'][`m${i}`] = { type: 'integer' };
    });
    // 1000 records and a budget of 50,000 values under `npm run test:deep`; 200 and 10,000 in `npm test`, which
    // stops the diff at the same change.
    const [records, workBudget] = [atDepth(1000, 200), atDepth(50_000, 10_000)];
    const found = report(diffVersions(one, after, { records, workBudget }));
    const spent = `the diff's work budget (${workBudget} record values judged) was spent`;
    const first = found.changes.findIndex((c) => c.undecided === spent);
    expect(first).toBeGreaterThan(0);
    expect(found.changes.slice(first).every((c) => c.undecided === spent)).toBe(true);
    expect(found.changes.slice(0, first).every((c) => c.undecided === undefined)).toBe(true);
    // What was proven before it stopped stays proven.
    expect(found.changes[0]?.breaks).toEqual(['consumers']);
    // Deterministic: the same versions, seed and budget give the same report.
    expect(report(diffVersions(one, after, { records, workBudget }))).toEqual(found);
  });

  it('an enum of 130,000 numbers: its boundary values without a RangeError (the diff itself: the deep suite)', () => {
    const codes = { type: 'integer', enum: Array.from({ length: 130_000 }, (_, i) => i) };
    const version = edited(base, 'activity.schema.json', (d) => (d['properties']['code'] = codes));
    const model = new VersionModel(version);
    const node = model.nodeAt(model.document('activity.schema.json') as never, '/properties/code') as never;
    const values = boundaryValues(
      { generator: new RecordGenerator(model, 37), rng: new Rng(37), random: false, includeSlots: true },
      [node],
    );
    expect(values).toContain(130_000);
    expect(values).toContain(-1);
  });

  it('diffVersions never throws, even on documents that throw when read', () => {
    const hostile = edited(base, 'activity.schema.json', (d) => {
      Object.defineProperty(d['properties'], 'trap', {
        enumerable: true,
        get: () => {
          throw new RangeError('read');
        },
      });
    });
    const outcome = diffVersions(base, hostile);
    expect(outcome).toEqual({
      ok: false,
      problem: { version: 'head', file: '.', reason: 'cannot be compared (RangeError)' },
    });
  });
});

describe('a version’s documents are bounded together', () => {
  it('documents within 4 MiB each but past 16 MiB together are refused before they are parsed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-large-'));
    folders.push(folder);
    for (const doc of base.documents) writeFileSync(join(folder, doc.file), JSON.stringify(doc.schema));
    // Each filler 3.5 MiB and a few bytes: its first bytes written, the rest a hole (sizes are read, never the
    // bytes: a document read would be refused as not JSON, another reason).
    for (let i = 0; i < 5; i++) {
      const path = join(folder, `filler${i}.schema.json`);
      writeFileSync(path, `{"$id": "https://x.example/f${i}", "description": "`);
      truncateSync(
        path,
        Buffer.byteLength(`{"$id": "https://x.example/f${i}", "description": ""}`) + 3.5 * 1024 * 1024,
      );
    }
    const read = await readVersion(folder);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.problem).toEqual({
        file: '.',
        reason: "holds documents of 17.5 MiB together, more than 16 MiB (the contract's are under 1 MiB)",
      });
  });
});

describe('members named like Object.prototype’s', () => {
  // Each a whole diff: 1 in `npm test` (the run's seed picks which), all under `npm run test:deep`.
  it.each(casesAtDepth(['hasOwnProperty', 'constructor', 'toString'], 1))(
    'an optional member %s added breaks consumers under strict only, never producers',
    (name) => {
      const after = edited(one, 'activity.schema.json', (d) => (d['properties'][name] = { type: 'integer' }));
      const found = report(diffVersions(one, after, { records: 200 }));
      const change = changeAt(found, `/activity/${name}`);
      expect(change.change).toBe('field_added');
      expect(change.breaks).toEqual(['consumers']);
      expect(change.readings.map((r) => [r.reading, r.breaks])).toEqual([
        ['default', []],
        ['no-slots', []],
        ['strict', ['consumers']],
        ['no-slots.strict', ['consumers']],
      ]);
      expect(found.changes.map((c) => c.location)).toEqual([`/activity/${name}`]);
    },
  );
});
