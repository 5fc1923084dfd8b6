// One request of the engine protocol answered: the transport (status, media type, the gate's byte limit, bytes,
// JSON text through the gate's parse layer and its limits), then the facade's validators on the parsed value (the
// gate's: the precompiled modules of the open readings, or of the strict one with `strict`; validateRequest
// for requests), then the page checks. The validators' violations are passed on as they are: the engine adds
// nothing to them.
import { decodeJsonBytes } from '../jsonText/decode.js';
import { bytesText, DEFAULT_LIMITS } from '../jsonText/limits.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { parseText } from '../jsonText/parseText.js';
import type { ScanProblem } from '../jsonText/scanJson.js';
import { isJsonContentType, shownMediaType } from 'user-summaries-contract/internal/transport/media';
import { statusClass } from 'user-summaries-contract/internal/transport/status';
import type { ValidationResult } from 'user-summaries-contract/internal/validator/types';
import type { Validators } from '../documentCheck/documentKind.js';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/rootValidators';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import { packageVersion } from '../commandIo/version.js';
import { pageFindings } from './pageChecks.js';
import { shownValue } from './shownValue.js';
import { bodyCoverage, coverageReportAnswer } from './coverage.js';
import {
  ENGINE_PROTOCOL,
  type EngineCoverageReport,
  type EngineError,
  type EngineDocument,
  type EngineFailure,
  type EngineFinding,
  type EngineHello,
  type EngineRequest,
  type EngineVerdict,
  type EngineViolation,
} from './protocol.js';

/** How much of a member's JSON text `showValues` shows. */
const VALUE_CHARS = 80;
const NOTHING_BUT_WHITESPACE = /^[ \t\n\r]*$/;

/**
 * A parsed document, or why it is not one: a failure, or a limit of the gate's parse layer that kept it from
 * being read (`refused`). `hazards` are what the parse layer found that JSON.parse hides.
 */
type Parsed =
  | { readonly ok: true; readonly value: unknown; readonly hazards: readonly EngineFinding[] }
  | { readonly ok: false; readonly failure: EngineFailure | null; readonly refused: readonly EngineFinding[] };

/** The gate's byte limit (`validate --max-bytes`), on the body's bytes as sent (its text's UTF-8 bytes). */
function overMaxBytes(document: Exclude<EngineDocument, { kind: 'value' }>): EngineFinding | undefined {
  const size = document.kind === 'bytes' ? document.bytes.length : Buffer.byteLength(document.text);
  if (size <= DEFAULT_LIMITS.maxBytes) return undefined;
  return {
    pointer: '',
    rule: 'max_bytes',
    message: `the body is larger than the limit of ${bytesText(DEFAULT_LIMITS.maxBytes)} (validate's --max-bytes); it was not read`,
  };
}

function placed(problem: ScanProblem, text: string): string {
  const { line, column } = new LineIndex(text).locate(problem.offset);
  return `${problem.message} (line ${line}, column ${column})`;
}

/** A document's value: bytes decoded as strict UTF-8, text through the gate's parse layer, a value as it is. */
function parseDocument(document: EngineDocument): Parsed {
  if (document.kind === 'value') return { ok: true, value: document.value, hazards: [] };
  const tooLarge = overMaxBytes(document);
  if (tooLarge !== undefined) return { ok: false, failure: null, refused: [tooLarge] };
  let text: string;
  // A byte order mark is read past, and reported beside the violations (RFC 8259 §8.1: JSON text must not add one).
  const marks: EngineFinding[] = [];
  if (document.kind === 'bytes') {
    const decoded = decodeJsonBytes(document.bytes, { bom: 'warn' });
    if (!decoded.ok)
      return {
        ok: false,
        failure: { class: 'non_json', message: `the body is not UTF-8 JSON text: ${decoded.problem.message}` },
        refused: [],
      };
    text = decoded.text;
    for (const warning of decoded.warnings) marks.push({ pointer: '', rule: warning.code, message: warning.message });
  } else {
    text = document.text;
  }
  if (NOTHING_BUT_WHITESPACE.test(text))
    return {
      ok: false,
      failure: {
        class: 'empty_body',
        message: text.length === 0 ? 'the body is empty' : 'the body holds only whitespace',
      },
      refused: [],
    };
  const parsed = parseText(text, { limits: DEFAULT_LIMITS, hazardScan: true, maxProblems: 100 });
  if (parsed.ok) return { ok: true, value: parsed.value, hazards: marks };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const first = parsed.errors[0];
    return {
      ok: false,
      failure: {
        class: 'non_json',
        message: `the body is not JSON: ${first === undefined ? 'it does not parse' : placed(first, text)}`,
      },
      refused: [],
    };
  }
  // JSON.parse read it, so the validators see what a JSON.parse consumer sees; what it hides is reported beside.
  const hazards = [
    ...marks,
    ...parsed.errors.map(
      (problem): EngineFinding => ({
        pointer: problem.pointer ?? '',
        rule: problem.code,
        message: placed(problem, text),
      }),
    ),
  ];
  return { ok: true, value, hazards };
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

/** The member a pointer names, as JSON text cut at {@link VALUE_CHARS} characters (never written whole); undefined when absent. */
function valueAt(root: unknown, pointer: string): string | undefined {
  let at: unknown = root;
  if (pointer !== '') {
    for (const raw of pointer.slice(1).split('/')) {
      const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) return undefined;
      at = (at as Record<string, unknown>)[token];
    }
  }
  return shownValue(at, VALUE_CHARS);
}

function validated(request: EngineRequest, value: unknown, validators: Validators): ValidationResult<unknown> {
  const common = { includeSlots: request.includeSlots, strict: request.strict, maxViolations: request.maxViolations };
  if (request.check === 'summary') return validators.validateSummary(value, common);
  // validateRequest never throws, whatever the value: a value that is not { query, headers } is its violation.
  if (request.check === 'request') return validateRequest(value as RequestInput, common);
  return validators.validateResponse(value, { ...common, envelope: request.envelope });
}

const verdict = (request: EngineRequest, fields: Omit<EngineVerdict, 'id' | 'ok'>): EngineVerdict => ({
  id: request.id,
  ok: fields.failure === null && fields.violations.length === 0 && fields.omitted === 0 && fields.findings.length === 0,
  ...fields,
});

/**
 * Answers one request of the engine protocol with the facade's validators (`loadValidators(request.strict)`:
 * the precompiled ones for the open readings, as the gate uses them; test/laravel/ proves the parity with
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
  const parsed = parseDocument(request.document);
  if (!parsed.ok) return verdict(request, { ...none, failure: parsed.failure, findings: parsed.refused });
  const result = validated(request, parsed.value, validators);
  const violations: EngineViolation[] = result.ok
    ? []
    : result.violations.map((v) => {
        const shown = request.showValues ? valueAt(parsed.value, v.pointer) : undefined;
        return shown === undefined
          ? { pointer: v.pointer, rule: v.rule, message: v.message }
          : { pointer: v.pointer, rule: v.rule, message: v.message, value: shown };
      });
  const findings = [...parsed.hazards];
  if (request.check === 'response' && request.query !== undefined) {
    const previous = request.previous.map(parseDocument).flatMap((p) => (p.ok ? [p.value] : []));
    // A member the validators already report (a date that is no calendar date) is not reported twice.
    const reported = new Set(violations.map((v) => v.pointer));
    findings.push(
      ...pageFindings(parsed.value, request.query, previous, request.maxViolations).filter(
        (f) => !reported.has(f.pointer),
      ),
    );
  }
  const coverage = request.coverage
    ? { coverage: bodyCoverage(request, parsed.value, result.ok ? [] : result.violations) }
    : {};
  return verdict(request, {
    failure: null,
    violations,
    omitted: result.ok ? 0 : result.omitted,
    omittedIsLowerBound: result.ok ? false : result.omittedIsLowerBound,
    findings: findings.slice(0, request.maxViolations),
    ...coverage,
  });
}
