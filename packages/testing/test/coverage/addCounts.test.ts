// CoverageCollector.addCounts, what the gate calls with each worker task's counts (packages/tools/src/gate/runGate.ts):
// every item's count is added, the first and the last included, and the documents by part and the violations no
// item matched. The counts given are distinct per item, so an item skipped, shifted or added twice shows.
import { describe, expect, it } from 'vitest';
import { CoverageCollector } from '../../src/coverage/collect.js';
import { coverageModel } from '../../src/coverage/model.js';

describe('CoverageCollector.addCounts', () => {
  for (const profile of [
    { includeSlots: true, strict: false },
    { includeSlots: false, strict: true },
  ]) {
    it(`adds every item's count, the last one included (includeSlots ${profile.includeSlots}, strict ${profile.strict})`, () => {
      const collector = new CoverageCollector(coverageModel(profile));
      const size = collector.counts.length;
      expect(size).toBeGreaterThan(100);
      const task = Float64Array.from({ length: size }, (_, i) => i + 1);
      collector.addCounts(task, { day: 3, envelope: 2, request: 1 }, 4);
      collector.addCounts(task, { day: 1 }, 1);
      expect(collector.counts.length).toBe(size);
      expect(collector.counts[0]).toBe(2);
      expect(collector.counts[size - 1]).toBe(2 * size);
      expect(Array.from(collector.counts)).toEqual(Array.from(task, (n) => 2 * n));
      expect(collector.parts).toEqual({ day: 4, envelope: 2, request: 1 });
      expect(collector.unmatched).toBe(5);
    });
  }

  it('adds a shorter count list as zeros past its end, and ignores counts past the model', () => {
    const collector = new CoverageCollector(coverageModel({ includeSlots: true, strict: false }));
    const size = collector.counts.length;
    collector.addCounts([5, 6], {});
    collector.addCounts(
      Array.from({ length: size + 3 }, () => 1),
      {},
    );
    expect(Array.from(collector.counts.slice(0, 3))).toEqual([6, 7, 1]);
    expect(collector.counts[size - 1]).toBe(1);
    expect(collector.counts.length).toBe(size);
  });
});
