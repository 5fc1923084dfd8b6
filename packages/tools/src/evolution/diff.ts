import { escapePointerToken, isIndexToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { DEFAULT_RECORDS, DEFAULT_SEED, DIFF_WORK_BUDGET, MAX_RECORDS, MIN_RECORDS } from './budget.js';
import { compareLocations, type ChangeDraft } from './changes.js';
import { buildValue } from './generate.js';
import type { HeadCache } from './headCache.js';
import { READINGS } from './judges.js';
import { ENTRIES } from './locations.js';
import { prepare } from './prepare.js';
import { ModelProblem } from './versionModel.js';
import { Rng, seedFor } from './random.js';
import { readVersion, type ContractVersion } from './readVersion.js';
import { atOrUnder, judgedAccepted, searchChange, type VersionSide } from './search.js';
import { OVER_BUDGET, type StreamItem } from './recordStreams.js';
import { canonical } from './canonical.js';
import { decideChange } from './decide.js';
import { mergeVerdicts } from './verdicts.js';
import type { ContractChange, DiffOptions, DiffOutcome, Side } from './types.js';
import { undecidedReason } from './undecided.js';
import { OutOfBudget, WorkMeter } from './workMeter.js';

/** A violation's pointer as a location pattern: array indices as `*`. */
const patternTokens = (pointer: string): string[] =>
  parsePointer(pointer).map((token) => (isIndexToken(token) ? '*' : token));

/**
 * Breaks that no change found by comparing the documents explains (a keyword the comparison reads as written,
 * whose `$ref` target changed, say): whole records drawn from each version, judged by both; each unexplained
 * violation becomes a `schema_changed` change at its location, searched like the others.
 */
function unexplained(
  base: VersionSide,
  head: VersionSide,
  drafts: readonly ChangeDraft[],
  seed: number,
  records: number,
  meter: WorkMeter,
): { found: ChangeDraft[]; tried: number; undecided?: string } {
  const found: ChangeDraft[] = [];
  const count = { tried: 0 };
  try {
    drawWhole(base, head, drafts, { seed, records, meter }, found, count);
  } catch (error) {
    // Stopped (the budget spent, a pattern the diff cannot run): what it found stays found, and the report says why.
    return { found, tried: count.tried, undecided: undecidedReason(error) };
  }
  return { found, tried: count.tried };
}

/** The search for breaks no change explains ({@link unexplained}), counting the records it tries in `count`. */
function drawWhole(
  base: VersionSide,
  head: VersionSide,
  drafts: readonly ChangeDraft[],
  options: { readonly seed: number; readonly records: number; readonly meter: WorkMeter },
  found: ChangeDraft[],
  count: { tried: number },
): void {
  const { seed, records, meter } = options;
  // The budget of one change, over every entry, reading and side: a net under the changes' own searches.
  const share = Math.max(1, Math.floor(records / (ENTRIES.length * READINGS.length * 2)));
  for (const entry of ENTRIES) {
    for (const reading of READINGS) {
      for (const side of ['producers', 'consumers'] as const satisfies readonly Side[]) {
        const [accepting, rejecting] = side === 'producers' ? [base, head] : [head, base];
        const root = accepting.roots.get(entry.name);
        const accepts = accepting.judges.get(reading.name)?.get(entry.name);
        const rejects = rejecting.judges.get(reading.name)?.get(entry.name);
        if (root === undefined || accepts === undefined || rejects === undefined) continue;
        const rng = new Rng(seedFor(seed, entry.name, 'unexplained', reading.name, side));
        // An envelope's days are the summary entry's: a violation under one is that entry's change.
        const days = [...(rejecting.locations.get(entry.name)?.values() ?? [])]
          .filter((location) => location.opaque)
          .map((location) => location.tokens);
        const draw = (own: Rng): unknown => {
          const build = {
            generator: accepting.generator,
            rng: own,
            random: true,
            includeSlots: reading.variant.includeSlots,
            emptyItems: accepting.days,
          };
          try {
            return buildValue(build, [root]);
          } catch (error) {
            // A draw larger than a record may be is tried, never judged.
            if (error instanceof OutOfBudget) return OVER_BUDGET;
            throw error;
          }
        };
        // The head's records, in a transitive check, drawn and judged once for every base.
        const stream = accepting.streams?.items(
          ['unexplained', entry.name, reading.name].join('\n'),
          rng,
          draw,
          accepts,
        );
        for (let i = 0; i < share; i++) {
          count.tried += 1;
          const item = stream === undefined ? undefined : (stream.next().value as StreamItem);
          const record = item === undefined ? draw(rng) : item.record;
          if (record === OVER_BUDGET) continue;
          if (!judgedAccepted(accepts, record, item, meter) || rejects.accepts(record)) continue;
          const known = [
            ...[...drafts, ...found].filter((draft) => draft.entry === entry.name).flatMap((draft) => draft.scope),
            ...days,
          ];
          const violation = rejects
            .violations(record)
            .find((v) => !known.some((tokens) => atOrUnder(v.pointer, tokens)));
          if (violation === undefined) continue;
          const tokens = patternTokens(violation.pointer);
          const location = tokens.map((token) => `/${token === '*' ? '*' : escapePointerToken(token)}`).join('');
          found.push({
            entry: entry.name,
            location,
            tokens,
            scope: [tokens],
            change: 'schema_changed',
            before: null,
            after: null,
          });
        }
      }
    }
  }
}

const sameDocuments = (base: ContractVersion, head: ContractVersion): boolean =>
  canonical(base.documents.map((d) => [d.file, d.schema])) === canonical(head.documents.map((d) => [d.file, d.schema]));

/**
 * Compares two versions of the contract read into memory ({@link diffContracts} reads them from folders). Never
 * throws: a version that cannot be modelled or compiled is a problem naming the file and reason; a change whose
 * search could not finish within the budget is reported as not decided (`undecided`), and the diff goes on.
 */
export function diffVersions(base: ContractVersion, head: ContractVersion, options: DiffOptions = {}): DiffOutcome {
  return diffAgainstHead(base, head, options);
}

/**
 * {@link diffVersions}, with the head prepared once for many bases (a transitive mode check): `heads` keeps it and
 * its random records, and the report is the same as without it.
 */
function diffAgainstHead(
  base: ContractVersion,
  head: ContractVersion,
  options: DiffOptions,
  heads?: HeadCache,
): DiffOutcome {
  try {
    return compare(base, head, options, heads);
  } catch (error) {
    // A defect of the diff, said by its kind alone (never the state it held), never thrown.
    const name = error instanceof Error ? error.name : typeof error;
    return { ok: false, problem: { version: 'head', file: '.', reason: `cannot be compared (${name})` } };
  }
}

function compare(
  base: ContractVersion,
  head: ContractVersion,
  options: DiffOptions,
  heads: HeadCache | undefined,
): DiffOutcome {
  const meter = new WorkMeter(
    Number.isFinite(options.workBudget)
      ? Math.min(DIFF_WORK_BUDGET, Math.max(1, Math.trunc(options.workBudget as number)))
      : DIFF_WORK_BUDGET,
  );
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed as number) >>> 0 : DEFAULT_SEED;
  const records = Number.isFinite(options.records)
    ? Math.min(MAX_RECORDS, Math.max(MIN_RECORDS, Math.trunc(options.records as number)))
    : DEFAULT_RECORDS;
  const policy = options.policy === 'strict' ? 'strict' : 'lenient';
  const sides: VersionSide[] = [];
  // Identical documents: one version is read (its problems are still said), nothing is searched.
  const same = sameDocuments(base, head);
  for (const [name, version] of same
    ? ([['base', base]] as const)
    : ([
        ['base', base],
        ['head', head],
      ] as const)) {
    try {
      sides.push(name === 'head' && heads !== undefined ? heads.side(version, seed) : prepare(name, version, seed));
    } catch (error) {
      // A ModelProblem names the file; anything else is a defect of the diff, said without the state it held.
      const problem =
        error instanceof ModelProblem
          ? { file: error.file, reason: error.reason }
          : { file: '.', reason: `cannot be compared (${(error as Error).name})` };
      return { ok: false, problem: { version: name, ...problem } };
    }
  }
  if (same)
    return {
      ok: true,
      report: {
        report: 'user-summaries-contract-diff',
        version: 1,
        verdict: 'identical',
        seed,
        recordsPerChange: records,
        changes: [],
        searched: { records: 0, seed },
      },
    };
  const [b, h] = sides as [VersionSide, VersionSide];
  for (const entry of ENTRIES) {
    if (b.roots.has(entry.name) !== h.roots.has(entry.name)) {
      const missing = b.roots.has(entry.name) ? 'head' : 'base';
      return {
        ok: false,
        problem: {
          version: missing,
          file: entry.file,
          reason: 'missing, while the other version has it (compare two folders laid out like schemas/)',
        },
      };
    }
  }
  const drafts = ENTRIES.flatMap((entry) => {
    const before = b.locations.get(entry.name);
    const after = h.locations.get(entry.name);
    return before === undefined || after === undefined ? [] : compareLocations(before, after);
  });
  const rest = unexplained(b, h, drafts, seed, records, meter);
  for (const draft of rest.found) drafts.push(draft);
  const changes: ContractChange[] = drafts.map((draft) => {
    const searched = searchChange(b, h, draft, { seed, records, meter });
    const result = {
      readings: mergeVerdicts(searched.readings, decideChange(b, h, draft, policy)),
      records: searched.records,
      undecided: searched.undecided,
    };
    const breaks = (['producers', 'consumers'] as const).filter((side) =>
      result.readings.some((r) => r.breaks.includes(side)),
    );
    const { tokens: _tokens, scope: _scope, ...change } = draft;
    return {
      ...change,
      breaks,
      readings: result.readings,
      witness: result.readings.flatMap((r) => r.witnesses)[0] ?? null,
      searched: { records: result.records, seed },
      ...(result.undecided === undefined ? {} : { undecided: result.undecided }),
    };
  });
  const verdict = changes.some((c) => c.breaks.length > 0)
    ? 'breaking'
    : rest.undecided !== undefined || changes.some((c) => c.undecided !== undefined)
      ? 'undecided'
      : changes.length === 0
        ? 'identical'
        : 'compatible';
  return {
    ok: true,
    report: {
      report: 'user-summaries-contract-diff',
      version: 1,
      verdict,
      seed,
      recordsPerChange: records,
      ...(policy === 'strict' ? { policy } : {}),
      changes,
      searched:
        rest.undecided === undefined
          ? { records: rest.tried, seed }
          : { records: rest.tried, seed, undecided: rest.undecided },
    },
  };
}

/**
 * What changed between two versions of the contract, whom each change breaks, and the generated records that
 * prove it. BASE and HEAD are folders laid out like `schemas/` (a checkout of any commit, a published package's
 * `schemas/`). Never throws on the folders: an unreadable version is `{ ok: false, problem }` with the file and
 * the reason.
 *
 * @example
 * const outcome = await diffContracts('node_modules/user-summaries-contract/schemas', 'vendor/next/schemas');
 * if (outcome.ok && outcome.report.changes.some((c) => c.breaks.includes('consumers'))) process.exitCode = 1;
 */
export async function diffContracts(base: string, head: string, options: DiffOptions = {}): Promise<DiffOutcome> {
  return diffFolders(base, head, options);
}

/**
 * {@link diffContracts}, with the head prepared once for many bases when `heads` is given (a transitive mode check,
 * diffBases.ts): the same report.
 *
 * @example
 * const heads = new HeadCache();
 * for (const base of bases) outcomes.push(await diffFolders(base, 'schemas', { seed: 37 }, heads));
 */
export async function diffFolders(
  base: string,
  head: string,
  options: DiffOptions,
  heads?: HeadCache,
): Promise<DiffOutcome> {
  let name: 'base' | 'head' = 'base';
  try {
    const b = await readVersion(base);
    if (!b.ok) return { ok: false, problem: { version: 'base', ...b.problem } };
    name = 'head';
    const h = await readVersion(head);
    if (!h.ok) return { ok: false, problem: { version: 'head', ...h.problem } };
    return diffAgainstHead(b.version, h.version, options, heads);
  } catch (error) {
    const kind = error instanceof Error ? error.name : typeof error;
    return { ok: false, problem: { version: name, file: '.', reason: `cannot be read (${kind})` } };
  }
}
