/**
 * The contract's own word for the rule a violation breaks, as the contract and decisions.md write it.
 * `envelope`, `integer`, `bearer`, `content_type`, `after_or_equal` and `not_json` name checks of the
 * request, the response envelope and the input itself that the contract leaves unnamed.
 */
export type RuleWord =
  | 'required'
  | 'required_with'
  | 'present'
  | 'present_without'
  | 'filled'
  | 'type'
  | 'date_format'
  | 'in'
  | 'min'
  | 'unknown_field'
  | 'integer'
  | 'bearer'
  | 'content_type'
  | 'after_or_equal'
  | 'envelope'
  | 'not_json';

/** One problem found in a document. Carries no value copied from the payload. */
export interface Violation {
  /** RFC 6901 pointer to the offending member; for a missing key, the key's own pointer. */
  readonly pointer: string;
  /** The JSON Schema keyword that failed (`required`, `type`, `pattern`, `anyOf`, ...). */
  readonly keyword: string;
  /** The contract's word for the broken rule. */
  readonly rule: RuleWord;
  /** A sentence in the contract's terms, naming the field but never its value. */
  readonly message: string;
  /** Absolute location of the failing keyword: `<$id>#<pointer>`. */
  readonly schemaPath: string;
  /** Machine details of the keyword (Ajv's params, without payload values). */
  readonly params: Readonly<Record<string, unknown>>;
}

/** The outcome of a validation: the value itself, or why it breaks the contract. */
export type ValidationResult<TValue> =
  | { readonly ok: true; readonly value: TValue }
  | {
      readonly ok: false;
      /** At least one violation, at most `maxViolations`, ordered by pointer (array indices numerically). */
      readonly violations: readonly Violation[];
      /**
       * How many further violations were found and left out by the cap. A lower bound when
       * `omittedIsLowerBound`: the report stopped once it knew its first `maxViolations` violations.
       */
      readonly omitted: number;
      /**
       * `true` when the report stopped checking once it knew its first `maxViolations` violations (a hostile
       * payload costs no more than that); `omitted` then counts what was found, and the document holds at least
       * that many more. `false`: `omitted` is exact.
       */
      readonly omittedIsLowerBound: boolean;
    };

/** Options shared by the validators. */
export interface ValidateOptions {
  /**
   * `false` reads the document as served with `include_slots=0`: groups may omit `slots`.
   * @defaultValue true
   */
  readonly includeSlots?: boolean;
  /**
   * The producers' strict reading: keys the contract does not list are reported as `unknown_field`.
   * @defaultValue false
   */
  readonly strict?: boolean;
  /**
   * The most violations reported; the rest are counted in `omitted` (once that many are known, the report may
   * stop: see `omittedIsLowerBound`).
   * @defaultValue 100
   */
  readonly maxViolations?: number;
}

/** The response envelopes the API may use. */
export type EnvelopeName = 'paginator' | 'collection' | 'bare';

/** Options of {@link validateResponse}. */
export interface ResponseOptions extends ValidateOptions {
  /**
   * The envelope to expect; `auto` detects it from the body's shape.
   * @defaultValue 'auto'
   */
  readonly envelope?: EnvelopeName | 'auto';
}
