import {
  COVERAGE_PARTS,
  type CoveragePart,
  type CoverageReport,
  type CoverageReportItem,
} from 'user-summaries-testing/coverage';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';

export type { CoverageReport };

/** A coverage report read back, or why it is not one (a message naming the member, never its value). */
export type CoverageResult =
  | { readonly ok: true; readonly report: CoverageReport }
  | { readonly ok: false; readonly message: string };

/** A member that is not what the format says. */
class ShapeError extends Error {}

type Json = Record<string, unknown>;

function member(
  parent: Json,
  name: string,
  kind: 'object' | 'string' | 'boolean' | 'count' | 'array',
  where = name,
): unknown {
  const value = parent[name];
  const ok =
    kind === 'object'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : kind === 'array'
        ? Array.isArray(value)
        : kind === 'count'
          ? typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
          : typeof value === kind;
  if (!ok)
    throw new ShapeError(
      `${where} must be ${kind === 'count' ? 'a count (a non-negative integer)' : kind === 'array' ? 'an array' : `a${kind === 'object' ? 'n' : ''} ${kind}`}`,
    );
  return value;
}

function item(entry: unknown, at: string): CoverageReportItem {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new ShapeError(`${at} must be an object`);
  const e = entry as Json;
  const location = member(e, 'location', 'string', `${at}.location`) as string;
  const aspect = member(e, 'aspect', 'string', `${at}.aspect`) as string;
  const schema = member(e, 'schema', 'string', `${at}.schema`) as string;
  const seen = member(e, 'seen', 'count', `${at}.seen`) as number;
  if (e['rule'] === undefined) return { location, aspect, schema, seen };
  return { location, aspect, rule: member(e, 'rule', 'string', `${at}.rule`) as RuleWord, schema, seen };
}

/**
 * Reads a parsed JSON value as a coverage report (what `validate --coverage` and the matchers write), checking
 * every member; never throws. Whether its items are the contract's is for the merge to say.
 *
 * @example
 * const read = parseCoverageReport(JSON.parse(readFileSync('coverage.json', 'utf8')));
 */
export function parseCoverageReport(value: unknown): CoverageResult {
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ShapeError('the report must be an object');
    const root = value as Json;
    if (root['report'] !== 'user-summaries-coverage')
      throw new ShapeError('this is not a coverage report (no "report": "user-summaries-coverage")');
    if (root['version'] !== 1) throw new ShapeError('version must be 1 (the only version this tool reads)');
    const profile = member(root, 'profile', 'object') as Json;
    const parts = member(profile, 'parts', 'array', 'profile.parts') as unknown[];
    if (!parts.every((p) => (COVERAGE_PARTS as readonly unknown[]).includes(p)))
      throw new ShapeError(`profile.parts must hold only ${COVERAGE_PARTS.join(', ')}`);
    const items = (member(root, 'items', 'array') as unknown[]).map((entry, i) => item(entry, `items[${i}]`));
    const totals = member(root, 'totals', 'object') as Json;
    const report: CoverageReport = {
      report: 'user-summaries-coverage',
      version: 1,
      profile: {
        includeSlots: member(profile, 'includeSlots', 'boolean', 'profile.includeSlots') as boolean,
        strict: member(profile, 'strict', 'boolean', 'profile.strict') as boolean,
        parts: parts as CoveragePart[],
      },
      documents: member(root, 'documents', 'count') as number,
      responses: member(root, 'responses', 'count') as number,
      // A report written before requests were counted has no `requests`: none.
      requests: root['requests'] === undefined ? 0 : (member(root, 'requests', 'count') as number),
      items,
      totals: {
        items: member(totals, 'items', 'count', 'totals.items') as number,
        covered: member(totals, 'covered', 'count', 'totals.covered') as number,
        partial: member(totals, 'partial', 'count', 'totals.partial') as number,
      },
    };
    if (report.responses > report.documents) throw new ShapeError('responses must not be more than documents');
    return { ok: true, report };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, message: error.message };
    throw error;
  }
}
