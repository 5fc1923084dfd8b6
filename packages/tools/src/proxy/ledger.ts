import { ArchiveReportBuilder, generaliseLocation, type ArchiveReport } from '../archiveReport/archiveReport.js';
import type { DocumentOutcome } from '../documentCheck/types.js';
import { violates, type ExchangeVerdict } from './findings.js';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import {
  CoverageCollector,
  type SparseCoverage,
  type ViolationLike,
  coverageModel,
  coverageReport,
  type CoverageReport,
} from 'user-summaries-testing/coverage';

/** The NDJSON file of the response bodies of one include_slots value (`--record-values`), also the report's file name. */
export function responsesFile(includeSlots: boolean): string {
  return `responses.include_slots-${includeSlots ? 1 : 0}.ndjson`;
}

/** What the live page and the stop summary show. */
export interface LedgerStats {
  readonly exchanges: number;
  /** Exchanges with a `fail` finding. */
  readonly violating: number;
  /** Exchanges with warnings only. */
  readonly warned: number;
  /** Findings by rule word (fails and warnings). */
  readonly byRule: ReadonlyMap<string, number>;
  /** Findings by pointer with array indices generalised (`/data/*\/date`). */
  readonly byLocation: ReadonlyMap<string, number>;
  /** The last exchanges with findings, newest first. */
  readonly recent: readonly ExchangeVerdict[];
  /** The coverage of the contract by the bodies and the requests, one report per include_slots value seen (true first). */
  readonly coverage: readonly CoverageReport[];
}

/** Counts with a bounded number of keys: past `max` keys, new ones are counted under `(other)`. */
function bump(map: Map<string, number>, key: string, max = 1000): void {
  const name = map.has(key) || map.size < max ? key : '(other)';
  map.set(name, (map.get(name) ?? 0) + 1);
}

/**
 * Everything the proxy tallies: exchanges, findings by rule and location, the last violating exchanges, and
 * the archive report of the response bodies, one per include_slots value (a report has one profile), built
 * as `validate --as response --format summary` builds it from the recorded bodies. Memory is bounded by the
 * kinds of findings, never by the number of exchanges.
 */
export class Ledger {
  readonly #strict: boolean;
  readonly #maxViolations: number;
  readonly #maxExamples: number;
  readonly #recentMax: number;
  #exchanges = 0;
  #violating = 0;
  #warned = 0;
  readonly #byRule = new Map<string, number>();
  readonly #byLocation = new Map<string, number>();
  readonly #recent: ExchangeVerdict[] = [];
  readonly #archives = new Map<boolean, { builder: ArchiveReportBuilder; documents: number; bytes: number }>();
  /** A count per coverage item and include_slots value: bounded by the item list, whatever the traffic. */
  readonly #coverage = new Map<boolean, CoverageCollector>();

  constructor(options: {
    readonly strict: boolean;
    readonly maxViolations: number;
    readonly maxExamples?: number;
    readonly recent?: number;
  }) {
    this.#strict = options.strict;
    this.#maxViolations = options.maxViolations;
    this.#maxExamples = options.maxExamples ?? 20;
    this.#recentMax = options.recent ?? 50;
  }

  /** Counts one exchange. */
  addExchange(verdict: ExchangeVerdict): void {
    this.#exchanges += 1;
    if (verdict.findings.length === 0) return;
    if (violates(verdict.findings)) this.#violating += 1;
    else this.#warned += 1;
    for (const f of verdict.findings) {
      bump(this.#byRule, f.rule);
      bump(this.#byLocation, generaliseLocation(f.pointer) || '(root)');
    }
    this.#recent.unshift({ ...verdict, findings: verdict.findings.slice(0, 20) });
    this.#recent.length = Math.min(this.#recent.length, this.#recentMax);
  }

  /**
   * Counts one response body in the archive report of its include_slots value; returns its record number
   * (its line in that profile's NDJSON file).
   */
  addBody(includeSlots: boolean, outcome: DocumentOutcome, bytes: number): number {
    let archive = this.#archives.get(includeSlots);
    if (archive === undefined) {
      archive = {
        builder: new ArchiveReportBuilder(
          { includeSlots, strict: this.#strict, maxViolations: this.#maxViolations },
          this.#maxExamples,
        ),
        documents: 0,
        bytes: 0,
      };
      this.#archives.set(includeSlots, archive);
    }
    archive.documents += 1;
    archive.bytes += bytes + 1; // the line and its newline, as validate counts the recorded file
    const line = archive.documents;
    archive.builder.add({
      file: responsesFile(includeSlots),
      status: outcome.status,
      violations: outcome.violations.map((v) => ({
        pointer: v.pointer,
        rule: v.rule,
        line,
        ...(v.day === undefined ? {} : { day: v.day }),
      })),
      omitted: outcome.omitted,
      errors: outcome.errors.map((e) => ({ code: e.code, message: e.message, line })),
      warnings: outcome.warnings,
    });
    return line;
  }

  /** Counts what one body exercised (its verdict's sparse coverage), under its include_slots value. */
  addCoverage(includeSlots: boolean, coverage: SparseCoverage): void {
    this.#collector(includeSlots).addSparse(coverage);
  }

  /**
   * Counts what one request exercised (its query and the two headers the contract names, and the violations
   * its check reported), under the include_slots value it asks for: counts only, never a value of it.
   */
  addRequestCoverage(includeSlots: boolean, request: RequestInput, violations: readonly ViolationLike[]): void {
    this.#collector(includeSlots).add(request, 'request', violations);
  }

  #collector(includeSlots: boolean): CoverageCollector {
    let collector = this.#coverage.get(includeSlots);
    if (collector === undefined) {
      collector = new CoverageCollector(coverageModel({ includeSlots, strict: this.#strict }));
      this.#coverage.set(includeSlots, collector);
    }
    return collector;
  }

  /** The coverage report of the bodies and requests of one include_slots value (with no part when none was counted). */
  coverage(includeSlots: boolean): CoverageReport {
    const collector =
      this.#coverage.get(includeSlots) ?? new CoverageCollector(coverageModel({ includeSlots, strict: this.#strict }));
    return coverageReport(collector.model, collector.counts, collector.parts);
  }

  /** The include_slots values seen so far (true first). */
  profiles(): boolean[] {
    return [true, false].filter((p) => this.#archives.has(p));
  }

  /** The archive report of the bodies of one include_slots value (empty when none was seen). */
  report(includeSlots: boolean): ArchiveReport {
    const archive = this.#archives.get(includeSlots);
    const builder =
      archive?.builder ??
      new ArchiveReportBuilder(
        { includeSlots, strict: this.#strict, maxViolations: this.#maxViolations },
        this.#maxExamples,
      );
    return builder.build({
      files: archive === undefined ? 0 : 1,
      blankLinesSkipped: 0,
      bytes: archive?.bytes ?? 0,
      stoppedEarly: false,
    });
  }

  stats(): LedgerStats {
    return {
      exchanges: this.#exchanges,
      violating: this.#violating,
      warned: this.#warned,
      byRule: new Map(this.#byRule),
      byLocation: new Map(this.#byLocation),
      recent: [...this.#recent],
      coverage: [true, false].filter((p) => this.#coverage.has(p)).map((p) => this.coverage(p)),
    };
  }
}
