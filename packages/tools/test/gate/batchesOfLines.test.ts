// A batch of NDJSON lines cut into tasks of at most BATCH_LINES lines (packages/tools/src/gate/readInput.ts): the same bytes in
// order, each piece ending after a newline but the last, and each piece in a buffer of its own (a task's buffer is
// moved to a worker, which must not take its neighbours' bytes with it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_LINES, batchesOfLines } from '../../src/gate/readInput.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from './_report.js';

const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('batchesOfLines', () => {
  it('cuts after every maxLines-th newline, keeps every byte in order, and copies each piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'bc', '', '{"x":1}'), { maxLength: 40 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        (lines, endsWithNewline, maxLines) => {
          const whole = Buffer.from(`${lines.join('\n')}${endsWithNewline && lines.length > 0 ? '\n' : ''}`, 'latin1');
          const pieces = batchesOfLines(whole, maxLines);
          expect(pieces.map(text).join('')).toBe(text(whole));
          pieces.forEach((piece, i) => {
            const newlines = text(piece).split('\n').length - 1;
            expect(newlines).toBeLessThanOrEqual(maxLines);
            if (i < pieces.length - 1) expect([newlines, text(piece).endsWith('\n')]).toEqual([maxLines, true]);
          });
          if (pieces.length > 1) expect(new Set(pieces.map((p) => p.buffer)).size).toBe(pieces.length);
        },
      ),
    );
  });

  it('a run over many tasks of lines reports each record on its own line, on one thread or on two', async () => {
    const { dir, write } = tempFiles('us-batch-lines-');
    // 20 tasks' worth of lines, 7 MB (past the size at which worker threads start); every 1,000th record invalid.
    const count = 20 * BATCH_LINES + 7;
    const pad = 'p'.repeat(1400);
    const lines = Array.from({ length: count }, (_, i) =>
      JSON.stringify(i % 1000 === 42 ? { note: pad } : { date: '2024-01-01', note: pad }),
    );
    write('many.ndjson', `${lines.join('\n')}\n`);
    const expected = lines.flatMap((_, i) => (i % 1000 === 42 ? [i + 1] : []));
    for (const jobs of [1, 2]) {
      const run = await runCliInProcess(
        ['validate', '--as', 'summary', '--format', 'json', '--jobs', String(jobs), 'many.ndjson'],
        { cwd: dir },
      );
      const report = JSON.parse(run.stdout) as {
        documents: { line: number; status: string }[];
        summary: { threads: number; documents: number };
      };
      expect([run.code, report.summary.threads, report.summary.documents]).toEqual([1, jobs, count]);
      expect(report.documents.filter((d) => d.status === 'invalid').map((d) => d.line)).toEqual(expected);
    }
  });
});
