// Issue 22, "caps that hold when a user raises them": a document's report cost about 2 KB of heap per
// violation at the largest --max-violations. Each report built the whole document as one string (the text
// report an array of every line, then its join; json one JSON.stringify; sarif and github one string; junit
// one joined failure text), and a code frame was built for every violation. Now a document is written as it
// is rendered, in chunks of about 64 KiB, and only the first 1,000 violations of a document get a frame.
// Structural properties only: the largest write, the frames built; never time or memory.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { main as Main } from '../../src/cli/run.js';
import { importBuilt } from '../../../../test/__helpers__/cliInProcess.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { tempFiles } from '../gate/_report.js';

const { write } = tempFiles('us-violation-memory-');
// Enough for several chunks in every format (a report built as one string would be one write of 4 to 8 chunks)
// and for violations past the first 1,000, which get no frame.
const VIOLATIONS = 5_000;
const CHUNK_CHARS = 64 * 1024;
/** A chunk is at most CHUNK_CHARS plus one piece (a violation's line, result or annotation). */
const LARGEST_WRITE = CHUNK_CHARS + 4096;

/** The runs so far, by their arguments: the text report is read by two tests, and made once. */
const runs = new Map<string, Promise<{ code: number; writes: string[] }>>();

/** Runs `validate` in this process and keeps each write to stdout apart (once for the same arguments). */
function writesOf(args: readonly string[]): Promise<{ code: number; writes: string[] }> {
  const key = JSON.stringify(args);
  const run = runs.get(key) ?? runValidate(args);
  runs.set(key, run);
  return run;
}

async function runValidate(args: readonly string[]): Promise<{ code: number; writes: string[] }> {
  const { main } = await importBuilt<{ main: typeof Main }>('cli/run.js');
  const writes: string[] = [];
  const io = {
    stdout: { write: (chunk: string) => (writes.push(chunk), true) },
    stderr: { write: () => true },
    stdin: Readable.from([]),
    env: { NO_COLOR: '1' },
    cwd: ROOT,
  };
  const code = await main(['validate', '--quiet', '--max-violations', '100000', ...args], io);
  return { code, writes };
}

describe(`a document with ${VIOLATIONS.toLocaleString('en')} violations`, () => {
  const file = write('nulls.json', `[${Array.from({ length: VIOLATIONS }, () => 'null').join(',')}]`);

  // The github report prints a budget of annotations since issue #43 (packages/tools/test/reports/githubAnnotations.test.ts):
  // it holds at most twice its budget, never the document's violations.
  it.each(['text', 'json', 'sarif', 'junit'])(
    'is written by the %s report in bounded chunks, never as one string',
    async (format) => {
      const { code, writes } = await writesOf(['--format', format, file]);
      expect(code).toBe(1);
      const largest = Math.max(...writes.map((w) => w.length));
      const total = writes.reduce((sum, w) => sum + w.length, 0);
      expect(total).toBeGreaterThan(Math.max(VIOLATIONS * 20, 4 * CHUNK_CHARS));
      expect(largest).toBeLessThanOrEqual(LARGEST_WRITE);
      const report = writes.join('');
      if (format === 'json') {
        const parsed = JSON.parse(report) as { documents: { violations: { pointer: string; rule: string }[] }[] };
        const violations = parsed.documents[0]?.violations ?? [];
        expect(violations).toHaveLength(VIOLATIONS);
        expect([violations[0], violations.at(-1)].map((v) => [v?.pointer, v?.rule])).toEqual([
          ['/0', 'type'],
          [`/${VIOLATIONS - 1}`, 'type'],
        ]);
      }
      if (format === 'sarif')
        expect((JSON.parse(report) as { runs: { results: unknown[] }[] }).runs[0]?.results).toHaveLength(VIOLATIONS);
      if (format === 'junit') expect(report.split('&#xa;').length).toBe(VIOLATIONS);
    },
  );

  it('is annotated by the github report within its budget, the rest counted in one notice', async () => {
    const { code, writes } = await writesOf(['--format', 'github', file]);
    expect(code).toBe(1);
    const report = writes.join('');
    expect(report.split('\n').filter((line) => line.startsWith('::error ')).length).toBe(10);
    expect(report).toContain(`::notice title=more problems::${(VIOLATIONS - 10).toLocaleString('en-US')} more errors`);
    expect(Math.max(...writes.map((w) => w.length))).toBeLessThanOrEqual(LARGEST_WRITE);
  });

  it('gets a code frame for its first 1,000 violations only, and the text report says so', async () => {
    const { writes } = await writesOf(['--format', 'text', file]); // the default format, the run of the text case
    const lines = writes.join('').split('\n');
    expect(lines.filter((line) => /^ {2}\S+:1:\d+ {2}\/\d+ {2}type {2}/.test(line))).toHaveLength(VIOLATIONS);
    const caretLines = lines.filter((line) => /^ {4}> 1 \|/.test(line));
    expect(caretLines).toHaveLength(1000);
    // The frames are those of the first violations by place: the 1,000th frame follows /999's line.
    const last = lines.findLastIndex((line) => /^ {4}> 1 \|/.test(line));
    expect(lines[last - 1]).toContain('  /999  type  ');
    expect(lines).toContain('  code frames are shown for the first 1,000 violations of a document');
  });
});
