// The gate benchmark's verdicts: a quick run (GATE_BENCH_QUICK=1) cannot judge its targets and says so,
// instead of printing NOT MET for sizes where start-up dominates.
import { describe, expect, it } from 'vitest';
import {
  formatGateBench,
  memoryIsFlat,
  targetVerdict,
  type GateBenchResult,
  type GateMemoryOverTime,
} from '../../bench/gate.js';

const result = (quick: boolean): GateBenchResult => ({
  machine: { cpus: 2, cpuModel: 'test', node: 'v20' },
  corpus: { lines: 64, mb: 1, lineKb: 16 },
  jsonParseMbPerSecond: 100,
  command: [],
  singleThread: [],
  memory: [],
  memoryOverTime: undefined,
  coldStart: { validateMs: 200, nodeMs: 40, overheadMs: 160, validatorLoadMs: 30 },
  quick,
  targets: {
    allChecksAtLeast40Percent: false,
    fastAtLeast80Percent: true,
    memoryFlat: false,
    coldStartUnder150Ms: false,
  },
});

describe('gate benchmark verdicts', () => {
  it('a quick run says "not judged" for every target, never NOT MET', () => {
    const text = formatGateBench(result(true));
    expect(text).not.toContain('NOT MET');
    expect(text).toContain(
      'targets: allChecksAtLeast40Percent not judged (quick run), fastAtLeast80Percent not judged (quick run)',
    );
  });

  it('a full run says met or NOT MET', () => {
    expect(formatGateBench(result(false))).toContain(
      'targets: allChecksAtLeast40Percent NOT MET, fastAtLeast80Percent met, memoryFlat NOT MET',
    );
    expect([targetVerdict(true, false), targetVerdict(false, false), targetVerdict(false, true)]).toEqual([
      'met',
      'NOT MET',
      'not judged (quick run)',
    ]);
  });

  it('memory is flat when the high-water mark of the long stream stops rising, not when a longer file peaks higher', () => {
    const overTime = (third: number, end: number): GateMemoryOverTime => ({
      seconds: 20,
      sentMb: 5000,
      highWaterAtThirdMb: third,
      highWaterAtEndMb: end,
      lastTwoThirds: { minMb: 200, maxMb: end },
    });
    const files = [
      { mode: 'all checks', fileMb: 100, peakRssMb: 206, mbPerSecond: 1, ratio: 1 },
      { mode: 'all checks', fileMb: 1000, peakRssMb: 281, mbPerSecond: 1, ratio: 1 },
    ];
    expect(memoryIsFlat(overTime(281, 300), files)).toBe(true);
    expect(memoryIsFlat(overTime(281, 320), files)).toBe(false);
    expect(memoryIsFlat(undefined, files)).toBe(false);
    expect(memoryIsFlat(undefined, [files[0], { ...files[1], peakRssMb: 230 }] as typeof files)).toBe(true);
    const text = formatGateBench({ ...result(false), memoryOverTime: overTime(281, 300) });
    expect(text).toContain(
      'stream on stdin for 20 s, 5.0 GB: high-water mark 281 MB after a third, 300 MB at the end; RSS 200-300 MB over the last two thirds',
    );
  });
});
