// Figures that cannot rot: a comment of src/ says why the code is as it is, and the measured figure behind the
// why ("about 40%", "15% slower", "twice as fast") lives in the docs, with the comment pointing there:
// docs/benchmarks.md, where `npm run bench` keeps the figures, or the page of the part measured. A sentence of a comment is taken for a measurement when it
// puts a figure (a percentage, a ratio, a time, a size, "twice", "N times") beside a comparison (faster,
// slower, smaller, measured, costs), or gives an approximate time or ratio ("about 3x", "~2 ms"). Limits,
// caps and sizes a comment states exactly ("64 MiB", "within 10 s") are facts of the code and pass. bench/
// and test/ are left out: the benches describe what they measure, and test/ comments speak of fixtures.
import { describe, expect, it } from 'vitest';
import { commentBlocks, sourceFiles, type Comment } from '../__helpers__/sourceComments.js';

const FIGURE =
  /\b\d+(?:[.,]\d+)?\s?(?:%|×|x\b|ms\b|µs|ns\b|s\b|KB\b|kB\b|MB\b|KiB\b|MiB\b|GB\b)|\b(?:twice|half|(?:two|three|four|five|ten|\d+) times)\b/i;
const COMPARISON =
  /\b(?:faster|slower|quicker|smaller|larger|bigger|cheaper|measured|as fast|as slow|costs?|took|takes)\b/i;
const APPROXIMATE = /(?:\babout|~|\broughly|\bnearly|\baround) ?\d[\d.,]*\s?(?:%|×|x\b|ms\b|µs|ns\b|s\b)/i;

/** The sentences of comments that read as measurements, as `file:line: sentence`. */
function measurements(comments: readonly Comment[]): string[] {
  return comments.flatMap(({ file, line, text }) =>
    text
      .split(/(?<=[.;:])\s+(?=[A-Z(`])/)
      .filter((sentence) => (FIGURE.test(sentence) && COMPARISON.test(sentence)) || APPROXIMATE.test(sentence))
      .map((sentence) => `${file}:${String(line)}: ${sentence}`),
  );
}

const at = (text: string): Comment[] => [{ file: 'src/x.ts', line: 1, text }];

describe('comments of src/ keep no measured figure (the docs hold them)', () => {
  it('no sentence of a comment of src/ reads as a measurement', () => {
    const comments = ['src', 'packages/testing/src', 'packages/tools/src'].flatMap(sourceFiles).flatMap(commentBlocks);
    expect(comments.length).toBeGreaterThan(1000);
    expect(measurements(comments)).toStrictEqual([]);
  });

  it('catches the figures that rotted before, and passes the limits a comment states', () => {
    for (const rotted of [
      'Here, that code is about 40% of the generated source.',
      'This loop measured about 15% slower with the codes imported.',
      'The walk recurses (it is twice as fast) only when the depth is bounded.',
      'Whole modules run through esbuild loaded 1.5 ms slower.',
      'The heap the cached days take is about 3x this.',
      'That made these checks five times slower.',
    ]) {
      expect(measurements(at(rotted)), rotted).toHaveLength(1);
    }
    for (const fact of [
      'Headers within 10 s, the whole request within 30 s, 5 s of keep-alive.',
      'The default byte bound of the generated-day cache: 64 MiB of JSON text.',
      'Blood oxygen saturation 70-100 % with a quality, half-hour slots.',
      'This loop is slower with the codes imported (docs/benchmarks.md).',
    ]) {
      expect(measurements(at(fact)), fact).toStrictEqual([]);
    }
  });
});
