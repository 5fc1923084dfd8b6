// The engine's byte limit (packages/tools/src/engine/readDocumentBody.ts) at an everyday size: a body over
// the configuration's maxBytes gets max_bytes and is not read, one at the limit is read, a text is counted in UTF-8
// bytes; and `validate --max-bytes` says the same of the same bytes. The engine's own limit, the gate's 16 MiB, is
// checked through the spawned engine in engine.deep.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type CheckConfig } from '../../src/documentCheck/config.js';
import { readBody } from '../../src/engine/readDocumentBody.js';
import { validateSummaryFile } from './_engine.js';

const LIMIT = 1024;

/** The engine's configuration of a summary (engine/answer.ts), with a limit of LIMIT bytes. */
const config: CheckConfig = {
  kind: 'summary',
  envelope: 'auto',
  includeSlots: true,
  strict: false,
  maxViolations: 100,
  hazardScan: true,
  limits: { ...DEFAULT_LIMITS, maxBytes: LIMIT },
  blankLines: 'skip',
  showValues: false,
  frames: false,
  listValid: true,
  days: false,
};

const SUMMARY = '{"date":"2024-01-31"}';
const padded = (bytes: number): Buffer => Buffer.from(SUMMARY + ' '.repeat(bytes - SUMMARY.length));
const REFUSED = {
  ok: false,
  failure: null,
  refused: [
    {
      pointer: '',
      rule: 'max_bytes',
      message: "the body is larger than the limit of 1 KiB (validate's --max-bytes); it was not read",
    },
  ],
};

describe("the engine's byte limit", () => {
  it('refuses a body one byte over the limit, as bytes or text, and reads one at the limit, as validate does', async () => {
    expect(readBody({ kind: 'bytes', bytes: padded(LIMIT) }, config)).toMatchObject({ ok: true, findings: [] });
    expect(readBody({ kind: 'bytes', bytes: padded(LIMIT + 1) }, config)).toEqual(REFUSED);
    expect(readBody({ kind: 'text', text: padded(LIMIT + 1).toString() }, config)).toEqual(REFUSED);
    for (const [bytes, status, errors] of [
      [LIMIT, 'valid', []],
      [LIMIT + 1, 'error', ['max_bytes']],
    ] as const) {
      const documents = await validateSummaryFile(padded(bytes), ['--max-bytes', String(LIMIT)]);
      expect(documents.map((d) => ({ status: d.status, errors: (d.errors ?? []).map((e) => e.code) }))).toEqual([
        { status, errors },
      ]);
    }
  });

  it('counts a text in UTF-8 bytes: as many characters as the limit, one byte more (é takes two)', () => {
    const text = `${SUMMARY}é${' '.repeat(LIMIT - SUMMARY.length - 1)}`;
    expect([text.length, Buffer.byteLength(text)]).toEqual([LIMIT, LIMIT + 1]);
    expect(readBody({ kind: 'text', text }, config)).toEqual(REFUSED);
  });
});
