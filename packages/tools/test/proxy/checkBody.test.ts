// The proxy's body check reads the page through the gate's own parse (one parse per body): the value handed to
// the stream rules is the parse layer's, present exactly when the gate accepted the JSON text.
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/gate/runTask.js';
import { checkBody } from '../../src/proxy/checkBody.js';

const profile = { includeSlots: false, strict: false, maxViolations: 100, maxBytes: 1 << 20 };
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('checkBody', () => {
  it('hands on the parsed page of a valid body, and of a body that breaks the schema, with its violations', async () => {
    const url = 'https://api.example.com/user-summaries';
    const page = {
      data: [],
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
      from: null,
      to: null,
      path: url,
      first_page_url: `${url}?page=1`,
      last_page_url: `${url}?page=1`,
      next_page_url: null,
      prev_page_url: null,
    };
    const valid = await checkBody(bytes(JSON.stringify(page)), profile);
    expect(valid.outcome?.status).toBe('valid');
    expect(valid.value).toEqual(page);
    const invalid = await checkBody(bytes(JSON.stringify({ ...page, data: [{ date: 'not a date' }] })), profile);
    expect(invalid.outcome?.status).toBe('invalid');
    expect(invalid.value).toEqual({ ...page, data: [{ date: 'not a date' }] });
    expect(invalid.findings.length).toBeGreaterThan(0);
  });
  it('hands on no value when the parse layer refuses the text (a duplicate name JSON.parse would collapse, a syntax error)', async () => {
    for (const [text, rule] of [
      ['{"data":[],"data":[]}', 'duplicate_key'],
      ['{"data":', 'truncated_record'],
    ] as const) {
      const checked = await checkBody(bytes(text), profile);
      expect(checked.outcome?.status).toBe('error');
      expect(checked.value).toBeUndefined();
      expect(checked.findings.map((f) => f.rule)).toContain(rule);
    }
  });
  it('a body with line breaks is checked as one line, and its value is the same page', async () => {
    const checked = await checkBody(bytes('{\n"data": []\r\n}\n'), profile);
    expect(checked.value).toEqual({ data: [] });
    expect(Array.from(checked.line)).not.toContain(0x0a);
  });
});

describe('runTask onValue', () => {
  it('receives the value and line of each NDJSON record the parse layer accepted, none for the refused ones', async () => {
    const seen: [unknown, number][] = [];
    const config = {
      kind: 'response',
      envelope: 'auto',
      includeSlots: false,
      strict: false,
      maxViolations: 100,
      hazardScan: true,
      limits: (await import('../../src/jsonText/limits.js')).DEFAULT_LIMITS,
      blankLines: 'skip',
      showValues: false,
      frames: false,
      listValid: true,
      days: true,
    } as const;
    const task = {
      kind: 'lines',
      file: 'x.ndjson',
      bytes: bytes('{"a":1}\n{"a":1,"a":2}\n\n[2]\n'),
      first: true,
      last: true,
    } as const;
    const result = await runTask(task, config, false, (value, record) => seen.push([value, record]));
    expect(result.documents).toBe(3);
    expect(seen).toEqual([
      [{ a: 1 }, 1],
      [[2], 4],
    ]);
  });
});
