// The decision's three verdicts on the four classes the search missed (issue #44), each witness built from the bound
// or the atom and held to plain Ajv of both versions, its one changed value and the (pointer, rule) the rejecting
// version reports; the arguments of its proofs; the unknown with its reason; the renderers' lines.
import { describe, expect, it } from 'vitest';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { decideVersions } from '../../src/evolution/decideVersions.js';
import { diffVersions } from '../../src/evolution/diff.js';
import { formatDiff } from '../../src/evolution/formatDiff.js';
import type { ContractChange, DiffReport, ReadingVerdict } from '../../src/evolution/types.js';
import { applyPatches, type Documents, type Patch } from './corpus/caseFormat.js';
import { plainVersion, type PlainVersion } from './corpus/oracle.js';
import { cutVersion, type CutGroup } from './_versions.js';

/**
 * Each test's base: the contract cut to the group its edit changes (or activity, for the date and the page), with the
 * day's, the envelopes' and the shared documents; the example day is read as the cut lists it. The groups left out
 * would only make each version's four compiled readings slower.
 */
const bases = new Map<CutGroup, { documents: Documents; plain: PlainVersion }>();
function base(group: CutGroup): { documents: Documents; plain: PlainVersion } {
  const known = bases.get(group);
  if (known !== undefined) return known;
  const documents = cutVersion(group).documents as Documents;
  const made = { documents, plain: plainVersion(documents) };
  bases.set(group, made);
  return made;
}

/** The diffs made so far, by group, head and policy: a test that reads another part of a diff made before shares it. */
const made = new Map<string, { report: DiffReport; headDocs: Documents }>();

function diff(group: CutGroup, head: readonly Patch[], policy?: 'strict'): { report: DiffReport; headDocs: Documents } {
  const key = JSON.stringify([group, head, policy]);
  const known = made.get(key);
  if (known !== undefined) return known;
  const contract = base(group).documents;
  const headDocs = applyPatches(contract, head);
  const outcome = diffVersions(
    { documents: contract },
    { documents: headDocs },
    { records: 64, ...(policy ? { policy } : {}) },
  );
  if (!outcome.ok) throw new Error(outcome.problem.reason);
  made.set(key, { report: outcome.report, headDocs });
  return { report: outcome.report, headDocs };
}

const reading = (change: ContractChange | undefined, name: string): ReadingVerdict =>
  change?.readings.find((r) => r.reading === name) as ReadingVerdict;

describe('the four classes the search missed, decided', () => {
  it('a date pattern removed while format: date stays: consumers break with the example date zeroed', () => {
    const { report, headDocs } = diff('activity', [
      { file: 'common.schema.json', op: 'remove', path: '/$defs/date/pattern' },
    ]);
    const change = report.changes.find((c) => c.location === '/date');
    expect(change?.change).toBe('format_changed');
    expect(change?.before).toMatchObject({ format: ['date'] });
    expect(change?.after).toEqual({ pattern: [], format: ['date'] });
    const verdict = reading(change, 'default');
    expect(verdict.breaks).toEqual(['consumers']);
    expect(verdict.proven.map((p) => p.side)).toEqual(['producers']);
    const witness = verdict.witnesses[0];
    expect(witness?.violation).toEqual({ pointer: '/date', rule: 'date_format' });
    expect(witness?.carrier).toBe('example');
    expect(witness?.changed).toEqual(['/date']);
    const date = (witness?.record as { date: string } | undefined)?.date;
    expect(date).toMatch(/^0000-/);
    // Plain Ajv: the head accepts it, the base refuses it.
    expect(plainVersion(headDocs).default.summary(witness?.record)).toBe(true);
    expect(base('activity').plain.default.summary(witness?.record)).toBe(false);
  });

  it('at most 1,440 sleep slots: producers break with the example day of 1,441 slots', () => {
    const { report, headDocs } = diff('sleep', [
      { file: 'sleep.schema.json', op: 'add', path: '/properties/slots/maxItems', value: 1440 },
    ]);
    const change = report.changes.find((c) => c.location === '/sleep/slots');
    const headPlain = plainVersion(headDocs);
    for (const name of ['default', 'no-slots', 'strict', 'no-slots.strict']) {
      const witness = reading(change, name).witnesses[0];
      expect(witness?.breaks).toBe('producers');
      expect((witness?.record as { sleep: { slots: unknown[] } } | undefined)?.sleep.slots).toHaveLength(1441);
      expect(witness?.changed).toEqual(['/sleep/slots']);
      expect(witness?.violation.pointer).toBe('/sleep/slots');
      expect(base('sleep').plain.default.summary(witness?.record)).toBe(true);
      expect(headPlain.default.summary(witness?.record)).toBe(false);
    }
    expect(reading(change, 'default').proven).toEqual([
      { side: 'consumers', argument: "base's values at /sleep/slots ⊇ head's (item counts of base ⊇ head's)" },
    ]);
  });

  it("a page path of at most 2,048 characters: producers break with the example page's path padded to 2,049", () => {
    const { report } = diff('activity', [
      { file: 'response.schema.json', op: 'add', path: '/$defs/paginator/properties/path/maxLength', value: 2048 },
    ]);
    const change = report.changes.find((c) => c.entry === 'paginator' && c.location === '/path');
    const witness = reading(change, 'default').witnesses[0];
    expect(witness?.breaks).toBe('producers');
    const path = (witness?.record as { path: string } | undefined)?.path ?? '';
    expect(path).toHaveLength(2049);
    expect(path.startsWith('http')).toBe(true);
    expect(witness?.changed).toEqual(['/path']);
    expect(base('activity').plain.default.paginator(witness?.record)).toBe(true);
  });

  it('a group closed: producers break in the open readings with a member neither version lists', () => {
    const { report, headDocs } = diff('activity', [
      { file: 'activity.schema.json', op: 'add', path: '/additionalProperties', value: false },
    ]);
    const change = report.changes.find((c) => c.location === '/activity');
    expect(change?.breaks).toEqual(['producers']);
    const witness = reading(change, 'default').witnesses[0];
    expect(witness?.violation).toEqual({ pointer: '/activity/_id', rule: 'unknown_field' });
    expect(witness?.changed).toEqual(['/activity/_id']);
    expect(base('activity').plain.default.summary(witness?.record)).toBe(true);
    expect(plainVersion(headDocs).default.summary(witness?.record)).toBe(false);
    expect(reading(change, 'strict').breaks).toEqual([]);
    expect(reading(change, 'strict').proven.map((p) => p.side)).toEqual(['producers', 'consumers']);
  });
});

describe('proofs, unknowns and the policy', () => {
  it('a sleep type added: producers proven by the values, consumers break at the one slot type changed', () => {
    const { report } = diff('sleep', [
      { file: 'sleep-slot.schema.json', op: 'add', path: '/properties/type/enum/-', value: 5 },
    ]);
    const verdict = reading(report.changes[0], 'no-slots.strict');
    expect(verdict.proven).toEqual([
      {
        side: 'producers',
        argument: "head's values at /sleep/slots/*/type ⊇ base's (values [0,1,2,3,4,5] ⊇ [0,1,2,3,4])",
      },
    ]);
    expect(verdict.witnesses[0]?.violation).toEqual({ pointer: '/sleep/slots/0/type', rule: 'in' });
    expect(verdict.witnesses[0]?.changed).toEqual(['/sleep/slots/0/type']);
  });

  it('a keyword outside the family is unknown, with the reason', () => {
    const { report } = diff('sleep', [
      { file: 'sleep.schema.json', op: 'add', path: '/properties/slots/uniqueItems', value: true },
    ]);
    const verdict = reading(report.changes[0], 'default');
    expect(verdict.unknown).toContainEqual({
      side: 'consumers',
      reason: '"uniqueItems" at /sleep/slots differs, and the decision does not read it',
    });
  });

  it('a multipleOf set: producers break at the one number made odd, consumers proven', () => {
    const { report, headDocs } = diff('activity', [
      { file: 'activity.schema.json', op: 'add', path: '/properties/total_steps/multipleOf', value: 2 },
    ]);
    for (const name of ['default', 'no-slots', 'strict', 'no-slots.strict']) {
      const verdict = reading(report.changes[0], name);
      expect(verdict.breaks, name).toEqual(['producers']);
      expect(verdict.proven, name).toEqual([
        { side: 'consumers', argument: "base's values at /activity/total_steps ⊇ head's" },
      ]);
      const witness = verdict.witnesses[0];
      expect(witness?.carrier).toBe('example');
      expect(witness?.changed).toEqual(['/activity/total_steps']);
      expect(witness?.baseline).toBeUndefined();
      // The contract's words for a multipleOf refused: its type rule.
      expect(witness?.violation).toEqual({ pointer: '/activity/total_steps', rule: 'type' });
      expect((witness?.record as { activity: { total_steps: number } } | undefined)?.activity.total_steps).toBe(8413);
      expect(base('activity').plain.default.summary(witness?.record)).toBe(true);
      expect(plainVersion(headDocs).default.summary(witness?.record)).toBe(false);
    }
  });

  it("an optional member added: proven under the lenient policy, a producers' break under JSON Schema's", () => {
    const head: Patch[] = [
      {
        file: 'activity.schema.json',
        op: 'add',
        path: '/properties/x',
        value: { $ref: 'common.schema.json#/$defs/integer' },
      },
    ];
    const lenient = reading(diff('activity', head).report.changes[0], 'default');
    expect(lenient.breaks).toEqual([]);
    expect(lenient.proven.map((p) => p.argument)).toEqual([
      'base does not list /activity/x: its records never send it, and head may go without it',
      'base does not list /activity/x: the open reading tolerates any value there',
    ]);
    const strict = diff('activity', head, 'strict').report;
    expect(strict.policy).toBe('strict');
    const verdict = reading(strict.changes[0], 'default');
    expect(verdict.breaks).toEqual(['producers']);
    expect(verdict.witnesses[0]?.violation).toEqual({ pointer: '/activity/x', rule: 'type' });
  });

  it('text and markdown show each proof and unknown with its side and readings', () => {
    const { report } = diff('sleep', [
      { file: 'sleep.schema.json', op: 'add', path: '/properties/slots/uniqueItems', value: true },
    ]);
    const text = formatDiff(report, 'text');
    expect(text).toContain(
      '  unknown for consumers (every reading): "uniqueItems" at /sleep/slots differs, and the decision does not read it',
    );
    const markdown = formatDiff(report, 'markdown');
    expect(markdown).toContain('<details><summary>Proofs and undecided sides</summary>');
    expect(markdown).toContain(
      'unknown for consumers (every reading): `"uniqueItems" at /sleep/slots differs, and the decision does not read it`',
    );
  });
});

describe('the decision alone (no search), where the corpus once caught it', () => {
  const decided = (group: CutGroup, head: readonly Patch[]) =>
    decideVersions({ documents: base(group).documents }, { documents: applyPatches(base(group).documents, head) })
      .changes;

  // Each a head of its own, compiled in four readings: 1 in `npm test` (the run's seed picks which), all three under
  // `npm run test:deep` (docs/testing.md, "Two depths").
  const CASES: readonly (readonly [string, () => void])[] = [
    [
      "listed values outside the head's new bound break producers (a proof the search refuted)",
      () => {
        const [change] = decided('sleep', [
          { file: 'sleep-slot.schema.json', op: 'add', path: '/properties/type/minimum', value: 99 },
        ]);
        const producers = change?.decision.get('default')?.producers;
        expect(producers?.verdict).toBe('breaks');
        if (producers?.verdict !== 'breaks') return;
        expect(producers.witness.violation.pointer).toBe('/sleep/slots/0/type');
        // Every slot type of the example is refused: the witness is the example, counted from it without sleep slots.
        expect(producers.witness.changed).toEqual(['/sleep/slots']);
        expect(producers.witness.baseline?.adjusted).toEqual(['/sleep/slots']);
        expect(
          (producers.witness.baseline?.record as { sleep: { slots: unknown[] } } | undefined)?.sleep.slots,
        ).toEqual([]);
        expect(base('sleep').plain.default.summary(producers.witness.baseline?.record)).toBe(true);
      },
    ],
    [
      'a bound it cannot compare does not hide a type narrowed (number to integer)',
      () => {
        const [change] = decided('stress', [
          {
            file: 'stress.schema.json',
            op: 'replace',
            path: '/properties/avg_mrr/$ref',
            value: 'common.schema.json#/$defs/integer',
          },
        ]);
        const producers = change?.decision.get('strict')?.producers;
        expect(producers?.verdict).toBe('breaks');
        if (producers?.verdict !== 'breaks') return;
        expect(producers.witness.violation).toEqual({ pointer: '/stress/avg_mrr', rule: 'type' });
        expect(producers.witness.carrier).toBe('example');
        expect(producers.witness.changed).toEqual(['/stress/avg_mrr']);
      },
    ],
    [
      "a pair's spelling made required: the witness sends the other spelling instead",
      () => {
        const [change] = decided('heart_rate', [
          { file: 'heart-rate.schema.json', op: 'add', path: '/required/-', value: 'max_daily_heart_rate' },
        ]);
        const producers = change?.decision.get('default')?.producers;
        expect(producers?.verdict).toBe('breaks');
        if (producers?.verdict !== 'breaks') return;
        const heart = (producers.witness.record as { heart_rate: Record<string, unknown> }).heart_rate;
        expect(Object.hasOwn(heart, 'max_daily_heart_rate')).toBe(false);
        expect(Object.hasOwn(heart, 'max_daily_heat_rate')).toBe(true);
        expect(producers.witness.violation).toEqual({ pointer: '/heart_rate/max_daily_heart_rate', rule: 'required' });
      },
    ],
  ];
  it.each(casesAtDepth(CASES, 1))('%s', (_name, check) => check());
});

describe('bounds past what a witness is built with', () => {
  it('a maxLength of a billion is unknown with the reason, never a billion-character string', () => {
    const { report } = diff('activity', [
      { file: 'response.schema.json', op: 'add', path: '/$defs/paginator/properties/path/maxLength', value: 1e9 },
    ]);
    const verdict = reading(
      report.changes.find((c) => c.location === '/path'),
      'default',
    );
    expect(verdict.breaks).toEqual([]);
    expect(verdict.unknown).toEqual([
      {
        side: 'producers',
        reason: 'the lengths at /path differ past 65536 characters, longer than a witness is built',
      },
    ]);
    expect(verdict.proven.map((p) => p.side)).toEqual(['consumers']);
  });
});

describe('the day a witness counts from: one both versions accept', () => {
  it('a sleep type the example uses removed: the example with its two such slots given a sibling type, then one changed', () => {
    const { report, headDocs } = diff('sleep', [
      { file: 'sleep-slot.schema.json', op: 'replace', path: '/properties/type/enum', value: [0, 1, 3, 4] },
    ]);
    const headPlain = plainVersion(headDocs);
    const change = report.changes.find((c) => c.location === '/sleep/slots/*/type');
    for (const name of ['default', 'strict'] as const) {
      const witness = reading(change, name).witnesses[0];
      expect(witness?.breaks).toBe('producers');
      expect(witness?.carrier).toBe('example');
      expect(witness?.baseline?.adjusted).toEqual(['/sleep/slots/1/type', '/sleep/slots/3/type']);
      const types = (record: unknown): unknown[] =>
        (record as { sleep: { slots: { type: unknown }[] } }).sleep.slots.map((slot) => slot.type);
      // The example's types are [1, 2, 3, 2, 0]: its 2s given the first slot's type; the witness makes the first a 2.
      expect(types(witness?.baseline?.record)).toEqual([1, 1, 3, 1, 0]);
      expect(types(witness?.record)).toEqual([2, 1, 3, 1, 0]);
      expect(witness?.changed).toEqual(['/sleep/slots/0/type']);
      // Plain Ajv: both versions accept the baseline; the base accepts the witness, the head refuses it.
      expect(base('sleep').plain[name].summary(witness?.baseline?.record)).toBe(true);
      expect(headPlain[name].summary(witness?.baseline?.record)).toBe(true);
      expect(base('sleep').plain[name].summary(witness?.record)).toBe(true);
      expect(headPlain[name].summary(witness?.record)).toBe(false);
    }
    expect(formatDiff(report, 'text')).toContain(
      'breaks producers (default): base accepts, head rejects at /sleep/slots/0/type (in); the example record made a day both versions accept (/sleep/slots/1/type, /sleep/slots/3/type adjusted), with 1 value changed:\n    /sleep/slots/0/type: 2',
    );
  });

  it("a pair's heat spelling dropped: counted from the example with both spellings, the heart one left out", () => {
    const { report, headDocs } = diff('heart_rate', [
      { file: 'heart-rate.schema.json', op: 'remove', path: '/allOf/0/anyOf/1' },
      { file: 'heart-rate.schema.json', op: 'remove', path: '/properties/avg_daily_heat_rate' },
    ]);
    const change = report.changes.find((c) => c.change === 'pair_changed');
    const witness = reading(change, 'default').witnesses[0];
    expect(witness?.breaks).toBe('producers');
    expect(witness?.changed).toEqual(['/heart_rate/avg_daily_heart_rate']);
    expect(witness?.baseline?.adjusted).toEqual(['/heart_rate/avg_daily_heat_rate']);
    const heart = (witness?.record as { heart_rate: Record<string, unknown> } | undefined)?.heart_rate ?? {};
    expect(Object.hasOwn(heart, 'avg_daily_heart_rate')).toBe(false);
    expect(Object.hasOwn(heart, 'avg_daily_heat_rate')).toBe(true);
    expect(base('heart_rate').plain.default.summary(witness?.baseline?.record)).toBe(true);
    expect(plainVersion(headDocs).default.summary(witness?.baseline?.record)).toBe(true);
    // In the strict readings the head refuses the heat spelling itself: no day both accept carries it.
    expect(reading(change, 'strict').witnesses[0]?.baseline).toBeUndefined();
    expect(reading(change, 'strict').witnesses[0]?.changed).toHaveLength(2);
  });
});
