// The documented divergence classes between this library's reading of the contract and Laravel's validator
// (docs/cross-implementation.md, "Divergence classes"). A disagreement passes only when every reason on the
// side that rejects falls into one of these classes.
import type { ExpectedViolation } from '../../src/codegen/vectorTypes.js';
import { resolvePointer } from '../../src/index.js';

/** The id of a divergence class, as docs/cross-implementation.md names it. */
export type DivergenceClass =
  | 'numeric-string-as-number'
  | 'blank-string-is-absent'
  | 'in-compares-loosely'
  | 'boolean-as-integer'
  | 'integer-beyond-safe-range'
  | 'object-or-list'
  | 'empty-group-is-absent'
  | 'empty-array-is-a-value'
  | 'present-without-not-expressible'
  | 'year-0000';

/** A Laravel verdict from test/laravel/harness.php: attribute (dot notation) to the rules that failed. */
export interface LaravelVerdict {
  readonly valid: boolean;
  readonly failed: Readonly<Record<string, readonly string[]>>;
}

const GROUPS = new Set(['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2']);

function valueAt(record: unknown, pointer: string): { found: boolean; value?: unknown } {
  return resolvePointer(record, pointer);
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/** A string PHP reads as a number (is_numeric): what Laravel's integer and numeric rules accept. */
function phpNumeric(value: string): boolean {
  return /^[ \t\n\r\v\f]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?[ \t\n\r\v\f]*$/.test(value);
}

/** PHP's trim(): strips spaces, tabs, newlines, carriage returns, NUL and vertical tabs at both ends. */
function phpTrim(value: string): string {
  return value.replace(/^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '');
}

/** Where the contract expects an object: a group, or an item of a group's slots. */
function expectsObject(pointer: string): boolean {
  const tokens = pointer.split('/').slice(1);
  return (tokens.length === 1 && GROUPS.has(tokens[0] ?? '')) || (tokens.length === 3 && tokens[1] === 'slots');
}

function isEmptyContainer(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}

/** The class of one of this library's violations on a record Laravel accepted, if documented. */
export function classifyViolation(record: unknown, violation: ExpectedViolation): DivergenceClass | undefined {
  const { found, value } = valueAt(record, violation.pointer);
  if (violation.rule === 'present_without') return 'present-without-not-expressible';
  if (['required_with', 'present', 'required'].includes(violation.rule) && !found) {
    const parent = valueAt(record, parentPointer(violation.pointer));
    if (parent.found && isEmptyContainer(parent.value) && GROUPS.has(parentPointer(violation.pointer).slice(1))) return 'empty-group-is-absent';
  }
  if (['type', 'date_format', 'in', 'min', 'integer'].includes(violation.rule) && typeof value === 'string' && phpTrim(value) === '') {
    return 'blank-string-is-absent';
  }
  if (violation.rule === 'type' && found) {
    if (typeof value === 'string' && phpNumeric(value)) return 'numeric-string-as-number';
    if (value === true) return 'boolean-as-integer';
    if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) return 'integer-beyond-safe-range';
    if (Array.isArray(value) && expectsObject(violation.pointer)) return 'object-or-list';
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && violation.pointer.endsWith('/slots')) return 'object-or-list';
  }
  if (violation.rule === 'date_format' && typeof value === 'string' && /^0000-/.test(value)) return 'year-0000';
  if (violation.rule === 'in' && typeof value === 'string' && phpNumeric(value) && ['0', '1'].includes(String(Number(value)))) {
    return 'in-compares-loosely';
  }
  if (violation.rule === 'integer' && typeof value === 'string' && /^[ \t\n\r\v]*[+-]?(?:0|[1-9][0-9]*)[ \t\n\r\v]*$/.test(value)) {
    return 'numeric-string-as-number';
  }
  return undefined;
}

/** The class of a rule Laravel failed on a record this library accepted, if documented. */
export function classifyLaravelFailure(record: unknown, attribute: string, rule: string, prefix = ''): DivergenceClass | undefined {
  const pointer = `${prefix}/${attribute.replaceAll('.', '/')}`;
  const { found, value } = valueAt(record, pointer);
  if ((rule === 'Required' || rule === 'RequiredWith') && found && Array.isArray(value) && value.length === 0 && pointer.endsWith('/slots')) {
    return 'empty-array-is-a-value';
  }
  return undefined;
}

/**
 * The classes that explain a disagreement, or `undefined` when some reason of the rejecting side is not in
 * a documented class.
 */
export function explainDivergence(record: unknown, ours: readonly ExpectedViolation[], laravel: LaravelVerdict, prefix = ''): DivergenceClass[] | undefined {
  const classes = new Set<DivergenceClass>();
  if (ours.length > 0 && laravel.valid) {
    for (const violation of ours) {
      const found = classifyViolation(record, violation);
      if (found === undefined) return undefined;
      classes.add(found);
    }
  } else if (ours.length === 0 && !laravel.valid) {
    for (const [attribute, rules] of Object.entries(laravel.failed)) {
      for (const rule of rules) {
        const found = classifyLaravelFailure(record, attribute, rule, prefix);
        if (found === undefined) return undefined;
        classes.add(found);
      }
    }
  }
  return [...classes];
}
