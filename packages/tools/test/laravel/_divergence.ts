// The documented divergence classes between this library's reading of the contract and Laravel's validator
// (docs/cross-implementation.md, "Divergence classes"), as hypotheses that must be proven: each names the
// cause of one reason of the rejecting side and how to remove it. packages/tools/test/laravel/_evidence.ts re-runs both
// sides without the causes; a disagreement is explained only when the verdicts then meet.
import { FULL_SUMMARY } from 'user-summaries-build/codegen/vectorBase';
import type { ExpectedViolation } from 'user-summaries-build/codegen/vectorTypes';
import { parsePointer, resolvePointer } from 'user-summaries-contract/internal/validator/pointer';
import type { SpelledRecord } from './_spelling.js';

/** The id of a divergence class, as docs/cross-implementation.md names it. */
export type DivergenceClass =
  | 'numeric-string-as-number'
  | 'blank-string-is-absent'
  | 'in-compares-loosely'
  | 'boolean-as-integer'
  | 'integer-beyond-safe-range'
  | 'integer-written-as-float'
  | 'object-or-list'
  | 'empty-group-is-absent'
  | 'empty-array-is-a-value'
  | 'present-without-not-expressible'
  | 'year-0000'
  | 'number-beyond-double';

/** A Laravel verdict from packages/tools/test/laravel/harness.php: attribute (dot notation) to the rules that failed. */
export interface LaravelVerdict {
  readonly valid: boolean;
  readonly failed: Readonly<Record<string, readonly string[]>>;
}

/**
 * A claim that a documented class explains one reason of the rejecting side, with the cause removed.
 * `moves: 'ours'`: removing the cause must make this library accept what Laravel accepted, and Laravel must
 * not see the difference (its verdict unchanged). `moves: 'laravel'`: removing the cause (in the record, or
 * in the rules where Laravel can express the contract) must make Laravel reach this library's verdict, and
 * this library must not see a difference in the record.
 */
export interface Hypothesis {
  readonly classes: readonly DivergenceClass[];
  /** Where the cause sits, in the record as this library reads it. */
  readonly pointer: string;
  readonly moves: 'ours' | 'laravel';
  /** The record with the cause removed (the record itself when the cause is in the rules). */
  readonly fix: (record: SpelledRecord) => SpelledRecord;
  /** Rules replaced for the evidence run: the contract's rule written as Laravel can express it. */
  readonly rules?: Readonly<Record<string, string>>;
}

const GROUPS = new Set(['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2']);
const MAX = Number.MAX_SAFE_INTEGER;
const REMOVE = Symbol('remove');

/** The record with the value at `pointer` replaced (or removed), and no spelling left at or under it. */
function edit(record: SpelledRecord, pointer: string, value: unknown): SpelledRecord {
  const tokens = parsePointer(pointer);
  const replace = (node: unknown, depth: number): unknown => {
    if (depth === tokens.length) return value;
    const token = tokens[depth] as string;
    if (Array.isArray(node)) {
      const copy = [...node] as unknown[];
      if (value === REMOVE && depth === tokens.length - 1) copy.splice(Number(token), 1);
      else copy[Number(token)] = replace(copy[Number(token)], depth + 1);
      return copy;
    }
    const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
    if (value === REMOVE && depth === tokens.length - 1) delete copy[token];
    else copy[token] = replace(copy[token], depth + 1);
    return copy;
  };
  const spellings = new Map([...record.spellings].filter(([p]) => p !== pointer && !p.startsWith(`${pointer}/`)));
  return { value: replace(record.value, 0), spellings };
}

/** The record without the key at `pointer`. */
function remove(record: SpelledRecord, pointer: string): SpelledRecord {
  return edit(record, pointer, REMOVE);
}

/** The record with the number at `pointer` written as JSON.stringify writes it. */
function canonicalSpelling(record: SpelledRecord, pointer: string): SpelledRecord {
  return { value: record.value, spellings: new Map([...record.spellings].filter(([p]) => p !== pointer)) };
}

/** A string PHP reads as a number (is_numeric): what Laravel's integer and numeric rules accept. */
function phpNumeric(value: string): boolean {
  return /^[ \t\n\r\v\f]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?[ \t\n\r\v\f]*$/.test(value);
}

/** PHP's trim(): strips spaces, tabs, newlines, carriage returns, NUL and vertical tabs at both ends. */
function phpTrim(value: string): string {
  return value.replace(/^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '');
}

/** A decimal integer string as FILTER_VALIDATE_INT reads it (whitespace, a sign, no leading zero). */
function phpIntegerString(value: string): bigint | undefined {
  const m = /^[ \t\n\r\v]*([+-]?)(0|[1-9][0-9]*)[ \t\n\r\v]*$/.exec(value);
  return m === null ? undefined : BigInt(`${m[1] === '-' ? '-' : ''}${m[2] as string}`);
}

function clamp(n: bigint): bigint {
  return n > BigInt(MAX) ? BigInt(MAX) : n < -BigInt(MAX) ? -BigInt(MAX) : n;
}

function isSafe(n: bigint): boolean {
  return n >= -BigInt(MAX) && n <= BigInt(MAX);
}

/** Where the contract expects an object: a group, or an item of a group's slots. */
function expectsObject(pointer: string): boolean {
  const tokens = parsePointer(pointer);
  return (tokens.length === 1 && GROUPS.has(tokens[0] ?? '')) || (tokens.length === 3 && tokens[1] === 'slots');
}

/** The attribute Laravel names for a pointer inside its input (dot notation). */
export function attributeOf(pointer: string, prefix: string): string {
  return parsePointer(pointer.slice(prefix.length)).join('.');
}

function ours(classes: DivergenceClass[], pointer: string, fix: (r: SpelledRecord) => SpelledRecord): Hypothesis {
  return { classes, pointer, moves: 'ours', fix };
}

/**
 * The hypothesis for one of this library's violations on a record Laravel accepted, if a documented class
 * may explain it. `prefix` is where Laravel's input sits in the record (`/query` for a request).
 */
export function hypothesizeViolation(
  record: SpelledRecord,
  violation: ExpectedViolation,
  prefix = '',
): Hypothesis | undefined {
  const { pointer, rule } = violation;
  const at = resolvePointer(record.value, pointer);
  const value = at.found ? at.value : undefined;
  const request = prefix !== '';
  if (rule === 'present_without') {
    const other = pointer.replace(/_heart_rate$/, '_heat_rate');
    const rules = { [attributeOf(pointer, prefix)]: `nullable|required_without:${attributeOf(other, prefix)}|integer` };
    return { classes: ['present-without-not-expressible'], pointer, moves: 'laravel', fix: (r) => r, rules };
  }
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  if (['required_with', 'present', 'required'].includes(rule) && !at.found && GROUPS.has(parent.slice(1))) {
    const group = resolvePointer(record.value, parent);
    if (
      group.found &&
      typeof group.value === 'object' &&
      group.value !== null &&
      Object.keys(group.value).length === 0
    ) {
      return ours(['empty-group-is-absent'], parent, (r) => remove(r, parent));
    }
  }
  if (
    typeof value === 'string' &&
    ['type', 'date_format', 'in', 'min', 'integer'].includes(rule) &&
    phpTrim(value) === ''
  ) {
    // Laravel reads a blank string as no value: a group or a query parameter without a value is an absent key;
    // a field inside a group keeps its key (`present` holds) and has null for its value. A group's `slots`
    // reaches here only in the include_slots=0 rules, where no implicit rule names it: absent, like a group
    // (found by FC_SEED=1088058159: `"slots": ""`).
    const absent = parsePointer(pointer.slice(prefix.length)).length === 1 || pointer.endsWith('/slots');
    return ours(['blank-string-is-absent'], pointer, (r) => (absent ? remove(r, pointer) : edit(r, pointer, null)));
  }
  if (rule === 'type' && at.found) {
    if (Array.isArray(value) && value.length === 0 && GROUPS.has(pointer.slice(1))) {
      return ours(['object-or-list', 'empty-group-is-absent'], pointer, (r) => remove(r, pointer));
    }
    if (typeof value === 'string' && phpNumeric(value) && !request) {
      const integer = phpIntegerString(value);
      if (integer !== undefined && !isSafe(integer)) {
        return ours(['numeric-string-as-number', 'integer-beyond-safe-range'], pointer, (r) =>
          edit(r, pointer, Number(clamp(integer))),
        );
      }
      return ours(['numeric-string-as-number'], pointer, (r) => edit(r, pointer, Number(phpTrim(value))));
    }
    if (value === true) return ours(['boolean-as-integer'], pointer, (r) => edit(r, pointer, 1));
    if (typeof value === 'number' && !Number.isFinite(value)) {
      // `1e400`: JSON.parse gives Infinity, which is no number to strict Ajv; PHP's json_decode gives INF, which
      // Laravel's numeric accepts. The largest double, written plainly, is a number to both.
      return ours(['number-beyond-double'], pointer, (r) =>
        edit(r, pointer, value > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE),
      );
    }
    if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
      return ours(['integer-beyond-safe-range'], pointer, (r) => edit(r, pointer, Number(clamp(BigInt(value)))));
    }
    if (Array.isArray(value) && expectsObject(pointer)) {
      return ours(['object-or-list'], pointer, (r) =>
        edit(r, pointer, Object.fromEntries(value.map((v, i) => [String(i), v]))),
      );
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && pointer.endsWith('/slots')) {
      return ours(['object-or-list'], pointer, (r) => edit(r, pointer, Object.values(value)));
    }
  }
  if (rule === 'date_format' && typeof value === 'string' && /^0000-/.test(value)) {
    // Year 2000 has year 0's calendar (both divisible by 400), so 0000-02-29 stays a real date.
    return ours(['year-0000'], pointer, (r) => edit(r, pointer, value.replace(/^0000-/, '2000-')));
  }
  if (rule === 'in' && typeof value === 'string' && phpNumeric(value) && ['0', '1'].includes(String(Number(value)))) {
    return ours(['in-compares-loosely'], pointer, (r) => edit(r, pointer, String(Number(value))));
  }
  if (rule === 'integer' && typeof value === 'string') {
    const integer = phpIntegerString(value);
    if (integer === undefined) return undefined;
    const canonical = String(integer) === value;
    const classes: DivergenceClass[] = [
      ...(canonical ? [] : ['numeric-string-as-number' as const]),
      ...(isSafe(integer) ? [] : ['integer-beyond-safe-range' as const]),
    ];
    return classes.length === 0 ? undefined : ours(classes, pointer, (r) => edit(r, pointer, String(clamp(integer))));
  }
  return undefined;
}

/** A valid slot item of a group (the full summary of the vectors). */
function slotItem(group: string): unknown {
  const slots = resolvePointer(FULL_SUMMARY, `/${group}/slots`);
  return slots.found && Array.isArray(slots.value) ? slots.value[0] : undefined;
}

/** The hypothesis for a rule Laravel failed on a record this library accepted, if a documented class may explain it. */
export function hypothesizeLaravelFailure(
  record: SpelledRecord,
  attribute: string,
  rule: string,
  prefix = '',
): Hypothesis | undefined {
  const pointer = `${prefix}/${attribute.replaceAll('.', '/')}`;
  const at = resolvePointer(record.value, pointer);
  if (
    (rule === 'Required' || rule === 'RequiredWith') &&
    at.found &&
    Array.isArray(at.value) &&
    at.value.length === 0 &&
    pointer.endsWith('/slots')
  ) {
    const item = slotItem(parsePointer(pointer)[0] ?? '');
    if (item === undefined) return undefined;
    return { classes: ['empty-array-is-a-value'], pointer, moves: 'laravel', fix: (r) => edit(r, pointer, [item]) };
  }
  if (rule === 'Integer' && at.found && typeof at.value === 'number' && record.spellings.has(pointer)) {
    return {
      classes: ['integer-written-as-float'],
      pointer,
      moves: 'laravel',
      fix: (r) => canonicalSpelling(r, pointer),
    };
  }
  return undefined;
}
