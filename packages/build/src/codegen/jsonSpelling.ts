import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';

/** A JSON value with the literal to write for some of its numbers, by JSON pointer. */
export interface SpelledRecord {
  readonly value: unknown;
  readonly spellings: ReadonlyMap<string, string>;
}

/**
 * The JSON text of a value on one line, as JSON.stringify writes it except that each number named in
 * `spellings` is written with its literal (`1e14`, `100000000000000.0`, `-0`): the same JSON value spelled
 * the way other producers write it, which other parsers (PHP's json_decode) read differently.
 *
 * @example
 * renderText({ value: { n: 100000000000000 }, spellings: new Map([['/n', '1e14']]) }); // '{"n":1e14}'
 */
export function renderText(record: SpelledRecord): string {
  const render = (value: unknown, pointer: string): string => {
    const literal = record.spellings.get(pointer);
    if (literal !== undefined && typeof value === 'number') {
      if (!Object.is(JSON.parse(literal), value) && !(value === 0 && JSON.parse(literal) === 0))
        throw new Error(`${literal} is not a spelling of the number at ${pointer}`);
      return literal;
    }
    if (Array.isArray(value)) return `[${value.map((item, i) => render(item, `${pointer}/${i}`)).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
      const members = Object.entries(value).filter(([, v]) => v !== undefined);
      return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${render(v, `${pointer}/${escapePointerToken(k)}`)}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
  };
  return render(record.value, '');
}
