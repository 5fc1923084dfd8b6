// A record standing alone (what the proxy checks of each body, packages/tools/src/documentCheck/checkRecord.ts)
// gets the gate's verdict on a file of that one line: `validate` reading the recorded body back says the same. The
// gate's task (gate/runTask.ts, the batch of lines) is the reference: another path through the same problems.
// Bodies are drawn with the hazards of a line: byte order marks, another encoding, bytes that are not UTF-8, a
// carriage return, white space only, text cut off, duplicate names, nesting past the limit, schema violations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLoneRecord } from '../../src/documentCheck/checkRecord.js';
import type { CheckConfig } from '../../src/documentCheck/config.js';
import { loadValidators } from '../../src/documentCheck/documentKind.js';
import { runTask } from '../../src/gate/runTask.js';
import { DEFAULT_LIMITS } from '../../src/jsonText/limits.js';

const config = (strict: boolean, maxViolations: number): CheckConfig => ({
  kind: 'response',
  envelope: 'auto',
  includeSlots: false,
  strict,
  maxViolations,
  hazardScan: true,
  limits: { ...DEFAULT_LIMITS, maxDepth: 8 },
  blankLines: 'skip',
  showValues: false,
  frames: false,
  listValid: true,
  days: true,
});

const TEXTS = [
  '{"data":[],"current_page":1}',
  '[{"date":"2024-01-01"},{"date":"2024-02-30","x":1}]',
  '{"data":[{"date":"2024-01-01"}],"data":[]}',
  '{"data":[',
  '[[[[[[[[[[1]]]]]]]]]]',
  '{"data":[{"date":1e400}]}',
  'null',
  '   ',
  '',
  'not json',
  '{"a":"\\ud800"}',
  '[1,]',
  '{"data":[{"date":"2024-01-01","activity":{"slots":[{}]}}]}',
];
const text = fc.constantFrom(...TEXTS).map((t) => new TextEncoder().encode(t));
const prefix = fc.constantFrom([], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], [0x20, 0x09]);
const suffix = fc.constantFrom([], [0x0d], [0x20], [0xc3], [0xff, 0x41], [0x00, 0x7b]);
const body = fc
  .tuple(prefix, text, suffix)
  .map(([head, middle, tail]) => Uint8Array.from([...head, ...middle, ...tail]));

describe('a record standing alone', () => {
  it('gets the outcome and value the gate gives a file of that one line', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.constantFrom(1, 100), async (bytes, strict, cap) => {
        const checkConfig = config(strict, cap);
        const validators = await loadValidators(strict);
        const values: unknown[] = [];
        const task = await runTask(
          { kind: 'lines', file: 'response', bytes, first: true, last: true },
          checkConfig,
          false,
          (value) => values.push(value),
        );
        const alone = await checkLoneRecord(bytes, 'response', checkConfig, validators);
        expect(alone.outcome).toEqual(task.outcomes[0]);
        expect(alone.value).toEqual(values[0]);
        expect('value' in alone).toBe(values.length > 0);
      }),
    );
  });
});
