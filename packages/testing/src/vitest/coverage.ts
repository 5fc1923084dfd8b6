// The coverage of the contract by a test suite's matcher calls: each test file's process counts the bodies its
// matchers checked and writes its counts as a part file (flushUserSummariesCoverage, after each test file); the
// run's global setup makes the folder of parts and its teardown adds them up into the suite's report.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { CoverageCollector } from '../coverage/collect.js';
import { coverageModel } from '../coverage/model.js';
import { coverageReport, formatCoverageReport } from '../coverage/report.js';
import { belowMinimum, percentText, seenPercent } from '../coverage/threshold.js';
import {
  addPartCounts,
  noParts,
  type CoverageKind,
  type CoverageProfile,
  type CoverageReport,
  type PartCounts,
} from '../coverage/types.js';
import type { EnvelopeName, Violation } from 'user-summaries-contract/internal/validator/types';

/** The variable the global setup sets for the test processes: the folder of this run's part files. */
const PARTS_VARIABLE = 'USER_SUMMARIES_COVERAGE_DIR';

/** What a part file holds: the counts of each reading one test process counted. */
interface PartFile {
  readonly part: 'user-summaries-coverage-part';
  readonly readings: readonly {
    readonly includeSlots: boolean;
    readonly strict: boolean;
    readonly counts: readonly number[];
    readonly parts: PartCounts;
  }[];
}

/** This module's collectors, one per reading; the module is evaluated again per test file where files are isolated. */
const collectors = new Map<string, CoverageCollector>();
/** This module instance's part file: its own name, so no other process or test file writes it. */
const partName = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}.json`;

const readingKey = (p: CoverageProfile): string => `${String(p.includeSlots)}.${String(p.strict)}`;

/**
 * Counts one checked body or request, when the run collects coverage (its global setup ran
 * `userSummariesCoverage`): the value and the violations the matcher's validator reported (up to its
 * `maxViolations`).
 *
 * @internal
 */
export function countCoverage(
  value: unknown,
  kind: CoverageKind,
  violations: readonly Violation[],
  options: CoverageProfile & { readonly envelope: EnvelopeName | 'auto' },
): void {
  if (!process.env[PARTS_VARIABLE]) return;
  const key = readingKey(options);
  let collector = collectors.get(key);
  if (collector === undefined) {
    collector = new CoverageCollector(coverageModel({ includeSlots: options.includeSlots, strict: options.strict }));
    collectors.set(key, collector);
  }
  collector.add(value, kind, violations, options.envelope);
}

/**
 * Writes what this test file's matchers counted so far to the run's folder of parts (call it after each test
 * file: `afterAll(flushUserSummariesCoverage)` in a setup file). Does nothing when the run collects no coverage.
 *
 * @example
 * // vitest setupFiles (Jest: setupFilesAfterEnv)
 * afterAll(flushUserSummariesCoverage);
 */
export function flushUserSummariesCoverage(): void {
  const folder = process.env[PARTS_VARIABLE];
  if (!folder || collectors.size === 0) return;
  const part: PartFile = {
    part: 'user-summaries-coverage-part',
    readings: [...collectors.values()].map((c) => ({
      ...c.model.profile,
      counts: [...c.counts],
      parts: { ...c.parts },
    })),
  };
  // Written whole, then renamed: the teardown never reads half a part.
  const path = join(folder, partName);
  writeFileSync(`${path}.tmp`, JSON.stringify(part));
  renameSync(`${path}.tmp`, path);
}

/** Options of {@link userSummariesCoverage}. */
export interface UserSummariesCoverageOptions {
  /**
   * The report's file (JSON, as `validate --coverage` writes it), relative to the folder the tests run in. A
   * suite that checks bodies in several readings gets one report per reading: the default one (include_slots=1,
   * open) in this file, the others beside it with `.no-slots`, `.strict` or `.no-slots.strict` before `.json`.
   */
  readonly file: string;
  /** Fail the run when fewer than this percent of the items were seen (in any report written). */
  readonly min?: number;
}

/** Whether a code unit can steer a terminal or a CI log: C0 and C1 controls, DEL, U+2028/2029, bidi controls. */
const steers = (unit: number): boolean =>
  unit < 0x20 ||
  (unit >= 0x7f && unit <= 0x9f) ||
  unit === 0x061c ||
  unit === 0x200e ||
  unit === 0x200f ||
  (unit >= 0x2028 && unit <= 0x202e) ||
  (unit >= 0x2066 && unit <= 0x2069);

/**
 * A file name as the teardown prints it: every steering code unit as `\uXXXX`, so a name cannot start a line of
 * its own in a CI log or move a terminal's cursor (the tools' `safeText` does the same for theirs).
 */
const escapeControls = (text: string): string =>
  [...text]
    .map((c) => (c.length === 1 && steers(c.charCodeAt(0)) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');

/** Where the teardown writes: standard error, as the gate writes its coverage summary. */
const write = (line: string): void => {
  process.stderr.write(line);
};

/** A report's one line: the items seen of all, their share, and what was counted. */
function summaryLine(report: CoverageReport): string {
  const { items, covered, partial } = report.totals;
  const count = (n: number, noun: string): string => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
  const requests = report.requests > 0 ? `, ${count(report.requests, 'request')}` : '';
  return `${(covered + partial).toLocaleString('en-US')} of ${count(items, 'item')} seen (${percentText(seenPercent(report.totals))}) over ${count(report.documents, 'document')}${requests}`;
}

/** The file of a reading's report: the file named for the default reading, a suffix before `.json` for the others. */
function readingFile(file: string, profile: CoverageProfile): string {
  const suffix = `${profile.includeSlots ? '' : '.no-slots'}${profile.strict ? '.strict' : ''}`;
  if (suffix === '') return file;
  return file.endsWith('.json') ? `${file.slice(0, -5)}${suffix}.json` : `${file}${suffix}`;
}

/** Adds up the part files of a folder, by reading. */
function addParts(folder: string): Map<string, { profile: CoverageProfile; counts: Float64Array; parts: PartCounts }> {
  const sums = new Map<string, { profile: CoverageProfile; counts: Float64Array; parts: PartCounts }>();
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(folder, name), 'utf8')) as PartFile;
    for (const reading of part.readings) {
      const profile = { includeSlots: reading.includeSlots, strict: reading.strict };
      const key = readingKey(profile);
      let sum = sums.get(key);
      if (sum === undefined)
        sums.set(
          key,
          (sum = {
            profile,
            counts: new Float64Array(coverageModel(profile).items.length),
            parts: noParts(),
          }),
        );
      reading.counts.forEach((n, i) => {
        sum.counts[i] = (sum.counts[i] ?? 0) + n;
      });
      addPartCounts(sum.parts, reading.parts);
      // Refused at the sum, as merge-reports refuses it: past 2^53 - 1 a count is no longer exact (docs/coverage.md).
      const over = sum.counts.findIndex((n) => n > Number.MAX_SAFE_INTEGER);
      if (over !== -1 || Object.values(sum.parts).some((n) => n > Number.MAX_SAFE_INTEGER))
        throw new RangeError(
          `user-summaries coverage: the counts of ${over === -1 ? 'the documents' : `item ${over}`} add up past 2^53 - 1, more than a report holds exactly (a part file of ${folder} was not written by this run)`,
        );
    }
  }
  return sums;
}

/**
 * The coverage of the contract by a test suite: every body its matchers checked during the run, written at the
 * end to `file` (docs/coverage.md). `setup` and `teardown` are the run's global setup and teardown (vitest's
 * `globalSetup` module exports them; Jest's `globalSetup` and `globalTeardown` modules export one each); each
 * test file's setup calls `afterAll(flushUserSummariesCoverage)`.
 *
 * @example
 * // contractCoverage.ts of a suite, named in vitest.config.ts: test.globalSetup
 * export const { setup, teardown } = userSummariesCoverage({ file: 'coverage/user-summaries.json', min: 80 });
 */
export function userSummariesCoverage(options: UserSummariesCoverageOptions): {
  setup: () => void;
  teardown: () => void;
} {
  if (typeof options.file !== 'string' || options.file === '')
    throw new TypeError('userSummariesCoverage: file must name the report file');
  if (options.min !== undefined && !(options.min >= 0 && options.min <= 100))
    throw new RangeError('userSummariesCoverage: min must be a percentage from 0 to 100');
  const file = resolve(options.file);
  const folder = `${file}.parts`;
  return {
    setup: () => {
      collectors.clear();
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      process.env[PARTS_VARIABLE] = folder;
    },
    teardown: () => {
      let sums: ReturnType<typeof addParts>;
      try {
        sums = addParts(folder);
      } catch (error) {
        // vitest keeps its exit status after a teardown's error (below): the status is set here too.
        process.exitCode = 1;
        throw error;
      } finally {
        rmSync(folder, { recursive: true, force: true });
        delete process.env[PARTS_VARIABLE];
      }
      // A run that counted nothing still writes its (empty) report: a threshold then fails on it.
      if (sums.size === 0)
        sums.set('true.false', {
          profile: { includeSlots: true, strict: false },
          counts: new Float64Array(0),
          parts: noParts(),
        });
      let failed = false;
      for (const { profile, counts, parts } of sums.values()) {
        const report = coverageReport(coverageModel(profile), counts, parts);
        const target = readingFile(file, profile);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, formatCoverageReport(report));
        const below = options.min === undefined ? undefined : belowMinimum(report, options.min, 'min');
        // One line per report written, the missing items after it when it is below the threshold: a message, not a
        // stack trace (a thrown error would print vitest's, and vitest keeps its exit status after it anyway).
        const shown = escapeControls(relative(process.cwd(), target) || target);
        write(`user-summaries coverage: ${shown}: ${summaryLine(report)}\n`);
        if (below !== undefined) {
          write(`user-summaries coverage: ${shown}: ${below}`);
          failed = true;
        }
      }
      if (failed) process.exitCode = 1;
    },
  };
}
