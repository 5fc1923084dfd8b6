/**
 * Character-code checks of the contract's three fixed-width formats, for the precompiled validators.
 *
 * Each check gives exactly the verdict of the exported schema's `pattern` (with its `minLength`/`maxLength`)
 * on every string, proven by property tests against the patterns of `schemas/common.schema.json`; it only
 * avoids the regular-expression engine. Year 0000 is not a date, leap years are Gregorian.
 *
 * One module, named exports only, no imports: the precompiled modules bundle {@link CONTRACT_FORMATS} as Ajv
 * standalone code's `code.formats`.
 */

/**
 * The three checks, built in one closure: their constants (the held `charCodeAt`, the month table, the memo) are
 * the closure's own, so they stay constants wherever this module is bundled (a bundler turns a module's top-level
 * `const` into `var`, which V8 does not fold: the precompiled validators ran them several times slower, as
 * docs/benchmarks.md measured).
 */
function contractChecks(): {
  isContractDate(s: string): boolean;
  isContractTime(s: string): boolean;
  isContractDateTime(s: string): boolean;
} {
  /**
   * `String.prototype.charCodeAt`, held once and called with `.call`: V8 (Node 20) stops inlining `s.charCodeAt(i)`
   * once any `class … extends String` exists in the process (as in some validator libraries), which made these
   * checks several times slower (docs/benchmarks.md); a call of the held builtin is inlined either way.
   */
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const charCodeAt = String.prototype.charCodeAt;

  /** Days in each month (index 1-12); February's 29th is decided apart. */
  const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

  const DASH = 45;
  const COLON = 58;
  const LATIN_T = 84;

  // Each check reads a character code once and tests ranges without branches: for a digit value `d` (code
  // minus 48) within 0..max, both `d` and `max - d` are non-negative, so one negative term in an OR of them
  // means some character is out of its range.

  /** `YYYY-MM-DD` at the start of `s` (which is long enough): a real date from 0001-01-01 to 9999-12-31. */
  function dateAtStart(s: string): boolean {
    if (charCodeAt.call(s, 4) !== DASH || charCodeAt.call(s, 7) !== DASH) return false;
    const y0 = charCodeAt.call(s, 0) - 48;
    const y1 = charCodeAt.call(s, 1) - 48;
    const y2 = charCodeAt.call(s, 2) - 48;
    const y3 = charCodeAt.call(s, 3) - 48;
    const m0 = charCodeAt.call(s, 5) - 48;
    const m1 = charCodeAt.call(s, 6) - 48;
    const d0 = charCodeAt.call(s, 8) - 48;
    const d1 = charCodeAt.call(s, 9) - 48;
    if (
      (y0 |
        (9 - y0) |
        y1 |
        (9 - y1) |
        y2 |
        (9 - y2) |
        y3 |
        (9 - y3) |
        m0 |
        (1 - m0) |
        m1 |
        (9 - m1) |
        d0 |
        (3 - d0) |
        d1 |
        (9 - d1)) <
      0
    ) {
      return false;
    }
    const month = m0 * 10 + m1;
    const day = d0 * 10 + d1;
    const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
    if (month === 0 || month > 12 || day === 0 || year === 0) return false;
    if (day <= 28) return true;
    if (month === 2) return day === 29 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return day <= (DAYS_IN_MONTH[month] as number);
  }

  /** `HH:MM` at index `i` of `s` (which is long enough): 00:00 to 23:59. */
  function timeAt(s: string, i: number): boolean {
    if (charCodeAt.call(s, i + 2) !== COLON) return false;
    const h0 = charCodeAt.call(s, i) - 48;
    const h1 = charCodeAt.call(s, i + 1) - 48;
    const m0 = charCodeAt.call(s, i + 3) - 48;
    const m1 = charCodeAt.call(s, i + 4) - 48;
    return (h0 | (2 - h0) | h1 | (9 - h1) | m0 | (5 - m0) | m1 | (9 - m1)) >= 0 && (h0 < 2 || h1 < 4);
  }

  /**
   * `Y-m-d`: exactly `YYYY-MM-DD`, a real calendar date.
   *
   * @example
   * isContractDate('2024-02-29'); // true
   * isContractDate('2023-02-29'); // false
   */
  function isContractDate(s: string): boolean {
    return s.length === 10 && dateAtStart(s);
  }

  /**
   * `H:i`: exactly `HH:MM`, 00:00 to 23:59.
   *
   * @example
   * isContractTime('23:59'); // true
   * isContractTime('24:00'); // false
   */
  function isContractTime(s: string): boolean {
    return s.length === 5 && timeAt(s, 0);
  }

  /**
   * The last date-time accepted. Consecutive slots share their bounds (one slot's `end_date` is the next one's
   * `start_date`), and comparing two strings costs less than reading 19 characters. A pure function's memo:
   * it only ever answers what the full check answered.
   */
  let lastDateTime = '0001-01-01T00:00:00'; // valid, as the memo must always be

  /**
   * `Y-m-d\TH:i:s`: exactly `YYYY-MM-DDTHH:MM:SS`, no zone, no fraction, a real date and time.
   *
   * @example
   * isContractDateTime('2024-02-29T23:59:59'); // true
   * isContractDateTime('2024-02-29T23:59:59Z'); // false
   */
  function isContractDateTime(s: string): boolean {
    if (s === lastDateTime) return true;
    if (s.length !== 19 || charCodeAt.call(s, 10) !== LATIN_T || charCodeAt.call(s, 16) !== COLON) return false;
    const s0 = charCodeAt.call(s, 17) - 48;
    const s1 = charCodeAt.call(s, 18) - 48;
    if ((s0 | (5 - s0) | s1 | (9 - s1)) < 0 || !timeAt(s, 11) || !dateAtStart(s)) return false;
    lastDateTime = s;
    return true;
  }

  return { isContractDate, isContractTime, isContractDateTime };
}

/**
 * `Y-m-d`: exactly `YYYY-MM-DD`, a real calendar date (`isContractDate('2024-02-29')` is true, `2023-02-29` false).
 * `H:i`: exactly `HH:MM`, 00:00 to 23:59 (`isContractTime('24:00')` is false).
 * `Y-m-d\TH:i:s`: exactly `YYYY-MM-DDTHH:MM:SS`, no zone, no fraction, a real date and time.
 *
 * @example
 * isContractDateTime('2024-02-29T23:59:59'); // true
 */
export const { isContractDate, isContractTime, isContractDateTime } = contractChecks();

/** The Ajv format names of the fast tier, keyed by the `x-format` annotation of the schema node. */
export const FAST_FORMAT_NAMES = {
  'Y-m-d': 'contract-ymd',
  'H:i': 'contract-hi',
  'Y-m-d\\TH:i:s': 'contract-ymd-this',
} as const;

/** The format checks by Ajv format name: `ajv.addFormat(name, check)`, or Ajv standalone `code.formats`. */
export const FAST_FORMATS: Readonly<
  Record<(typeof FAST_FORMAT_NAMES)[keyof typeof FAST_FORMAT_NAMES], (s: string) => boolean>
> = {
  'contract-ymd': isContractDate,
  'contract-hi': isContractTime,
  'contract-ymd-this': isContractDateTime,
};

/**
 * Every format the engine's validators apply, by Ajv format name: the fast tier's character-code checks, and
 * `date` for the report tier's `format: date` (a real calendar date from 0001-01-01, the verdict of the node's
 * own `pattern`, which is raised first and kept; the report never shows a `format` error alone). The precompiled
 * modules bundle this table at build time (packages/build/src/codegen/precompiledModules.ts, Ajv's `code.formats`).
 */
export const CONTRACT_FORMATS: Readonly<Record<string, (s: string) => boolean>> = {
  ...FAST_FORMATS,
  date: isContractDate,
};
