import { isAbsolute } from 'node:path';
import { jsonSafe } from '../outputText/safeText.js';
import { pathToFileURL } from 'node:url';
import type { Invocation, Result, ToolComponent } from 'sarif';
import type { DocumentOutcome, InputProblem, LocatedViolation, RunSummary } from '../documentCheck/types.js';
import type { Reporter, ReporterContext } from './reporter.js';
import { explainedMessage } from './explained.js';
import { ChunkedWrite } from './chunkedWrite.js';
import { documentHints, HINTS, type DocumentHint } from './hints.js';

/** A value as JSON text with no raw control character (see safeText.ts). */
const jsonText = (value: unknown): string => jsonSafe(JSON.stringify(value));

/** The rule a hint's result names: `hint/<code>`, apart from the rule words and problem codes. */
function hintRuleId(hint: DocumentHint): string {
  return `hint/${hint.code}`;
}

/** Every rule a result can name: the contract's rule words, then the parse layer's problem codes. */
const RULES: readonly (readonly [id: string, description: string])[] = [
  ['required', 'A required member is missing.'],
  ['required_with', 'A member required when its group is present is missing (required_with).'],
  ['present', 'A member that must be present (its value may be null) is missing.'],
  ['present_without', 'Both spellings of a heat/heart pair are missing.'],
  ['filled', 'A group or member that must not be empty is empty or null.'],
  ['type', 'A value has the wrong JSON type.'],
  ['date_format', 'A string breaks the Y-m-d, H:i or Y-m-d\\TH:i:s format.'],
  ['in', 'A value is outside its allowed set.'],
  ['min', 'A number is below its minimum.'],
  ['unknown_field', 'A member the contract does not list (strict profile).'],
  ['integer', 'A value must be an integer.'],
  ['bearer', 'The Authorization header must carry a bearer token.'],
  ['content_type', 'The Content-Type header must be application/json.'],
  ['after_or_equal', 'date_to must not be before date_from.'],
  ['envelope', 'The response envelope is not one the API uses.'],
  ['not_json', 'The value cannot be read as JSON.'],
  ['empty', 'The input holds no JSON value.'],
  ['syntax', 'The input is not valid JSON (RFC 8259).'],
  ['truncated', 'The input ends in the middle of a JSON value.'],
  ['trailing_data', 'Data follows the JSON value.'],
  ['bom', 'The input starts with a byte order mark.'],
  ['not_utf8', 'The input is not UTF-8 (RFC 8259 §8.1).'],
  ['invalid_utf8', 'The input has an invalid UTF-8 byte sequence.'],
  ['lone_surrogate', 'A string holds a lone surrogate (ill-formed Unicode).'],
  ['duplicate_key', 'An object has the same member name twice; JSON.parse keeps the last.'],
  ['forbidden_name', 'A member is named __proto__ or constructor.'],
  ['unsafe_integer', 'An integer is beyond 2^53 - 1; JSON.parse rounds it.'],
  ['number_overflow', 'A number overflows to Infinity.'],
  ['number_underflow', 'A number underflows to 0.'],
  ['max_depth', 'Nesting exceeds the depth limit.'],
  ['max_bytes', 'A document exceeds the byte limit.'],
  ['max_members', 'An object exceeds the member-count limit.'],
  ['max_key_length', 'A member name exceeds the length limit.'],
  ['truncated_record', 'An NDJSON record is cut off.'],
  ['spans_lines', 'An NDJSON record spans several lines.'],
  ['blank_line', 'A blank line in NDJSON (--blank-lines error).'],
  ['unreadable', 'The input cannot be read.'],
  ['date_range', 'A summary date is outside the requested range (--from/--to).'],
  ...Object.values(HINTS).map((hint) => [hintRuleId(hint), `A hint, not a finding: ${hint.message}.`] as const),
];
const RULE_INDEX = new Map(RULES.map(([id], index) => [id, index]));

/** A path as a SARIF artifact URI: relative paths stay relative (resolved against the checkout root). */
export function artifactUri(file: string): string {
  if (file === '-') return 'stdin';
  if (isAbsolute(file)) return pathToFileURL(file).href;
  return encodeURI(file.replaceAll('\\', '/')).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

/**
 * SARIF 2.1.0: one run, one result per violation, input error and warning, each placed by artifact URI,
 * line and column (UTF-16 code units), with the JSON pointer as a logical location; a hint is a result of
 * level `note` (rule `hint/<code>`) on its document. Upload it with
 * github/codeql-action/upload-sarif to see violations inline on pull requests.
 */
export class SarifReporter implements Reporter {
  readonly #ctx: ReporterContext;
  #first = true;

  constructor(ctx: ReporterContext) {
    this.#ctx = ctx;
    const driver: ToolComponent = {
      name: 'user-summaries',
      semanticVersion: ctx.version,
      rules: RULES.map(([id, text]) => ({ id, shortDescription: { text } })),
    };
    ctx.write(
      `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":${jsonText(driver)}},"columnKind":"utf16CodeUnits","results":[`,
    );
  }

  #result(
    level: 'error' | 'warning',
    ruleId: string,
    outcome: DocumentOutcome,
    item: LocatedViolation | InputProblem,
  ): string {
    const line = item.line ?? outcome.record;
    const region =
      line === undefined
        ? {}
        : { region: { startLine: line, ...(item.column === undefined ? {} : { startColumn: item.column }) } };
    const logical =
      item.pointer === undefined
        ? {}
        : { logicalLocations: [{ fullyQualifiedName: item.pointer === '' ? '/' : item.pointer, kind: 'member' }] };
    const value = item.value === undefined ? '' : ` (value: ${item.value})`;
    const ruleIndex = RULE_INDEX.get(ruleId);
    const result: Result = {
      ruleId,
      ...(ruleIndex === undefined ? {} : { ruleIndex }),
      level,
      message: { text: `${explainedMessage(item)}${value}` },
      locations: [
        { physicalLocation: { artifactLocation: { uri: artifactUri(outcome.file) }, ...region }, ...logical },
      ],
    };
    return jsonText(result);
  }

  /** A hint as a result of level `note`, placed on its document (the NDJSON record's line, else the file). */
  #hint(hint: DocumentHint, outcome: DocumentOutcome): string {
    const ruleId = hintRuleId(hint);
    const ruleIndex = RULE_INDEX.get(ruleId);
    const region = outcome.record === undefined ? {} : { region: { startLine: outcome.record } };
    const result: Result = {
      ruleId,
      ...(ruleIndex === undefined ? {} : { ruleIndex }),
      level: 'note',
      message: { text: `hint: ${hint.message}` },
      locations: [{ physicalLocation: { artifactLocation: { uri: artifactUri(outcome.file) }, ...region } }],
    };
    return jsonText(result);
  }

  /** Writes a document's results as they are rendered, in chunks (chunkedWrite.ts), never as one string. */
  document(outcome: DocumentOutcome): void {
    const out = new ChunkedWrite(this.#ctx.write);
    const add = (result: string): void => {
      out.add(`${this.#first ? '' : ','}${result}`);
      this.#first = false;
    };
    for (const v of outcome.violations) add(this.#result('error', v.rule, outcome, v));
    for (const e of outcome.errors) add(this.#result('error', e.code, outcome, e));
    if (!this.#ctx.quiet) for (const w of outcome.warnings) add(this.#result('warning', w.code, outcome, w));
    for (const hint of documentHints(outcome)) add(this.#hint(hint, outcome));
    out.flush();
  }

  finish(summary: RunSummary): void {
    const invocation: Invocation = { executionSuccessful: true, exitCode: summary.exitCode };
    this.#ctx.write(`],"invocations":[${jsonText(invocation)}],"properties":{"summary":${jsonText(summary)}}}]}\n`);
  }
}
