import {
  CONTRACT_ATTRIBUTES,
  OTHER,
  PAGE_RULE_WORDS,
  prometheusLabel,
  ruleLabel,
  violationPlace,
  type ViolationPlace,
} from 'user-summaries-otel';
import { FAILURE_CLASSES } from 'user-summaries-contract/internal/transport/failures';

/** The Prometheus labels of the convention's attributes (`user_summaries.rule` → `user_summaries_rule`). */
export const LABELS = {
  part: prometheusLabel(CONTRACT_ATTRIBUTES.part),
  location: prometheusLabel(CONTRACT_ATTRIBUTES.location),
  rule: prometheusLabel(CONTRACT_ATTRIBUTES.rule),
  verdict: prometheusLabel(CONTRACT_ATTRIBUTES.verdict),
  status: prometheusLabel(CONTRACT_ATTRIBUTES.status),
  errorType: prometheusLabel(CONTRACT_ATTRIBUTES.errorType),
} as const;

const PAGE_RULES: ReadonlySet<string> = new Set(PAGE_RULE_WORDS);
const FAILURES: ReadonlySet<string> = new Set(Object.keys(FAILURE_CLASSES));

/** A finding of the proxy as the metrics read it: which rule, where, how bad. */
export interface FindingLike {
  readonly rule: string;
  readonly severity: 'fail' | 'warn';
  readonly pointer: string;
}

/** Where a finding is counted: a violation at its place, a page finding by rule, or an upstream error by class. */
export type FindingMetric =
  | { readonly metric: 'violation'; readonly place: ViolationPlace }
  | { readonly metric: 'page'; readonly rule: string }
  | { readonly metric: 'upstream'; readonly errorType: string };

/**
 * The metric a proxy finding counts in: a schema rule word is a violation (of the request when its pointer is the
 * request's, else of the response), a page rule's word a page finding, anything else an upstream error by its
 * failure class (`_OTHER` for a word outside them). Every label comes from a closed list: never the pointer itself.
 */
export function findingMetric(finding: FindingLike): FindingMetric {
  if (ruleLabel(finding.rule) !== OTHER) {
    const request = finding.pointer.startsWith('/query') || finding.pointer.startsWith('/headers');
    return {
      metric: 'violation',
      place: violationPlace(request ? 'request' : 'response', finding.pointer, finding.rule),
    };
  }
  if (PAGE_RULES.has(finding.rule)) return { metric: 'page', rule: finding.rule };
  return { metric: 'upstream', errorType: FAILURES.has(finding.rule) ? finding.rule : OTHER };
}

/** A status as a label: a three-digit HTTP status, `0` for none (the connection was cut), else `_OTHER`. */
export function statusLabel(status: number): string {
  if (status === 0) return '0';
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : OTHER;
}

/**
 * A status as a number with the same label: itself for 0 and 100-599, else 1 (whose label is `_OTHER`), so that
 * statuses can be counted by number and labelled at a scrape (`statusLabel(statusKey(s)) === statusLabel(s)`).
 */
export function statusKey(status: number): number {
  return status === 0 || (Number.isInteger(status) && status >= 100 && status <= 599) ? status : 1;
}

/** The verdicts, in the order of their index (`VERDICTS.indexOf(verdictLabel(findings))`). */
export const VERDICTS = ['pass', 'warn', 'fail'] as const;

/** An exchange's verdict: `fail` when a finding breaks the contract, `warn` when one warns, else `pass`. */
export function verdictLabel(findings: readonly FindingLike[]): 'pass' | 'warn' | 'fail' {
  let warned = false;
  for (const f of findings) {
    if (f.severity === 'fail') return 'fail';
    warned = true;
  }
  return warned ? 'warn' : 'pass';
}
