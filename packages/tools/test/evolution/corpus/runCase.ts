// Runs `diff` (the library's diffVersions, what the command prints) on a case of the corpus, and holds its report
// to the case's expectations and every witness to plain Ajv of both versions (./oracle.ts).
import { diffVersions } from '../../../src/evolution/diff.js';
import type { ContractVersion } from '../../../src/evolution/readVersion.js';
import type { DiffReport, ReadingName, Side, Witness } from '../../../src/evolution/types.js';
import {
  applyPatches,
  CASE_READINGS,
  contractDocuments,
  type CompatibilityCase,
  type Documents,
} from './caseFormat.js';
import { plainVersion, type PlainVersion } from './oracle.js';

/** What the diff said of one side of one reading, over all its changes. */
type Said = 'breaks' | 'proven' | 'unknown';

/** A case's run: the report, what it said of each reading and side, and what is wrong with it. */
export interface CaseRun {
  readonly report: DiffReport;
  readonly said: Record<ReadingName, Record<Side, Said>>;
  /** Breaches of the corpus's rules: a wrong verdict, a refuted proof, a witness plain Ajv does not confirm. */
  readonly problems: string[];
  readonly witnesses: readonly Witness[];
  /** Plain Ajv of each version's documents, one validator per reading and entry. */
  readonly plain: { readonly base: PlainVersion; readonly head: PlainVersion };
}

const STRICT_OF: Readonly<Record<ReadingName, ReadingName>> = {
  default: 'strict',
  'no-slots': 'no-slots.strict',
  strict: 'strict',
  'no-slots.strict': 'no-slots.strict',
};

const version = (documents: Documents): ContractVersion => ({ documents });

let whole: Documents | undefined;
/** Plain Ajv of each contract the cases were run on, built once. */
const plainOf = new WeakMap<Documents, PlainVersion>();

/**
 * Runs a case and checks it, on the contract (`documents`: a cut of it, _versions.ts, that keeps every document the
 * case edits).
 */
export function runCase(testCase: CompatibilityCase, records = 200, documents?: Documents): CaseRun {
  const contract = documents ?? (whole ??= contractDocuments());
  let basePlain = plainOf.get(contract);
  const baseDocs = applyPatches(contract, testCase.base);
  const headDocs = applyPatches(contract, testCase.head);
  const outcome = diffVersions(version(baseDocs), version(headDocs), {
    records,
    ...(testCase.policy === 'strict' ? { policy: 'strict' as const } : {}),
  });
  if (!outcome.ok) throw new Error(`${testCase.description}: ${outcome.problem.file}: ${outcome.problem.reason}`);
  const report = outcome.report;
  const problems: string[] = [];
  const said = {} as Record<ReadingName, Record<Side, Said>>;
  for (const reading of CASE_READINGS) {
    said[reading] = { producers: 'proven', consumers: 'proven' };
    for (const side of ['producers', 'consumers'] as const) {
      const verdicts = report.changes.map((c) => c.readings.find((r) => r.reading === reading));
      if (verdicts.some((v) => v?.breaks.includes(side))) said[reading][side] = 'breaks';
      else if (verdicts.some((v) => v?.unknown.some((u) => u.side === side))) said[reading][side] = 'unknown';
      for (const v of verdicts)
        for (const refuted of v?.refuted ?? [])
          problems.push(`${reading} ${refuted.side}: a witness refutes the proof "${refuted.argument}"`);
      const expected = testCase.expected[reading][side];
      if (expected === 'compatible' && said[reading][side] === 'breaks')
        problems.push(`${reading} ${side}: expected compatible, the diff says it breaks`);
      if (expected === 'breaks' && said[reading][side] === 'proven')
        problems.push(`${reading} ${side}: expected to break, the diff proves it does not`);
    }
  }
  if (testCase.change !== undefined) {
    const listed = report.changes.some(
      (c) => c.location === testCase.change?.location && c.change === testCase.change.kind,
    );
    if (!listed) problems.push(`the change ${testCase.change.kind} at ${testCase.change.location} is not listed`);
  }
  // Every witness, re-checked by plain Ajv of each version's documents.
  // The contract's own plain Ajv only for a case whose base is the contract unedited.
  if (basePlain === undefined && testCase.base.length === 0) {
    basePlain = plainVersion(contract);
    plainOf.set(contract, basePlain);
  }
  const plain = {
    base: testCase.base.length > 0 || basePlain === undefined ? plainVersion(baseDocs) : basePlain,
    head: plainVersion(headDocs),
  };
  const witnesses = report.changes.flatMap((c) => c.readings.flatMap((r) => r.witnesses));
  for (const [i, change] of report.changes.entries()) {
    const entry = change.entry === 'paginator' ? 'paginator' : change.entry === 'summary' ? 'summary' : undefined;
    if (entry === undefined) continue;
    for (const witness of change.readings.flatMap((r) => r.witnesses)) {
      const accepting = plain[witness.acceptedBy];
      const rejecting = plain[witness.acceptedBy === 'base' ? 'head' : 'base'];
      const accepted = accepting[witness.reading][entry](witness.record) === true;
      // A member neither version lists is the open reading's: only a closing's witness carries one, or any witness of
      // the strict policy (a member its version does not list).
      const listed =
        accepting[STRICT_OF[witness.reading]][entry](witness.record) === true ||
        (!witness.reading.includes('strict') &&
          (witness.violation.rule === 'unknown_field' || testCase.policy === 'strict'));
      const rejected = rejecting[witness.reading][entry](witness.record) === false;
      if (!accepted || !listed || !rejected)
        problems.push(`change ${i} ${witness.reading} ${witness.breaks}: plain Ajv does not confirm the witness`);
    }
  }
  return { report, said, problems, witnesses, plain };
}
