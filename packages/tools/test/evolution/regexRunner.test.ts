// The diff's patterns run by RE2 (packages/tools/src/evolution/regexRunner.ts): the translation keeps ECMAScript's
// meaning (the oracle is V8's own RegExp with the `u` flag, on strings drawn around each pattern), runs in time
// linear in the string whatever the pattern, and refuses by name what RE2 cannot run.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedRegExp, PatternRefused, toRe2 } from '../../src/evolution/regexRunner.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

const contractPatterns = readdirSync(join(ROOT, 'schemas'))
  .filter((file) => file.endsWith('.schema.json'))
  .flatMap((file) =>
    [...readFileSync(join(ROOT, 'schemas', file), 'utf8').matchAll(/"pattern": ("(?:[^"\\]|\\.)*")/g)].map(
      (m) => JSON.parse(m[1] as string) as string,
    ),
  );

/** Patterns whose ECMAScript meaning differs from RE2's unless translated (`.`, `\s`, escapes, classes). */
const FORMS = [
  '^.$',
  '^a.b$',
  '^\\s+$',
  '^\\S*$',
  '^[\\s,]+$',
  '^[^\\s]$',
  '^\\u00e9\\u{1F600}?$',
  '^\\uD83D\\uDE00$',
  '^[\\u0041-\\u005A]+$',
  '^\\x41\\t\\n$',
  '^[^]$',
  '^[]$',
  '^[\\]\\-\\[]+$',
  '^[a-]+$',
  '^\\/\\.\\*$',
  '^(?<year>[0-9]{4})-(?:0[1-9]|1[0-2])$',
  '^\\bab\\B',
  '^[\\b]$',
  '^(a|a)*b$',
  '^a*a*a*a*a*a*a*a*b$',
  '^(a+)+$',
  '^\\d{2,3}?\\w$',
  '^\\cJ$',
  '\\u2028|\\r',
];

/** Strings worth matching a pattern against: its own characters, line terminators, spaces of every kind. */
const ALPHABET = ['a', 'b', 'A', 'Z', '0', '9', '-', '_', '.', '/', '*', ',', ' ', '\t', '\n', '\r', '\u000b'];
const EXOTIC = ['\u00a0', '\u2028', '\u2029', '\ufeff', '\u3000', 'é', '😀', '\u0008', '[', ']'];
const text = fc.array(fc.constantFrom(...ALPHABET, ...EXOTIC), { maxLength: 12 }).map((chars) => chars.join(''));

describe('toRe2', () => {
  it.each([...FORMS, ...contractPatterns])('%s keeps its ECMAScript meaning', (pattern) => {
    const js = new RegExp(pattern, 'u');
    const re2 = boundedRegExp((p) => p)(pattern, 'u');
    fc.assert(
      fc.property(text, (s) => re2.test(s) === js.test(s)),
      { numRuns: 300 },
    );
  });

  it.each([
    ['^(a)\\1$', 'a backreference cannot run in linear time'],
    ['^(?<w>a)\\k<w>$', 'a backreference cannot run in linear time'],
    ['^a(?=b)', 'a lookaround cannot run in linear time'],
    ['^a(?!b)', 'a lookaround cannot run in linear time'],
    ['(?<=a)b', 'a lookaround cannot run in linear time'],
    ['(?<!a)b', 'a lookaround cannot run in linear time'],
    ['^\\p{L}+$', 'a Unicode property class (`\\p{…}`) is not read'],
    ['^[\\S]$', '`\\S` inside a character class is not read'],
  ])('refuses %s: %s', (pattern, reason) => {
    expect(toRe2(pattern)).toEqual({ refused: reason });
  });

  it('a pattern RE2 cannot run is refused when a record reaches it, named by where it is and why', () => {
    const engine = boundedRegExp((p) => `the pattern at common.schema.json /$defs/x (${p.length} characters)`);
    const nested = engine('^(((a{100}){100}){100}){100}$', 'u');
    expect(() => nested.test('a')).toThrow(PatternRefused);
    expect(() => nested.test('a')).toThrow(
      /^the pattern at common\.schema\.json \/\$defs\/x \(29 characters\): RE2 cannot run it \(.*repeat count/,
    );
    expect(() => engine('^(a)\\1$', 'u').test('aa')).toThrow(
      'the pattern at common.schema.json /$defs/x (7 characters): a backreference cannot run in linear time',
    );
  });

  it('a pattern ECMAScript refuses throws as Ajv’s own engine does (the version cannot be compiled)', () => {
    expect(() => boundedRegExp((p) => p)('^a{2,1}$', 'u')).toThrow(SyntaxError);
  });

  it('each pattern is its own key in Ajv’s scope (two patterns never share a compiled one)', () => {
    const engine = boundedRegExp((p) => p);
    expect(engine('^a$', 'u').toString()).not.toBe(engine('^b$', 'u').toString());
  });

  it('runs exponential patterns of V8 in linear time on long strings', () => {
    const engine = boundedRegExp((p) => p);
    // V8 takes about 2^n steps for each: n = 10,000 would never end there.
    const long = 'a'.repeat(10_000);
    expect(engine('^(a|a)*b$', 'u').test(long)).toBe(false);
    expect(engine('^a*a*a*a*a*a*a*a*b$', 'u').test(long)).toBe(false);
    expect(engine('^(a+)+$', 'u').test(`${long}!`)).toBe(false);
    expect(engine('^(a+)+$', 'u').test(long)).toBe(true);
  });
});
