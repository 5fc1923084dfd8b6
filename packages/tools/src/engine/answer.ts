// One request of the engine protocol answered: the transport (status, media type), then the document read as the
// gate reads one (readBody.ts: its byte limit, decoding and parse layer), checked as the gate checks a parsed
// document (documentCheck's checkValue: the facade's validators, the precompiled modules of the open readings or
// of the strict one with `strict`; validateRequest for requests), then the page checks. The validators' violations
// are passed on as they are, in their order: the engine adds nothing to them.
import { DEFAULT_LIMITS, type CheckConfig } from '../documentCheck/config.js';
import { checkValue } from '../documentCheck/checkText.js';
import { isJsonContentType, shownMediaType } from 'user-summaries-contract/internal/transport/media';
import { statusClass } from 'user-summaries-contract/internal/transport/status';
import type { Violation } from 'user-summaries-contract/internal/validator/types';
import type { Validators } from '../documentCheck/documentKind.js';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/readingValidators';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import { packageVersion } from '../commandIo/version.js';
import { pageFindings } from './pageChecks.js';
import { shownValue } from './shownValue.js';
import { maskSecrets } from '../jsonText/secretText.js';
import { bodyCoverage, coverageReportAnswer } from './coverageAnswer.js';
import { BODY, readBody, type ReadBody } from './readDocumentBody.js';
import {
  ENGINE_PROTOCOL,
  type EngineCoverageReport,
  type EngineError,
  type EngineFailure,
  type EngineFinding,
  type EngineHello,
  type EngineRequest,
  type EngineVerdict,
  type EngineViolation,
} from './protocol.js';

/** How much of a member's JSON text `showValues` shows. */
const VALUE_CHARS = 80;

/**
 * The most violations, problems or findings listed of one body, whatever `maxViolations` asks: `validate`'s
 * largest `--max-violations` (cli/validateOptions.ts), for the same reason: each is held until the answer is
 * written, and a body of 16 MiB may hold millions of duplicate members or failing days. The rest are counted.
 */
const MAX_LISTED = 100_000;

/** One configuration of the gate's check per profile of a request, kept: the gate prepares its validator once per configuration object. */
const configs = new Map<string, CheckConfig>();

/**
 * The gate's configuration for a request's documents (what `validate --as summary|response` uses, with the
 * request's options): the default limits, the hazard scan, no value and no frame in the outcome (`showValues`
 * shows the member's JSON text, written here), violations in the validator's order (no day, no place), and
 * `maxViolations` problems or violations of a body.
 */
function checkConfig(request: EngineRequest, maxViolations: number): CheckConfig {
  const kind = request.check === 'summary' ? 'summary' : 'response';
  const key = `${kind}|${request.includeSlots}|${request.strict}|${maxViolations}|${request.envelope}`;
  let config = configs.get(key);
  if (config === undefined) {
    if (configs.size >= 64) configs.clear(); // a handful of profiles per client; bounded all the same
    config = {
      kind,
      envelope: request.envelope,
      includeSlots: request.includeSlots,
      strict: request.strict,
      maxViolations,
      hazardScan: true,
      limits: DEFAULT_LIMITS,
      blankLines: 'skip',
      showValues: false,
      frames: false,
      listValid: true,
      days: false,
    };
    configs.set(key, config);
  }
  return config;
}

/** The failure of a status or a media type, before the body is read. */
function transportFailure(request: EngineRequest): EngineFailure | undefined {
  if (request.status !== undefined && request.status !== 200) {
    return {
      class: statusClass(request.status),
      message: `the response has status ${request.status}; the contract describes the 200 response`,
    };
  }
  if (request.contentType !== undefined && !isJsonContentType(request.contentType)) {
    return {
      class: 'non_json',
      message: `the response is labelled ${shownMediaType(request.contentType)}, not application/json`,
    };
  }
  return undefined;
}

/**
 * The member a pointer names, as JSON text cut at {@link VALUE_CHARS} characters (never written whole), every
 * string in it (names included) shown with its credentials masked on its decoded value, whatever the spelling
 * it arrived in (`\/`, `\u002f`, percent-encoded, `Bearer` and a line break: jsonText/secretText.ts, the masking of
 * `validate --show-values`); undefined when absent.
 */
function valueAt(root: unknown, pointer: string): string | undefined {
  let at: unknown = root;
  if (pointer !== '') {
    for (const raw of pointer.slice(1).split('/')) {
      const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) return undefined;
      at = (at as Record<string, unknown>)[token];
    }
  }
  return shownValue(at, VALUE_CHARS, maskSecrets);
}

/** What the validators found: the violations (in their order) and the count of those past the cap. */
interface Validated {
  readonly violations: readonly Violation[];
  readonly omitted: number;
  readonly omittedIsLowerBound: boolean;
}

/** The value validated: a summary or a response as the gate checks a parsed document, a request with validateRequest. */
function validated(request: EngineRequest, value: unknown, config: CheckConfig, validators: Validators): Validated {
  if (request.check === 'request') {
    const common = { includeSlots: request.includeSlots, strict: request.strict, maxViolations: config.maxViolations };
    // validateRequest never throws, whatever the value: a value that is not { query, headers } is its violation.
    const result = validateRequest(value as RequestInput, common);
    return result.ok
      ? { violations: [], omitted: 0, omittedIsLowerBound: false }
      : { violations: result.violations, omitted: result.omitted, omittedIsLowerBound: result.omittedIsLowerBound };
  }
  const { outcome } = checkValue(value, BODY, config, validators);
  return {
    violations: outcome.violations,
    omitted: outcome.omitted,
    omittedIsLowerBound: outcome.omittedIsLowerBound === true,
  };
}

/**
 * An earlier page that could not be read: its days were not compared with this page, so the answer says so rather
 * than passing a page that may repeat one of them (docs/laravel.md, "The engine protocol"). It names the page by
 * its place in `previous` and why it was not read, never a value of it.
 */
function previousUnread(index: number, count: number, read: Extract<ReadBody, { ok: false }>): EngineFinding {
  const why = read.failure?.message ?? read.refused[0]?.message ?? 'it could not be read';
  return {
    pointer: '',
    rule: 'previous_unread',
    message: `previous page ${index + 1} of ${count} was not read (${why.replace(/^the body /, 'it ')}): the days it served were not compared with this page (duplicate_day)`,
  };
}

const verdict = (request: EngineRequest, fields: Omit<EngineVerdict, 'id' | 'ok'>): EngineVerdict => ({
  id: request.id,
  ok: fields.failure === null && fields.violations.length === 0 && fields.omitted === 0 && fields.findings.length === 0,
  ...fields,
});

/**
 * Answers one request of the engine protocol with the facade's validators (`loadValidators(request.strict)`:
 * the precompiled ones for the open readings, as the gate uses them; packages/tools/test/laravel/ proves the parity with
 * `validateResponse` on every response vector). Never throws on a document: what cannot be read is a `failure`.
 *
 * @example
 * answerRequest(readRequest({ id: 1, check: 'summary', value: { date: '2024-02-30' } }) as EngineRequest, await loadValidators(false));
 * // { id: 1, ok: false, failure: null, violations: [{ pointer: '/date', rule: 'date_format', ... }], ... }
 */
export function answerRequest(
  request: EngineRequest,
  validators: Validators,
): EngineVerdict | EngineHello | EngineCoverageReport | EngineError {
  if (request.check === 'coverage-report') return coverageReportAnswer(request);
  if (request.check === 'hello' || request.document === undefined) {
    return {
      id: request.id,
      ok: true,
      engine: 'user-summaries-contract',
      version: packageVersion(),
      protocol: ENGINE_PROTOCOL,
    };
  }
  const none = { violations: [], omitted: 0, omittedIsLowerBound: false, findings: [] };
  const failed = request.check === 'request' ? undefined : transportFailure(request);
  if (failed !== undefined) return verdict(request, { failure: failed, ...none });
  const listed = Math.min(request.maxViolations, MAX_LISTED);
  const config = checkConfig(request, listed);
  const read = readBody(request.document, config);
  if (!read.ok) return verdict(request, { ...none, failure: read.failure, findings: read.refused });
  const result = validated(request, read.value, config, validators);
  const violations: EngineViolation[] = result.violations.map((v) => {
    const shown = request.showValues ? valueAt(read.value, v.pointer) : undefined;
    return shown === undefined
      ? { pointer: v.pointer, rule: v.rule, message: v.message }
      : { pointer: v.pointer, rule: v.rule, message: v.message, value: shown };
  });
  const findings = [...read.findings];
  if (request.check === 'response' && request.query !== undefined) {
    const previous: unknown[] = [];
    request.previous.forEach((document, i) => {
      const earlier = readBody(document, config);
      if (earlier.ok) previous.push(earlier.value);
      else findings.push(previousUnread(i, request.previous.length, earlier));
    });
    // A member the validators already report (a date that is no calendar date) is not reported twice.
    const reported = new Set(violations.map((v) => v.pointer));
    findings.push(...pageFindings(read.value, request.query, previous, listed).filter((f) => !reported.has(f.pointer)));
  }
  const coverage = request.coverage ? { coverage: bodyCoverage(request, read.value, result.violations) } : {};
  return verdict(request, {
    failure: null,
    violations,
    omitted: result.omitted,
    omittedIsLowerBound: result.omittedIsLowerBound,
    findings: findings.slice(0, listed),
    ...coverage,
  });
}
