// The parse layer in process: the strict scanner agrees with JSON.parse on what is JSON, the fast path never
// hides a hazard the scanner finds, UTF-8 checks agree with Node's, and the NDJSON splitter keeps every line.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/documentCheck/config.js';
import { firstInvalidUtf8 } from '../../src/jsonText/decode.js';
import { LineIndex } from '../../src/jsonText/lineIndex.js';
import { parseText } from '../../src/jsonText/parseText.js';
import { mayHideHazard } from '../../src/jsonText/quickCheck.js';
import { splitLines } from '../../src/gate/readInput.js';
import { scanJson } from '../../src/jsonText/scanJson.js';
import { hasSpaceBeforeColon } from '../../src/jsonText/whitespace.js';

const OPTIONS = { limits: DEFAULT_LIMITS, hazardScan: true, maxProblems: 100 } as const;
const DEEP = { ...OPTIONS, limits: { ...DEFAULT_LIMITS, maxDepth: 10_000, maxMembers: 1e9, maxKeyLength: 1e9 } };
const SYNTAX = new Set(['empty', 'syntax', 'truncated', 'trailing_data']);

/** JSON texts as producers write them: compact, indented, or with odd whitespace. */
const jsonText = fc
  .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom<string | number | undefined>(undefined, 2, '\t', ' \r\n'))
  .map(([value, space]) => JSON.stringify(value, null, space as string | number | undefined));

/** Texts near JSON: a JSON text with a few characters inserted, deleted or replaced. */
const ALPHABET = [...'{}[]",:0123456789eE.+- \n\t\r\\utruefalsnNaIy/\'', '\u0001', '\u2028', '\ud800'];
const nearJson = fc
  .tuple(
    jsonText,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET), fc.constantFrom('insert', 'delete', 'replace')), {
      maxLength: 3,
    }),
  )
  .map(([text, edits]) => {
    let out = text;
    for (const [at, char, kind] of edits) {
      const i = out.length === 0 ? 0 : at % (out.length + 1);
      if (kind === 'insert') out = out.slice(0, i) + char + out.slice(i);
      else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1);
      else out = out.slice(0, i) + char + out.slice(i + 1);
    }
    return out;
  });

describe('the strict scanner', () => {
  it('accepts every text JSON.parse accepts (no syntax error on JSON.stringify output)', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        expect(scanJson(text, DEEP).fatal).toBeUndefined();
      }),
    );
  });

  it('finds a syntax error exactly when JSON.parse throws, on near-JSON texts', () => {
    fc.assert(
      fc.property(nearJson, (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        const fatal = scanJson(text, DEEP).fatal;
        expect(fatal !== undefined && SYNTAX.has(fatal.code)).toBe(!parses);
      }),
    );
  });

  it('places problems inside the text, and never throws', () => {
    fc.assert(
      fc.property(nearJson, (text) => {
        const result = scanJson(text, OPTIONS);
        for (const p of [...result.problems, ...(result.fatal === undefined ? [] : [result.fatal])]) {
          expect(p.offset).toBeGreaterThanOrEqual(0);
          expect(p.offset).toBeLessThanOrEqual(text.length);
        }
      }),
    );
  });
});

describe('the fast path never hides a hazard', () => {
  /** A JSON object text with one member duplicated (at any depth the generator reaches). */
  const withDuplicate = fc
    .tuple(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), {
        minKeys: 1,
        maxKeys: 5,
      }),
      fc.nat(),
      fc.constantFrom<string | number | undefined>(undefined, 1),
    )
    .map(([record, pick, space]) => {
      const keys = Object.keys(record);
      const key = keys[pick % keys.length] as string;
      const text = JSON.stringify(record, null, space as string | number | undefined);
      // Re-add the member before the closing brace: a duplicate JSON.parse would collapse.
      return { text: `${text.slice(0, text.lastIndexOf('}'))},${JSON.stringify(key)}:0}`, key };
    });

  it('a duplicated member is always reported, whatever its name (escapes included)', () => {
    fc.assert(
      fc.property(withDuplicate, ({ text }) => {
        const parsed = parseText(text, OPTIONS);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.errors.map((e) => e.code)).toContain('duplicate_key');
      }),
    );
  });

  it('clean documents stay on the fast path; suspicious ones do not', () => {
    // Laravel escapes slashes (\/) and non-ASCII (\u00e9): still the fast path.
    const text =
      '{"date":"2024-01-01","activity":{"slots":[{"timestamp":1,"date":"00:00"}]},"url":"http:\\/\\/x","name":"\\u00e9"}';
    expect(mayHideHazard(text, JSON.parse(text), DEFAULT_LIMITS, true)).toBe(false);
    for (const suspicious of [
      '{"a":1,"a":2}',
      '{"a":"\\u0041"}',
      '{"a":"\\"x"}',
      '{"a":1e-5}',
      '{"a":9007199254740993}',
      '{"constructor":1}',
    ]) {
      expect(mayHideHazard(suspicious, JSON.parse(suspicious), DEFAULT_LIMITS, true)).toBe(true);
    }
  });

  it('finds a member name spaced from its colon by any JSON white space, and nothing in a compact text', () => {
    for (const space of [' ', '\t', '\n', '\r', ' \r\n\t']) {
      const spaced = `{"a":0,"b"${space}:1,"b":2}`;
      expect(hasSpaceBeforeColon(spaced)).toBe(true);
      expect(parseText(spaced, OPTIONS).ok).toBe(false);
    }
    // White space before a colon inside a string value, not after a name: the quick search must look further.
    for (const text of ['{"a":"x :y","b":1}', '{"a":"x\\t:y"}', '{"a":1,"b":[2,3]}', ''])
      expect(hasSpaceBeforeColon(text)).toBe(false);
  });

  it('bounds depth with either walk (recursive up to a depth limit of 256, iterative above)', () => {
    const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const maxDepth of [64, 1000]) {
      const limits = { ...DEFAULT_LIMITS, maxDepth };
      expect(mayHideHazard(nested(maxDepth), JSON.parse(nested(maxDepth)), limits, true)).toBe(false);
      expect(mayHideHazard(nested(maxDepth + 1), JSON.parse(nested(maxDepth + 1)), limits, true)).toBe(true);
    }
  });

  it('agrees with the scanner: when the fast path passes a text, the scanner finds no error in it', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        if (!mayHideHazard(text, JSON.parse(text), DEFAULT_LIMITS, true)) {
          expect(scanJson(text, OPTIONS).problems.filter((p) => p.severity === 'error')).toEqual([]);
        }
      }),
    );
  });
});

describe('UTF-8 and lines', () => {
  it('finds an invalid UTF-8 byte exactly when Node says the bytes are not UTF-8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const at = firstInvalidUtf8(bytes);
        expect(at === -1).toBe(isUtf8(bytes));
        if (at !== -1) expect(isUtf8(bytes.subarray(0, at))).toBe(true);
      }),
    );
  });

  it('places offsets by line and column', () => {
    const lines = new LineIndex('ab\ncd\r\n\nx');
    expect([lines.locate(0), lines.locate(3), lines.locate(8)]).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 1 },
      { line: 4, column: 1 },
    ]);
    expect([lines.lineText(2), lines.lineCount]).toEqual(['cd', 4]);
  });

  it('splits any chunking of a stream into the same lines, and skips lines over the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ maxLength: 12 }).map((s) => s.replaceAll('\n', '')),
          { maxLength: 12 },
        ),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (lines, cuts, finalNewline) => {
          const text = lines.join('\n') + (finalNewline && lines.length > 0 ? '\n' : '');
          const bytes = Buffer.from(text);
          const chunks: Uint8Array[] = [];
          for (let at = 0, k = 0; at < bytes.length; k++) {
            const size = cuts[k % cuts.length] as number;
            chunks.push(bytes.subarray(at, at + size));
            at += size;
          }
          const cap = 8;
          let seen = '';
          let oversized = 0;
          async function* source(): AsyncGenerator<Uint8Array> {
            yield* chunks;
          }
          for await (const piece of splitLines(source(), cap)) {
            if (piece.kind === 'lines') seen += Buffer.from(piece.bytes).toString();
            else {
              oversized++;
              seen += '<big>\n';
            }
          }
          const parts = text.split('\n');
          const expected = parts
            .map((part, i) => (Buffer.byteLength(part) > cap ? '<big>\n' : part + (i < parts.length - 1 ? '\n' : '')))
            .join('');
          expect(seen).toBe(expected);
          expect(oversized).toBe(text.split('\n').filter((l) => Buffer.byteLength(l) > cap).length);
        },
      ),
    );
  });
});

describe('worker threads', () => {
  it('inherit Node options, except those of an evaluated main script', async () => {
    const { workerExecArgv } = await import('../../src/gate/pool.js');
    expect(
      workerExecArgv([
        '--max-old-space-size=512',
        '--input-type=module',
        '-e',
        'code',
        '--import',
        'x.mjs',
        '--eval=code',
      ]),
    ).toEqual(['--max-old-space-size=512', '--import', 'x.mjs']);
  });
});
