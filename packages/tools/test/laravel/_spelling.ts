// JSON texts with varied number spellings: the same JSON value written as other parsers meet it on the wire
// (an exponent, a trailing `.0`, negative zero), so that Laravel reads what PHP's json_decode makes of it
// rather than only what JSON.stringify writes.
import { renderText, type SpelledRecord } from 'user-summaries-build/codegen/jsonSpelling';
import * as momoa from '@humanwhocodes/momoa';
import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import { seededRandom } from '../../../../bench/seededRandom.js';

export { renderText, type SpelledRecord };

/** A record written the way JSON.stringify writes it. */
export function plain(value: unknown): SpelledRecord {
  return { value, spellings: new Map() };
}

/**
 * Other exact spellings of a finite number: the same decimal value, so every JSON parser reads the same
 * number (JSON does not tell 12 from 12.0 or 1.2e1). Zero also gets `-0` and `-0.0`.
 */
function spellingsOf(n: number): string[] {
  if (!Number.isFinite(n)) return [];
  const canonical = JSON.stringify(n);
  if (/e/i.test(canonical)) return [canonical.toUpperCase()];
  if (n === 0) return ['0.0', '-0', '-0.0', '0e0', '0E+5'];
  const sign = n < 0 ? '-' : '';
  const [whole = '', fraction = ''] = canonical.replace('-', '').split('.');
  const digits = (whole + fraction).replace(/^0+/, '');
  const exponent =
    whole.replace(/^0+/, '').length - 1 - (whole === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0);
  const mantissa = digits.replace(/0+$/, '') || '0';
  const scientific = `${sign}${mantissa[0]}${mantissa.length > 1 ? `.${mantissa.slice(1)}` : ''}e${exponent}`;
  const out = [scientific, scientific.replace('e', 'E+').replace('E+-', 'E-')];
  if (fraction === '') {
    out.push(`${canonical}.0`, `${canonical}.000`);
    const zeros = whole.length - whole.replace(/0+$/, '').length;
    if (zeros > 0) out.push(`${sign}${whole.slice(0, whole.length - zeros)}e${zeros}`);
  }
  return [...new Set(out)].filter((s) => Object.is(JSON.parse(s), n) && s !== canonical);
}

/** The record with about `share` of its numbers respelled, chosen from `seed`. */
export function respell(value: unknown, seed: number, share = 0.3): SpelledRecord {
  const next = seededRandom(seed);
  const spellings = new Map<string, string>();
  const visit = (node: unknown, pointer: string): void => {
    if (typeof node === 'number') {
      const options = spellingsOf(node);
      if (options.length > 0 && next() < share)
        spellings.set(pointer, options[Math.floor(next() * options.length)] as string);
    } else if (Array.isArray(node))
      node.forEach((item, i) => {
        visit(item, `${pointer}/${i}`);
      });
    else if (typeof node === 'object' && node !== null)
      for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${escapePointerToken(k)}`);
  };
  visit(value, '');
  return { value, spellings };
}

/**
 * A JSON text as a spelled record: its value, and the literal of every number not written the way
 * JSON.stringify writes it (so `renderText` gives the text back, whitespace aside).
 */
function spelledFromText(text: string): SpelledRecord {
  const spellings = new Map<string, string>();
  const visit = (node: momoa.AnyNode, pointer: string): void => {
    if (node.type === 'Number') {
      const literal = text.slice(node.loc.start.offset, node.loc.end.offset);
      if (literal !== JSON.stringify(node.value)) spellings.set(pointer, literal);
    } else if (node.type === 'Array')
      node.elements.forEach((e, i) => {
        visit(e.value, `${pointer}/${i}`);
      });
    else if (node.type === 'Object')
      for (const m of node.members)
        visit(m.value, `${pointer}/${escapePointerToken(m.name.type === 'String' ? m.name.value : m.name.name)}`);
  };
  visit(momoa.parse(text).body, '');
  return { value: JSON.parse(text) as unknown, spellings };
}

/**
 * The tests of a vector file with their data as spelled in the file (`"total_steps":1e14` stays `1e14`).
 * Each test sits on its own line of the file (packages/build/src/codegen/vectors.ts, vectorText).
 */
export function spelledVectorData(
  fileText: string,
): { readonly description: string; readonly record: SpelledRecord }[] {
  return fileText
    .split('\n')
    .filter((line) => line.startsWith('      {"description":'))
    .map((line) => {
      const text = line.trim().replace(/,$/, '');
      const test = momoa.parse(text).body;
      if (test.type !== 'Object') throw new Error('a vector test is not an object');
      const data = test.members.find((m) => m.name.type === 'String' && m.name.value === 'data');
      const description = JSON.parse(text) as { description: string };
      if (data === undefined) throw new Error(`vector without data: ${description.description}`);
      return {
        description: description.description,
        record: spelledFromText(text.slice(data.value.loc.start.offset, data.value.loc.end.offset)),
      };
    });
}
